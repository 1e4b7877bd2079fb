import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LEAGUE_TABS } from '../../kit/paths.ts';
import {
  countrySearch,
  parseCountryId,
  parseLeagueId,
  parseLeagueTab,
  parsePageQuery,
  pageSearch,
  readCountryQuery,
} from './route-params.ts';

describe('league ids in URLs', () => {
  it.each([
    ['1_isl2026', { id: '1_isl2026', sportId: 1 }],
    ['42_WmLf0vkR', { id: '42_WmLf0vkR', sportId: 42 }],
    ['23_hDSkF4S9', { id: '23_hDSkF4S9', sportId: 23 }],
  ])('%s is a league of its sport', (raw, ref) => {
    expect(parseLeagueId(raw)).toEqual(ref);
  });

  it.each([
    undefined,
    '',
    'isl',
    '1_',
    '_isl',
    '0_isl',
    '01_isl',
    '20_isl', // no sport 20
    '27_isl',
    '99_isl',
    '1_is-l',
    '1_isl_2026',
    `1_${'a'.repeat(49)}`,
    '1_இஸ்ல்',
  ])('%s is no league (404)', (raw) => {
    expect(parseLeagueId(raw)).toBeNull();
  });

  it('accepts exactly what the list feeds accept: any id it returns is a well-formed feed part', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (raw) => {
        const ref = parseLeagueId(raw);
        if (ref === null) return;
        expect(ref.id).toBe(raw);
        expect(raw).toMatch(/^([1-9][0-9]?)_([A-Za-z0-9]{1,48})$/);
        expect(raw.startsWith(`${ref.sportId}_`)).toBe(true);
      }),
    );
  });

  it('round-trips every generated id of a real sport', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(1, 2, 13, 23, 32, 42),
        fc.stringMatching(/^[A-Za-z0-9]{1,48}$/),
        (sportId, stage) => {
          expect(parseLeagueId(`${sportId}_${stage}`)).toEqual({ id: `${sportId}_${stage}`, sportId });
        },
      ),
    );
  });
});

describe('tournament tabs', () => {
  it('no segment is the summary; each other tab is its own segment', () => {
    expect(parseLeagueTab(undefined)).toBe('summary');
    for (const tab of LEAGUE_TABS.filter((t) => t !== 'summary')) expect(parseLeagueTab(tab)).toBe(tab);
  });

  it('"summary" as a segment and anything unknown are not tabs', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const tab = parseLeagueTab(raw);
        expect(tab === null || (tab !== 'summary' && tab === raw)).toBe(true);
      }),
    );
    expect(parseLeagueTab('summary')).toBeNull();
    expect(parseLeagueTab('Results')).toBeNull();
  });
});

describe('?page=', () => {
  it.each([
    [null, { ok: true, page: 1, canonical: true }],
    ['2', { ok: true, page: 2, canonical: true }],
    ['9999', { ok: true, page: 9999, canonical: true }],
    ['1', { ok: true, page: 1, canonical: false }],
  ])('%s', (raw, expected) => {
    expect(parsePageQuery(raw)).toEqual(expected);
  });

  it.each(['0', '01', '-1', '+2', '2.0', '1e3', '10000', '', ' 2', 'abc'])('%s is no page', (raw) => {
    expect(parsePageQuery(raw)).toEqual({ ok: false });
  });

  it('a page and its link agree: the query a page links to reads back as that page, canonically', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9999 }), (page) => {
        const search = pageSearch(page);
        const read = parsePageQuery(new URLSearchParams(search).get('page'));
        expect(read).toEqual({ ok: true, page, canonical: true });
      }),
    );
  });

  it('never throws and never returns a page out of range', () => {
    fc.assert(
      fc.property(fc.option(fc.string(), { nil: null }), (raw) => {
        const read = parsePageQuery(raw);
        if (read.ok) expect(read.page >= 1 && read.page <= 9999 && Number.isInteger(read.page)).toBe(true);
      }),
    );
  });
});

describe('country ids', () => {
  it.each([
    ['1', 1],
    ['39', 39],
    ['2147483647', 2147483647],
  ])('%s', (raw, id) => expect(parseCountryId(raw)).toBe(id));

  it.each([undefined, '', '0', '01', '-1', '1.5', '2147483648', '99999999999', 'in'])(
    '%s is no country',
    (raw) => {
      expect(parseCountryId(raw)).toBeNull();
    },
  );

  it('any id it accepts is a positive 32-bit integer written canonically', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.integer().map(String)), (raw) => {
        const id = parseCountryId(raw);
        if (id === null) return;
        expect(String(id)).toBe(raw);
        expect(id >= 1 && id <= 2 ** 31 - 1).toBe(true);
      }),
    );
  });
});

describe('country page query', () => {
  const read = (search: string) => readCountryQuery(new URLSearchParams(search));

  it.each([
    ['', { ok: true, tab: 'all', day: 0, canonical: true }],
    ['?day=-1', { ok: true, tab: 'all', day: -1, canonical: true }],
    ['?tab=finished', { ok: true, tab: 'finished', day: 0, canonical: true }],
    ['?tab=scheduled', { ok: true, tab: 'scheduled', day: 0, canonical: true }],
    ['?day=0', { ok: true, tab: 'all', day: 0, canonical: false }],
    ['?day=9', { ok: true, tab: 'all', day: 7, canonical: false }],
    ['?tab=all', { ok: true, tab: 'all', day: 0, canonical: false }],
    ['?tab=finished&day=2', { ok: true, tab: 'finished', day: 0, canonical: false }],
    ['?tab=live', { ok: false }],
    ['?tab=', { ok: false }],
  ])('%s', (search, expected) => {
    expect(read(search)).toEqual(expected);
  });

  it('every state has one URL: the query it links to reads back as the same state, canonically', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('all', 'finished', 'scheduled' as const),
        fc.integer({ min: -7, max: 7 }),
        (tab, day) => {
          const search = countrySearch(tab, day);
          const back = read(search);
          expect(back).toEqual({ ok: true, tab, day: tab === 'all' ? day : 0, canonical: true });
        },
      ),
    );
  });

  it('any query reads as a 404 or a state whose canonical query reads back as itself', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom('tab', 'day', 'x'), fc.oneof(fc.string(), fc.integer().map(String))),
        (query) => {
          const state = read(new URLSearchParams(query).toString());
          if (!state.ok) return;
          const again = read(countrySearch(state.tab, state.day));
          expect(again).toEqual({ ...state, canonical: true });
        },
      ),
    );
  });
});
