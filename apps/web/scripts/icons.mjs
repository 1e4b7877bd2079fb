/**
 * The install icons (web app manifest, apple-touch-icon), rasterised once from the site's SVGs with
 * Debian's Chromium and committed under public/icons/: no image library joins the dependencies, and
 * the build does not run a browser. Run again after changing an SVG:
 *
 *   node apps/web/scripts/icons.mjs
 *
 * favicon.svg is the "any" icon (its own rounded corners, transparent outside them); icons/icon-maskable.svg
 * fills its square and keeps the mark inside the maskable safe zone (a circle of 40 % of the width), for
 * launchers that cut their own shape, and for iOS, which rounds the corners of an opaque square itself.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const publicDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');
const ICONS = [
  { svg: 'favicon.svg', out: 'icons/icon-192.png', size: 192 },
  { svg: 'favicon.svg', out: 'icons/icon-512.png', size: 512 },
  { svg: 'icons/icon-maskable.svg', out: 'icons/icon-maskable-512.png', size: 512 },
  { svg: 'icons/icon-maskable.svg', out: 'icons/apple-touch-icon.png', size: 180 },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
  ],
});
try {
  const page = await browser.newPage();
  for (const { svg, out, size } of ICONS) {
    await page.setViewportSize({ width: size, height: size });
    const source = readFileSync(join(publicDir, svg), 'utf8');
    await page.setContent(
      `<!doctype html><style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${source}`,
    );
    await page.screenshot({ path: join(publicDir, out), omitBackground: true });
    console.log(`${out}: ${size}x${size}`);
  }
} finally {
  await browser.close();
}
