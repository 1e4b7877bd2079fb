import { describe, expect, it } from 'vitest';
import { checksOf, ev, HOUR, ISL, league, NOW_S, scheduled, worldOf } from '../testing/worlds.ts';
import { nationClubRule, overlapRule, repeatFixtureRule, restRule } from './calendar.ts';

describe('calendar.overlap', () => {
  it('Mohun Bagan live in two matches at once fails, once per pair', () => {
    const a = ev({
      homeId: 'mbsg',
      awayId: 'kbfc',
      startTime: NOW_S - 3 * HOUR,
      stageStartTime: NOW_S - HOUR,
    });
    const b = ev({
      homeId: 'cfc',
      awayId: 'mbsg',
      startTime: NOW_S - 2 * HOUR,
      stageStartTime: NOW_S - 10 * 60,
    });
    expect(checksOf(overlapRule(worldOf([a, b])))).toEqual(['calendar.overlap']);
    const same = ev({ homeId: 'mbsg', awayId: 'kbfc', startTime: NOW_S - 2 * HOUR });
    expect(checksOf(overlapRule(worldOf([a, same])))).toEqual(['calendar.overlap']);
  });
  it('a match after the last one finished passes; a scheduled one lasts at least its playing time', () => {
    const a = ev({
      homeId: 'mbsg',
      awayId: 'kbfc',
      startTime: NOW_S - 5 * HOUR,
      stageStartTime: NOW_S - 3 * HOUR,
    });
    const b = ev({ homeId: 'cfc', awayId: 'mbsg', startTime: NOW_S - 2 * HOUR });
    expect(overlapRule(worldOf([a, b]))).toEqual([]);
    const c = scheduled({ homeId: 'mbsg', awayId: 'x', startTime: NOW_S + 10 * HOUR });
    const d = scheduled({ homeId: 'y', awayId: 'mbsg', startTime: NOW_S + 11 * HOUR });
    expect(checksOf(overlapRule(worldOf([c, d])))).toEqual(['calendar.overlap']);
  });
});

describe('calendar.rest and calendar.repeat-fixture', () => {
  it('a football club does not kick off twice within 40 hours; a kabaddi team may play on consecutive days', () => {
    const a = ev({
      homeId: 'mbsg',
      awayId: 'kbfc',
      startTime: NOW_S - 30 * HOUR,
      stageStartTime: NOW_S - 28 * HOUR,
    });
    const b = ev({ homeId: 'cfc', awayId: 'mbsg', startTime: NOW_S - 5 * HOUR });
    expect(checksOf(restRule(worldOf([a, b])))).toEqual(['calendar.rest']);
    const pkl = league('Pro Kabaddi League', 'kabaddi');
    expect(
      restRule(worldOf([ev({ ...a, league: pkl, id: 'g_42_a' }), ev({ ...b, league: pkl, id: 'g_42_b' })])),
    ).toEqual([]);
  });
  it('the same home fixture of a domestic league twice within ten days fails', () => {
    const a = ev({ homeId: 'mbsg', awayId: 'kbfc', startTime: NOW_S - 6 * 24 * HOUR });
    const b = scheduled({ homeId: 'mbsg', awayId: 'kbfc', startTime: NOW_S + 24 * HOUR });
    expect(checksOf(repeatFixtureRule(worldOf([a, b]), new Set()))).toEqual(['calendar.repeat-fixture']);
    const reverse = scheduled({ homeId: 'kbfc', awayId: 'mbsg', startTime: NOW_S + 24 * HOUR });
    expect(repeatFixtureRule(worldOf([a, reverse]), new Set())).toEqual([]);
  });
});

describe('calendar.nation-club', () => {
  it('a club in a competition of national teams fails; national teams among themselves pass', () => {
    const wcq = league('World Cup Qualification - Asia', 'soccer', 'asia');
    const ok = ev({ league: wcq, homeId: 'in', homeName: 'India', awayId: 'np', awayName: 'Nepal' });
    const ok2 = ev({ league: wcq, homeId: 'jp', homeName: 'Japan', awayId: 'ir', awayName: 'Iran' });
    expect(nationClubRule(worldOf([ok, ok2]))).toEqual([]);
    const club = ev({
      league: wcq,
      homeId: 'in',
      homeName: 'India',
      awayId: 'mbsg',
      awayName: 'Mohun Bagan Super Giant',
    });
    expect(checksOf(nationClubRule(worldOf([ok, ok2, club])))).toEqual(['calendar.nation-club']);
  });
  it('a national team in a club league fails', () => {
    const isl = ev({
      league: ISL,
      homeId: 'mbsg',
      homeName: 'Mohun Bagan Super Giant',
      awayId: 'cfc',
      awayName: 'Chennaiyin FC',
    });
    const odd = ev({
      league: ISL,
      homeId: 'in',
      homeName: 'India',
      awayId: 'kbfc',
      awayName: 'Kerala Blasters',
    });
    expect(checksOf(nationClubRule(worldOf([isl, odd])))).toEqual(['calendar.nation-club']);
  });
});
