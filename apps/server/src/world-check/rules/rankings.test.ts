import { describe, expect, it } from 'vitest';
import type { RankingView } from '../model.ts';
import { checksOf, ev, league, NOW_S, worldOf } from '../testing/worlds.ts';
import { rankingsRule } from './rankings.ts';

const header = (id: string, live = false) => ({
  id,
  sportId: 2,
  name: { ta: id, en: id },
  updatedAt: NOW_S,
  live,
});
const row = (rank: number, id: string, points: number, move?: number) => ({
  rank,
  participantId: id,
  name: id,
  countryId: 1,
  points,
  ...(move === undefined ? {} : { move }),
});
const run = (lists: RankingView[], events: ReturnType<typeof ev>[] = []) =>
  checksOf(rankingsRule(worldOf(events, (w) => w.rankings.push(...lists))));

describe('rankings', () => {
  it('a list by points whose moves give distinct previous places passes', () => {
    expect(
      run([
        {
          header: header('tennis-men'),
          rows: [row(1, 'a', 9000, 1), row(2, 'b', 8000, -1), row(3, 'c', 7000, 0)],
        },
      ]),
    ).toEqual([]);
  });
  it('more points below fewer, and two players from one previous place, fail', () => {
    expect(run([{ header: header('tennis-men'), rows: [row(1, 'a', 8000), row(2, 'b', 9000)] }])).toEqual([
      'ranking.order',
    ]);
    expect(
      run([{ header: header('tennis-men'), rows: [row(1, 'a', 9000, 13), row(2, 'b', 8000, 12)] }]),
    ).toEqual(['ranking.moves']);
  });
  it('a live ranking gains points only for players who played this week (ATP live rankings)', () => {
    const official = { header: header('tennis-men'), rows: [row(1, 'a', 9000), row(2, 'b', 8000)] };
    const live = {
      header: header('tennis-men-live', true),
      rows: [row(1, 'b', 9100, 1), row(2, 'a', 9000, -1)],
    };
    expect(run([official, live])).toEqual(['ranking.live']);
    const played = ev({
      league: league('ATP - Chennai Open', 'tennis'),
      homeId: 'b',
      awayId: 'z',
      startTime: NOW_S - 3600,
    });
    expect(run([official, live], [played])).toEqual([]);
  });
});
