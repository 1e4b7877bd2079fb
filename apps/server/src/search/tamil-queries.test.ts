/**
 * What a Tamil speaker types, and the first result a fan in India means (issue 15, point 1): the
 * search index built from the whole simulated world (every side, league and squad player, seed 2026),
 * not a hand-made list. Every expected name exists in that world (simulator/world/**, squads.ts);
 * famous sides the world lacks (Barcelona, Brazil's football side) are not asked for.
 */
import { type SearchHit, StageType } from '@nerali/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { searchContextOf } from './search-index.ts';
import { buildSoundWorld, type SoundWorld, TAMIL_QUERIES as TABLE } from './sound-world.ts';

let world: SoundWorld;

// About a second on a quiet machine (35,000 names); the shared machine of the CI may take longer.
beforeAll(() => {
  world = buildSoundWorld();
}, 60_000);

const hits = (q: string, limit = 8): SearchHit[] => world.index.search(q, 'en', limit).hits;

describe('Tamil queries, first result [SRC3, SRC4]', () => {
  it('asks at least 50 queries', () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(50);
  });

  it.each(TABLE.map(([query, kind, name]) => [query, kind, name] as const))(
    '%s -> %s %s',
    (query, kind, name) => {
      const first = hits(query)[0];
      expect(
        first,
        hits(query)
          .map((h) => h.name)
          .join(' | '),
      ).toMatchObject({ kind, name });
    },
  );

  it('a first name finds that name first, Indian players before others', () => {
    for (const [q, name] of [
      ['ரோஹித்', 'Rohit'],
      ['ஜஸ்பிரீத்', 'Jaspreet'],
      ['அஸ்வின்', 'Ashwin'],
      ['அஷ்வின்', 'Ashwin'],
      ['கார்த்திக்', 'Karthik'],
      ['விக்னேஷ்', 'Vignesh'],
    ] as const) {
      const first = hits(q)[0];
      expect(first?.kind, q).toBe('player');
      expect(first?.name.startsWith(`${name} `), `${q}: ${first?.name}`).toBe(true);
      expect(first?.countryName, q).toBe('India');
    }
  });

  it('no longer puts Kuwait, Kovai or a Russian club first', () => {
    const goa = hits('கோவா', 20).map((h) => h.name);
    expect(goa.indexOf('FC Goa')).toBeLessThan(Math.max(0, goa.indexOf('Kuwait')) || Infinity);
    expect(goa).not.toContain('Lyca Kovai Kings');
    expect(hits('ரோஹித்')[0]?.name).not.toBe('Rodina');
  });

  it('ranks a side playing now above an equal one that is not', () => {
    expect(hits('மும்பை')[0]?.name).toBe('Mumbai City FC');
    const indians = [...world.participants.values()].find((p) => p.name === 'Mumbai Indians');
    if (!indians) throw new Error('world changed');
    const live = { leagueId: 'none', homeId: indians.id, awayId: indians.id, stageType: StageType.live };
    const leagues = new Map(world.leagues.map((l) => [l.id, l]));
    try {
      world.index.setContext(searchContextOf([...world.matches, live], leagues));
      expect(hits('மும்பை')[0]?.name).toBe('Mumbai Indians');
      // Live is the last word, not the first: an exact name still beats a live prefix.
      expect(hits('மும்பை சிட்டி')[0]?.name).toBe('Mumbai City FC');
    } finally {
      world.index.setContext(searchContextOf(world.matches, leagues));
    }
  });
});
