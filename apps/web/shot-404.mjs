import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
page.on('response', (r) => { if (r.status() >= 400) console.log(r.status(), r.url()); });
await page.goto('http://127.0.0.1:3312/ta/');
await page.evaluate(() => window.scrollTo(0, 3000));
await page.waitForTimeout(3000);
await browser.close();
