/**
 * What the first column of an event row says: the kick-off time, the live clock, or a status text.
 *
 * Split in two on purpose: `liveClock` depends on the time and is recomputed every tick by the list
 * for live events only; `stageStatus` depends on the event alone, so a memoised row computes it
 * once per event object.
 */
import {
  EventStage,
  formatGameClock,
  gameClock,
  isGameTimeBlinking,
  type MatchEvent,
  sportById,
  StageType,
} from '@nerali/domain';
import type { T } from '../../i18n/index.ts';
import { duelFacts, partNounOf } from '../sport-facts.ts';

export interface LiveClock {
  /** "67", "45+2", "20+", "08:41", "3" (frame/leg number): never with the apostrophe. */
  text: string;
  /** The text is a minute: an apostrophe follows it (and blinks while the clock runs). */
  minute: boolean;
  blink: boolean;
  /** Snooker/darts: the number is a frame or leg, said with a word. */
  unit?: 'frame' | 'leg';
  /** Darts played in sets: the set in play (the leg is then the leg of this set). */
  set?: number;
  /** Reversed-time sports: the clock counts down within a quarter/period: say which. */
  remaining: boolean;
}

/** The running clock of a live event at `nowS`, or null (not live, a break, no clock for the sport). */
export function liveClock(event: MatchEvent, nowS: number): LiveClock | null {
  const clock = gameClock(event, nowS);
  if (!clock) return null;
  const text = formatGameClock(clock);
  const minute = clock.kind === 'minute';
  const result: LiveClock = {
    text: minute ? text.replace(/'$/, '') : text,
    minute,
    blink: isGameTimeBlinking(event, nowS),
    remaining: clock.kind === 'remaining',
    ...(clock.kind === 'frame' ? { unit: 'frame' as const } : {}),
    ...(clock.kind === 'leg' ? { unit: 'leg' as const } : {}),
  };
  return clock.kind === 'leg' ? { ...result, ...dartsSetLeg(event) } : result;
}

const count = (value: string | undefined): number | null => {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isInteger(n) && n >= 0 ? n : null;
};

/**
 * Darts in sets (the World Championship): the main score counts sets and the game score the legs of
 * the set in play. The domain's leg clock (CLK8: home + away + 1) then counts sets, so a row would
 * say "leg 2" in the third leg of the second set; here the set is the sets played + 1 and the leg the
 * legs of this set + 1. A match of legs has no game score and keeps the domain's number.
 */
function dartsSetLeg(event: MatchEvent): Pick<LiveClock, 'text' | 'set'> | null {
  const legs = [count(event.homeGameScore), count(event.awayGameScore)];
  const sets = [count(event.homeScore), count(event.awayScore)];
  if (legs.some((n) => n === null) || sets.some((n) => n === null)) return null;
  const [homeLegs = 0, awayLegs = 0] = legs as number[];
  const [homeSets = 0, awaySets = 0] = sets as number[];
  return { text: String(homeLegs + awayLegs + 1), set: homeSets + awaySets + 1 };
}

const S = EventStage;

/**
 * The parts a match is played in, by sport family: the nouns are a table in the catalogue (`part.*`),
 * said with `status.nth` ("3-வது செட்", "Set 3"). The stage enumeration has one run of "set" stages for
 * every sport that plays in sets or set-like units; what a set is called depends on the sport.
 */
export const PART_NOUNS = [
  'half',
  'period',
  'quarter',
  'set',
  'game',
  'inning',
  'frame',
  'leg',
  'round',
  'map',
  'jump',
  'run',
] as const;
export type PartNoun = (typeof PART_NOUNS)[number];

/**
 * What the "set" stages (17-21) are called in a sport: its card's part noun (CAT18), so badminton
 * and table tennis say games (BWF, ITTF), esports maps, boxing and MMA rounds, tennis sets.
 */
export function setNoun(sportId: number): PartNoun {
  const sport = sportById(sportId);
  const noun = sport ? partNounOf(sport) : null;
  // Only duels play "set" stages. An id outside the catalogue, or a race with a set stage, is a
  // feed error, not a sport's fact: the stage keeps its own name.
  if (noun === null) return 'set';
  return noun;
}

/** "3-வது செட்" / "Set 3": the n-th part in the sport's own word. */
export function nthPart(n: number | string, noun: PartNoun, t: T): string {
  return t('status.nth', { n, part: t(`part.${noun}`) });
}

function ordinal(stage: number, first: number): number {
  return stage - first + 1;
}

const ORDINAL_WORDS = [
  'ordinal.n1',
  'ordinal.n2',
  'ordinal.n3',
  'ordinal.n4',
  'ordinal.n5',
  'ordinal.n6',
  'ordinal.n7',
  'ordinal.n8',
  'ordinal.n9',
  'ordinal.n10',
] as const;

/** "முதல்", "இரண்டாம்" ... "1st", "2nd": the n-th in words, before a noun; the digits past ten. */
export function ordinalWord(n: number, t: T): string {
  const key = ORDINAL_WORDS[n - 1];
  return key ? t(key) : String(n);
}

/** Whether the event's sport scores in innings of runs and wickets (cricket: its stages in words). */
function playsCricketInnings(event: MatchEvent): boolean {
  if (event.cricket) return true;
  const sport = sportById(event.sportId);
  return sport !== undefined && !sport.noDuel && duelFacts(sport).row.score === 'innings';
}

/**
 * A cricket innings stage in words ("முதல் இன்னிங்ஸ்", "இரண்டாம் இன்னிங்ஸ்": how the Tamil pages say
 * it, never "1-வது இன்னிங்ஸ்"); null for any other stage or sport. The board's rows and the match
 * header say it alike.
 */
export function cricketInningsText(event: MatchEvent, stage: number, t: T): string | null {
  if (stage < S.firstInning || stage > S.fourthInning || !playsCricketInnings(event)) return null;
  return t('status.inningsNth', { ordinal: ordinalWord(ordinal(stage, S.firstInning), t) });
}

/**
 * The stage as words: "முடிந்தது", "இடைவேளை", "2-வது செட்". Null for a plain scheduled event (the row
 * shows its kick-off time instead).
 */
export function stageText(event: MatchEvent, t: T): string | null {
  const stage = event.stage;
  if (stage >= S.firstSet && stage <= S.fifthSet) {
    return nthPart(ordinal(stage, S.firstSet), setNoun(event.sportId), t);
  }
  if (stage >= S.firstQuarter && stage <= S.fourthQuarter) {
    return nthPart(ordinal(stage, S.firstQuarter), 'quarter', t);
  }
  if (stage >= S.firstPeriod && stage <= S.thirdPeriod) {
    return nthPart(ordinal(stage, S.firstPeriod), 'period', t);
  }
  if (stage >= S.firstInning && stage <= S.ninthInning) {
    return cricketInningsText(event, stage, t) ?? nthPart(ordinal(stage, S.firstInning), 'inning', t);
  }
  if (stage >= S.golfRound1 && stage <= S.golfRound4) {
    return nthPart(ordinal(stage, S.golfRound1), 'round', t);
  }
  if (stage >= S.afterDay1 && stage <= S.afterDay5)
    return t('status.afterDay', { ordinal: ordinalWord(ordinal(stage, S.afterDay1), t) });
  switch (stage) {
    case S.scheduled:
      return event.stageType === StageType.scheduled ? null : t('status.scheduled');
    case S.live:
      return t('status.live');
    case S.finished:
      return t('status.finished');
    case S.postponed:
      return t('status.postponed');
    case S.canceled:
      return t('status.canceled');
    case S.extraTime:
      return t('status.extraTime');
    case S.penalties:
      return t('status.penalties');
    case S.retired:
      return t('status.retired');
    case S.walkover:
      return t('status.walkover');
    case S.afterExtraTime:
      return t('status.afterExtraTime');
    case S.afterPenalties:
      return t('status.afterPenalties');
    case S.firstHalf:
      return t('status.firstHalf');
    case S.secondHalf:
      return t('status.secondHalf');
    case S.extraInning:
      return t('status.extraInning');
    case S.interrupted:
      return t('status.interrupted');
    case S.abandoned:
      return t('status.abandoned');
    case S.halfTime:
      return t('status.halfTime');
    case S.timeOut:
      return t('status.timeOut');
    case S.pending:
      // Live and pending: the play is over and the result is awaited (a bout goes to the judges'
      // cards). Before the start, pending is a start time still to be announced.
      return event.stageType === StageType.live ? t('status.awaitingResult') : t('status.pending');
    case S.delayed:
      return t('status.delayed');
    case S.suspended:
      return t('status.suspended');
    case S.toFinish:
      return t('status.toFinish');
    case S.paused:
      return t('status.paused');
    case S.awarded:
      return t('status.awarded');
    case S.lunch:
      return t('status.lunch');
    case S.tea:
      return t('status.tea');
    case S.medicalTimeout:
      return t('status.medicalTimeout');
    case S.breakTime:
      return t('status.breakTime');
    default:
      // A stage this build does not know (a newer server): say what the stage type says.
      if (event.stageType === StageType.live) return t('status.live');
      if (event.stageType === StageType.finished) return t('status.finished');
      return null;
  }
}
