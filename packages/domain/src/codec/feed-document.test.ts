import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TournamentType } from '../enums.ts';
import type { Country, League, MatchEvent } from '../model.ts';
import { anyText, arbitraryEvent, T0, testEvent, wireCanonical } from '../rules/test-support.ts';
import { FeedCodecError } from './feed-codec.ts';
import { decodeFeedDocument, encodeFullFeed, encodeUpdateFeed, type FullFeedInput } from './feed-document.ts';
import { applyEventPatch, eventDeltaCells } from './fields.ts';

const india: Country = { id: 99, code: 'IN', name: { ta: 'இந்தியா', en: 'India' }, order: 0 };
const isl: League = {
  id: '1_100',
  sportId: 1,
  templateKey: '1_isl',
  name: { ta: 'இந்தியன் சூப்பர் லீக்', en: 'Indian Super League' },
  countryId: 99,
  tournamentType: TournamentType.top,
  order: 1,
};

const input = (events: MatchEvent[]): FullFeedInput => ({
  sportId: 1,
  lang: 'ta',
  day: -1,
  tzMinutes: 330,
  sections: [{ league: isl, country: india, events }],
  signature: 'abc.1',
  serverTime: T0,
});

describe('feed documents: fixed cases', () => {
  it('[FD1] writes a full feed: day, sport, league, events, signature, server time', () => {
    const event = testEvent({ homeName: 'A~B', homeScore: '1', awayScore: '0' });
    const text = encodeFullFeed(input([event]));
    expect(text).toBe(
      [
        'A4÷-1;330¬~',
        'SA÷1¬~',
        'ZA÷இந்தியா: இந்தியன் சூப்பர் லீக்¬ZEE÷1_100¬ZC÷1_isl¬ZT÷t¬ZO÷1¬ZB÷99¬ZY÷இந்தியா¬ZX÷IN¬ZQ÷0¬~',
        `AA÷g_1_abcdefgh¬AD÷${T0}¬AB÷2¬AI÷1¬AC÷12¬JA÷h1¬JB÷a1¬AE÷A\\~B¬AF÷Kerala Blasters¬AG÷1¬AH÷0¬~`,
        'A1÷abc.1¬~',
        `A2÷${T0}¬~`,
      ].join(''),
    );
    const doc = decodeFeedDocument(text);
    expect(doc).toMatchObject({
      sportIds: [1],
      signature: 'abc.1',
      serverTime: T0,
      repair: null,
      day: -1,
      tzMinutes: 330,
    });
    expect(doc.leagues.map((l) => [l.id, l.name, l.countryName])).toEqual([
      ['1_100', 'இந்தியன் சூப்பர் லீக்', 'இந்தியா'],
    ]);
    expect(doc.events).toHaveLength(1);
    expect(doc.events[0]?.leagueId).toBe('1_100');
    const patch = doc.events[0]?.patch;
    expect(patch && applyEventPatch(undefined, patch, { sportId: 1, leagueId: '1_100' })).toEqual(event);
  });

  it('[FD1] a full feed without sections is the empty feed', () => {
    const text = encodeFullFeed({ ...input([]), sections: [] });
    expect(text).toBe('0');
    expect(decodeFeedDocument(text)).toEqual({
      sportIds: [],
      leagues: [],
      events: [],
      signature: null,
      serverTime: null,
      repair: null,
      day: null,
      tzMinutes: null,
      removed: [],
    });
  });

  it('[FD2] writes an update feed of deltas, with no league rows', () => {
    const before = testEvent({ homeScore: '0' });
    const delta = eventDeltaCells(before, { ...before, homeScore: '1' });
    const text = encodeUpdateFeed({
      sportId: 1,
      deltas: delta ? [delta] : [],
      signature: 's.2',
      serverTime: T0 + 5,
    });
    expect(text).toBe(`SA÷1¬~AA÷g_1_abcdefgh¬AG÷1¬~A1÷s.2¬~A2÷${T0 + 5}¬~`);
    const doc = decodeFeedDocument(text);
    expect(doc.leagues).toEqual([]);
    expect(doc.events).toEqual([
      { sportId: 1, leagueId: null, patch: { id: 'g_1_abcdefgh', homeScore: '1' } },
    ]);
  });

  it.each([
    ['1', '1'],
    ['2', '2'],
  ] as const)('[FD2] carries the repair marker %s', (repair, expected) => {
    const doc = decodeFeedDocument(
      encodeUpdateFeed({ sportId: 0, deltas: [], signature: 's', serverTime: T0, repair }),
    );
    expect(doc.repair).toBe(expected);
    expect(doc.sportIds).toEqual([0]);
  });

  it('[FD3] reads an unknown repair value as "fetch the repair feed"', () => {
    expect(decodeFeedDocument('A3÷9¬~').repair).toBe('1');
  });

  it('[FD3] skips unknown rows and rows without cells (newer servers)', () => {
    const doc = decodeFeedDocument('ZZ÷x¬~~SA÷2¬~AA÷g_2_x¬AE÷Sinner¬~');
    expect(doc.sportIds).toEqual([2]);
    expect(doc.events).toEqual([{ sportId: 2, leagueId: null, patch: { id: 'g_2_x', homeName: 'Sinner' } }]);
  });

  it('[FD3] a sport row closes the league block before it', () => {
    const doc = decodeFeedDocument('SA÷1¬~ZA÷L¬ZEE÷1_1¬~SA÷2¬~AA÷g_2_x¬~');
    expect(doc.events[0]).toMatchObject({ sportId: 2, leagueId: null });
  });

  it('[FD3] throws FeedCodecError on a mangled body', () => {
    expect(() => decodeFeedDocument('SA÷1¬~AA÷x\\')).toThrow(FeedCodecError);
  });
});

describe('feed documents: properties', () => {
  const country = fc.record({
    id: fc.nat(1000),
    code: anyText({ maxLength: 5 }),
    name: fc.record({ ta: anyText(), en: anyText() }),
    order: fc.integer({ min: -100, max: 100 }),
  });
  const section = (sportId: number) =>
    fc
      .record({
        id: anyText({ minLength: 1, maxLength: 10 }),
        templateKey: anyText({ maxLength: 10 }),
        name: fc.record({ ta: anyText(), en: anyText() }),
        tournamentType: fc.constantFrom(...Object.values(TournamentType)),
        order: fc.integer({ min: -100, max: 100 }),
        country,
        events: fc.array(arbitraryEvent, { maxLength: 4 }),
      })
      .map(({ country: c, events, ...l }) => ({
        league: { ...l, sportId, countryId: c.id },
        country: c,
        events: events.map((e) => ({ ...e, sportId, leagueId: l.id })),
      }));
  const fullInput: fc.Arbitrary<FullFeedInput> = fc.integer({ min: 1, max: 42 }).chain((sportId) =>
    fc.record({
      sportId: fc.constant(sportId),
      lang: fc.constantFrom('ta' as const, 'en' as const),
      day: fc.integer({ min: -7, max: 7 }),
      tzMinutes: fc.integer({ min: -48, max: 56 }).map((q) => q * 15),
      sections: fc.array(section(sportId), { minLength: 1, maxLength: 3 }),
      signature: anyText({ maxLength: 10 }),
      serverTime: fc.integer({ min: 1, max: 4_102_444_800 }),
    }),
  );

  it('[FD1] [FD3] any full feed reads back: leagues in order, events under their league', () => {
    fc.assert(
      fc.property(fullInput, (feed) => {
        const doc = decodeFeedDocument(encodeFullFeed(feed));
        expect(doc.sportIds).toEqual([feed.sportId]);
        expect(doc.day).toBe(feed.day);
        expect(doc.tzMinutes).toBe(feed.tzMinutes);
        expect(doc.signature).toBe(feed.signature);
        expect(doc.serverTime).toBe(feed.serverTime);
        expect(doc.repair).toBeNull();
        expect(doc.leagues).toEqual(
          feed.sections.map(({ league, country }) => ({
            id: league.id,
            sportId: feed.sportId,
            name: league.name[feed.lang],
            templateKey: league.templateKey,
            tournamentType: league.tournamentType,
            order: league.order,
            countryId: country.id,
            countryName: country.name[feed.lang],
            countryCode: country.code,
            countryOrder: country.order,
          })),
        );
        const expected = feed.sections.flatMap((s) => s.events.map((e) => wireCanonical(e)));
        const actual = doc.events.map(({ sportId, leagueId, patch }) =>
          applyEventPatch(undefined, patch, { sportId, leagueId: leagueId ?? 'none' }),
        );
        expect(actual).toEqual(expected);
      }),
      { numRuns: 200 },
    );
  });
});
