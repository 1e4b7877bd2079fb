/**
 * Odds feeds: one row per event with the main market of the main bookmaker, eu decimal prices.
 * - fo_{sport}_{day}_{tz}_{type}: the day's events of a sport (the full feed's day rule);
 * - mo_{event}_{type}: one event;
 * - uo_{sport}_{sign}_{type}: events of a sport whose odds changed or were removed since `sign`;
 * - to_{league}_{type}: a tournament's scheduled and live events;
 * - po_{participant}_{type}: a participant's scheduled and live events.
 *
 * Main market: the sport's main odds type (1X2 where a draw exists, else home/away), falling back to
 * the other one and then to the moneyline. Main bookmaker: among that market's lines, active ones
 * first, then the lowest bookmaker id (the client's geo settings may still pick another bookmaker
 * in the odds tab; a list needs one deterministic price per event).
 *
 * Signature `{epoch}.{version}` (base 36): the highest odds document version of the sport seen by the
 * body, removals included. uo_ lists what moved after it; a signature of another run or older than the
 * removal journal reaches back gets the reload marker `A3÷2` (fetch fo_ again).
 */
import {
  compareEvents,
  dayBounds,
  formatSignature,
  type EventOdds,
  Market,
  type MatchEvent,
  type OddsItem,
  type OddsLine,
  oddsCells,
  oddsRemovedCells,
  oddsSignatureCells,
  parseSignature,
  RepairKind,
  type Row,
  RowKey,
  sportById,
  StageType,
} from '@nerali/domain';
import type { FeedEngine } from '../../../engine/engine.ts';
import { parseEventCode, parseProjectType } from '../registry.ts';
import { listFeed } from './exact.ts';
import { parseDay, parseLeagueId, parseParticipantId, parseSport, parseTz, parts } from './parse.ts';
import { eventsOfLeague, eventsOfParticipant, fixtures, participantInputs } from './select.ts';

function marketOrder(sportId: number): Market[] {
  return sportById(sportId)?.oddsType === '1x2'
    ? [Market.oneXTwo, Market.homeAway, Market.moneyline]
    : [Market.homeAway, Market.oneXTwo, Market.moneyline];
}

/** The event's sport from its id `g_{sport}_{original}`; 0 when the id has another form. */
function sportOfEventId(eventId: string): number {
  const m = /^g_([1-9][0-9]?)_/.exec(eventId);
  return m ? Number(m[1]) : 0;
}

export function mainOdds(engine: FeedEngine, eventId: string, odds: EventOdds): OddsItem | null {
  for (const market of marketOrder(sportOfEventId(eventId))) {
    const lines = odds.lines.filter((l) => l.market === market && l.prices.length > 0);
    if (lines.length === 0) continue;
    const line = lines.sort(
      (a, b) => Number(b.active) - Number(a.active) || a.bookmakerId - b.bookmakerId,
    )[0] as OddsLine;
    return {
      eventId,
      bookmakerId: line.bookmakerId,
      bookmakerName: engine.document('bookmaker', String(line.bookmakerId))?.name ?? '',
      market,
      ...(line.line !== undefined ? { line: line.line } : {}),
      live: odds.live,
      active: line.active,
      prices: line.prices.map((p) =>
        p.previous !== undefined
          ? { selection: p.selection, value: p.value, previous: p.previous }
          : { selection: p.selection, value: p.value },
      ),
    };
  }
  return null;
}

function oddsRows(engine: FeedEngine, events: readonly MatchEvent[]): Row[] {
  const rows: Row[] = [];
  for (const event of events) {
    const odds = engine.document('odds', event.id);
    const item = odds ? mainOdds(engine, event.id, odds) : null;
    if (item) rows.push(oddsCells(item));
  }
  return rows;
}

const oddsKindsInputs = (engine: FeedEngine) =>
  `${engine.kindVersion('odds')}|${engine.kindVersion('bookmaker')}`;

/**
 * Removed odds documents, per engine: the engine forgets a removed document, and uo_ must still tell
 * a client to drop its prices. Installed with the first odds feed, before any signature is given out,
 * so no signature reaches back past it; bounded, the horizon moving up as old removals are dropped.
 */
const JOURNAL_CAPACITY = 5000;
interface Journal {
  horizon: number;
  removed: Map<string, number>;
}
const journals = new WeakMap<FeedEngine, Journal>();

function journalOf(engine: FeedEngine): Journal {
  let journal = journals.get(engine);
  if (journal) return journal;
  const created: Journal = { horizon: engine.kindVersion('odds'), removed: new Map() };
  engine.onDocuments((changes) => {
    for (const change of changes) {
      if (change.kind !== 'odds') continue;
      created.removed.delete(change.key);
      if (!change.removed) continue;
      created.removed.set(change.key, change.version);
      if (created.removed.size > JOURNAL_CAPACITY) {
        const [oldestKey, oldestVersion] = created.removed.entries().next().value as [string, number];
        created.removed.delete(oldestKey);
        created.horizon = Math.max(created.horizon, oldestVersion);
      }
    }
  });
  journals.set(engine, created);
  journal = created;
  return journal;
}

/** The sport's odds signature: the newest odds change of the sport, removals included. */
function sportOddsVersion(engine: FeedEngine, sportId: number, journal: Journal): number {
  const prefix = `g_${sportId}_`;
  let max = journal.horizon;
  for (const key of engine.documentKeys('odds')) {
    if (key.startsWith(prefix)) max = Math.max(max, engine.documentVersion('odds', key));
  }
  for (const [key, version] of journal.removed) if (key.startsWith(prefix)) max = Math.max(max, version);
  return max;
}

function sportRow(sportId: number): Row {
  return [[RowKey.sport, String(sportId)]];
}

export const dayOddsFeed = listFeed<{ sportId: number; day: number; tz: number }>({
  prefix: 'fo',
  parse(rest) {
    const p = parts(rest);
    if (!p || p.length !== 4 || !parseProjectType(p[3])) return null;
    const sportId = parseSport(p[0], false);
    const day = parseDay(p[1]);
    const tz = parseTz(p[2]);
    return sportId !== null && day !== null && tz !== null ? { sportId, day, tz } : null;
  },
  inputs({ engine, nowS }, { sportId, day, tz }) {
    const journal = journalOf(engine);
    return `${dayBounds(nowS, day, tz).start}|${engine.version(sportId)}|${oddsKindsInputs(engine)}|${journal.horizon}|${journal.removed.size}`;
  },
  build({ engine, nowS }, { sportId, day, tz }) {
    const journal = journalOf(engine);
    const { start, end } = dayBounds(nowS, day, tz);
    const events: MatchEvent[] = [];
    for (const id of engine.eventIdsOfSport(sportId)) {
      const event = engine.events.get(id);
      if (!event) continue;
      const inDay = event.startTime >= start && event.startTime < end;
      if (inDay || (day === 0 && event.stageType === StageType.live)) events.push(event);
    }
    const rows = oddsRows(engine, events.sort(compareEvents));
    if (rows.length === 0) return [];
    const signature = formatSignature(engine.epoch, sportOddsVersion(engine, sportId, journal));
    return [sportRow(sportId), ...rows, oddsSignatureCells(signature)];
  },
});

export const matchOddsFeed = listFeed<{ eventId: string }>({
  prefix: 'mo',
  parse(rest) {
    const cut = rest.lastIndexOf('_');
    if (cut < 0 || !parseProjectType(rest.slice(cut + 1))) return null;
    const eventId = parseEventCode(rest.slice(0, cut));
    return eventId ? { eventId } : null;
  },
  inputs: ({ engine }, { eventId }) =>
    `${engine.documentVersion('odds', eventId)}|${engine.kindVersion('bookmaker')}`,
  build({ engine }, { eventId }) {
    const odds = engine.document('odds', eventId);
    const item = odds ? mainOdds(engine, eventId, odds) : null;
    return item ? [sportRow(sportOfEventId(eventId)), oddsCells(item)] : [];
  },
});

export const updateOddsFeed = listFeed<{ sportId: number; since: { epoch: number; seq: number } }>({
  prefix: 'uo',
  parse(rest) {
    const p = parts(rest);
    if (!p || p.length !== 3 || !parseProjectType(p[2])) return null;
    const sportId = parseSport(p[0], false);
    const since = parseSignature(p[1]);
    return sportId !== null && since ? { sportId, since } : null;
  },
  inputs({ engine }) {
    const journal = journalOf(engine);
    return `${oddsKindsInputs(engine)}|${journal.horizon}|${journal.removed.size}`;
  },
  build({ engine }, { sportId, since }) {
    const journal = journalOf(engine);
    const current = sportOddsVersion(engine, sportId, journal);
    const signature = oddsSignatureCells(formatSignature(engine.epoch, current));
    if (since.epoch !== engine.epoch || since.seq > current || since.seq < journal.horizon) {
      return [sportRow(sportId), [[RowKey.repair, RepairKind.reload]], signature];
    }
    const prefix = `g_${sportId}_`;
    const changed: { eventId: string; version: number; row: Row }[] = [];
    // By key first: odds are held packed (engine.ts), so only the changed ones are read.
    for (const eventId of engine.documentKeys('odds')) {
      if (!eventId.startsWith(prefix)) continue;
      const version = engine.documentVersion('odds', eventId);
      if (version <= since.seq) continue;
      const odds = engine.document('odds', eventId);
      if (!odds) continue;
      const item = mainOdds(engine, eventId, odds);
      // Odds without a main market line are gone as far as a list is concerned.
      changed.push({ eventId, version, row: item ? oddsCells(item) : oddsRemovedCells(eventId) });
    }
    for (const [eventId, version] of journal.removed) {
      if (eventId.startsWith(prefix) && version > since.seq) {
        changed.push({ eventId, version, row: oddsRemovedCells(eventId) });
      }
    }
    changed.sort((a, b) => a.version - b.version);
    return [sportRow(sportId), ...changed.map((c) => c.row), signature];
  },
});

export const tournamentOddsFeed = listFeed<{ leagueId: string }>({
  prefix: 'to',
  parse(rest) {
    const p = parts(rest);
    if (!p || p.length !== 3 || !parseProjectType(p[2])) return null;
    const leagueId = parseLeagueId(`${p[0]}_${p[1]}`);
    return leagueId ? { leagueId } : null;
  },
  inputs({ engine }, { leagueId }) {
    const league = engine.leagues.get(leagueId);
    return league ? `${engine.version(league.sportId)}|${oddsKindsInputs(engine)}` : 'none';
  },
  build({ engine }, { leagueId }) {
    const league = engine.leagues.get(leagueId);
    if (!league) return [];
    const rows = oddsRows(engine, fixtures(eventsOfLeague(engine, league)));
    return rows.length > 0 ? [sportRow(league.sportId), ...rows] : [];
  },
});

export const participantOddsFeed = listFeed<{ participantId: string }>({
  prefix: 'po',
  parse(rest) {
    const p = parts(rest);
    if (!p || p.length !== 2 || !parseProjectType(p[1])) return null;
    const participantId = parseParticipantId(p[0]);
    return participantId ? { participantId } : null;
  },
  inputs: ({ engine }, { participantId }) =>
    `${participantInputs(engine, participantId)}|${oddsKindsInputs(engine)}`,
  build({ engine }, { participantId }) {
    const participant = engine.participants.get(participantId);
    if (!participant) return [];
    const rows = oddsRows(engine, fixtures(eventsOfParticipant(engine, participantId)));
    return rows.length > 0 ? [sportRow(participant.sportId), ...rows] : [];
  },
});
