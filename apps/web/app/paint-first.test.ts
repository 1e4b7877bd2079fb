import { runInNewContext } from 'node:vm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bootScript, PaintFirstScripts } from './paint-first.ts';

async function through(chunks: readonly Buffer[]): Promise<string> {
  const t = new PaintFirstScripts();
  const out: Buffer[] = [];
  t.on('data', (c: Buffer | string) => out.push(Buffer.from(c)));
  const ended = new Promise((resolve) => t.on('end', resolve));
  for (const c of chunks) t.write(c);
  t.end();
  await ended;
  return Buffer.concat(out).toString('utf8');
}

const MODULE_TEXT =
  ';\nimport * as route0 from "/assets/root.js";\nwindow.__reactRouterRouteModules = {"root": route0};\n' +
  'if (a < b && c > d) import("/assets/entry.client.js");';
const PAGE =
  '<!DOCTYPE html><html lang="ta"><head><meta charSet="utf-8"/>' +
  '<link rel="modulepreload" href="/assets/ta-core.js" nonce="n1"/>' +
  '<link rel="stylesheet" href="/assets/frame.css"/>' +
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="n1"/>' +
  '<link rel="modulepreload" href="/assets/index.js?v=1&amp;x=2" nonce="n1"/></head>' +
  '<body><h1>கால்பந்து போட்டிகள்</h1><p>rel=&quot;modulepreload&quot; in text stays</p>' +
  '<script nonce="n1">((a, b) => a < b)(1, 2)</script>' +
  '<script nonce="n1">window.__reactRouterContext = {};</script>' +
  `<script nonce="n1" type="module" async="">${MODULE_TEXT}</script>` +
  '<script nonce="n1">window.__reactRouterContext.streamController.close();</script><!--/$--></body></html>';
const HREFS = ['/assets/ta-core.js', '/assets/entry.client.js', '/assets/index.js?v=1&x=2'];
const EXPECTED =
  '<!DOCTYPE html><html lang="ta"><head><meta charSet="utf-8"/>' +
  '<link rel="stylesheet" href="/assets/frame.css"/></head>' +
  '<body><h1>கால்பந்து போட்டிகள்</h1><p>rel=&quot;modulepreload&quot; in text stays</p>' +
  '<script nonce="n1">((a, b) => a < b)(1, 2)</script>' +
  '<script nonce="n1">window.__reactRouterContext = {};</script>' +
  `<script nonce="n1" type="text/x-nerali-boot">${MODULE_TEXT}</script>` +
  bootScript(HREFS, 'n1') +
  '<script nonce="n1">window.__reactRouterContext.streamController.close();</script><!--/$--></body></html>';

/** Runs the boot script against a small fake document; returns what it added and when. */
function runBoot(options: { hidden?: boolean; atOnce?: boolean } = {}) {
  const added: { head: Record<string, string>[]; body: Record<string, string>[] } = { head: [], body: [] };
  const frames: (() => void)[] = [];
  const timers: { fn: () => void; ms: number }[] = [];
  const fontsWaiting: (() => void)[] = [];
  const self = { nonce: 'n1', previousElementSibling: { textContent: MODULE_TEXT } };
  const document = {
    currentScript: self,
    visibilityState: options.hidden ? 'hidden' : 'visible',
    documentElement: { dataset: options.atOnce ? { scripts: 'at-once' } : {} },
    fonts: { ready: { then: (ok: () => void) => fontsWaiting.push(ok) } },
    createElement: (tag: string) => ({ tag }) as Record<string, string>,
    head: { appendChild: (e: Record<string, string>) => added.head.push(e) },
    body: { appendChild: (e: Record<string, string>) => added.body.push(e) },
  };
  const code = /<script nonce="n1">([\s\S]*)<\/script>/.exec(bootScript(HREFS, 'n1'))?.[1] ?? '';
  runInNewContext(code, {
    document,
    requestAnimationFrame: (fn: () => void) => frames.push(fn),
    setTimeout: (fn: () => void, ms: number) => timers.push({ fn, ms }),
  });
  return { added, frames, timers, fontsWaiting };
}

describe('paint first, then the scripts', () => {
  it('takes the module preloads out, makes the module script inert and adds the boot script after it', async () => {
    expect(await through([Buffer.from(PAGE)])).toBe(EXPECTED);
  });

  it('gives the same page however the stream is cut, through tags, scripts and Tamil letters alike', async () => {
    const bytes = Buffer.from(PAGE);
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.integer({ min: 1, max: bytes.length - 1 }), { maxLength: 16 }),
        async (cuts) => {
          const points = [0, ...cuts.sort((a, b) => a - b), bytes.length];
          const chunks = points.slice(1).map((end, i) => bytes.subarray(points[i], end));
          expect(await through(chunks)).toBe(EXPECTED);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('leaves a page without a module script as it was, but for the preloads', async () => {
    const page = '<html><head><link rel="modulepreload" href="/a.js"/></head><body><p>x</p></body></html>';
    expect(await through([Buffer.from(page)])).toBe('<html><head></head><body><p>x</p></body></html>');
  });

  it('an address cannot close the boot script', () => {
    expect(bootScript(['/a.js"</script><script>alert(1)//'], null)).not.toMatch(/<\/script><script>alert/);
  });

  it('starts the scripts after a frame and the fonts: the preloads, then the module script with the nonce', () => {
    const { added, frames, timers, fontsWaiting } = runBoot();
    expect(added.body).toHaveLength(0);
    expect(frames).toHaveLength(1);
    frames[0]?.();
    const afterFrame = timers.find((t) => t.ms === 0);
    afterFrame?.fn();
    expect(added.body).toHaveLength(0);
    fontsWaiting[0]?.();
    expect(added.head.map((l) => [l.rel, l.href, l.nonce])).toEqual(
      HREFS.map((href) => ['modulepreload', href, 'n1']),
    );
    expect(added.body).toEqual([{ tag: 'script', type: 'module', nonce: 'n1', textContent: MODULE_TEXT }]);
    // The fallback timer finds it started and adds nothing twice.
    timers.find((t) => t.ms === 1500)?.fn();
    expect(added.body).toHaveLength(1);
  });

  it('starts at once in a background tab, which draws no frame', () => {
    const { added, frames } = runBoot({ hidden: true });
    expect(frames).toHaveLength(0);
    expect(added.body).toHaveLength(1);
  });

  it('starts at once on a page whose content is a form (data-scripts="at-once")', () => {
    const { added, frames } = runBoot({ atOnce: true });
    expect(frames).toHaveLength(0);
    expect(added.head).toHaveLength(3);
    expect(added.body).toHaveLength(1);
  });

  it('starts anyway after 1.5 s when no frame comes', () => {
    const { added, timers } = runBoot();
    timers.find((t) => t.ms === 1500)?.fn();
    expect(added.head).toHaveLength(3);
    expect(added.body).toHaveLength(1);
  });
});
