import { chromium } from 'playwright-core';
const [,, url] = process.argv;
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const p = await b.newPage({ viewport: { width: 390, height: 844 } });
await p.goto(url, { waitUntil: 'networkidle' });
const txt = await p.locator('body').innerText();
for (const w of ['Czechia', 'செக் குடியரசு', 'Canada', 'கனடா', 'Sweden', 'சுவீடன்']) console.log(w, txt.split(w).length - 1);
await b.close();
