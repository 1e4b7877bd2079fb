/** The header box's suggestions: followed sides and players first (issue 15 point 1). */
import type { SearchHit } from '@nerali/domain';
import { describe, expect, it } from 'vitest';
import { followedFirst } from './suggest-engine.ts';

const hit = (kind: SearchHit['kind'], id: string): SearchHit => ({
  kind,
  id,
  sportId: 1,
  name: id,
  countryId: 1,
  countryName: 'India',
});

describe('followedFirst', () => {
  const hits = [hit('participant', 'a'), hit('league', 'l'), hit('player', 'p'), hit('participant', 'b')];

  it('moves the followed up, each group in the server order', () => {
    const order = followedFirst(hits, new Set(['participant:b', 'player:p'])).map((h) => h.id);
    expect(order).toEqual(['p', 'b', 'a', 'l']);
  });

  it('keeps the server order when nothing shown is followed', () => {
    expect(followedFirst(hits, new Set())).toEqual(hits);
    expect(followedFirst(hits, new Set(['participant:zz']))).toEqual(hits);
  });

  it('tells a side from a player of the same id', () => {
    expect(followedFirst(hits, new Set(['player:a'])).map((h) => h.id)).toEqual(['a', 'l', 'p', 'b']);
  });
});
