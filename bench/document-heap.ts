/**
 * What the documents of the whole simulated world weigh on the heap, per kind (issue 17 point 2).
 * Builds the world in process (testConfig, memory storage, seed 2026), then for each kind holds one
 * more copy of every document of the kind and measures the heap after GC: as an object graph (a
 * structured clone with short strings interned, as the engine holds the other kinds), as JSON text,
 * and as deflated JSON (what a compact kind is held as, engine.ts `COMPACT_KINDS`; heap plus the
 * Buffers' array buffers). Also prints the whole heap and array buffers held after the world was
 * built, to compare across commits. Run as `node --expose-gc --import tsx bench/document-heap.ts`;
 * prints one `DOC-HEAP {json}` line per kind and one `DOC-HEAP-TOTAL {json}` line.
 */
import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { DOCUMENT_KINDS } from '@nerali/domain';
import { buildServer } from '../apps/server/src/app.ts';
import { packDocument, StringInterner } from '../apps/server/src/engine/engine.ts';
import { testConfig } from '../apps/server/src/testing/fixtures.ts';

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc');
const server = await buildServer(testConfig({ simulator: { enabled: true, seed: 2026, speed: 1 } }), {
  logger: false,
});
await server.app.ready();
await server.simulator?.start(); // resolves once the world and every event are in
server.simulator?.stop();
const heapUsed = () => {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
};
/** Heap and array buffers (a Buffer's bytes are outside the heap, but resident all the same). */
const heldBytes = () => {
  gc();
  gc();
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
};
const mib = (bytes: number) => Number((bytes / 2 ** 20).toFixed(2));

const total = heapUsed();
const totalHeld = heldBytes();
let objectsSum = 0;
let jsonSum = 0;
let packedSum = 0;
for (const kind of DOCUMENT_KINDS) {
  const bodies = [...server.engine.documentsOf(kind)].map(([, body]) => body);
  if (bodies.length === 0) continue;
  const base = heapUsed();
  const interner = new StringInterner();
  let held: unknown[] = bodies.map((body) => {
    const copy = structuredClone(body);
    interner.intern(copy);
    return copy;
  });
  const objects = heapUsed() - base;
  held = [];
  const base2 = heapUsed();
  held = bodies.map((body) => JSON.stringify(body));
  const json = heapUsed() - base2;
  held = [];
  const base3 = heldBytes();
  held = bodies.map((body) => packDocument(body));
  const packed = heldBytes() - base3;
  // The put's cost: packing every document of the kind once, against the SHA-256 digest of its text.
  let started = performance.now();
  for (const body of bodies) packDocument(body);
  const packMs = performance.now() - started;
  started = performance.now();
  for (const body of bodies) createHash('sha256').update(JSON.stringify(body)).digest('base64');
  const digestMs = performance.now() - started;
  objectsSum += objects;
  jsonSum += json;
  packedSum += packed;
  console.log(
    `DOC-HEAP ${JSON.stringify({
      kind,
      count: bodies.length,
      objectsMiB: mib(objects),
      jsonMiB: mib(json),
      packedMiB: mib(packed),
      packMs: Math.round(packMs),
      digestMs: Math.round(digestMs),
      compact: server.engine.isCompactKind(kind),
      held: held.length,
    })}`,
  );
}
console.log(
  `DOC-HEAP-TOTAL ${JSON.stringify({
    events: server.engine.events.size,
    heapAfterWorldMiB: mib(total),
    heapAndBuffersAfterWorldMiB: mib(totalHeld),
    objectsMiB: mib(objectsSum),
    jsonMiB: mib(jsonSum),
    packedMiB: mib(packedSum),
  })}`,
);
await server.app.close();
process.exit(0);
