/**
 * docs/feeds.md holds every row kind the domain declares, its tables as declared (the domain's row
 * schemas, packages/domain/src/detail/row-kinds.ts). `npm run docs:feeds` rewrites them.
 */
import { readFileSync } from 'node:fs';
import { documentedKinds, feedsDocWithRowTables, ROW_KINDS } from '@nerali/domain';
import { describe, expect, it } from 'vitest';

describe('docs/feeds.md', () => {
  it('holds every row kind, its tables as declared (npm run docs:feeds rewrites them)', () => {
    const doc = readFileSync(new URL('../docs/feeds.md', import.meta.url), 'utf8');
    expect(documentedKinds(doc).sort()).toEqual(Object.keys(ROW_KINDS).sort());
    expect(feedsDocWithRowTables(doc) === doc, 'docs/feeds.md row tables are stale: npm run docs:feeds').toBe(
      true,
    );
  });
});
