// Writes .br and .gz next to every compressible file of the client build, once, at build time, so the
// server sends hashed assets without compressing them per request (@fastify/static preCompressed).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = process.env.NERALI_BUILD_DIR
  ? join(process.env.NERALI_BUILD_DIR, 'client')
  : new URL('../build/client/', import.meta.url).pathname;
const COMPRESSIBLE = /\.(js|css|svg|json|txt|html|ico)$/;
let files = 0;
let before = 0;
let after = 0;

function walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (COMPRESSIBLE.test(name)) compress(path);
  }
}

function compress(path) {
  const raw = readFileSync(path);
  if (raw.length < 1024) return;
  const br = brotliCompressSync(raw, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
  });
  writeFileSync(`${path}.br`, br);
  writeFileSync(`${path}.gz`, gzipSync(raw, { level: 9 }));
  files += 1;
  before += raw.length;
  after += br.length;
}

walk(root);
console.log(
  `precompressed ${files} files: ${(before / 1024).toFixed(1)} KiB -> ${(after / 1024).toFixed(1)} KiB brotli`,
);
