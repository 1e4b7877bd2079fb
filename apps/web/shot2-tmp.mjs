import { chromium } from 'playwright-core';
const [,, url, out, w = '390'] = process.argv;
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const p = await b.newPage({ viewport: { width: Number(w), height: 844 } });
p.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)));
p.on('pageerror', (e) => console.log('pageerror', e.message.slice(0, 300)));
await p.goto(url, { waitUntil: 'domcontentloaded' });
for (const ms of [200, 1000, 3000, 6000]) {
  await p.waitForTimeout(ms);
  console.log(ms, await p.locator('[data-event-id]').count());
}
await p.screenshot({ path: out });
await b.close();
