/**
 * [SRT1-SRT4] The composite event sort key (spec 2 §4 "Sorting of events", spec 2 §9 constants).
 *
 * The key is a string whose plain `<` order is the list order, so a page sorts once and a feed can carry
 * a precomputed key. Parts, in order:
 *
 *   sport (2) | top league (1) | horse-racing country (15) | time (10) | label + NUL | rank (4) |
 *   start time (10) | home name (10) | away name (10)
 *
 * Widths are fixed so a part can never spill into the next; the one free-length part, the label, ends
 * with U+0000, which sorts below every character a label can hold.
 *
 * The spec names the parts and constants but not what the time part holds (SPEC.md SRT2 records our
 * reading): by time, the start time (or 9999999999 minus it, descending); by stage, live events first
 * by start time, then scheduled ones (5555555555 plus start time), then finished ones latest first
 * (9999999999 minus start time).
 *
 * WARNING: the two bands of the stage mode stay apart while start times are below 2222222222
 * (2040-06-02). Past that, scheduled and finished events can interleave.
 */
import type { MatchEvent } from '../model.ts';
import { stageTypeTab } from './result.ts';

export const SORT_TIME_DESC_OFFSET = 9_999_999_999;
export const SORT_TIME_SCHEDULED_OFFSET = 5_555_555_555;
export const SORT_TIME_WIDTH = 10;
export const SORT_RANK_WIDTH = 4;
export const SORT_HORSE_RACING_WIDTH = 15;
export const SORT_NAME_WIDTH = 10;
const SPORT_WIDTH = 2;
const LABEL_END = '\u0000';

export type EventSortInput = Pick<
  MatchEvent,
  'sportId' | 'stageType' | 'stage' | 'startTime' | 'homeName' | 'awayName'
> & {
  /** The league is a top league (tournament type 't'): top leagues come first. */
  topLeague: boolean;
  /** Horse racing: country of the meeting. Other sports leave it out (blank part). */
  horseRacingCountry?: string;
  /** Label of the league block (its name, or its position text): keeps one league's events together. */
  label: string;
  /** Rank of a no-duel result (1 = winner); absent sorts after every rank. */
  rank?: number | null;
};

/** `time`: by start time (results pages descending); `stage`: live, then scheduled, then finished. */
export type EventSortMode = { by: 'time'; descending?: boolean } | { by: 'stage' };

function digits(value: number, width: number): string {
  const max = 10 ** width - 1;
  const n = Math.min(max, Math.max(0, Math.floor(value)));
  return String(n).padStart(width, '0');
}

/** Cuts a text to `width` characters or pads it with spaces (spec 2 §5: padding cuts longer strings). */
export function padText(text: string, width: number): string {
  return text.slice(0, width).padEnd(width, ' ');
}

/** [SRT2] The time part of the key. */
function timePart(event: EventSortInput, mode: EventSortMode): string {
  const t = Math.max(0, event.startTime);
  if (mode.by === 'time') return digits(mode.descending ? SORT_TIME_DESC_OFFSET - t : t, SORT_TIME_WIDTH);
  switch (stageTypeTab(event)) {
    case 'live':
      return digits(t, SORT_TIME_WIDTH);
    case 'scheduled':
      return digits(SORT_TIME_SCHEDULED_OFFSET + t, SORT_TIME_WIDTH);
    case 'finished':
      return digits(SORT_TIME_DESC_OFFSET - t, SORT_TIME_WIDTH);
  }
}

/**
 * [SRT1] The sort key of an event. Names compare without case ("ab" next to "AB"); the label keeps
 * its case (it is usually a name the feed already orders).
 */
export function eventSortKey(event: EventSortInput, mode: EventSortMode): string {
  const rank = event.rank == null || event.rank < 1 ? 10 ** SORT_RANK_WIDTH - 1 : event.rank;
  return (
    digits(event.sportId, SPORT_WIDTH) +
    (event.topLeague ? '0' : '1') +
    padText(event.horseRacingCountry ?? '', SORT_HORSE_RACING_WIDTH) +
    timePart(event, mode) +
    event.label.replaceAll(LABEL_END, '') +
    LABEL_END +
    digits(rank, SORT_RANK_WIDTH) +
    digits(event.startTime, SORT_TIME_WIDTH) +
    padText(event.homeName.toLowerCase(), SORT_NAME_WIDTH) +
    padText(event.awayName.toLowerCase(), SORT_NAME_WIDTH)
  );
}

/** What `orderEvents` reads of an event beyond the key's own fields. */
export type EventOrderInput = Omit<EventSortInput, 'topLeague' | 'label' | 'horseRacingCountry'> & {
  id: string;
};

/**
 * [SRT8] A list of events in the order of their sort keys (`eventSortKey`), each key computed once; the
 * id breaks the last tie so the order is total. `part` gives the parts the event itself does not hold
 * (top league, block label, horse-racing country); left out, every event is in one block (a list of
 * one league, or a participant's matches in time order whatever their league).
 */
export function orderEvents<T extends EventOrderInput>(
  events: readonly T[],
  mode: EventSortMode,
  part: (event: T) => Pick<EventSortInput, 'topLeague' | 'label' | 'horseRacingCountry'> = () => ({
    topLeague: false,
    label: '',
  }),
): T[] {
  const keyed = events.map((event) => ({ event, key: eventSortKey({ ...event, ...part(event) }, mode) }));
  keyed.sort((a, b) =>
    a.key < b.key ? -1 : a.key > b.key ? 1 : a.event.id < b.event.id ? -1 : a.event.id > b.event.id ? 1 : 0,
  );
  return keyed.map(({ event }) => event);
}
