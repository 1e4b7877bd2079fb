/**
 * The day's mixed feeds, in full-feed layout (A4 day row, then per sport a sport row, league rows and
 * event rows in display order):
 * - fm_{sport}_{day}_{tz}_{lang}: "mixed": the day's events of the top leagues (tournament type t),
 *   the leagues a fan most often follows. A list of followed games cannot sit in a name of bounded
 *   length, so my games are fetched per game (g_) and this feed is the page of top matches; sport 0
 *   mixes all sports.
 * - fp_{sport}_{day}_{tz}_{lang}_{participants}: the day's events of the listed participants
 *   ('p1-p2-p3', at most MAX_LISTED_PARTICIPANTS): my teams' matches of the day; sport 0 = all sports.
 */
import {
  dayBounds,
  type Lang,
  type MatchEvent,
  type Row,
  RowKey,
  StageType,
  TournamentType,
  eventCells,
  leagueCells,
} from '@nerali/domain';
import type { FeedEngine } from '../../../engine/engine.ts';
import { buildSections } from '../../sections.ts';
import type { CatalogueContext } from '../registry.ts';
import { listFeed } from './exact.ts';
import { parseDay, parseLang, parseParticipantList, parseSport, parseTz, parts } from './parse.ts';

interface DayParams {
  sportId: number;
  day: number;
  tz: number;
  lang: Lang;
}

function parseDayParams(p: string[]): DayParams | null {
  const sportId = parseSport(p[0], true);
  const day = parseDay(p[1]);
  const tz = parseTz(p[2]);
  const lang = parseLang(p[3]);
  return sportId !== null && day !== null && tz !== null && lang ? { sportId, day, tz, lang } : null;
}

function sportsOf(engine: FeedEngine, sportId: number): number[] {
  return sportId === 0 ? engine.sportIds() : [sportId];
}

/** The day's bounds and every involved sport's version: a new day or any event change moves it. */
function dayInputs({ engine, nowS }: CatalogueContext, { sportId, day, tz }: DayParams): string {
  const { start } = dayBounds(nowS, day, tz);
  return `${start}|${sportsOf(engine, sportId)
    .map((id) => `${id}:${engine.version(id)}`)
    .join(',')}`;
}

/** The full feed's rule: the day's events, and on today also live ones that began the day before. */
function dayRows(ctx: CatalogueContext, params: DayParams, keep: (e: MatchEvent) => boolean): Row[] {
  const { engine, nowS } = ctx;
  const { start, end } = dayBounds(nowS, params.day, params.tz);
  const rows: Row[] = [];
  for (const sportId of sportsOf(engine, params.sportId)) {
    const events: MatchEvent[] = [];
    for (const id of engine.eventIdsOfSport(sportId)) {
      const event = engine.events.get(id);
      if (!event || !keep(event)) continue;
      const inDay = event.startTime >= start && event.startTime < end;
      if (inDay || (params.day === 0 && event.stageType === StageType.live)) events.push(event);
    }
    const sections = buildSections(events, engine.leagues, engine.countries, params.lang);
    if (sections.length === 0) continue;
    rows.push([[RowKey.sport, String(sportId)]]);
    for (const section of sections) {
      rows.push(leagueCells(section.league, section.country, params.lang));
      for (const event of section.events) rows.push(eventCells(event));
    }
  }
  if (rows.length === 0) return [];
  return [[[RowKey.feedDay, `${params.day};${params.tz}`]], ...rows];
}

export const mixedFeed = listFeed<DayParams>({
  prefix: 'fm',
  parse(rest) {
    const p = parts(rest);
    return p && p.length === 4 ? parseDayParams(p) : null;
  },
  inputs: dayInputs,
  build(ctx, params) {
    const top = (e: MatchEvent) => ctx.engine.leagues.get(e.leagueId)?.tournamentType === TournamentType.top;
    return dayRows(ctx, params, top);
  },
});

export const participantsDayFeed = listFeed<DayParams & { participantIds: string[] }>({
  prefix: 'fp',
  parse(rest) {
    const p = parts(rest);
    if (!p || p.length !== 5) return null;
    const day = parseDayParams(p);
    const participantIds = parseParticipantList(p[4]);
    return day && participantIds ? { ...day, participantIds } : null;
  },
  inputs: dayInputs,
  build(ctx, params) {
    const ids = new Set(params.participantIds);
    return dayRows(ctx, params, (e) => ids.has(e.homeId) || ids.has(e.awayId));
  },
});
