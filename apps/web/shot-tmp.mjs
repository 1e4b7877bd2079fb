import { chromium } from 'playwright-core';
const origin = 'http://127.0.0.1:3312';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
for (const scheme of ['light', 'dark']) {
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, colorScheme: scheme, reducedMotion: 'reduce' });
  const page = await ctx.newPage();
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  await page.goto(`${origin}/ta/`);
  await page.waitForTimeout(2500);
  // Show what a goal row looks like: the classes and badge the row renders for a goal (no real goal waited for).
  await page.evaluate(() => {
    const row = document.querySelector('li.ev-live') ?? document.querySelector('li.ev');
    row.classList.add('ev-live', 'ev-hl', 'ev-goal');
    const b = document.createElement('span'); b.className = 'goal-badge'; b.textContent = 'கோல்!';
    row.querySelector('.ev-st').append(b);
    row.scrollIntoView({ block: 'center' });
  });
  await page.screenshot({ path: `/tmp/pic-board-${scheme}.png` });
  const href = await page.evaluate(() => document.querySelector('li.ev-live a.ev-open')?.getAttribute('href'));
  await page.goto(`${origin}${href}lineups/`);
  await page.waitForTimeout(2000);
  await page.evaluate(() => {
    document.querySelector('header.mh').classList.add('mh-goal');
    const b = document.createElement('span'); b.className = 'goal-badge mh-goal-b'; b.textContent = 'கோல்!';
    document.querySelector('.mh-mid').prepend(b);
    window.scrollTo(0, 230);
  });
  await page.screenshot({ path: `/tmp/pic-match-${scheme}.png` });
  const widths = await page.$$eval('.mh-crest', (imgs) => imgs.map((i) => i.naturalWidth));
  console.log(scheme, href, 'crest widths', widths, 'errors', errors);
  await ctx.close();
}
await browser.close();
