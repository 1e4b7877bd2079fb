/**
 * Kabaddi raid by raid: what a source sends (every raid of a match and what happened between raids, the
 * `raids` document) and what the site derives from it (team and player figures, `kabaddiFigures()` in
 * figures.ts). The figures are never sent: computed from the raids, they add up by construction.
 *
 * The rules are those of the Pro Kabaddi League (on the Amateur Kabaddi Federation of India's rules):
 * - [KB1] Seven players a side on court; two halves of 20 minutes; a raid lasts at most 30 seconds.
 * - [KB2] A touch point for every defender the raider touches and who is put out; a bonus point when the
 *   raider crosses the bonus line with six or more defenders on court. A raid of three or more points
 *   (touch points and bonus) is a super raid. A bonus point stands even when the raider is then tackled.
 * - [KB3] A tackle point when the defenders stop the raider (who is out); two points, a super tackle, when
 *   the defence had three or fewer players on court before the raid.
 * - [KB4] Revival: for every opponent put out, the first player out of the scoring side comes back, in the
 *   order they went out (a bonus point, a technical point and the all-out points revive nobody).
 * - [KB5] All out: when no player of a side is left on court, the other side gets two extra points and the
 *   whole side comes back.
 * - [KB6] An empty raid scores no point for either side (a raid with a bonus point is not empty). After
 *   two empty raids in a row by a side, its next raid is do-or-die: the raider must score, or is out and
 *   the defence gets a point.
 * - [KB7] Technical points go to the other side for a rule broken (delaying, a time-out too many, a card).
 *   A green card is a warning; a yellow card sends the player off for two minutes; a red card for the match.
 * - [KB8] Each side has two time-outs of 30 seconds a half.
 * - [KB9] A Super 10 is ten raid points or more in a match by a raider; a High 5, five tackle points or
 *   more by a defender.
 * - [KB10] The sides raid in turn through a half, whatever the raid's result; the side that did not raid
 *   first in the first half raids first in the second, and the courts carry over (who is out stays
 *   out). Knock-out extra time (two halves of 3 minutes, shown as one period: half 3) starts seven a side
 *   with the empty raids forgotten; golden raids then decide a match still level.
 *
 * `raidsFault()` (raids-checks.ts) refuses a document that breaks KB1-KB8 or KB10, with a JSON pointer.
 *
 * The path from a source to a page (issue 14): the simulator writes the `raids` document as raids happen
 * (the future never); the feed `df_kb_{type}_{event}` carries the figures and the raid log (newest first);
 * the kabaddi match page's raids tab decodes it and updates on the match's push notice.
 */
import type { SideNo, Text } from '../detail/basics.ts';

/** Players of a side on court at full strength. */
export const KABADDI_COURT = 7;
/** Points to the other side for an all out. */
export const ALL_OUT_POINTS = 2;
/** Touch points and bonus of a super raid (and more). */
export const SUPER_RAID_POINTS = 3;
/** A super tackle: made with this many defenders on court or fewer. */
export const SUPER_TACKLE_DEFENDERS = 3;
/** Empty raids in a row after which a side's next raid is do-or-die. */
export const EMPTY_RAIDS_BEFORE_DO_OR_DIE = 2;
/** Raid points of a Super 10, tackle points of a High 5. */
export const SUPER_10 = 10;
export const HIGH_5 = 5;

/** How a raid ended. */
export const RaidResult = {
  /** The raider scored (touch points or a bonus) and came back safe. */
  successful: 'successful',
  /** Stopped by the defence: tackle points (a bonus point taken before stands). */
  tackled: 'tackled',
  /** No point either way. */
  empty: 'empty',
  /** A do-or-die raid that scored nothing: the raider is out, a point to the defence, no tackle. */
  doOrDieFailed: 'doOrDieFailed',
} as const;
export type RaidResult = (typeof RaidResult)[keyof typeof RaidResult];

/** Fields every entry of the log has. */
interface EntryBase {
  /** Order in the match, from 1. A correction sends the same seq again. */
  seq: number;
  /** 1 and 2; 3 for extra time. */
  half: number;
  /** Match clock as fans read it, minutes and seconds played ("23:14"; the second half from 20:00). */
  clock: string;
  /** Unix seconds. */
  time?: number;
}

export interface KabaddiRaid extends EntryBase {
  kind: 'raid';
  /** The raiding side. */
  side: SideNo;
  raider: string;
  /** Players of each side on court before the raid, [home, away]: the raiders' and the defenders'. */
  onCourtBefore: [number, number];
  result: RaidResult;
  /** Defenders touched and put out: one touch point each. Empty unless successful. */
  touched: string[];
  bonus: boolean;
  /** The defender credited with the tackle (tackled raids). */
  tackledBy?: string;
  /** The defender who helped (an assist; no point of his own). */
  assist?: string;
  /** A tackle with three or fewer defenders on court before the raid: two points. */
  superTackle?: boolean;
  /** The raid had to score (two empty raids of the side before it). */
  doOrDie?: boolean;
  /** The tie-break raid of a knock-out match level after extra time. */
  golden?: boolean;
  /** A side left with nobody on court by this raid; the other side got the all-out points. */
  allOut?: SideNo;
  /** Points each side got from the raid, all-out points included, [home, away]. */
  points: [number, number];
  /** The score after it, [home, away]. */
  score: [number, number];
}

export const KabaddiCard = { green: 'green', yellow: 'yellow', red: 'red' } as const;
export type KabaddiCard = (typeof KabaddiCard)[keyof typeof KabaddiCard];

/** What happens between raids. `side` is the side it concerns (the one calling the time-out, carded). */
export type KabaddiBreak = EntryBase & { side: SideNo } & (
    | { kind: 'timeOut' }
    | {
        kind: 'card';
        card: KabaddiCard;
        player: string;
        /** Technical point(s) to the other side with the card. */
        technical?: number;
      }
    | {
        kind: 'technicalPoint';
        /** Points to the other side (not to `side`, the side that broke the rule). */
        points: number;
        reason?: Text;
      }
    | { kind: 'substitution'; playerOn: string; playerOff: string }
  );

export type KabaddiEntry = KabaddiRaid | KabaddiBreak;

/** The `raids` document of a kabaddi match (key: event id). */
export interface KabaddiRaids {
  eventId: string;
  /** In seq order. */
  entries: KabaddiEntry[];
}

/** What a side made of its raids, tackles and the rest. total = raid + tackle + all-out + extra points. */
export interface KabaddiTeamFigures {
  side: SideNo;
  total: number;
  /** Touch points and bonus points of its raiders. */
  raidPoints: number;
  touchPoints: number;
  bonusPoints: number;
  tacklePoints: number;
  allOutPoints: number;
  /** Technical points and failed do-or-die raids of the other side. */
  extraPoints: number;
  raids: number;
  successfulRaids: number;
  emptyRaids: number;
  /** Tackled or a do-or-die raid that failed. */
  unsuccessfulRaids: number;
  superRaids: number;
  /** Successful tackles. */
  tackles: number;
  superTackles: number;
  doOrDieRaids: number;
  doOrDieSuccessful: number;
  /** All outs it inflicted. */
  allOuts: number;
  timeOuts: number;
}

export interface KabaddiPlayerFigures {
  name: string;
  side: SideNo;
  raids: number;
  raidPoints: number;
  touchPoints: number;
  bonusPoints: number;
  successfulRaids: number;
  emptyRaids: number;
  unsuccessfulRaids: number;
  superRaids: number;
  tacklePoints: number;
  tackles: number;
  superTackles: number;
  /** Raid and tackle points. */
  total: number;
  /** Ten raid points or more [KB9]. */
  super10: boolean;
  /** Five tackle points or more [KB9]. */
  high5: boolean;
  /** Cards shown to the player, in order. */
  cards: KabaddiCard[];
}

export interface KabaddiFigures {
  eventId: string;
  teams: [KabaddiTeamFigures, KabaddiTeamFigures];
  /** Everyone who raided, tackled or was carded: by total points, then name. */
  players: KabaddiPlayerFigures[];
  /** Players on court after the last raid, [home, away] (7 each before the first). */
  onCourt: [number, number];
  /** Empty raids in a row of each side now, [home, away]: at two, its next raid is do-or-die [KB6]. */
  emptyRaidsInRow: [number, number];
}
