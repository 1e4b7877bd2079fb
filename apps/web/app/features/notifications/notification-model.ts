/**
 * A floating notification of a followed game (spec 1 §3 "Notification": id, text, label, score, game
 * id, url parts, timestamp, hidden flag). The words are put together when drawn (messages in
 * features/settings/messages.ts, group `notify`); here are the facts. Pure.
 */
import { sportById, type MatchEvent } from '@nerali/domain';
import { type GameEvent, type ScoreUnit } from '../../kit/event/game-events.ts';
import { crestSrc, hasCrests } from '../../kit/ui/Crest.tsx';

export type NotificationKind = ScoreUnit | 'wicket' | 'redCard' | 'finished' | 'started' | 'correction';

export interface GameNotification {
  /** `{gameId}:{kind}:{timestamp}`: one box per event, however many times it is delivered. */
  id: string;
  gameId: string;
  sportId: number;
  kind: NotificationKind;
  homeName: string;
  awayName: string;
  /** "1-0", cricket "186/4-245"; empty before a score exists (a kick-off). */
  score: string;
  /** Spec 1 §3 "logos": the two teams' crests, or null where the sport has none (tennis, boxing). */
  logos: { home: string; away: string } | null;
  /** Server time of the change, unix seconds (spec: "timestamp"). */
  timestampS: number;
  /** Local time it reached the screen, unix ms: it expires 180 s after (spec 1 §9). */
  arrivedMs: number;
}

/** Most important first: a change that brings a goal and the final whistle shows "finished". */
const ORDER: readonly NotificationKind[] = [
  'finished',
  'goal',
  'run',
  'set',
  'frame',
  'point',
  'wicket',
  'redCard',
  'correction',
  'started',
];

function kindOf(event: GameEvent): NotificationKind | null {
  switch (event.kind) {
    case 'score':
      return event.unit;
    case 'tennisGame':
      // A game in a set is too small for a box (its sound is enough).
      return null;
    default:
      return event.kind;
  }
}

function cricketSide(event: MatchEvent, side: 'home' | 'away'): string {
  const innings = event.cricket?.[side] ?? [];
  const last = innings[innings.length - 1];
  if (!last) return '0';
  return last.wickets >= 10 ? String(last.runs) : `${last.runs}/${last.wickets}`;
}

export function scoreText(event: MatchEvent): string {
  // Only cricket's rows carry innings (`cricket`): their score is runs/wickets, not one number.
  if (event.cricket) {
    return `${cricketSide(event, 'home')}-${cricketSide(event, 'away')}`;
  }
  if (event.homeScore === undefined && event.awayScore === undefined) return '';
  return `${event.homeScore || '0'}-${event.awayScore || '0'}`;
}

function logosOf(event: MatchEvent): GameNotification['logos'] {
  const sport = sportById(event.sportId);
  if (!sport || !hasCrests(sport)) return null;
  const home = crestSrc(event.homeId);
  const away = crestSrc(event.awayId);
  return home && away ? { home, away } : null;
}

/** The box for this change of a game, or null when nothing in it is worth one. */
export function notificationOf(
  after: MatchEvent,
  events: readonly GameEvent[],
  timestampS: number,
  arrivedMs: number,
): GameNotification | null {
  const kinds = new Set(events.map(kindOf));
  const kind = ORDER.find((k) => kinds.has(k));
  if (!kind) return null;
  return {
    id: `${after.id}:${kind}:${timestampS}`,
    gameId: after.id,
    sportId: after.sportId,
    kind,
    homeName: after.homeName,
    awayName: after.awayName,
    score: kind === 'started' ? '' : scoreText(after),
    logos: logosOf(after),
    timestampS,
    arrivedMs,
  };
}

/**
 * Spec 1 §5: a notification is dropped when the subscription timestamp (ms) is later than its
 * timestamp (s) x1000: it tells of something the state we subscribed with already holds.
 */
export function isStale(subscribedAtMs: number, timestampS: number): boolean {
  return subscribedAtMs > timestampS * 1000;
}
