/**
 * Whole feeds as documents: what the server writes and what the client (SSR loader and browser) reads.
 * Layout of a full feed (rule FD1):
 *
 *     A4÷{day};{tz}¬~  SA÷{sport}¬~  ZA÷{league}¬ZEE÷..¬~  AA÷{event}¬..¬~ ...  A1÷{sign}¬~  A2÷{utime}¬~
 *
 * An update or repair feed has the same rows without league rows (events are known by id), and may
 * hold a repair marker row instead of events.
 */
import type { Country, League, MatchEvent } from '../model.ts';
import { decodeFeed, encodeFeed, type Cell, type Row } from './feed-codec.ts';
import {
  decodeEventRow,
  decodeLeagueRow,
  eventCells,
  leagueCells,
  RowKey,
  type EventPatch,
  type FeedLeague,
} from './fields.ts';

export interface FullFeedSection {
  league: League;
  country: Country;
  events: readonly MatchEvent[];
}

export interface FullFeedInput {
  sportId: number;
  lang: 'ta' | 'en';
  day: number;
  tzMinutes: number;
  sections: readonly FullFeedSection[];
  signature: string;
  serverTime: number;
}

/** [FD1] Writes a full feed; no sections at all is the empty feed `0`. */
export function encodeFullFeed(input: FullFeedInput): string {
  if (input.sections.length === 0) return encodeFeed([]);
  const rows: Row[] = [
    [[RowKey.feedDay, `${input.day};${input.tzMinutes}`]],
    [[RowKey.sport, String(input.sportId)]],
  ];
  for (const section of input.sections) {
    rows.push(leagueCells(section.league, section.country, input.lang));
    for (const event of section.events) rows.push(eventCells(event));
  }
  rows.push([[RowKey.signature, input.signature]], [[RowKey.serverTime, String(input.serverTime)]]);
  return encodeFeed(rows);
}

/** [FD2] Writes an update feed: changed cells of each event, then signature and time. */
export function encodeUpdateFeed(input: {
  sportId: number;
  deltas: readonly (readonly Cell[])[];
  signature: string;
  serverTime: number;
  repair?: '1' | '2';
  /** Ids of events that left (a catch-up across nodes only; see RowKey.removed). */
  removed?: readonly string[];
}): string {
  const rows: Row[] = [[[RowKey.sport, String(input.sportId)]]];
  if (input.repair) rows.push([[RowKey.repair, input.repair]]);
  for (const delta of input.deltas) rows.push(delta);
  if (input.removed) for (const id of input.removed) rows.push([[RowKey.removed, id]]);
  rows.push([[RowKey.signature, input.signature]], [[RowKey.serverTime, String(input.serverTime)]]);
  return encodeFeed(rows);
}

export interface DecodedEvent {
  sportId: number;
  /** League of the row in a full feed; null in update and repair feeds. */
  leagueId: string | null;
  patch: EventPatch;
}

export interface FeedDocument {
  sportIds: number[];
  leagues: FeedLeague[];
  events: DecodedEvent[];
  signature: string | null;
  serverTime: number | null;
  repair: '1' | '2' | null;
  day: number | null;
  tzMinutes: number | null;
  /** Ids of events that left the feed (RowKey.removed); empty in full feeds. */
  removed: string[];
}

/** [FD3] Reads any events feed (full, update, repair). Throws FeedCodecError on a mangled body. */
export function decodeFeedDocument(body: string): FeedDocument {
  const doc: FeedDocument = {
    sportIds: [],
    leagues: [],
    events: [],
    signature: null,
    serverTime: null,
    repair: null,
    day: null,
    tzMinutes: null,
    removed: [],
  };
  let sportId = 0;
  let leagueId: string | null = null;
  for (const row of decodeFeed(body)) {
    const first = row[0];
    if (!first) continue;
    const [key, value] = first;
    switch (key) {
      case RowKey.sport:
        sportId = Number(value) || 0;
        doc.sportIds.push(sportId);
        leagueId = null;
        break;
      case RowKey.league: {
        const league = decodeLeagueRow(row, sportId);
        if (league) {
          doc.leagues.push(league);
          leagueId = league.id;
        }
        break;
      }
      case RowKey.event: {
        const patch = decodeEventRow(row);
        if (patch) doc.events.push({ sportId, leagueId, patch });
        break;
      }
      case RowKey.signature:
        doc.signature = value;
        break;
      case RowKey.serverTime:
        doc.serverTime = Number(value) || null;
        break;
      case RowKey.repair:
        doc.repair = value === '2' ? '2' : '1';
        break;
      case RowKey.removed:
        if (value) doc.removed.push(value);
        break;
      case RowKey.feedDay: {
        const [day, tz] = value.split(';');
        doc.day = Number(day);
        doc.tzMinutes = Number(tz);
        break;
      }
      default:
        // Unknown rows come from newer servers: skipped, never an error.
        break;
    }
  }
  return doc;
}
