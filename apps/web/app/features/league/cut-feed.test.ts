import { decodeFeedDocument, encodeFullFeed } from '@nerali/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ENGLAND, event, INDIA, league, NOW_S } from '../../kit/event/fixture-base.ts';
import { cutFullFeed } from './cut-feed.ts';

const isl = league(1, 'isl', 'இந்தியன் சூப்பர் லீக்', 'Indian Super League', INDIA);
const ileague = league(1, 'ileague', 'ஐ-லீக்', 'I-League', INDIA);
const epl = league(1, 'epl', 'பிரீமியர் லீக்', 'Premier League', ENGLAND);

function feed(eventsPer: [number, number, number]): string {
  const [a, b, c] = eventsPer;
  const many = (l: typeof isl, n: number) =>
    Array.from({ length: n }, (_, i) => event(1, l.id, `${l.id.slice(2)}${i}`, { startTime: NOW_S + i }));
  return encodeFullFeed({
    sportId: 1,
    lang: 'ta',
    day: 0,
    tzMinutes: 330,
    signature: 'abc.1',
    serverTime: NOW_S,
    sections: [
      { league: isl, country: INDIA, events: many(isl, a) },
      { league: ileague, country: INDIA, events: many(ileague, b) },
      { league: epl, country: ENGLAND, events: many(epl, c) },
    ].filter((s) => s.events.length > 0),
  });
}

describe('cutting a full feed to some leagues', () => {
  it('keeps the kept leagues’ rows and the feed’s own rows (day, sport, signature, time)', () => {
    const cut = decodeFeedDocument(cutFullFeed(feed([2, 1, 3]), (l) => l.countryId === INDIA.id));
    expect(cut.leagues.map((l) => l.id)).toEqual([isl.id, ileague.id]);
    expect(cut.events).toHaveLength(3);
    expect(cut).toMatchObject({
      signature: 'abc.1',
      serverTime: NOW_S,
      day: 0,
      tzMinutes: 330,
      sportIds: [1],
    });
  });

  it('nothing kept, or an empty feed, is the empty feed', () => {
    expect(cutFullFeed(feed([1, 1, 1]), () => false)).toBe('0');
    expect(cutFullFeed('0', () => true)).toBe('0');
  });

  it('for any feed and any choice, holds exactly the chosen leagues’ events in their order', () => {
    fc.assert(
      fc.property(
        fc.tuple(fc.nat(4), fc.nat(4), fc.nat(4)),
        fc.subarray([isl.id, ileague.id, epl.id]),
        (counts, chosen) => {
          const body = feed(counts);
          const all = decodeFeedDocument(body);
          const cut = cutFullFeed(body, (l) => chosen.includes(l.id));
          const expected = all.events.filter((e) => e.leagueId !== null && chosen.includes(e.leagueId));
          if (expected.length === 0) expect(cut).toBe('0');
          else expect(decodeFeedDocument(cut).events).toEqual(expected);
        },
      ),
    );
  });
});
