import { Winner } from '@nerali/domain';
import { describe, expect, it } from 'vitest';
import { checksOf, ev, league, worldOf } from '../testing/worlds.ts';
import { drawRule, knockoutEvents } from './draws.ts';

const drawn = (extra: Parameters<typeof ev>[0] = {}) =>
  ev({ homeScore: '1', awayScore: '1', winner: Winner.draw, ...extra });
const run = (events: Parameters<typeof worldOf>[0], fill?: Parameters<typeof worldOf>[1]) => {
  const w = worldOf(events, fill);
  return checksOf(drawRule(w, knockoutEvents(w)));
};

describe('draw.allowed', () => {
  it('a football league match may end drawn (IFAB Law 10.1)', () => {
    expect(run([drawn()])).toEqual([]);
  });
  it('a football knock-out tie may not: it is in a draw (td_), so extra time and kicks decide it', () => {
    const e = drawn();
    expect(
      run([e], (w) =>
        w.draws.set(e.league.id, [{ name: 'Final', matches: [{ index: 1, match: { eventId: e.id } }] }]),
      ),
    ).toEqual(['draw.allowed']);
  });
  it('a knock-out decided on penalties is no draw', () => {
    const e = ev({ homeScore: '1', awayScore: '1', winner: Winner.home, stage: 11 });
    expect(
      run([e], (w) =>
        w.draws.set(e.league.id, [{ name: 'Final', matches: [{ index: 1, match: { eventId: e.id } }] }]),
      ),
    ).toEqual([]);
  });
  it('every FA Cup match is a knock-out tie', () => {
    expect(run([drawn({ league: league('FA Cup', 'soccer', 'gb-eng') })])).toEqual(['draw.allowed']);
  });
  it('a Pro Kabaddi League-stage tie stands (PKL rules: 3 points each)', () => {
    expect(
      run([drawn({ league: league('Pro Kabaddi League', 'kabaddi'), homeScore: '32', awayScore: '32' })]),
    ).toEqual([]);
  });
  it('basketball plays overtimes until the tie is broken (FIBA Art. 8.7)', () => {
    expect(
      run([drawn({ league: league('NBA', 'basketball', 'us'), homeScore: '99', awayScore: '99' })]),
    ).toEqual(['draw.allowed']);
  });
  it('floorball leagues play to a winner, the World Championship group stage keeps a draw', () => {
    expect(run([drawn({ league: league('Swedish Super League', 'floorball', 'se') })])).toEqual([
      'draw.allowed',
    ]);
    expect(
      run([drawn({ league: league('Men’s World Floorball Championship', 'floorball', 'world') })]),
    ).toEqual([]);
  });
  it('beach soccer never ends level (Beach Soccer Law 10)', () => {
    expect(
      run([
        ev({
          league: league('Euro Beach Soccer League', 'beach-soccer', 'eu'),
          homeScore: '3',
          awayScore: '3',
        }),
      ]),
    ).toEqual(['draw.allowed']);
  });
});
