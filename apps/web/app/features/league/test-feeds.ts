/**
 * Feed bodies of a small world, written with the domain's own cell writers (the ones the server's
 * list feeds use), and a `getFeed` that serves them by name as the server's load context does.
 * Test-only: nothing in the app imports it.
 *
 * The world (now: NOW_S, Sunday 22 November 2026, 19:30 in India):
 * - football, India (country 100): ISL 2026 (a table with zones and form, 4 finished and 3 scheduled
 *   matches, one live today), ISL 2025 (the past season: finished, passive table), Durand Cup (a draw);
 * - football, England (200): Premier League with 60 results (two pages);
 * - golf, India: a tour's rounds 3 and 4 (round 4 today, live), a series table.
 */
import {
  type Country,
  countryCells,
  drawMatchCells,
  drawRoundCells,
  encodeFeed,
  encodeFullFeed,
  EventStage,
  eventCells,
  type League,
  type LeagueExtra,
  leagueCells,
  leagueExtraCells,
  LIST_PAGE_SIZE,
  type MatchEvent,
  pageCells,
  type Row,
  sportCountryCells,
  RowKey,
  StageType,
  standingCells,
  standingsGroupCells,
  type StandingRow,
  Winner,
} from '@nerali/domain';
import { ENGLAND, event, INDIA, league, NOW_S } from '../../kit/event/fixture-base.ts';
import type { GetFeed } from './feed-read.ts';

export { NOW_S } from '../../kit/event/fixture-base.ts';

const DAY = 86_400;
const sportRow = (id: number): Row => [[RowKey.sport, String(id)]];

export const ISL = {
  ...league(1, 'isl2026', 'இந்தியன் சூப்பர் லீக்', 'Indian Super League', INDIA),
  templateKey: '1_isl',
};
export const ISL_PAST = {
  ...league(1, 'isl2025', 'இந்தியன் சூப்பர் லீக்', 'Indian Super League', INDIA),
  templateKey: '1_isl',
  order: 2,
};
export const DURAND = {
  ...league(1, 'durand', 'டூரண்ட் கோப்பை', 'Durand Cup', INDIA),
  tournamentType: 's' as const,
  order: 3,
};
export const EPL = league(1, 'epl', 'பிரீமியர் லீக்', 'Premier League', ENGLAND);
export const GOLF_R3 = {
  ...league(23, 'pune3', 'இந்திய டூர் — புனே ஓபன் — சுற்று 3', 'Indian Tour — Pune Open — Round 3', INDIA),
  templateKey: '23_pgti',
};
export const GOLF_R4 = {
  ...league(23, 'pune4', 'இந்திய டூர் — புனே ஓபன் — சுற்று 4', 'Indian Tour — Pune Open — Round 4', INDIA),
  templateKey: '23_pgti',
};

const finished = (
  id: string,
  home: string,
  away: string,
  daysAgo: number,
  hs: number,
  as: number,
  l = ISL.id,
) =>
  event(1, l, id, {
    homeName: home,
    awayName: away,
    startTime: NOW_S - daysAgo * DAY,
    stageType: StageType.finished,
    stage: EventStage.finished,
    homeScore: String(hs),
    awayScore: String(as),
    winner: hs > as ? Winner.home : hs < as ? Winner.away : Winner.draw,
  });

/** ISL matches: newest result first, fixtures soonest first (the order of tr_ and tf_). */
export const ISL_RESULTS: MatchEvent[] = [
  finished('isl04', 'Odisha FC', 'FC Goa', 1, 2, 0),
  finished('isl03', 'Mohun Bagan SG', 'Chennaiyin FC', 2, 1, 1),
  finished('isl02', 'Kerala Blasters', 'Odisha FC', 4, 0, 3),
  finished('isl01', 'Chennaiyin FC', 'Kerala Blasters', 6, 2, 1),
];
export const ISL_LIVE = event(1, ISL.id, 'isl05', {
  homeName: 'Chennaiyin FC',
  awayName: 'FC Goa',
  startTime: NOW_S - 1800,
  stageStartTime: NOW_S - 1800,
  stageType: StageType.live,
  stage: EventStage.firstHalf,
  homeScore: '1',
  awayScore: '0',
});
export const ISL_FIXTURES: MatchEvent[] = [
  ISL_LIVE,
  event(1, ISL.id, 'isl06', {
    homeName: 'Kerala Blasters',
    awayName: 'Mohun Bagan SG',
    startTime: NOW_S + 2 * DAY,
  }),
  event(1, ISL.id, 'isl07', { homeName: 'FC Goa', awayName: 'Odisha FC', startTime: NOW_S + 5 * DAY }),
];

export const EPL_RESULTS: MatchEvent[] = Array.from({ length: 60 }, (_, i) =>
  finished(`epl${String(i).padStart(3, '0')}`, `Home ${i}`, `Away ${i}`, 1 + i / 10, i % 3, 1, EPL.id),
);

const row = (rank: number, name: string, form: StandingRow['form'], zone?: string): StandingRow => ({
  participantId: name.replace(/\W/g, '').toLowerCase(),
  name,
  rank,
  played: 3,
  won: 2,
  drawn: 1,
  lost: 0,
  scoreFor: 6 - rank,
  scoreAgainst: rank,
  points: 10 - rank,
  form,
  ...(zone ? { zone } : {}),
});

export const ISL_TABLE: StandingRow[] = [
  row(1, 'Odisha FC', ['W', 'W', 'D'], 'playoff'),
  row(2, 'Chennaiyin FC', ['W', 'D', 'L'], 'playoff'),
  row(3, 'Mohun Bagan SG', ['D', 'W', 'W']),
  row(4, 'Kerala Blasters', ['L', 'L', 'W']),
  row(5, 'FC Goa', ['L', 'D', 'L'], 'relegation'),
  row(6, 'Punjab FC', ['L', 'L', 'L'], 'relegation'),
];

function headerRows(l: League, country: Country, extra: LeagueExtra, lang: 'ta' | 'en'): Row {
  return [...leagueCells(l, country, lang), ...leagueExtraCells(extra)];
}

const EXTRA = {
  isl: {
    eventCount: 7,
    liveCount: 1,
    season: '2026',
    firstStart: NOW_S - 6 * DAY,
    lastStart: NOW_S + 5 * DAY,
    hasStandings: true,
    hasDraw: false,
  },
  islPast: {
    eventCount: 2,
    liveCount: 0,
    season: '2025',
    firstStart: NOW_S - 300 * DAY,
    lastStart: NOW_S - 290 * DAY,
    hasStandings: true,
    hasDraw: false,
  },
  durand: {
    eventCount: 3,
    liveCount: 0,
    hasStandings: false,
    hasDraw: true,
    firstStart: NOW_S - 2 * DAY,
    lastStart: NOW_S - DAY,
  },
  epl: { eventCount: 60, liveCount: 0, season: '2026/27', hasStandings: false, hasDraw: false },
  golf3: {
    eventCount: 2,
    liveCount: 0,
    season: '2026',
    firstStart: NOW_S - DAY,
    lastStart: NOW_S - DAY,
    hasStandings: true,
    hasDraw: false,
  },
  golf4: {
    eventCount: 2,
    liveCount: 1,
    season: '2026',
    firstStart: NOW_S - 3600,
    lastStart: NOW_S - 3600,
    hasStandings: true,
    hasDraw: false,
  },
} satisfies Record<string, LeagueExtra>;

function paged(
  events: readonly MatchEvent[],
  page: number,
  l: League,
  country: Country,
  lang: 'ta' | 'en',
): string {
  const size = LIST_PAGE_SIZE.events;
  const items = events.slice((page - 1) * size, page * size);
  if (items.length === 0) return '0';
  return encodeFeed([
    pageCells({ page, pageCount: Math.ceil(events.length / size), total: events.length, pageSize: size }),
    sportRow(l.sportId),
    leagueCells(l, country, lang),
    ...items.map((e) => eventCells(e)),
  ]);
}

const golfEntry = (l: League, id: string, name: string, rank: number, live: boolean) =>
  event(23, l.id, id, {
    homeId: id,
    homeName: name,
    awayId: '',
    awayName: '',
    startTime: l.id === GOLF_R4.id ? NOW_S - 3600 : NOW_S - DAY,
    stageType: live ? StageType.live : StageType.finished,
    stage: live ? EventStage.golfRound4 : EventStage.finished,
    rank,
  });
export const GOLF_R3_ENTRIES = [
  golfEntry(GOLF_R3, 'g3a', 'S. Sharma', 1, false),
  golfEntry(GOLF_R3, 'g3b', 'A. Lahiri', 2, false),
];
export const GOLF_R4_ENTRIES = [
  golfEntry(GOLF_R4, 'g4a', 'S. Sharma', 1, true),
  golfEntry(GOLF_R4, 'g4b', 'A. Lahiri', 2, true),
];

/** Every feed of the world by name, in one language. */
export function worldFeeds(lang: 'ta' | 'en' = 'ta', tz = 330): Map<string, string> {
  const feeds = new Map<string, string>();
  const put = (name: string, rows: Row[]) => feeds.set(name, encodeFeed(rows));
  // Headers.
  put(`t_${ISL.id}_${lang}_1`, [sportRow(1), headerRows(ISL, INDIA, EXTRA.isl, lang)]);
  put(`t_${ISL_PAST.id}_${lang}_1`, [sportRow(1), headerRows(ISL_PAST, INDIA, EXTRA.islPast, lang)]);
  put(`t_${DURAND.id}_${lang}_1`, [sportRow(1), headerRows(DURAND, INDIA, EXTRA.durand, lang)]);
  put(`t_${EPL.id}_${lang}_1`, [sportRow(1), headerRows(EPL, ENGLAND, EXTRA.epl, lang)]);
  put(`t_${GOLF_R3.id}_${lang}_1`, [sportRow(23), headerRows(GOLF_R3, INDIA, EXTRA.golf3, lang)]);
  put(`t_${GOLF_R4.id}_${lang}_1`, [sportRow(23), headerRows(GOLF_R4, INDIA, EXTRA.golf4, lang)]);
  // Series: seasons of the ISL, the tour's rounds.
  const islSeries = [
    sportRow(1),
    headerRows(ISL, INDIA, EXTRA.isl, lang),
    headerRows(ISL_PAST, INDIA, EXTRA.islPast, lang),
  ];
  put(`s_${ISL.id}_${lang}_1`, islSeries);
  put(`s_${ISL_PAST.id}_${lang}_1`, islSeries);
  put(`s_${DURAND.id}_${lang}_1`, [sportRow(1), headerRows(DURAND, INDIA, EXTRA.durand, lang)]);
  put(`s_${EPL.id}_${lang}_1`, [sportRow(1), headerRows(EPL, ENGLAND, EXTRA.epl, lang)]);
  const tour = [
    sportRow(23),
    headerRows(GOLF_R4, INDIA, EXTRA.golf4, lang),
    headerRows(GOLF_R3, INDIA, EXTRA.golf3, lang),
  ];
  put(`s_${GOLF_R3.id}_${lang}_1`, tour);
  put(`s_${GOLF_R4.id}_${lang}_1`, tour);
  // Fixtures and results.
  for (const page of [1, 2, 3]) {
    feeds.set(`tr_${ISL.id}_${page}_${lang}`, paged(ISL_RESULTS, page, ISL, INDIA, lang));
    feeds.set(`tf_${ISL.id}_${page}_${lang}`, paged(ISL_FIXTURES, page, ISL, INDIA, lang));
    feeds.set(`tr_${EPL.id}_${page}_${lang}`, paged(EPL_RESULTS, page, EPL, ENGLAND, lang));
    feeds.set(`tf_${EPL.id}_${page}_${lang}`, '0');
    feeds.set(`tr_${ISL_PAST.id}_${page}_${lang}`, paged(ISL_RESULTS.slice(2), page, ISL_PAST, INDIA, lang));
    feeds.set(`tf_${ISL_PAST.id}_${page}_${lang}`, '0');
    feeds.set(`tr_${DURAND.id}_${page}_${lang}`, '0');
    feeds.set(`tf_${DURAND.id}_${page}_${lang}`, '0');
    feeds.set(`tr_${GOLF_R3.id}_${page}_${lang}`, paged(GOLF_R3_ENTRIES, page, GOLF_R3, INDIA, lang));
    feeds.set(`tf_${GOLF_R3.id}_${page}_${lang}`, '0');
    feeds.set(`tr_${GOLF_R4.id}_${page}_${lang}`, '0');
    feeds.set(`tf_${GOLF_R4.id}_${page}_${lang}`, paged(GOLF_R4_ENTRIES, page, GOLF_R4, INDIA, lang));
  }
  // Tables and the draw.
  const table = (l: League, group: string): Row[] => [
    sportRow(l.sportId),
    leagueCells(l, INDIA, lang),
    standingsGroupCells(group),
    ...ISL_TABLE.map((r) => standingCells(r)),
  ];
  put(`ts_${ISL.id}_${lang}_1`, table(ISL, ''));
  put(`ts_${ISL_PAST.id}_${lang}_1`, table(ISL_PAST, ''));
  const series: Row[] = [
    sportRow(23),
    leagueCells(GOLF_R3, INDIA, lang),
    standingsGroupCells(lang === 'ta' ? 'தகுதிப் புள்ளிப் பட்டியல்' : 'Order of Merit'),
    standingCells({ ...row(1, 'S. Sharma', []), points: 500, won: 1, played: 1 }),
    standingCells({ ...row(2, 'A. Lahiri', []), points: 300, won: 0, played: 1 }),
  ];
  put(`ts_${GOLF_R3.id}_${lang}_1`, series);
  put(`ts_${GOLF_R4.id}_${lang}_1`, series);
  put(`td_${DURAND.id}_${lang}_1`, [
    sportRow(1),
    leagueCells(DURAND, INDIA, lang),
    drawRoundCells(lang === 'ta' ? 'அரையிறுதி' : 'Semi-finals'),
    drawMatchCells(1, {
      eventId: 'g_1_dur01',
      homeId: 'cfc',
      awayId: 'kbfc',
      homeName: 'Chennaiyin FC',
      awayName: 'Kerala Blasters',
      homeScore: '2',
      awayScore: '1',
      winner: 1,
    }),
    drawMatchCells(2, { homeId: 'ofc', homeName: 'Odisha FC', winner: 1 }),
    drawRoundCells(lang === 'ta' ? 'இறுதிப் போட்டி' : 'Final'),
    drawMatchCells(1, {}),
  ]);
  // Country lists.
  put(`c_1_${INDIA.id}_${lang}_1`, [
    countryCells({ id: INDIA.id, name: INDIA.name[lang], code: INDIA.code, order: INDIA.order }),
    sportRow(1),
    headerRows(ISL, INDIA, EXTRA.isl, lang),
    headerRows(ISL_PAST, INDIA, EXTRA.islPast, lang),
    headerRows(DURAND, INDIA, EXTRA.durand, lang),
  ]);
  put(`c_23_${INDIA.id}_${lang}_1`, [
    countryCells({ id: INDIA.id, name: INDIA.name[lang], code: INDIA.code, order: INDIA.order }),
    sportRow(23),
    headerRows(GOLF_R3, INDIA, EXTRA.golf3, lang),
    headerRows(GOLF_R4, INDIA, EXTRA.golf4, lang),
  ]);
  // The sports' countries.
  const countryOf = (c: Country, leagueCount: number, liveCount: number) =>
    sportCountryCells({ id: c.id, name: c.name[lang], code: c.code, order: c.order, leagueCount, liveCount });
  put(`cl_1_${lang}_1`, [sportRow(1), countryOf(INDIA, 3, 1), countryOf(ENGLAND, 1, 0)]);
  put(`cl_23_${lang}_1`, [sportRow(23), countryOf(INDIA, 2, 2)]);
  // Today's full feeds (day 0) of football and golf; yesterday's football.
  feeds.set(
    `f_1_0_${tz}_${lang}_1`,
    encodeFullFeed({
      sportId: 1,
      lang,
      day: 0,
      tzMinutes: tz,
      signature: 'towk00.1',
      serverTime: NOW_S,
      sections: [
        { league: ISL, country: INDIA, events: [ISL_LIVE] },
        {
          league: EPL,
          country: ENGLAND,
          events: [
            event(1, EPL.id, 'epltoday', {
              homeName: 'Arsenal',
              awayName: 'Chelsea',
              startTime: NOW_S + 3600,
            }),
          ],
        },
      ],
    }),
  );
  feeds.set(
    `f_1_-1_${tz}_${lang}_1`,
    encodeFullFeed({
      sportId: 1,
      lang,
      day: -1,
      tzMinutes: tz,
      signature: 'towk00.1',
      serverTime: NOW_S,
      sections: [{ league: ISL, country: INDIA, events: [ISL_RESULTS[0] as MatchEvent] }],
    }),
  );
  feeds.set(
    `f_23_0_${tz}_${lang}_1`,
    encodeFullFeed({
      sportId: 23,
      lang,
      day: 0,
      tzMinutes: tz,
      signature: 'towk00.1',
      serverTime: NOW_S,
      sections: [{ league: GOLF_R4, country: INDIA, events: GOLF_R4_ENTRIES }],
    }),
  );
  return feeds;
}

/** The load context's getFeed over a world: unknown names are the empty feed, as for unknown ids. */
export function fakeGetFeed(feeds: Map<string, string>, asked: string[] = []): GetFeed {
  return async (name) => {
    asked.push(name);
    return { status: 200, body: feeds.get(name) ?? '0' };
  };
}
