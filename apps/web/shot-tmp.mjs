import { chromium } from 'playwright-core';
const [,, url, out, w = '390', scheme = 'light', full = '0'] = process.argv;
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const p = await b.newPage({ viewport: { width: Number(w), height: 844 }, colorScheme: scheme, deviceScaleFactor: 1 });
await p.goto(url, { waitUntil: 'networkidle' });
await p.waitForTimeout(500);
await p.screenshot({ path: out, fullPage: full === '1' });
await b.close();
