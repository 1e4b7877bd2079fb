/**
 * Country and tournament feeds: c_ (a country's leagues), t_ (tournament header), ts_ (standings),
 * td_ (draw), s_ (seasons of a tournament), tf_ and tr_ (fixtures and results, paged).
 */
import {
  countryCells,
  drawMatchCells,
  drawRoundCells,
  eventCells,
  flashscoreStandingCells,
  type Lang,
  type League,
  LIST_PAGE_SIZE,
  type Row,
  RowKey,
  standingCells,
  standingsGroupCells,
  withCellsAfterFirst,
} from '@nerali/domain';
import type { FeedEngine } from '../../../engine/engine.ts';
import { listFeed } from './exact.ts';
import {
  parseLang,
  parseLeagueId,
  parseLeagueLangType,
  parsePage,
  parseProjectType,
  parseSport,
  parts,
} from './parse.ts';
import {
  compareLeaguesIn,
  eventsOfLeague,
  fixtures,
  leagueRefKey,
  leagueRow,
  leagueRowWithExtra,
  pageOf,
  pageRow,
  results,
} from './select.ts';

const sportRow = (sportId: number): Row => [[RowKey.sport, String(sportId)]];
const COUNTRY_RE = /^(0|[1-9][0-9]{0,9})$/;
const INT32_MAX = 2 ** 31 - 1;

/** The inputs of anything that reads a sport's events and leagues plus the table documents. */
function sportTablesInputs(engine: FeedEngine, sportId: number): string {
  return `${engine.version(sportId)}|${engine.kindVersion('standings')}|${engine.kindVersion('draw')}`;
}

/** c_{sport}_{country}_{lang}_{type}: the country's leagues of a sport with their event counts. */
export const countryFeed = listFeed<{ sportId: number; countryId: number; lang: Lang }>({
  prefix: 'c',
  parse(rest) {
    const p = parts(rest);
    if (!p || p.length !== 4 || !parseProjectType(p[3])) return null;
    const sportId = parseSport(p[0], false);
    const lang = parseLang(p[2]);
    if (sportId === null || !lang || !COUNTRY_RE.test(p[1] ?? '')) return null;
    const countryId = Number(p[1]);
    return countryId <= INT32_MAX ? { sportId, countryId, lang } : null;
  },
  inputs: ({ engine }, { sportId }) => sportTablesInputs(engine, sportId),
  build({ engine }, { sportId, countryId, lang }) {
    const country = engine.countries.get(countryId);
    if (!country) return [];
    const leagues = [...engine.leagues.values()]
      .filter((l) => l.sportId === sportId && l.countryId === countryId)
      .sort(compareLeaguesIn(engine, lang));
    if (leagues.length === 0) return [];
    return [
      countryCells({ id: country.id, name: country.name[lang], code: country.code, order: country.order }),
      sportRow(sportId),
      ...leagues.map((l) => leagueRowWithExtra(engine, l, lang)),
    ];
  },
});

function leagueOf(engine: FeedEngine, leagueId: string): League | undefined {
  return engine.leagues.get(leagueId);
}

/** t_{league}_{lang}_{type}: the tournament header (league row with counts, season, table flags). */
export const tournamentFeed = listFeed<{ leagueId: string; lang: Lang }>({
  prefix: 't',
  parse: parseLeagueLangType,
  inputs({ engine }, { leagueId }) {
    const league = leagueOf(engine, leagueId);
    if (!league) return 'none';
    return `${engine.version(league.sportId)}|${engine.documentVersion('standings', leagueId)}|${engine.documentVersion('draw', leagueId)}`;
  },
  build({ engine }, { leagueId, lang }) {
    const league = leagueOf(engine, leagueId);
    if (!league) return [];
    return [sportRow(league.sportId), leagueRowWithExtra(engine, league, lang)];
  },
});

/** ts_{league}_{lang}_{type}: the standings document, group by group. */
export const standingsFeed = listFeed<{ leagueId: string; lang: Lang }>({
  prefix: 'ts',
  parse: parseLeagueLangType,
  inputs({ engine }, { leagueId }) {
    const league = leagueOf(engine, leagueId);
    if (!league) return 'none';
    return `${engine.documentVersion('standings', leagueId)}|${leagueRefKey(engine, league)}`;
  },
  build({ engine }, { leagueId, lang }) {
    const league = leagueOf(engine, leagueId);
    const standings = engine.document('standings', leagueId);
    if (!league || !standings || standings.groups.every((g) => g.rows.length === 0)) return [];
    const rows: Row[] = [sportRow(league.sportId), leagueRow(engine, league, lang)];
    for (const group of standings.groups) {
      rows.push(standingsGroupCells(group.name?.[lang] ?? ''));
      for (const row of [...group.rows].sort((a, b) => a.rank - b.rank)) {
        // TR, TN, TI for clients of Flashscore's format (flashscore-cells.ts).
        rows.push(withCellsAfterFirst(standingCells(row), flashscoreStandingCells(row)));
      }
    }
    return rows;
  },
});

/** td_{league}_{lang}_{type}: the draw (bracket), round by round. */
export const drawFeed = listFeed<{ leagueId: string; lang: Lang }>({
  prefix: 'td',
  parse: parseLeagueLangType,
  inputs({ engine }, { leagueId }) {
    const league = leagueOf(engine, leagueId);
    if (!league) return 'none';
    return `${engine.documentVersion('draw', leagueId)}|${leagueRefKey(engine, league)}`;
  },
  build({ engine }, { leagueId, lang }) {
    const league = leagueOf(engine, leagueId);
    const draw = engine.document('draw', leagueId);
    if (!league || !draw || draw.rounds.length === 0) return [];
    const rows: Row[] = [sportRow(league.sportId), leagueRow(engine, league, lang)];
    for (const round of draw.rounds) {
      rows.push(drawRoundCells(round.name[lang]));
      round.matches.forEach((match, i) => rows.push(drawMatchCells(i + 1, match)));
    }
    return rows;
  },
});

/**
 * s_{league}_{lang}_{type}: the series of a tournament: every league (season or stage) sharing the
 * template key, newest first by the last start of its events; leagues without events come last.
 */
export const seriesFeed = listFeed<{ leagueId: string; lang: Lang }>({
  prefix: 's',
  parse: parseLeagueLangType,
  inputs({ engine }, { leagueId }) {
    const league = leagueOf(engine, leagueId);
    return league ? sportTablesInputs(engine, league.sportId) : 'none';
  },
  build({ engine }, { leagueId, lang }) {
    const league = leagueOf(engine, leagueId);
    if (!league) return [];
    const series = [...engine.leagues.values()]
      .filter((l) => l.sportId === league.sportId && l.templateKey === league.templateKey)
      .map((l) => {
        const starts = eventsOfLeague(engine, l).map((e) => e.startTime);
        return { league: l, last: starts.length > 0 ? Math.max(...starts) : -Infinity };
      })
      .sort(
        (a, b) => b.last - a.last || (a.league.id < b.league.id ? -1 : a.league.id > b.league.id ? 1 : 0),
      );
    return [sportRow(league.sportId), ...series.map((s) => leagueRowWithExtra(engine, s.league, lang))];
  },
});

type PagedLeagueParams = { leagueId: string; page: number; lang: Lang };

/** `{league}_{page}_{lang}`: tf_ and tr_ carry no project type (the brief's form). */
function parsePagedLeague(rest: string): PagedLeagueParams | null {
  const p = parts(rest);
  if (!p || p.length !== 4) return null;
  const leagueId = parseLeagueId(`${p[0]}_${p[1]}`);
  const page = parsePage(p[2]);
  const lang = parseLang(p[3]);
  return leagueId && page !== null && lang ? { leagueId, page, lang } : null;
}

function pagedLeagueFeed(prefix: 'tf' | 'tr', order: typeof fixtures) {
  return listFeed<PagedLeagueParams>({
    prefix,
    parse: parsePagedLeague,
    inputs({ engine }, { leagueId }) {
      const league = leagueOf(engine, leagueId);
      return league ? engine.version(league.sportId) : 'none';
    },
    build({ engine }, { leagueId, page, lang }) {
      const league = leagueOf(engine, leagueId);
      if (!league) return [];
      const paged = pageOf(order(eventsOfLeague(engine, league)), page, LIST_PAGE_SIZE.events);
      if (!paged) return [];
      return [
        pageRow(paged.page),
        sportRow(league.sportId),
        leagueRow(engine, league, lang),
        ...paged.items.map((e) => eventCells(e)),
      ];
    },
  });
}

/** tf_{league}_{page}_{lang}: scheduled and live events, soonest first. */
export const tournamentFixturesFeed = pagedLeagueFeed('tf', fixtures);
/** tr_{league}_{page}_{lang}: finished events, newest first. */
export const tournamentResultsFeed = pagedLeagueFeed('tr', results);
