import { Market, type MatchEvent, OddsMove, sportById } from '@nerali/domain';
import { describe, expect, it } from 'vitest';
import { applyOddsUpdate, type EventOddsView, NO_ODDS, readDayOdds } from './day-odds.ts';
import { oddsSelections } from './OddsTable.tsx';
import { oddsBody, oddsItem } from './testing.tsx';

const ISL = 'g_1_CHEMUM001';
const EPL = 'g_1_ARSCHE001';

const first = oddsBody(
  [
    oddsItem(ISL, [
      { selection: '1', value: 2.1, previous: 2.05 },
      { selection: 'X', value: 3.4 },
      { selection: '2', value: 3.25, previous: 3.3 },
    ]),
    oddsItem(EPL, [
      { selection: '1', value: 1.5 },
      { selection: 'X', value: 4 },
      { selection: '2', value: 6 },
    ]),
  ],
  '1.7',
);

const price = (odds: ReturnType<typeof readDayOdds>, eventId: string, selection: string) =>
  odds.events.get(eventId)?.prices.get(selection);

describe('the odds tab’s prices', () => {
  it('[ODD7] a first load reads the feed’s previous prices for the arrows', () => {
    const odds = readDayOdds(first);
    expect(odds.signature).toBe('1.7');
    expect(price(odds, ISL, '1')).toEqual({ value: 2.1, move: OddsMove.up });
    expect(price(odds, ISL, 'X')).toEqual({ value: 3.4, move: OddsMove.none });
    expect(price(odds, ISL, '2')).toEqual({ value: 3.25, move: OddsMove.down });
    expect(odds.events.get(EPL)?.bookmakerName).toBe('Kestrel');
  });

  it('the empty feed is a day without odds', () => {
    expect(readDayOdds('0')).toBe(NO_ODDS);
  });

  it('[ODD7] an update compares with the price held, not with the feed’s previous keys (S1 §4)', () => {
    const held = readDayOdds(first);
    // The feed says 2.1 -> 2.0 went down, but the page held 2.1 and now sees 2.2: up.
    const update = oddsBody(
      [
        oddsItem(ISL, [
          { selection: '1', value: 2.2, previous: 2.3 },
          { selection: 'X', value: 3.4 },
          { selection: '2', value: 3.1 },
        ]),
      ],
      '1.8',
    );
    const next = applyOddsUpdate(held, update);
    if (next === 'reload') throw new Error('unexpected reload');
    expect(next.signature).toBe('1.8');
    expect(price(next, ISL, '1')).toEqual({ value: 2.2, move: OddsMove.up });
    // Unchanged price: keeps its arrow.
    expect(price(next, ISL, 'X')).toEqual({ value: 3.4, move: OddsMove.none });
    expect(price(next, ISL, '2')).toEqual({ value: 3.1, move: OddsMove.down });
    // Events the update does not name are untouched (the same object: their rows need no redraw).
    expect(next.events.get(EPL)).toBe(held.events.get(EPL));
  });

  it('a removal row drops an event’s odds; a suspended line stays, greyed', () => {
    const held = readDayOdds(first);
    const next = applyOddsUpdate(
      held,
      oddsBody([oddsItem(EPL, [{ selection: '1', value: 1.5 }], { active: false })], '1.9', {
        removed: [ISL],
      }),
    );
    if (next === 'reload') throw new Error('unexpected reload');
    expect(next.events.has(ISL)).toBe(false);
    expect(next.events.get(EPL)?.active).toBe(false);
  });

  it('nothing changed: the same state (no re-render)', () => {
    const held = readDayOdds(first);
    expect(applyOddsUpdate(held, oddsBody([], '1.7'))).toBe(held);
    expect(applyOddsUpdate(held, '0')).toBe(held);
  });

  it('the reload marker asks for the day’s odds again', () => {
    expect(applyOddsUpdate(readDayOdds(first), oddsBody([], null, { reload: true }))).toBe('reload');
  });
});

describe('the odds tab’s columns', () => {
  const row = (market: Market, selections: string[]) => ({
    event: {} as MatchEvent,
    odds: {
      ...readDayOdds(first).events.get(ISL),
      market,
      prices: new Map(selections.map((s) => [s, { value: 2, move: OddsMove.none }])),
    } as EventOddsView,
  });

  it('1, X, 2 where the sport draws; 1, 2 elsewhere, and in a league whose rows all lack a draw', () => {
    const cricket = sportById(13);
    const tennis = sportById(2);
    if (!cricket || !tennis) throw new Error('catalogue');
    expect(oddsSelections(cricket, [row(Market.oneXTwo, ['1', 'X', '2'])])).toEqual(['1', 'X', '2']);
    expect(oddsSelections(cricket, [row(Market.homeAway, ['1', '2'])])).toEqual(['1', '2']);
    expect(
      oddsSelections(cricket, [row(Market.homeAway, ['1', '2']), row(Market.oneXTwo, ['1', 'X', '2'])]),
    ).toEqual(['1', 'X', '2']);
    expect(oddsSelections(tennis, [row(Market.oneXTwo, ['1', 'X', '2'])])).toEqual(['1', '2']);
  });
});
