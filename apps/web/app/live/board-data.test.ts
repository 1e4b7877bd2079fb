import { type FeedLeague, type MatchEvent, StageType } from '@nerali/domain';
import { describe, expect, it } from 'vitest';
import { changesFromDocument, isScoreChange, orderBoard } from './board-data.ts';

const base: MatchEvent = {
  id: 'g_2_T1',
  sportId: 2,
  leagueId: '2_ATP',
  startTime: 1000,
  stageType: StageType.live,
  stage: 17,
  homeId: 'h',
  awayId: 'a',
  homeName: 'Sinner',
  awayName: 'Alcaraz',
};

function league(id: string, patch: Partial<FeedLeague>): FeedLeague {
  return {
    id,
    sportId: 1,
    name: id,
    templateKey: id,
    tournamentType: 'p',
    order: 1,
    countryId: 1,
    countryName: 'X',
    countryCode: 'XX',
    countryOrder: 1,
    ...patch,
  };
}

describe('isScoreChange', () => {
  it('a tennis game lands in the set parts before the set score moves', () => {
    const before = { ...base, homeScore: '0', awayScore: '0', homeParts: [3], awayParts: [2] };
    expect(isScoreChange(before, { ...before, homeParts: [4] })).toBe(true);
  });

  it("a new set starting at 0-0 is not a change ('0' against empty)", () => {
    const before = { ...base, homeScore: '1', awayScore: '0', homeParts: [6], awayParts: [4] };
    expect(isScoreChange(before, { ...before, homeParts: [6, 0], awayParts: [4, 0] })).toBe(false);
  });

  it('cricket runs count, overs alone do not', () => {
    const cricket = (runs: number, overs: string) => ({
      gameType: 5149868 as const,
      batting: 1 as const,
      home: [{ runs, wickets: 2, overs }],
      away: [],
    });
    const before = { ...base, cricket: cricket(120, '14.2') };
    expect(isScoreChange(before, { ...before, cricket: cricket(124, '14.3') })).toBe(true);
    expect(isScoreChange(before, { ...before, cricket: cricket(120, '14.3') })).toBe(false);
  });

  it('a stage change alone is not a score change', () => {
    expect(isScoreChange(base, { ...base, stage: 18 })).toBe(false);
  });
});

describe('changesFromDocument', () => {
  const events = new Map([[base.id, { ...base, homeScore: '1', gameTime: '12' }]]);
  const row = (patch: Record<string, unknown>) => ({
    sportId: 2,
    leagueId: null,
    patch: { id: base.id, ...patch },
  });

  it("'patch' keeps fields the row does not name; 'replace' (repair rows) drops them", () => {
    const [patched] = changesFromDocument(events, [row({ homeScore: '2' })], 'patch');
    expect(patched?.after).toMatchObject({ homeScore: '2', gameTime: '12', leagueId: '2_ATP' });
    const full = { ...base, homeScore: '2' } as Record<string, unknown>;
    const [replaced] = changesFromDocument(events, [row(full)], 'replace');
    expect(replaced?.after.gameTime).toBeUndefined();
    expect(replaced?.after).toMatchObject({ homeScore: '2', leagueId: '2_ATP', sportId: 2 });
  });

  it('a row that changes nothing is no change; an unknown event is skipped', () => {
    expect(changesFromDocument(events, [row({ homeScore: '1' })], 'patch')).toEqual([]);
    expect(
      changesFromDocument(
        events,
        [{ sportId: 2, leagueId: null, patch: { id: 'g_2_NEW', homeScore: '1' } }],
        'patch',
      ),
    ).toEqual([]);
  });

  it('two rows of one event in a document apply in order', () => {
    const [change] = changesFromDocument(events, [row({ homeScore: '2' }), row({ awayScore: '1' })], 'patch');
    expect(change?.after).toMatchObject({ homeScore: '2', awayScore: '1' });
  });
});

describe('orderBoard', () => {
  it('orders by country order, country name, league order, league name; events by start, home name', () => {
    const leagues = new Map(
      [
        league('b', { countryOrder: 2 }),
        league('a2', { countryOrder: 1, countryName: 'India', order: 2 }),
        league('a1', { countryOrder: 1, countryName: 'India', order: 1, name: 'Z' }),
        league('a0', { countryOrder: 1, countryName: 'India', order: 1, name: 'A' }),
        league('c', { countryOrder: 1, countryName: 'Australia', order: 9 }),
      ].map((l) => [l.id, l]),
    );
    const events = new Map(
      [
        { ...base, id: 'e3', leagueId: 'a0', startTime: 2, homeName: 'A' },
        { ...base, id: 'e2', leagueId: 'a0', startTime: 1, homeName: 'Z' },
        { ...base, id: 'e1', leagueId: 'a0', startTime: 1, homeName: 'B' },
      ].map((e) => [e.id, e]),
    );
    const ordered = orderBoard({ leagues, events }, []);
    expect(ordered.map((l) => l.id)).toEqual(['c', 'a0', 'a1', 'a2', 'b']);
    expect(ordered[1]?.eventIds).toEqual(['e1', 'e2', 'e3']);
    // Nothing moved: the same array comes back.
    expect(orderBoard({ leagues, events }, ordered)).toBe(ordered);
  });
});
