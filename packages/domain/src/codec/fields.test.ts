import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CricketGameType, EventStage, StageType, TournamentType, Winner } from '../enums.ts';
import type { Country, League, MatchEvent } from '../model.ts';
import { anyText, arbitraryEvent, T0, testEvent, wireCanonical } from '../rules/test-support.ts';
import { decodeFeed, encodeFeed, type Row } from './feed-codec.ts';
import {
  applyEventPatch,
  decodeEventRow,
  decodeLeagueRow,
  eventCells,
  eventDeltaCells,
  formatSignature,
  leagueCaption,
  leagueCells,
  parseSignature,
} from './fields.ts';

/** An event through the wire: cells, feed text, row, patch, event. */
function throughWire(event: MatchEvent): MatchEvent {
  const [row] = decodeFeed(encodeFeed([eventCells(event)]));
  const patch = decodeEventRow(row as Row);
  if (!patch) throw new Error('no patch');
  return applyEventPatch(undefined, patch, { sportId: event.sportId, leagueId: event.leagueId });
}

const cricketMatch = testEvent({
  id: 'g_13_ipl2027f',
  sportId: 13,
  leagueId: '13_500',
  stage: EventStage.secondInning,
  homeName: 'சென்னை சூப்பர் கிங்ஸ்',
  awayName: 'Mumbai Indians',
  homeScore: '186/4',
  awayScore: '92/3',
  service: 2,
  cricket: {
    gameType: CricketGameType.t20,
    batting: 2,
    runRate: '8.36',
    requiredRunRate: '10.44',
    target: 187,
    home: [{ runs: 186, wickets: 4, overs: '20' }],
    away: [{ runs: 92, wickets: 3, overs: '11' }],
  },
});

describe('event cells: fixed cases', () => {
  it('[CDC3] writes the fields in a fixed order under their short codes', () => {
    const event = testEvent({
      stageStartTime: T0 + 60,
      gameTime: '45+2',
      homeScore: '2',
      awayScore: '1',
      homeParts: [1, null, 1],
      awayParts: [],
      homeRedCards: 0,
      winner: Winner.home,
    });
    expect(eventCells(event)).toEqual([
      ['AA', 'g_1_abcdefgh'],
      ['AD', String(T0)],
      ['AB', '2'],
      ['AI', '1'],
      ['AC', '12'],
      ['AO', String(T0 + 60)],
      ['AM', '45+2'],
      ['JA', 'h1'],
      ['JB', 'a1'],
      ['AE', 'Chennaiyin FC'],
      ['AF', 'Kerala Blasters'],
      ['AG', '2'],
      ['AH', '1'],
      ['BA', '1,,1'],
      ['BB', ''],
      ['AJ', '0'],
      ['AS', '1'],
    ]);
  });

  it('[CDC3] writes cricket figures as one text, run rates kept as text', () => {
    expect(eventCells(cricketMatch).find(([k]) => k === 'CK')).toEqual([
      'CK',
      '5149868|2|8.36|10.44|187|186/4/20|92/3/11',
    ]);
    expect(throughWire(cricketMatch)).toEqual(cricketMatch);
  });

  it('[CDC3] carries team names with markers, escapes and Tamil unharmed', () => {
    for (const name of ['A~B¬C÷D\\E', 'கேரளா பிளாஸ்டர்ஸ்', '\\', '~', 'x|y,z;w/v']) {
      const event = testEvent({ homeName: name, awayName: `${name}2`, homeScore: name });
      expect(throughWire(event)).toEqual(event);
    }
  });

  it('[CDC7] an empty optional text or list reads back as absent', () => {
    const event = testEvent({ gameTime: '', homeScore: '', homeParts: [], awayParts: [null] });
    const back = throughWire(event);
    expect(back).toEqual(testEvent({}));
    expect('homeScore' in back).toBe(false);
  });

  it('[CDC7] an empty team name or id stays an empty text, never a missing field', () => {
    const event = testEvent({ homeName: '', awayName: '', homeId: '', awayId: '' });
    expect(throughWire(event)).toEqual(event);
    const patched = applyEventPatch(
      testEvent(),
      { id: 'g_1_abcdefgh', homeName: null },
      { sportId: 1, leagueId: 'x' },
    );
    expect(patched.homeName).toBe('');
  });

  it('[CDC7] an empty value cannot remove the start time, stage type or stage', () => {
    const row: Row = [
      ['AA', 'g_1_abcdefgh'],
      ['AD', ''],
      ['AB', ''],
      ['AC', ''],
      ['AG', ''],
    ];
    const patch = decodeEventRow(row);
    expect(patch).toEqual({
      id: 'g_1_abcdefgh',
      startTime: null,
      stageType: null,
      stage: null,
      homeScore: null,
    });
    const base = testEvent({ homeScore: '1' });
    const { homeScore: _removed, ...rest } = base;
    expect(
      applyEventPatch(base, patch as NonNullable<typeof patch>, { sportId: 1, leagueId: '1_100' }),
    ).toEqual(rest);
  });

  it('[CDC3] ignores unknown keys and refuses a row without an id', () => {
    expect(
      decodeEventRow([
        ['AA', 'g_1_x'],
        ['ZZ9', 'new field'],
        ['AG', '3'],
      ]),
    ).toEqual({ id: 'g_1_x', homeScore: '3' });
    expect(decodeEventRow([['AG', '3']])).toBeNull();
    expect(decodeEventRow([['AA', '']])).toBeNull();
  });

  it('[CDC3] reads a number that is not one as 0', () => {
    expect(
      decodeEventRow([
        ['AA', 'g_1_x'],
        ['AJ', 'two'],
        ['BA', '1,x,'],
      ]),
    ).toEqual({
      id: 'g_1_x',
      homeRedCards: 0,
      homeParts: [1, 0, null],
    });
  });

  it('[CDC3] a new event takes its sport and league from the feed context', () => {
    const event = applyEventPatch(
      undefined,
      { id: 'g_2_x', homeName: 'Sinner' },
      { sportId: 2, leagueId: '2_7' },
    );
    expect(event).toEqual({ id: 'g_2_x', sportId: 2, leagueId: '2_7', homeName: 'Sinner' });
  });
});

describe('event deltas: fixed cases', () => {
  const before = testEvent({ homeScore: '0', awayScore: '0', gameTime: '44' });

  it('[CDC4] sends the id and the changed fields only', () => {
    const after = { ...before, homeScore: '1', gameTime: '45' };
    expect(eventDeltaCells(before, after)).toEqual([
      ['AA', 'g_1_abcdefgh'],
      ['AM', '45'],
      ['AG', '1'],
    ]);
  });

  it('[CDC4] sends a removed field empty', () => {
    const { gameTime: _gone, ...after } = before;
    const delta = eventDeltaCells(before, after);
    expect(delta).toEqual([
      ['AA', 'g_1_abcdefgh'],
      ['AM', ''],
    ]);
    expect(decodeEventRow(delta as Row)).toEqual({ id: 'g_1_abcdefgh', gameTime: null });
  });

  it('[CDC4] returns null when nothing differs, and every cell for a new event', () => {
    expect(eventDeltaCells(before, { ...before })).toBeNull();
    expect(eventDeltaCells(undefined, before)).toEqual(eventCells(before));
  });

  it('[CDC4] a stage change from first half to half time is one cell', () => {
    const after = { ...before, stage: EventStage.halfTime, stageType: StageType.live };
    expect(eventDeltaCells(before, after)).toEqual([
      ['AA', 'g_1_abcdefgh'],
      ['AC', String(EventStage.halfTime)],
    ]);
  });
});

describe('event cells: properties', () => {
  it('[CDC3] [CDC7] any event survives the wire (as the wire can carry it)', () => {
    fc.assert(
      fc.property(arbitraryEvent, (event) => {
        expect(throughWire(event)).toEqual(wireCanonical(event));
      }),
      { numRuns: 500 },
    );
  });

  it('[CDC4] applying the delta to `before` yields `after`', () => {
    // `after` shares the event's identity (sport, league); everything else may differ.
    const pair = fc
      .tuple(arbitraryEvent, arbitraryEvent)
      .map(
        ([before, other]) =>
          [before, { ...other, sportId: before.sportId, leagueId: before.leagueId }] as const,
      );
    fc.assert(
      fc.property(pair, ([before, after]) => {
        const delta = eventDeltaCells(before, after);
        if (delta === null) {
          expect(wireCanonical(after)).toEqual(wireCanonical(before));
          return;
        }
        const [row] = decodeFeed(encodeFeed([delta]));
        const patch = decodeEventRow(row as Row);
        expect(patch).not.toBeNull();
        const context = { sportId: before.sportId, leagueId: before.leagueId };
        const applied = applyEventPatch(before, patch as NonNullable<typeof patch>, context);
        expect(wireCanonical(applied)).toEqual(wireCanonical(after));
      }),
      { numRuns: 500 },
    );
  });

  it('[CDC4] a small change of any event gives a delta that yields it', () => {
    const changed = arbitraryEvent.chain((before) =>
      fc
        .record({
          homeScore: anyText({ maxLength: 4 }),
          stage: fc.constantFrom(...Object.values(EventStage)),
        })
        .map((change) => [before, { ...before, ...change }] as const),
    );
    fc.assert(
      fc.property(changed, ([before, after]) => {
        const delta = eventDeltaCells(before, after);
        const applied = delta
          ? applyEventPatch(before, decodeEventRow(delta) as NonNullable<ReturnType<typeof decodeEventRow>>, {
              sportId: 0,
              leagueId: '',
            })
          : before;
        expect(wireCanonical(applied)).toEqual(wireCanonical(after));
      }),
    );
  });
});

describe('league rows', () => {
  const league: League = {
    id: '1_100',
    sportId: 1,
    templateKey: '1_isl',
    name: { ta: 'இந்தியன் சூப்பர் லீக்', en: 'Indian Super League' },
    countryId: 99,
    tournamentType: TournamentType.top,
    order: 1,
  };
  const country: Country = { id: 99, code: 'IN', name: { ta: 'இந்தியா', en: 'India' }, order: 0 };

  it('[CDC3] writes a league row in the feed language and reads it back', () => {
    const cells = leagueCells(league, country, 'ta');
    expect(cells[0]).toEqual(['ZA', 'இந்தியா: இந்தியன் சூப்பர் லீக்']);
    expect(decodeLeagueRow(cells, 1)).toEqual({
      id: '1_100',
      sportId: 1,
      name: 'இந்தியன் சூப்பர் லீக்',
      templateKey: '1_isl',
      tournamentType: 't',
      order: 1,
      countryId: 99,
      countryName: 'இந்தியா',
      countryCode: 'IN',
      countryOrder: 0,
    });
  });

  it("[CDC10] the caption is COUNTRY: League, as clients of Flashscore's feeds split it; the league name reads back", () => {
    const cells = leagueCells(league, country, 'en');
    expect(cells[0]).toEqual(['ZA', 'INDIA: Indian Super League']);
    const [countryPart, leaguePart] = (cells[0]?.[1] ?? '').split(': ');
    expect([countryPart, leaguePart]).toEqual(['INDIA', 'Indian Super League']);
    expect(decodeLeagueRow(cells, 1)?.name).toBe('Indian Super League');
    // An older server's bare name reads as it is; a league whose own name has a colon keeps it.
    expect(
      decodeLeagueRow(
        [
          ['ZA', 'Indian Super League'],
          ['ZEE', '1_100'],
          ['ZY', 'India'],
        ],
        1,
      )?.name,
    ).toBe('Indian Super League');
    const colon = { ...league, name: { ta: 'x', en: 'Liga: Apertura' } };
    expect(decodeLeagueRow(leagueCells(colon, country, 'en'), 1)?.name).toBe('Liga: Apertura');
    // No country name: the league name alone.
    expect(leagueCaption('Friendlies', '')).toBe('Friendlies');
  });

  it('[CDC3] a league row without an id is refused; missing fields get defaults', () => {
    expect(decodeLeagueRow([['ZA', 'x']], 1)).toBeNull();
    expect(decodeLeagueRow([['ZEE', '1_5']], 1)).toEqual({
      id: '1_5',
      sportId: 1,
      name: '',
      templateKey: '',
      tournamentType: 'p',
      order: 0,
      countryId: 0,
      countryName: '',
      countryCode: '',
      countryOrder: 0,
    });
  });

  it('[CDC3] any league with any names survives the wire', () => {
    const arb = fc.record({
      id: anyText({ minLength: 1, maxLength: 10 }),
      templateKey: anyText({ maxLength: 10 }),
      name: anyText(),
      order: fc.integer({ min: -1000, max: 1000 }),
      countryId: fc.nat(100_000),
      countryName: anyText(),
      countryCode: anyText({ maxLength: 5 }),
      countryOrder: fc.integer({ min: -1000, max: 1000 }),
      tournamentType: fc.constantFrom(...Object.values(TournamentType)),
      lang: fc.constantFrom('ta' as const, 'en' as const),
    });
    fc.assert(
      fc.property(arb, (x) => {
        const l: League = {
          ...league,
          id: x.id,
          templateKey: x.templateKey,
          order: x.order,
          countryId: x.countryId,
        };
        const names = { ta: x.name, en: x.name };
        const c: Country = {
          id: x.countryId,
          code: x.countryCode,
          name: { ta: x.countryName, en: x.countryName },
          order: x.countryOrder,
        };
        const cells = leagueCells({ ...l, name: names, tournamentType: x.tournamentType }, c, x.lang);
        const [row] = decodeFeed(encodeFeed([cells]));
        expect(decodeLeagueRow(row as Row, 7)).toEqual({
          id: x.id,
          sportId: 7,
          name: x.name,
          templateKey: x.templateKey,
          tournamentType: x.tournamentType,
          order: x.order,
          countryId: x.countryId,
          countryName: x.countryName,
          countryCode: x.countryCode,
          countryOrder: x.countryOrder,
        });
      }),
    );
  });
});

describe('feed signature', () => {
  it.each([
    [0, 0, '0.0'],
    [36, 35, '10.z'],
    [1_800_000_000, 12, 'tro8w0.c'],
  ])('[CDC6] (%d, %d) reads %s (the older two-part form)', (epoch, seq, text) => {
    expect(formatSignature(epoch, seq)).toBe(text);
    expect(parseSignature(text)).toEqual({ epoch, seq, changedAtMs: null });
  });

  it.each([
    [0, 0, 0, '0.0.0'],
    [36, 35, 1, '10.z.1'],
    [1_800_000_000, 12, 1_800_000_000_123, 'tro8w0.c.mywpiwzf'],
  ])('[CDC6] (%d, %d, changed at %d) reads %s', (epoch, seq, changedAtMs, text) => {
    expect(formatSignature(epoch, seq, changedAtMs)).toBe(text);
    expect(parseSignature(text)).toEqual({ epoch, seq, changedAtMs });
  });

  it.each([
    null,
    undefined,
    '',
    'a',
    '1.2.3.4',
    '1.2.',
    'A.1',
    '-1.2',
    '1.-2',
    '1.2.-3',
    '.1',
    '1.',
    ' 1.2',
    `${'1'.repeat(13)}.1`,
    `1.1.${'1'.repeat(13)}`,
  ])('[CDC6] refuses %j', (text) => {
    expect(parseSignature(text)).toBeNull();
  });

  it('[CDC6] any safe epoch, sequence and time survive the text', () => {
    const n = fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER });
    fc.assert(
      fc.property(n, n, n, (epoch, seq, changedAtMs) => {
        expect(parseSignature(formatSignature(epoch, seq, changedAtMs))).toEqual({ epoch, seq, changedAtMs });
        expect(parseSignature(formatSignature(epoch, seq))).toEqual({ epoch, seq, changedAtMs: null });
      }),
    );
  });
});

describe('the live flag AI (spec 2, read by clients of Flashscore’s feeds)', () => {
  it('is 1 on a live row only, and an update row clears it when the match leaves live', () => {
    const live = testEvent({ stageType: StageType.live, stage: EventStage.firstHalf });
    const finished = testEvent({ stageType: StageType.finished, stage: EventStage.finished });
    const scheduled = testEvent({ stageType: StageType.scheduled, stage: EventStage.scheduled });
    expect(new Map(eventCells(live)).get('AI')).toBe('1');
    expect(new Map(eventCells(finished)).has('AI')).toBe(false);
    expect(new Map(eventCells(scheduled)).has('AI')).toBe(false);
    expect(new Map(eventDeltaCells(live, finished) ?? []).get('AI')).toBe('');
    expect(new Map(eventDeltaCells(scheduled, live) ?? []).get('AI')).toBe('1');
    // Derived from AB: our decoder reads the row as it did before the flag.
    expect(decodeEventRow(eventCells(live))).not.toHaveProperty('AI');
  });
});
