/**
 * The day's odds of a sport as the odds tab holds them: one row per event (the main market of the
 * main bookmaker, decimal prices), each price with the way it last moved. Pure: the hook
 * (use-day-odds.ts) fetches, this file reads bodies and merges.
 *
 * - `fo_` (the day's odds) replaces everything; an arrow comes from the feed's previous price `Q_…`.
 * - `uo_` (what moved since a signature) changes only the events it names. S1 §4: "Previous-odds keys
 *   are ignored on updates": the arrow compares the new price with the price the page held (ODD7).
 *   A removal row drops an event's odds; the reload marker `A3÷2` means "fetch fo_ again".
 */
import {
  cellValue,
  decodeFeed,
  decodeOddsRow,
  isEmptyFeed,
  type Market,
  OddsListKey,
  oddsMove,
  type OddsMove,
  RepairKind,
  RowKey,
} from '@nerali/domain';

export interface PriceView {
  /** Decimal price. */
  value: number;
  move: OddsMove;
}

export interface EventOddsView {
  eventId: string;
  bookmakerId: number;
  bookmakerName: string;
  market: Market;
  /** In-play prices (the event has started). */
  live: boolean;
  /** A suspended or closed line shows its last prices greyed. */
  active: boolean;
  /** By selection: '1', 'X', '2'. */
  prices: ReadonlyMap<string, PriceView>;
}

export interface DayOdds {
  events: ReadonlyMap<string, EventOddsView>;
  /** The `OS` signature of the last body: where the next update starts. */
  signature: string | null;
}

export const NO_ODDS: DayOdds = { events: new Map(), signature: null };

const ODDS_ROW = OddsListKey.eventId;
const SIGNATURE_ROW = OddsListKey.signature;

/** The day's odds from a `fo_` body (`0`, the empty feed, is a day without odds). */
export function readDayOdds(body: string): DayOdds {
  if (isEmptyFeed(body)) return NO_ODDS;
  const events = new Map<string, EventOddsView>();
  let signature: string | null = null;
  for (const row of decodeFeed(body)) {
    const key = row[0]?.[0];
    if (key === SIGNATURE_ROW) signature = cellValue(row, SIGNATURE_ROW) ?? null;
    if (key !== ODDS_ROW) continue;
    const item = decodeOddsRow(row);
    if (!item) continue;
    const prices = new Map<string, PriceView>();
    for (const price of item.prices) {
      prices.set(price.selection, { value: price.value, move: oddsMove(price.previous, price.value) });
    }
    const { eventId, bookmakerId, bookmakerName, market, live, active } = item;
    events.set(eventId, { eventId, bookmakerId, bookmakerName, market, live, active, prices });
  }
  return { events, signature };
}

/**
 * A `uo_` body applied to what the page holds; 'reload' when the server says the signature is too old
 * (or from another run): the caller fetches `fo_` again.
 */
export function applyOddsUpdate(current: DayOdds, body: string): DayOdds | 'reload' {
  if (isEmptyFeed(body)) return current;
  const rows = decodeFeed(body);
  let events: Map<string, EventOddsView> | null = null;
  let signature = current.signature;
  const edit = () => (events ??= new Map(current.events));
  for (const row of rows) {
    const key = row[0]?.[0];
    if (key === RowKey.repair && cellValue(row, RowKey.repair) === RepairKind.reload) return 'reload';
    if (key === SIGNATURE_ROW) signature = cellValue(row, SIGNATURE_ROW) ?? signature;
    if (key !== ODDS_ROW) continue;
    const eventId = cellValue(row, ODDS_ROW);
    if (eventId === undefined) continue;
    if (cellValue(row, OddsListKey.removed) === '1') {
      if (current.events.has(eventId)) edit().delete(eventId);
      continue;
    }
    const item = decodeOddsRow(row);
    if (!item) continue;
    const before = (events ?? current.events).get(eventId);
    const prices = new Map<string, PriceView>();
    for (const price of item.prices) {
      const held = before?.prices.get(price.selection);
      // Same price again: keep the arrow it had (a bookmaker re-sending a line is no move).
      const move = held && held.value === price.value ? held.move : oddsMove(held?.value, price.value);
      prices.set(price.selection, { value: price.value, move });
    }
    const { bookmakerId, bookmakerName, market, live, active } = item;
    edit().set(eventId, { eventId, bookmakerId, bookmakerName, market, live, active, prices });
  }
  if (events === null && signature === current.signature) return current;
  return { events: events ?? current.events, signature };
}
