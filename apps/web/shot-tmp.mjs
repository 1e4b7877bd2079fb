import { chromium } from 'playwright-core';
const origin = 'http://127.0.0.1:3312';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
for (const scheme of ['light', 'dark']) {
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, colorScheme: scheme, locale: 'ta-IN' });
  const page = await ctx.newPage();
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  await page.goto(`${origin}/ta/?tab=live`);
  await page.waitForTimeout(2000);
  // wait for a goal row (up to 90 s)
  const goal = await page.waitForSelector('.ev-goal', { timeout: 90_000 }).catch(() => null);
  if (goal) await goal.scrollIntoViewIfNeeded();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/pic-board-${scheme}.png` });
  const href = await page.evaluate(() => {
    const row = document.querySelector('.ev-goal') ?? document.querySelector('li.ev-live');
    return row?.querySelector('a.ev-open')?.getAttribute('href');
  });
  console.log(scheme, 'goal row', !!goal, href);
  await page.goto(`${origin}${href}`);
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/pic-match-${scheme}.png` });
  const widths = await page.$$eval('.mh-crest', (imgs) => imgs.map((i) => i.naturalWidth));
  console.log('crest widths', widths);
  await page.goto(`${origin}${href}lineups/`);
  await page.waitForTimeout(1500);
  const pitch = await page.$('.pitch');
  if (pitch) { await pitch.scrollIntoViewIfNeeded(); }
  await page.screenshot({ path: `/tmp/pic-lineups-${scheme}.png`, fullPage: false });
  const lu = await page.$('.lu-teams');
  if (lu) { await lu.screenshot({ path: `/tmp/pic-lulist-${scheme}.png` }); }
  console.log('errors', errors);
  await ctx.close();
}
await browser.close();
