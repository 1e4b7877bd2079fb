import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeFeed } from '../codec/feed-codec.ts';
import { kabaddiFigures } from './figures.ts';
import { decodeKabaddiFeed, encodeKabaddiFeed } from './raid-rows.ts';
import { docArb } from './test-support.ts';

describe('df_kb rows', () => {
  it('round trip: the figures and the log (newest first) read back as computed', () => {
    fc.assert(
      fc.property(docArb, (doc) => {
        const read = decodeKabaddiFeed(encodeFeed(encodeKabaddiFeed(doc)));
        const { eventId: _, ...figures } = kabaddiFigures(doc);
        expect(read.figures).toEqual(figures);
        expect(read.log).toEqual([...doc.entries].reverse());
      }),
      { numRuns: 200 },
    );
  });

  it('an empty body reads as a match not started: nothing scored, seven a side', () => {
    const read = decodeKabaddiFeed('');
    expect(read.log).toEqual([]);
    expect(read.figures.teams.map((t) => t.total)).toEqual([0, 0]);
    expect(read.figures.onCourt).toEqual([7, 7]);
  });
});
