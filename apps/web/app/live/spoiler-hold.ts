/**
 * What a fan with a spoiler delay of N seconds sees on a fresh load (docs/decisions.md "Settings,
 * sounds, notifications, spoiler delay").
 *
 * The page's first state comes from the server and is already "now", while the fan's stream is N
 * seconds behind. We cannot show the state of N seconds ago (the server keeps no history of the
 * board), so the outcome of every match that could still change for this fan is held back: live
 * matches, and matches whose score changed within the last N seconds (one that just ended, a late
 * goal). Their rows show names, status and clock but no score, and a notice says why. N seconds after
 * the page started, the held state is revealed, then every later change follows N seconds after it
 * arrived, so from then on the page is exactly N seconds behind.
 *
 * Pure: the server renders the held state (the delay is a cookie) and the browser hydrates the same.
 */
import {
  type DecodedEvent,
  type EventPatch,
  type FeedDocument,
  MATCH_STANDING_FIELDS,
  StageType,
} from '@nerali/domain';

/** Fields that tell how a match is going: scores, parts, cards, winner, a race's places and times. */
const OUTCOME_FIELDS = [
  ...MATCH_STANDING_FIELDS,
  'scoreChangedAt',
  'rank',
  'tiedRank',
  'participantStatus',
  'results',
  'holesPlayed',
  'parToday',
  'lapTime',
  'gap',
  'laps',
  'pitstops',
] as const satisfies readonly (keyof EventPatch)[];

export interface HeldDocument {
  doc: FeedDocument;
  /** Ids of the events whose outcome is held back. */
  held: ReadonlySet<string>;
}

/** Could this match's outcome be ahead of a stream running `delayS` behind the feed's time? */
export function isSpoilerSensitive(patch: EventPatch, feedTimeS: number | null, delayS: number): boolean {
  if (patch.stageType === StageType.live) return true;
  const changedAt = patch.scoreChangedAt;
  return typeof changedAt === 'number' && feedTimeS !== null && changedAt >= feedTimeS - delayS;
}

/** The full feed with the outcome of sensitive matches taken out; the same document when N is 0. */
export function holdBackDocument(doc: FeedDocument, delayS: number): HeldDocument {
  if (delayS <= 0) return { doc, held: new Set() };
  const held = new Set<string>();
  const events: DecodedEvent[] = doc.events.map((event) => {
    if (!isSpoilerSensitive(event.patch, doc.serverTime, delayS)) return event;
    held.add(event.patch.id);
    return { ...event, patch: holdBackPatch(event.patch) };
  });
  return { doc: held.size === 0 ? doc : { ...doc, events }, held };
}

/** One match's row with its outcome taken out (names, status and clock stay): the board's and the match page's. */
export function holdBackPatch(patch: EventPatch): EventPatch {
  const held: Record<string, unknown> = { ...patch };
  for (const field of OUTCOME_FIELDS) delete held[field];
  return held as EventPatch;
}
