/**
 * What the list feeds select from the engine: a league's or a participant's events in the order a
 * list shows them, pages, and the scoreboard rows (sport, league, event) the lists reuse.
 *
 * Cost: the engine indexes events by sport only, so a league's or a participant's events are found by
 * scanning its sport (a few hundred to a few thousand events). That runs only when a feed's inputs
 * moved (exact.ts), at most once per change and name, never per request.
 */
import {
  orderEvents,
  compareLeagues,
  duelCardById,
  EventStage,
  type Country,
  type Lang,
  type League,
  LIST_FIRST_PAGE,
  type ListPage,
  leagueCells,
  leagueExtraCells,
  type MatchEvent,
  type Participant,
  type ParticipantOutcome,
  pageCells,
  type Row,
  RowKey,
  sportById,
  StageType,
  Winner,
  eventCells,
} from '@nerali/domain';
import type { FeedEngine } from '../../../engine/engine.ts';

/** The full feed's stand-in for a league whose country is unknown (sections.ts does the same). */
const UNKNOWN_COUNTRY: Country = { id: 0, code: 'world', name: { ta: 'உலகம்', en: 'World' }, order: 9999 };

export function countryOf(engine: FeedEngine, countryId: number): Country {
  return engine.countries.get(countryId) ?? UNKNOWN_COUNTRY;
}

/** A women's national side's suffix in the feeds ("India W") and how Tamil papers write it. */
const WOMEN_SUFFIX = ' W';
const WOMEN_TA = 'மகளிர்';

/**
 * A participant's name in a language: a national team is its country, and the Tamil edition names
 * countries in Tamil ("India" -> இந்தியா, "India W" -> இந்தியா மகளிர்); clubs and people keep the name
 * as spelt (docs/feeds.md, "Texts"). A national team is a participant named exactly as its country.
 */
export function participantNameIn(
  engine: Pick<FeedEngine, 'countries'>,
  participant: Participant,
  lang: Lang,
): string {
  if (lang === 'en') return participant.name;
  const country = engine.countries.get(participant.countryId);
  if (!country) return participant.name;
  if (participant.name === country.name.en) return country.name.ta;
  if (participant.name === `${country.name.en}${WOMEN_SUFFIX}`) return `${country.name.ta} ${WOMEN_TA}`;
  return participant.name;
}

/** Everything of a league a list row shows: the league and its country, as a cheap input key. */
export function leagueRefKey(engine: FeedEngine, league: League): string {
  return JSON.stringify([league, engine.countries.get(league.countryId) ?? null]);
}

export function eventsOfLeague(engine: FeedEngine, league: League): MatchEvent[] {
  const out: MatchEvent[] = [];
  for (const id of engine.eventIdsOfSport(league.sportId)) {
    const event = engine.events.get(id);
    if (event && event.leagueId === league.id) out.push(event);
  }
  return out;
}

export function sideOf(event: MatchEvent, participantId: string): 1 | 2 | null {
  if (event.homeId === participantId) return 1;
  if (event.awayId === participantId) return 2;
  return null;
}

/** Doubles and pairs are named 'Surname/Surname' (simulator and providers alike). */
export type PairFilter = 'singles' | 'doubles' | null;
function isPairName(name: string): boolean {
  return name.includes('/');
}
function passes(event: MatchEvent, filter: PairFilter): boolean {
  if (filter === null) return true;
  const pairs = isPairName(event.homeName) || isPairName(event.awayName);
  return filter === 'doubles' ? pairs : !pairs;
}

/** A participant's events; an unknown participant has none (its sport tells where to look). */
export function eventsOfParticipant(
  engine: FeedEngine,
  participantId: string,
  filter: PairFilter = null,
): MatchEvent[] {
  const participant = engine.participants.get(participantId);
  if (!participant) return [];
  const out: MatchEvent[] = [];
  for (const id of engine.eventIdsOfSport(participant.sportId)) {
    const event = engine.events.get(id);
    if (event && sideOf(event, participantId) !== null && passes(event, filter)) out.push(event);
  }
  return out;
}

/** Inputs of anything read from a participant's events: the participant and its sport's version. */
export function participantInputs(engine: FeedEngine, participantId: string): string {
  const participant = engine.participants.get(participantId);
  if (!participant) return 'none';
  return `${engine.version(participant.sportId)}|${JSON.stringify(participant)}`;
}

export const isFinished = (e: MatchEvent) => e.stageType === StageType.finished;
export const isLive = (e: MatchEvent) => e.stageType === StageType.live;

/**
 * Fixtures: what is still to be played or being played, soonest first. Ordered by the composite sort key
 * (spec 2 §4 "Sorting of events", SRT1/SRT8 `orderEvents`): start time, then home and away names.
 */
export function fixtures(events: MatchEvent[]): MatchEvent[] {
  return orderEvents(
    events.filter((e) => !isFinished(e)),
    { by: 'time' },
  );
}

/** Results: finished events, newest first (the sort key's descending time part); same kick-off: A to Z. */
export function results(events: MatchEvent[]): MatchEvent[] {
  return orderEvents(events.filter(isFinished), { by: 'time', descending: true });
}

/**
 * A participant page's order: live now, then upcoming soonest first, then results newest first: the
 * sort key's stage mode (SRT2).
 */
export function summaryOrder(events: MatchEvent[]): MatchEvent[] {
  return orderEvents(events, { by: 'stage' });
}

/** One page of items, or null when the list is empty or the page lies past its end (the feed `0`). */
export function pageOf<T>(
  items: readonly T[],
  page: number,
  size: number,
): { items: T[]; page: ListPage } | null {
  const from = (page - LIST_FIRST_PAGE) * size;
  if (items.length === 0 || from >= items.length) return null;
  return {
    items: items.slice(from, from + size),
    page: { page, pageCount: Math.ceil(items.length / size), total: items.length, pageSize: size },
  };
}

export function pageRow(page: ListPage): Row {
  return pageCells(page);
}

export function leagueRow(engine: FeedEngine, league: League, lang: Lang): Row {
  return leagueCells(league, countryOf(engine, league.countryId), lang);
}

/** A league row with the list's extra cells: event counts, span, season, table flags. */
export function leagueRowWithExtra(engine: FeedEngine, league: League, lang: Lang): Row {
  const events = eventsOfLeague(engine, league);
  let firstStart: number | undefined;
  let lastStart: number | undefined;
  for (const e of events) {
    if (firstStart === undefined || e.startTime < firstStart) firstStart = e.startTime;
    if (lastStart === undefined || e.startTime > lastStart) lastStart = e.startTime;
  }
  const standings = engine.document('standings', league.id);
  return [
    ...leagueRow(engine, league, lang),
    ...leagueExtraCells({
      eventCount: events.length,
      liveCount: events.filter(isLive).length,
      ...(standings ? { season: standings.season } : {}),
      ...(firstStart !== undefined ? { firstStart } : {}),
      ...(lastStart !== undefined ? { lastStart } : {}),
      hasStandings: standings !== undefined,
      hasDraw: engine.document('draw', league.id) !== undefined,
    }),
  ];
}

export function compareLeaguesIn(engine: FeedEngine, lang: Lang): (a: League, b: League) => number {
  const key = (l: League) => {
    const country = countryOf(engine, l.countryId);
    return {
      countryOrder: country.order,
      countryName: country.name[lang],
      order: l.order,
      name: l.name[lang],
      id: l.id,
    };
  };
  return (a, b) => compareLeagues(key(a), key(b));
}

/**
 * Events in the given order as a full feed lays them out: a sport row when the sport changes, a league
 * row when the league changes (a league may come back later in the list: its row is repeated, as the
 * decoder takes each event's league from the row before it). Events of unknown leagues are left out,
 * as in the full feed.
 */
export function sectionRows(engine: FeedEngine, events: readonly MatchEvent[], lang: Lang): Row[] {
  const rows: Row[] = [];
  let sportId = -1;
  let leagueId: string | null = null;
  for (const event of events) {
    const league = engine.leagues.get(event.leagueId);
    if (!league) continue;
    if (event.sportId !== sportId) {
      sportId = event.sportId;
      leagueId = null;
      rows.push([[RowKey.sport, String(sportId)]]);
    }
    if (event.leagueId !== leagueId) {
      leagueId = event.leagueId;
      rows.push(leagueRow(engine, league, lang));
    }
    rows.push(eventCells(event));
  }
  return rows;
}

export function withKnownLeague(engine: FeedEngine, events: MatchEvent[]): MatchEvent[] {
  return events.filter((e) => engine.leagues.has(e.leagueId));
}

/** A finished event as its participant saw it; undefined while unfinished or undecided. */
export function outcomeFor(event: MatchEvent, side: 1 | 2): ParticipantOutcome | undefined {
  if (!isFinished(event)) return undefined;
  if (event.winner === Winner.draw) return 'D';
  // Where a shoot-out only earns a bonus point (field hockey), the match stays drawn, as in its table.
  if (
    event.stage === EventStage.afterPenalties &&
    duelCardById(event.sportId)?.standings.shootout === 'bonus'
  )
    return 'D';
  if (event.winner === Winner.home || event.winner === Winner.away) return event.winner === side ? 'W' : 'L';
  // No winner cell: compare plain numeric scores (cricket's "186/4" has a winner cell instead).
  const home = Number(event.homeScore);
  const away = Number(event.awayScore);
  if (event.homeScore === undefined || event.awayScore === undefined) return undefined;
  if (!Number.isFinite(home) || !Number.isFinite(away)) return undefined;
  if (home === away) return 'D';
  return home > away === (side === 1) ? 'W' : 'L';
}

export function isNoDuel(sportId: number): boolean {
  return sportById(sportId)?.noDuel ?? false;
}
