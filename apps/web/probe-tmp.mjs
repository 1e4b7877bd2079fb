import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const p = await b.newPage({ viewport: { width: 360, height: 844 } });
await p.goto('http://127.0.0.1:3298/ta/tennis/', { waitUntil: 'networkidle' });
const out = await p.evaluate(() => {
  const row = document.querySelector('li.ev-live');
  const all = row.querySelectorAll('*');
  return [row.outerHTML.slice(0, 1500), ...[...all].slice(0, 40).map((e) => `${e.tagName}.${e.className} w=${Math.round(e.getBoundingClientRect().width)}`)];
});
console.log(out.join('\n'));
await b.close();
