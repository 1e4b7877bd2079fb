/**
 * Cricket ball by ball: what a source sends (every delivery of a match, the `balls` document) and what
 * the site derives from it (the scorecard of every innings, the live view). The scorecard is never sent:
 * it is computed from the deliveries by `scorecard()` (scorecard.ts), so its figures add up by
 * construction (a batter's runs, the extras, the bowlers' runs and wickets, the fall of wickets).
 *
 * The Laws of Cricket (MCC, 2017 code, 2022 edition) are the reference:
 * - Law 17: an over is six legal balls; wides and no-balls are not counted among them (Laws 21, 22).
 * - Law 18: runs; the batters cross, so odd runs change the strike; the strike changes again at the
 *   end of each over (the next over is bowled from the other end).
 * - Laws 32-40: the ways a batter is out. Bowled, caught, lbw, stumped and hit wicket are credited to
 *   the bowler; run out, obstructing the field, handled the ball (now obstructing), timed out and
 *   retired out are not. A batter cannot be bowled, lbw or stumped off a no-ball; only run out (and
 *   obstructing) off a no-ball; a batter can be stumped off a wide (Law 25.6 / 39).
 * - Law 41.3: a bowler may not bowl two consecutive overs. Playing conditions limit a bowler's overs
 *   in limited-overs matches: a fifth of the overs (4 in a T20, 10 in an ODI).
 * - Byes and leg byes are not charged to the bowler; wides and no-balls are (with the runs off them).
 *
 * The path from a source to a page (issue 14):
 * - a source puts the whole `balls` document of a match (the simulator in process; a provider with
 *   PUT /ingest/v1/events/{id}/balls, whole list with a seq, so a correction is the list sent again);
 * - `scorecard(doc, context)` (cricket/scorecard.ts) computes the `Scorecard`;
 * - the feed `df_sc_{type}_{event}` carries it as rows (`encodeScorecard` / `decodeScorecard`,
 *   cricket/scorecard-rows.ts), with a new version whenever the document changes (push notice on
 *   `g_{sport}_{id}` as every match document);
 * - the match page's scorecard tab and live view decode it.
 */
import type { SideNo } from '../detail/basics.ts';

/** How a batter was out (Laws 32-40), and "retired hurt", which is not out. */
export const Dismissal = {
  bowled: 'bowled',
  caught: 'caught',
  /** Caught by the bowler: written "c & b Bumrah". */
  caughtAndBowled: 'caughtAndBowled',
  lbw: 'lbw',
  runOut: 'runOut',
  stumped: 'stumped',
  hitWicket: 'hitWicket',
  obstructing: 'obstructing',
  timedOut: 'timedOut',
  retiredOut: 'retiredOut',
  /** Not a dismissal: the batter may come back; listed as "retired hurt". */
  retiredHurt: 'retiredHurt',
} as const;
export type Dismissal = (typeof Dismissal)[keyof typeof Dismissal];

/** The extras of Laws 21-23 and the penalty runs of Law 41; `runs` is the whole extra, the one of a wide included. */
export const ExtraKind = {
  wide: 'wide',
  noBall: 'noBall',
  bye: 'bye',
  legBye: 'legBye',
  penalty: 'penalty',
} as const;
export type ExtraKind = (typeof ExtraKind)[keyof typeof ExtraKind];

/** One delivery as bowled, or a penalty or retirement between deliveries. */
export interface CricketBall {
  /** Order in the match, from 1. A correction sends the same seq again; a rescinded ball is left out. */
  seq: number;
  /** The match's innings, 1 to 4, in the order they were batted. */
  innings: number;
  /** The over, from 0 ("18.3" is over 18, ball 3). */
  over: number;
  /**
   * The legal ball of the over it is, 1 to 6; a wide or no-ball carries the number of the next legal
   * ball (it is bowled again), so "18.3" may be written more than once.
   */
  ball: number;
  bowler: string;
  /** The batter on strike. */
  batter: string;
  nonStriker: string;
  /** Runs off the bat (a no-ball's hit included; 0 on a wide, a bye or a leg bye). */
  runs: number;
  /** Boundary off the bat: 4 or 6 (runs 4 that were run are not a boundary). */
  boundary?: 4 | 6;
  extra?: { kind: ExtraKind; runs: number };
  wicket?: {
    kind: Dismissal;
    /** The batter out: the striker, or the non-striker when run out at that end. */
    out: string;
    /** The catcher, the wicket-keeper who stumped, or the fielders of a run out ("Jadeja", "Jadeja/Pant"). */
    fielder?: string;
  };
  /** Unix seconds it was bowled. */
  time?: number;
}

/** What a match's innings need beyond their deliveries. */
export interface CricketInningsInfo {
  /** 1 to 4, in the order batted. */
  innings: number;
  side: SideNo;
  /** The batting order as it was (or is to be) used: the openers first; the rest "did not bat". */
  battingOrder: string[];
  declared?: boolean;
  /** Made to follow on (Law 14). */
  followOn?: boolean;
  /** Overs the innings may last (20, 50; reduced by rain); absent in a multi-day match. */
  maxOvers?: number;
  /** The powerplay overs, as first and last over from 1 ([1, 6] in a T20). */
  powerplays?: [number, number][];
}

/** The `balls` document of a cricket match (key: event id): everything the scorecard is made of. */
export interface BallByBall {
  eventId: string;
  toss?: { winner: SideNo; elected: 'bat' | 'bowl' };
  venue?: string;
  umpires?: string[];
  playerOfMatch?: string;
  innings: CricketInningsInfo[];
  /** In seq order. */
  balls: CricketBall[];
}

/** A batter's line of a scorecard. */
export interface BatterLine {
  name: string;
  runs: number;
  /** Balls faced: legal balls and no-balls, not wides (Law 21.6, 22.7). */
  balls: number;
  fours: number;
  sixes: number;
  /** Runs per 100 balls, as text with two decimals ("142.86"); absent with no ball faced. */
  strikeRate?: string;
  /** Absent while not out. */
  out?: { kind: Dismissal; bowler?: string; fielder?: string };
  /** At the crease now (live): the striker is marked too. */
  atCrease?: boolean;
  onStrike?: boolean;
}

export interface BowlerLine {
  name: string;
  /** Overs as cricket writes them ("3.4"). */
  overs: string;
  maidens: number;
  /** Runs conceded: off the bat, wides and no-balls; not byes, leg byes or penalties. */
  runs: number;
  wickets: number;
  noBalls: number;
  wides: number;
  /** Legal balls with no run conceded and no extra: "dots". */
  dots: number;
  /** Runs per over as text ("7.25"). */
  economy?: string;
  /** Bowling now (live). */
  current?: boolean;
}

export interface FallOfWicket {
  /** 1 to 10. */
  wicket: number;
  score: number;
  batter: string;
  /** The over as written ("14.2"). */
  over: string;
}

export interface Partnership {
  /** For the wicket (1 = the openers). */
  wicket: number;
  runs: number;
  balls: number;
  batters: [string, string];
  /** The partnership still going (live). */
  unbroken?: boolean;
}

export interface InningsCard {
  innings: number;
  side: SideNo;
  batting: BatterLine[];
  /** Names of the batting order who have not batted. */
  didNotBat: string[];
  extras: { byes: number; legByes: number; wides: number; noBalls: number; penalties: number; total: number };
  runs: number;
  wickets: number;
  /** Legal balls bowled. */
  legalBalls: number;
  overs: string;
  runRate?: string;
  declared?: boolean;
  followOn?: boolean;
  /** Ten down, or the last batter unable to bat. */
  allOut?: boolean;
  /** Finished (all out, declared, overs used up, target reached, match over). */
  closed?: boolean;
  fallOfWickets: FallOfWicket[];
  partnerships: Partnership[];
  bowling: BowlerLine[];
}

/** One mark of "this over" as fans read it: "1", "4", "W", "•" (dot), "1wd", "2nb", "1lb", "1b". */
export type BallMark = string;

export interface LiveCricket {
  /** The innings in play. */
  innings: number;
  striker?: string;
  nonStriker?: string;
  bowler?: string;
  /** Marks of the over in progress (or the last completed one between overs), in order. */
  thisOver: BallMark[];
  /** The current partnership. */
  partnership?: { runs: number; balls: number };
  /** A chase: runs still needed and legal balls left ("needs 23 off 14 balls"). */
  need?: { runs: number; balls?: number };
  /** Lead (+) or trail (-) of the batting side in a multi-day match. */
  lead?: number;
}

/** Everything the scorecard tab and the live view show. */
export interface Scorecard {
  eventId: string;
  toss?: BallByBall['toss'];
  venue?: string;
  umpires?: string[];
  playerOfMatch?: string;
  innings: InningsCard[];
  /** Present while an innings is in play. */
  live?: LiveCricket;
}
