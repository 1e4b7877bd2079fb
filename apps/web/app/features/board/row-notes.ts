/**
 * The line some duel rows carry under the two sides, as pure functions of the event: what the score
 * columns cannot say.
 * - Cricket: the batting side's run rate; in a chase the target and the required rate.
 * - Boxing and MMA: how a finished bout ended (the stats result "stop reason", spec 1 §3), written by
 *   providers in the record book's form "TKO 5 (12) 2:31": method, round, scheduled rounds and, for a
 *   stoppage, the time in the round. Said in words, never as the English abbreviation.
 */
import { type MatchEvent, StageType, StatsResultType } from '@nerali/domain';
import type { T } from '../../i18n/index.ts';
import { nthPart } from '../../kit/event/status.ts';

/** "ரன் விகிதம் 7.47 · இலக்கு 179 · தேவையான ரன் விகிதம் 8.95"; null when there is nothing to say. */
export function cricketNote(event: MatchEvent, t: T): string | null {
  const cricket = event.cricket;
  if (!cricket || event.stageType !== StageType.live) return null;
  const parts: string[] = [];
  const rate = cricket.runRate?.trim();
  // 0.00 before the first ball of an innings says nothing.
  if (rate && Number(rate) > 0) parts.push(t('row.runRate', { rate }));
  if (cricket.target !== undefined && cricket.target > 0) {
    parts.push(t('row.target', { runs: cricket.target }));
    const required = cricket.requiredRunRate?.trim();
    if (required) parts.push(t('row.requiredRate', { rate: required }));
  }
  return parts.length > 0 ? parts.join(' · ') : null;
}

export const BOUT_METHODS = ['KO', 'TKO', 'RTD', 'SUB', 'DQ', 'UD', 'SD', 'MD', 'D'] as const;
export type BoutMethod = (typeof BOUT_METHODS)[number];
const DECISIONS: ReadonlySet<BoutMethod> = new Set(['UD', 'SD', 'MD', 'D']);

export interface BoutEnding {
  method: BoutMethod;
  /** The round it ended in (the last one for a decision). */
  round: number;
  /** Rounds the bout was scheduled for. */
  scheduled: number;
  /** Time into the round of a stoppage ("2:31"). */
  time?: string;
}

const RECORD = /^(KO|TKO|RTD|SUB|DQ|UD|SD|MD|D)\s+(\d{1,2})\s*\((\d{1,2})\)(?:\s+(\d{1,2}:[0-5]\d))?$/i;

/** "TKO 5 (12) 2:31" as its parts; null for any other text. */
export function parseBoutEnding(text: string): BoutEnding | null {
  const m = RECORD.exec(text.trim());
  if (!m) return null;
  const round = Number(m[2]);
  const scheduled = Number(m[3]);
  if (round < 1 || scheduled < 1 || round > scheduled) return null;
  const ending: BoutEnding = { method: (m[1] as string).toUpperCase() as BoutMethod, round, scheduled };
  if (m[4]) ending.time = m[4];
  return ending;
}

/**
 * "தொழில்நுட்ப நாக்அவுட், 5-வது சுற்று 2:31" or "நடுவர்களின் ஒருமனதான தீர்ப்பு, 12 சுற்றுகள் முடிவில்".
 * A text that is not in the record-book form is the provider's own words and is shown as sent.
 */
export function boutNote(event: MatchEvent, t: T): string | null {
  const raw = event.results?.[StatsResultType.stopReason]?.trim();
  if (!raw) return null;
  const ending = parseBoutEnding(raw);
  if (!ending) return raw;
  const method = t(`bout.${ending.method}`);
  if (DECISIONS.has(ending.method)) {
    return `${method}, ${t('bout.afterRounds', { count: ending.scheduled })}`;
  }
  const round = nthPart(ending.round, 'round', t);
  return `${method}, ${ending.time ? `${round} ${ending.time}` : round}`;
}
