/**
 * `npm run docs:feeds`: fills the row tables of docs/feeds.md from the row schemas (every
 * `<!-- rows: … -->` block; packages/domain/src/codec/row-docs.ts). `--check` only says whether the
 * doc is current (exit 1 if not), as `row-kinds.test.ts` does in the domain's tests.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { feedsDocWithRowTables } from '@nerali/domain';

const path = new URL('../docs/feeds.md', import.meta.url);
const before = readFileSync(path, 'utf8');
const after = feedsDocWithRowTables(before);
if (process.argv.includes('--check')) {
  if (after !== before) {
    console.error('docs/feeds.md: row tables are stale; run npm run docs:feeds');
    process.exit(1);
  }
} else if (after !== before) {
  writeFileSync(path, after);
  console.warn('docs/feeds.md: row tables rewritten');
}
