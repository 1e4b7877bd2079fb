import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LowPriorityPreloads } from './preload-priority.ts';

async function through(chunks: readonly Buffer[]): Promise<string> {
  const t = new LowPriorityPreloads();
  const out: Buffer[] = [];
  t.on('data', (c: Buffer | string) => out.push(Buffer.from(c)));
  const ended = new Promise((resolve) => t.on('end', resolve));
  for (const c of chunks) t.write(c);
  t.end();
  await ended;
  return Buffer.concat(out).toString('utf8');
}

const PAGE =
  '<html lang="ta"><head><link rel="modulepreload" href="/assets/ta-core.js" nonce="n1"/></head>' +
  '<body><h1>கால்பந்து போட்டிகள்</h1><p>rel="modulepreload" in text stays</p>' +
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="n1"/>' +
  '<link rel="modulepreload" href="/assets/index.js" nonce="n1"/></body></html>';
const EXPECTED = PAGE.replaceAll(
  '<link rel="modulepreload"',
  '<link rel="modulepreload" fetchpriority="low"',
);

describe('module preloads at low priority', () => {
  it('marks every module preload link, and nothing else', async () => {
    expect(await through([Buffer.from(PAGE)])).toBe(EXPECTED);
    expect(EXPECTED.match(/fetchpriority="low"/g)).toHaveLength(3);
  });

  it('gives the same page however the stream is cut, through links and Tamil letters alike', async () => {
    const bytes = Buffer.from(PAGE);
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.integer({ min: 1, max: bytes.length - 1 }), { maxLength: 12 }),
        async (cuts) => {
          const points = [0, ...cuts.sort((a, b) => a - b), bytes.length];
          const chunks = points.slice(1).map((end, i) => bytes.subarray(points[i], end));
          expect(await through(chunks)).toBe(EXPECTED);
        },
      ),
      { numRuns: 200 },
    );
  });
});
