/**
 * What the rules of kabaddi forbid in a raids document, found before it is stored: a source that sends
 * it gets the first fault with a JSON pointer into what it sent (the ingest body has the document's
 * shape: `/entries/31/points/0`), instead of figures and a raid log that quietly do not add up.
 *
 * The rules checked are model.ts's [KB1]-[KB8] and [KB10] (PKL on the AKFI rules), replayed entry by
 * entry with each side's court kept by name (who is out, in the order they went out):
 * - [KB1] each side has one to seven players on court before a raid (`onCourtBefore` is what the raids
 *   so far leave); the clock runs 00:00-20:00 in the first half, 20:00-40:00 in the second, from 40:00
 *   for the 6 minutes of extra time (golden raids after it), and never goes back;
 * - [KB2, KB3, KB6] the result and the points agree: touch points only in a successful raid, a bonus
 *   only with six or more defenders on court, a tackle names its tackler and is a super tackle exactly
 *   with three defenders or fewer, an empty raid scores nothing;
 * - [KB4] the raider, the defenders touched and the tackler are on court: players come back in the
 *   order they went out, one for each opponent put out;
 * - [KB5] a side left with nobody on court is all out (and only then): two points to the other side,
 *   the whole side back;
 * - [KB6] after two empty raids in a row a side's next raid is do-or-die (flagged, never empty), and
 *   only then can a raid end `doOrDieFailed`;
 * - [KB7] the score after each raid is the sum of every raid's points and the technical points;
 * - [KB8] two time-outs a side a half;
 * - [KB10] the sides raid in turn through a half; the second half starts with the side that did not
 *   raid first in the first; extra time starts seven a side with the empty raids forgotten.
 *
 * A card the document cannot follow to its end: a yellow card (two minutes off, from the clock the
 * document does not say) or a red card (a side a player short) leaves that side's court counts as the
 * source sends them (one to seven) until its next all out (a red card: for the match), rather than
 * refusing a true document.
 */
import { kabaddi } from '../sports/kabaddi.ts';
import {
  ALL_OUT_POINTS,
  EMPTY_RAIDS_BEFORE_DO_OR_DIE,
  KABADDI_COURT,
  type KabaddiEntry,
  type KabaddiRaid,
  type KabaddiRaids,
  RaidResult,
  SUPER_TACKLE_DEFENDERS,
} from './model.ts';

/** A fault: where (a JSON pointer into the document) and why. */
export interface RaidsFault {
  path: string;
  message: string;
}

const HALF_S = kabaddi.periods.minutes * 60;
const EXTRA_TIME_S = kabaddi.periods.overtimeMinutes * 60;
/** Bonus line: crossed for a point with this many defenders on court or more [KB2]. */
const BONUS_DEFENDERS = 6;
const TIME_OUTS_A_HALF = 2;
const CLOCK = /^(\d{2,3}):([0-5]\d)$/;

/** One side's court as the entries so far leave it. */
interface Court {
  /** Who is out, in the order they went out (empty while `loose`). */
  out: string[];
  /** Players on court now. */
  onCourt: number;
  emptyInRow: number;
  /** A card the document cannot follow: counts as sent until the next all out (never, after a red). */
  loose: 'no' | 'yellow' | 'red';
}

const sideName = (side: number) => (side === 0 ? 'home' : 'away');

/** The seconds of a "mm:ss" match clock, or null. */
function clockSeconds(clock: string): number | null {
  const m = CLOCK.exec(clock);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

/** The first fault of a raids document under the rules, or null when it has none. */
export function raidsFault(doc: KabaddiRaids): RaidsFault | null {
  const courts: [Court, Court] = [freshCourt(), freshCourt()];
  const score: [number, number] = [0, 0];
  const timeOuts = new Map<string, number>();
  /** The side that raided last in each half, and first. */
  const lastRaider = new Map<number, number>();
  const firstRaider = new Map<number, number>();
  let previous: KabaddiEntry | undefined;
  let previousClock = 0;
  for (const [index, entry] of doc.entries.entries()) {
    const at = `/entries/${index}`;
    const timing = timingFault(entry, previous, previousClock, at);
    if (typeof timing !== 'number') return timing;
    previousClock = timing;
    if (entry.half === 3 && previous !== undefined && previous.half !== 3) {
      // [KB10] Extra time: seven a side, the empty raids forgotten (a red card still counts).
      for (const court of courts) {
        court.out = [];
        court.onCourt = KABADDI_COURT;
        court.emptyInRow = 0;
      }
    }
    previous = entry;
    const own = entry.side - 1;
    const rival = 1 - own;
    switch (entry.kind) {
      case 'timeOut': {
        const key = `${entry.half}:${entry.side}`;
        const count = (timeOuts.get(key) ?? 0) + 1;
        timeOuts.set(key, count);
        if (count > TIME_OUTS_A_HALF) {
          return {
            path: `${at}/kind`,
            message: `a third time-out of ${sideName(own)} in half ${entry.half}: two a side a half [KB8]`,
          };
        }
        break;
      }
      case 'technicalPoint':
        score[rival] = (score[rival] ?? 0) + entry.points;
        break;
      case 'card': {
        score[rival] = (score[rival] ?? 0) + (entry.technical ?? 0);
        const court = courts[own] as Court;
        if (entry.card === 'red') court.loose = 'red';
        else if (entry.card === 'yellow' && court.loose === 'no') court.loose = 'yellow';
        if (court.loose !== 'no') court.out = [];
        break;
      }
      case 'substitution':
        if (entry.playerOn === entry.playerOff) {
          return { path: `${at}/playerOn`, message: `${entry.playerOn} cannot replace himself` };
        }
        break;
      case 'raid': {
        const fault = raidFault(entry, at, courts, lastRaider, firstRaider);
        if (fault) return fault;
        score[0] += entry.points[0];
        score[1] += entry.points[1];
        for (const k of [0, 1] as const) {
          if (entry.score[k] !== score[k]) {
            return {
              path: `${at}/score/${k}`,
              message: `the score after it is ${score[0]}-${score[1]}: the sum of the points so far, not ${entry.score[0]}-${entry.score[1]}`,
            };
          }
        }
        break;
      }
    }
  }
  return null;
}

function freshCourt(): Court {
  return { out: [], onCourt: KABADDI_COURT, emptyInRow: 0, loose: 'no' };
}

/** seq, half and clock of an entry after the one before; the clock's seconds, or the fault. */
function timingFault(
  entry: KabaddiEntry,
  previous: KabaddiEntry | undefined,
  previousClock: number,
  at: string,
): RaidsFault | number {
  if (previous && entry.seq <= previous.seq) {
    return {
      path: `${at}/seq`,
      message: `seq ${entry.seq} follows seq ${previous.seq}: entries go in seq order`,
    };
  }
  if (previous && entry.half < previous.half) {
    return { path: `${at}/half`, message: `half ${entry.half} after half ${previous.half}` };
  }
  const seconds = clockSeconds(entry.clock);
  if (seconds === null) return { path: `${at}/clock`, message: `"${entry.clock}" is not a mm:ss clock` };
  const from = (entry.half - 1) * HALF_S;
  const golden = entry.kind === 'raid' && entry.golden === true;
  const until = entry.half === 3 ? (golden ? Infinity : 2 * HALF_S + EXTRA_TIME_S) : entry.half * HALF_S;
  if (seconds < from || seconds > until) {
    const range = until === Infinity ? `from ${clockText(from)}` : `${clockText(from)}-${clockText(until)}`;
    return { path: `${at}/clock`, message: `${entry.clock} is not in half ${entry.half} (${range}) [KB1]` };
  }
  if (previous && seconds < previousClock) {
    return { path: `${at}/clock`, message: `${entry.clock} after ${previous.clock}: the clock goes forward` };
  }
  if (previous?.time !== undefined && entry.time !== undefined && entry.time < previous.time) {
    return { path: `${at}/time`, message: `time ${entry.time} before the previous entry's ${previous.time}` };
  }
  return seconds;
}

const clockText = (s: number) =>
  `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;

/** One raid against the courts, which it then moves on (outs, revivals, all out). */
function raidFault(
  raid: KabaddiRaid,
  at: string,
  courts: [Court, Court],
  lastRaider: Map<number, number>,
  firstRaider: Map<number, number>,
): RaidsFault | null {
  const own = (raid.side - 1) as 0 | 1;
  const rival = (1 - own) as 0 | 1;
  const attack = courts[own] as Court;
  const guard = courts[rival] as Court;
  const golden = raid.golden === true;

  // [KB10] Turns.
  if (golden && raid.half !== 3) {
    return { path: `${at}/golden`, message: 'a golden raid comes only after extra time' };
  }
  if (!golden) {
    if (lastRaider.get(raid.half) === own) {
      return {
        path: `${at}/side`,
        message: `${sideName(own)} raided last: the sides raid in turn [KB10]`,
      };
    }
    if (raid.half === 2 && !firstRaider.has(2) && firstRaider.get(1) === own) {
      return {
        path: `${at}/side`,
        message: `${sideName(own)} raided first in the first half: the other side starts the second [KB10]`,
      };
    }
    lastRaider.set(raid.half, own);
    if (!firstRaider.has(raid.half)) firstRaider.set(raid.half, own);
  }

  // [KB1, KB4] Who is on court.
  for (const k of [0, 1] as const) {
    const sent = raid.onCourtBefore[k];
    const court = courts[k] as Court;
    if (sent < 1 || sent > KABADDI_COURT) {
      return {
        path: `${at}/onCourtBefore/${k}`,
        message: `${sent} on court: a side has one to seven players on court before a raid [KB1, KB5]`,
      };
    }
    if (court.loose === 'no' && sent !== court.onCourt) {
      return {
        path: `${at}/onCourtBefore/${k}`,
        message: `${sideName(k)} has ${court.onCourt} on court after the raids so far, not ${sent} [KB4, KB5]`,
      };
    }
    court.onCourt = sent;
  }
  const outFault = (court: Court, name: string, path: string): RaidsFault | null =>
    court.out.includes(name)
      ? {
          path,
          message: `${name} is out (players come back in the order they went out: ${court.out.join(', ')}) [KB4]`,
        }
      : null;
  const raiderOut = outFault(attack, raid.raider, `${at}/raider`);
  if (raiderOut) return raiderOut;
  const defenders = raid.onCourtBefore[rival];

  // [KB2, KB3, KB6] The result and what it carries.
  const result = raid.result;
  if (raid.touched.length > 0 && result !== RaidResult.successful) {
    return {
      path: `${at}/touched`,
      message: `touch points only in a successful raid, not a ${result} one [KB2]`,
    };
  }
  if (raid.touched.length > defenders) {
    return {
      path: `${at}/touched`,
      message: `${raid.touched.length} defenders touched of ${defenders} on court`,
    };
  }
  for (const [j, name] of raid.touched.entries()) {
    if (raid.touched.indexOf(name) !== j) {
      return { path: `${at}/touched/${j}`, message: `${name} is touched twice` };
    }
    const out = outFault(guard, name, `${at}/touched/${j}`);
    if (out) return out;
  }
  if (raid.bonus) {
    if (result !== RaidResult.successful && result !== RaidResult.tackled) {
      return { path: `${at}/bonus`, message: `a bonus point makes a raid successful, not ${result} [KB6]` };
    }
    if (defenders < BONUS_DEFENDERS) {
      return {
        path: `${at}/bonus`,
        message: `a bonus needs six defenders or more on court, not ${defenders} [KB2]`,
      };
    }
  }
  if (result === RaidResult.successful && raid.touched.length === 0 && !raid.bonus) {
    return { path: `${at}/result`, message: 'a successful raid scores: a touch point or a bonus [KB6]' };
  }
  if (result === RaidResult.tackled) {
    if (raid.tackledBy === undefined) {
      return { path: `${at}/tackledBy`, message: 'a tackled raid names its tackler [KB3]' };
    }
    const out = outFault(guard, raid.tackledBy, `${at}/tackledBy`);
    if (out) return out;
  } else {
    if (raid.tackledBy !== undefined) {
      return { path: `${at}/tackledBy`, message: `a ${result} raid has no tackler [KB3]` };
    }
    if (raid.assist !== undefined) {
      return { path: `${at}/assist`, message: `a ${result} raid has no tackle to assist [KB3]` };
    }
  }
  const superTackle = result === RaidResult.tackled && defenders <= SUPER_TACKLE_DEFENDERS;
  if ((raid.superTackle === true) !== superTackle) {
    return {
      path: `${at}/superTackle`,
      message: superTackle
        ? `a tackle with ${defenders} defenders on court is a super tackle [KB3]`
        : `a super tackle is a tackle with three defenders or fewer on court, not ${defenders} [KB3]`,
    };
  }
  const doOrDie = !golden && attack.emptyInRow >= EMPTY_RAIDS_BEFORE_DO_OR_DIE;
  if ((raid.doOrDie === true) !== doOrDie) {
    return {
      path: `${at}/doOrDie`,
      message: doOrDie
        ? `${sideName(own)} made two empty raids in a row: this one is do-or-die [KB6]`
        : `a raid is do-or-die after two empty raids in a row of its side, not ${attack.emptyInRow} [KB6]`,
    };
  }
  if (doOrDie && result === RaidResult.empty) {
    return { path: `${at}/result`, message: 'a do-or-die raid is never empty: doOrDieFailed [KB6]' };
  }
  if (!doOrDie && result === RaidResult.doOrDieFailed) {
    return { path: `${at}/result`, message: 'only a do-or-die raid can fail as one [KB6]' };
  }

  // The courts after it: outs, revivals [KB4], all out [KB5].
  const revive = (court: Court, n: number) => {
    const back =
      court.loose === 'no' ? Math.min(n, court.out.length) : Math.min(n, KABADDI_COURT - court.onCourt);
    court.out.splice(0, back);
    court.onCourt += back;
  };
  const putOut = (court: Court, name: string) => {
    if (court.loose === 'no') court.out.push(name);
    court.onCourt -= 1;
  };
  if (result === RaidResult.successful) {
    for (const name of raid.touched) putOut(guard, name);
    revive(attack, raid.touched.length);
  } else if (result === RaidResult.tackled || result === RaidResult.doOrDieFailed) {
    putOut(attack, raid.raider);
    revive(guard, 1);
  }
  const emptied = [0, 1].find((k) => courts[k]?.onCourt === 0);
  const allOut = raid.allOut === undefined ? undefined : raid.allOut - 1;
  if (allOut !== emptied) {
    return {
      path: `${at}/allOut`,
      message:
        emptied === undefined
          ? `${sideName(allOut ?? 0)} still has ${courts[allOut ?? 0]?.onCourt} on court: not all out [KB5]`
          : `${sideName(emptied)} has nobody left on court: all out [KB5]`,
    };
  }
  if (emptied !== undefined) {
    const court = courts[emptied] as Court;
    court.out = [];
    court.onCourt = KABADDI_COURT;
    if (court.loose === 'yellow') court.loose = 'no';
  }

  // [KB2, KB3, KB5, KB6] Points.
  const expected: [number, number] = [0, 0];
  expected[own] += raid.touched.length + (raid.bonus ? 1 : 0);
  if (result === RaidResult.tackled) expected[rival] += superTackle ? 2 : 1;
  if (result === RaidResult.doOrDieFailed) expected[rival] += 1;
  if (emptied !== undefined) expected[emptied === 0 ? 1 : 0] += ALL_OUT_POINTS;
  for (const k of [0, 1] as const) {
    if (raid.points[k] !== expected[k]) {
      return {
        path: `${at}/points/${k}`,
        message: `a ${result} raid of ${raid.touched.length} touch${raid.bonus ? ' and a bonus' : ''}${emptied === undefined ? '' : ', an all out'} gives ${expected[0]}-${expected[1]}, not ${raid.points[0]}-${raid.points[1]}`,
      };
    }
  }
  attack.emptyInRow = result === RaidResult.empty ? attack.emptyInRow + 1 : 0;
  return null;
}
