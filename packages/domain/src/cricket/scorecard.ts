/**
 * The scorecard of a cricket match computed from its deliveries (the `balls` document, model.ts).
 * Every figure is a sum over the same deliveries, so the card adds up by construction: an innings' runs
 * are its batters' runs plus its extras, and also its bowlers' runs plus byes, leg byes and penalties.
 *
 * The Laws followed (MCC 2017 code, 2022 edition):
 * - balls faced count legal balls and no-balls, never wides (Laws 21.6, 22.7);
 * - a bowler is charged runs off the bat, wides and no-balls, not byes, leg byes or penalty runs (Law 41);
 * - bowled, caught, lbw, stumped and hit wicket are the bowler's wickets; run out, obstructing, timed out
 *   and retired out are not (Laws 32-40); retired hurt is not a wicket at all;
 * - a maiden is a complete over in which the bowler conceded no run;
 * - odd runs run change the strike, and so does the end of an over (Law 18, Law 17).
 */
import type { SideNo } from '../detail/model.ts';
import {
  Dismissal,
  ExtraKind,
  type BallByBall,
  type BallMark,
  type BatterLine,
  type BowlerLine,
  type CricketBall,
  type CricketInningsInfo,
  type FallOfWicket,
  type InningsCard,
  type LiveCricket,
  type Partnership,
  type Scorecard,
} from './model.ts';

/** What the match knows beyond the deliveries: the chase's target (rain rules may change it) and whether it is over. */
export interface ScorecardContext {
  target?: number;
  finished?: boolean;
}

const BALLS_PER_OVER = 6;

/** Dismissals credited to the bowler (Laws 32-37, 39). */
const BOWLERS_WICKETS: ReadonlySet<Dismissal> = new Set<Dismissal>([
  Dismissal.bowled,
  Dismissal.caught,
  Dismissal.caughtAndBowled,
  Dismissal.lbw,
  Dismissal.stumped,
  Dismissal.hitWicket,
]);

/** Dismissals that happen between deliveries: their record is not a ball bowled. */
const BETWEEN_DELIVERIES: ReadonlySet<Dismissal> = new Set<Dismissal>([
  Dismissal.timedOut,
  Dismissal.retiredOut,
  Dismissal.retiredHurt,
]);

/** Whether the dismissal is the bowler's wicket. */
export function creditedToBowler(kind: Dismissal): boolean {
  return BOWLERS_WICKETS.has(kind);
}

/** A wicket that counts in the score: every dismissal but retired hurt (the batter may come back). */
export function isWicket(ball: CricketBall): boolean {
  return ball.wicket !== undefined && ball.wicket.kind !== Dismissal.retiredHurt;
}

/**
 * Whether the record is a ball bowled. A penalty with nothing off the bat, a retirement and a timed out
 * are written between deliveries: they add runs or wickets but no ball.
 */
export function isDelivery(ball: CricketBall): boolean {
  if (ball.extra?.kind === ExtraKind.penalty && ball.runs === 0 && ball.wicket === undefined) return false;
  if (ball.wicket && BETWEEN_DELIVERIES.has(ball.wicket.kind) && ball.runs === 0 && !ball.extra) return false;
  return true;
}

/** A ball that counts in the over: bowled, and neither a wide nor a no-ball (Law 17). */
export function isLegalBall(ball: CricketBall): boolean {
  return isDelivery(ball) && ball.extra?.kind !== ExtraKind.wide && ball.extra?.kind !== ExtraKind.noBall;
}

/** A ball the striker faced: every delivery but a wide (Laws 21.6, 22.7). */
function isFaced(ball: CricketBall): boolean {
  return isDelivery(ball) && ball.extra?.kind !== ExtraKind.wide;
}

/** Runs the ball added to the total: off the bat and extras. */
export function ballRuns(ball: CricketBall): number {
  return ball.runs + (ball.extra?.runs ?? 0);
}

/** Runs the bowler is charged with: off the bat, wides and no-balls (not byes, leg byes, penalties). */
export function bowlerRuns(ball: CricketBall): number {
  const kind = ball.extra?.kind;
  const charged = kind === ExtraKind.wide || kind === ExtraKind.noBall ? (ball.extra?.runs ?? 0) : 0;
  return ball.runs + charged;
}

/** Overs as cricket writes them: 111 legal balls are "18.3", 120 are "20". */
export function oversText(legalBalls: number): string {
  const overs = Math.floor(legalBalls / BALLS_PER_OVER);
  const balls = legalBalls % BALLS_PER_OVER;
  return balls === 0 ? String(overs) : `${overs}.${balls}`;
}

/** Runs per over with two decimals; absent before a legal ball. */
function perOver(runs: number, legalBalls: number): string | undefined {
  return legalBalls === 0 ? undefined : ((runs * BALLS_PER_OVER) / legalBalls).toFixed(2);
}

/**
 * How fans read one ball of "this over": "•" a dot, "4" runs, "W" a wicket, "1wd" a wide, "5nb" a no-ball
 * with the runs off it, "1lb" leg byes, "1b" byes, "5p" penalty runs.
 */
export function ballMark(ball: CricketBall): BallMark {
  if (isWicket(ball)) return 'W';
  const extra = ball.extra;
  if (extra) {
    switch (extra.kind) {
      case ExtraKind.wide:
        return `${extra.runs}wd`;
      case ExtraKind.noBall:
        return `${ball.runs + extra.runs}nb`;
      case ExtraKind.legBye:
        return `${extra.runs}lb`;
      case ExtraKind.bye:
        return `${extra.runs}b`;
      case ExtraKind.penalty:
        return ball.runs > 0 ? `${ball.runs}+${extra.runs}p` : `${extra.runs}p`;
    }
  }
  return ball.runs === 0 ? '•' : String(ball.runs);
}

/**
 * The header fans read for each side: its innings joined by " & " ("202 & 401/9d"); an innings in play
 * with its overs ("87/3 (8.2)"), all out as the runs alone ("202"), declared with "d".
 */
export function scoreHeader(cards: readonly InningsCard[]): Partial<Record<SideNo, string>> {
  const parts: Partial<Record<SideNo, string[]>> = {};
  for (const card of [...cards].sort((a, b) => a.innings - b.innings)) {
    (parts[card.side] ??= []).push(inningsScore(card));
  }
  const header: Partial<Record<SideNo, string>> = {};
  for (const side of [1, 2] as const) {
    const innings = parts[side];
    if (innings) header[side] = innings.join(' & ');
  }
  return header;
}

function inningsScore(card: InningsCard): string {
  if (card.allOut) return String(card.runs);
  const score = `${card.runs}/${card.wickets}`;
  if (card.declared) return `${score}d`;
  if (!card.closed) return `${score} (${card.overs})`;
  return score;
}

/** Which runs were run (the batters crossed), for the strike: a boundary is not run, a wide's own run is not. */
function runsRun(ball: CricketBall): number {
  const bat = ball.boundary ? 0 : ball.runs;
  const extra = ball.extra;
  if (!extra || extra.kind === ExtraKind.penalty) return bat;
  if (extra.kind === ExtraKind.wide || extra.kind === ExtraKind.noBall)
    return bat + Math.max(0, extra.runs - 1);
  return bat + extra.runs;
}

interface BowlerTally {
  name: string;
  legalBalls: number;
  runs: number;
  wickets: number;
  noBalls: number;
  wides: number;
  dots: number;
  /** Per over bowled in: legal balls and runs conceded, for maidens. */
  overs: Map<number, { legalBalls: number; runs: number }>;
}

/** The pair at the crease after the innings' last record, as far as the records tell. */
interface Crease {
  striker?: string;
  nonStriker?: string;
}

interface InningsTally {
  card: InningsCard;
  crease: Crease;
  /** Bowler of an over still in progress. */
  bowlerNow?: string;
  thisOver: BallMark[];
}

function tallyInnings(info: CricketInningsInfo, balls: readonly CricketBall[]): InningsTally {
  const batters = new Map<string, { line: BatterLine }>();
  const bowlers = new Map<string, BowlerTally>();
  const extras = { byes: 0, legByes: 0, wides: 0, noBalls: 0, penalties: 0, total: 0 };
  const fallOfWickets: FallOfWicket[] = [];
  const partnerships: Partnership[] = [];
  let current: Partnership | undefined;
  let runs = 0;
  let wickets = 0;
  let legalBalls = 0;

  const batter = (name: string): { line: BatterLine } => {
    let tally = batters.get(name);
    if (!tally) {
      tally = { line: { name, runs: 0, balls: 0, fours: 0, sixes: 0 } };
      batters.set(name, tally);
    }
    return tally;
  };
  const bowler = (name: string): BowlerTally => {
    let tally = bowlers.get(name);
    if (!tally) {
      tally = { name, legalBalls: 0, runs: 0, wickets: 0, noBalls: 0, wides: 0, dots: 0, overs: new Map() };
      bowlers.set(name, tally);
    }
    return tally;
  };

  for (const ball of balls) {
    const striker = batter(ball.batter);
    const nonStriker = batter(ball.nonStriker);
    // A batter retired hurt who comes back is not out any more.
    if (striker.line.out?.kind === Dismissal.retiredHurt) delete striker.line.out;
    if (nonStriker.line.out?.kind === Dismissal.retiredHurt) delete nonStriker.line.out;

    const total = ballRuns(ball);
    runs += total;
    striker.line.runs += ball.runs;
    if (isFaced(ball)) striker.line.balls += 1;
    if (ball.boundary === 4) striker.line.fours += 1;
    if (ball.boundary === 6) striker.line.sixes += 1;

    if (ball.extra) {
      const amount = ball.extra.runs;
      if (ball.extra.kind === ExtraKind.bye) extras.byes += amount;
      else if (ball.extra.kind === ExtraKind.legBye) extras.legByes += amount;
      else if (ball.extra.kind === ExtraKind.wide) extras.wides += amount;
      else if (ball.extra.kind === ExtraKind.noBall) extras.noBalls += amount;
      else extras.penalties += amount;
      extras.total += amount;
    }

    if (isDelivery(ball)) {
      const figures = bowler(ball.bowler);
      const legal = isLegalBall(ball);
      const charged = bowlerRuns(ball);
      figures.runs += charged;
      if (legal) {
        figures.legalBalls += 1;
        legalBalls += 1;
        if (charged === 0 && !ball.extra) figures.dots += 1;
      }
      if (ball.extra?.kind === ExtraKind.wide) figures.wides += 1;
      if (ball.extra?.kind === ExtraKind.noBall) figures.noBalls += 1;
      const over = figures.overs.get(ball.over) ?? { legalBalls: 0, runs: 0 };
      over.legalBalls += legal ? 1 : 0;
      over.runs += charged;
      figures.overs.set(ball.over, over);
      if (ball.wicket && creditedToBowler(ball.wicket.kind)) figures.wickets += 1;
    }

    current ??= {
      wicket: wickets + 1,
      runs: 0,
      balls: 0,
      // The batter who stayed is named first, the one who came in second.
      batters: survivorFirst(partnerships.at(-1), ball),
      unbroken: true,
    };
    // A batter retired hurt and replaced: the partnership for this wicket goes on with the new pair.
    current.batters = pairOf(current.batters, ball);
    current.runs += total;
    if (isFaced(ball)) current.balls += 1;

    if (ball.wicket) {
      const out = batter(ball.wicket.out);
      const credited = creditedToBowler(ball.wicket.kind);
      out.line.out = {
        kind: ball.wicket.kind,
        ...(credited ? { bowler: ball.bowler } : {}),
        ...(ball.wicket.fielder ? { fielder: ball.wicket.fielder } : {}),
      };
      if (isWicket(ball)) {
        wickets += 1;
        fallOfWickets.push({
          wicket: wickets,
          score: runs,
          batter: ball.wicket.out,
          over: `${ball.over}.${ball.ball}`,
        });
        delete current.unbroken;
        partnerships.push(current);
        current = undefined;
      }
    }
  }
  if (current) partnerships.push(current);

  const batting = [...batters.values()].map((tally) => {
    const line = tally.line;
    const strikeRate = line.balls > 0 ? ((line.runs * 100) / line.balls).toFixed(2) : undefined;
    return strikeRate === undefined ? line : { ...line, strikeRate };
  });
  const batted = new Set(batters.keys());
  const didNotBat = info.battingOrder.filter((name) => !batted.has(name));
  const unableToBat = info.battingOrder.length >= 2 && didNotBat.length === 0;
  const notOut = batting.filter((line) => !line.out).length;
  const allOut = wickets >= 10 || (unableToBat && wickets > 0 && notOut <= 1);

  const bowling: BowlerLine[] = [...bowlers.values()].map((figures) => {
    let maidens = 0;
    for (const over of figures.overs.values()) {
      if (over.legalBalls === BALLS_PER_OVER && over.runs === 0) maidens += 1;
    }
    const economy = perOver(figures.runs, figures.legalBalls);
    return {
      name: figures.name,
      overs: oversText(figures.legalBalls),
      maidens,
      runs: figures.runs,
      wickets: figures.wickets,
      noBalls: figures.noBalls,
      wides: figures.wides,
      dots: figures.dots,
      ...(economy === undefined ? {} : { economy }),
    };
  });

  const runRate = perOver(runs, legalBalls);
  const card: InningsCard = {
    innings: info.innings,
    side: info.side,
    batting,
    didNotBat,
    extras,
    runs,
    wickets,
    legalBalls,
    overs: oversText(legalBalls),
    ...(runRate === undefined ? {} : { runRate }),
    ...(info.declared ? { declared: true } : {}),
    ...(info.followOn ? { followOn: true } : {}),
    ...(allOut ? { allOut: true } : {}),
    fallOfWickets,
    partnerships,
    bowling,
  };

  const last = balls.at(-1);
  const crease = creaseAfter(balls, info);
  const overComplete = last !== undefined && legalInOver(balls, last) >= BALLS_PER_OVER;
  const thisOver = last
    ? balls.filter((ball) => ball.over === last.over && isDelivery(ball)).map((ball) => ballMark(ball))
    : [];
  return {
    card,
    crease,
    ...(last && !overComplete ? { bowlerNow: last.bowler } : {}),
    thisOver,
  };
}

/** The two names of a partnership, in the order they came together, following the ball's pair. */
function pairOf(previous: [string, string], ball: CricketBall): [string, string] {
  const now = [ball.batter, ball.nonStriker];
  if (now.includes(previous[0]) && now.includes(previous[1])) return previous;
  const stayed = now.find((name) => previous.includes(name));
  const joined = now.find((name) => name !== stayed);
  if (stayed !== undefined && joined !== undefined) return [stayed, joined];
  return [ball.batter, ball.nonStriker];
}

function survivorFirst(previous: Partnership | undefined, ball: CricketBall): [string, string] {
  if (previous?.batters.includes(ball.nonStriker) && !previous.batters.includes(ball.batter)) {
    return [ball.nonStriker, ball.batter];
  }
  return [ball.batter, ball.nonStriker];
}

function legalInOver(balls: readonly CricketBall[], last: CricketBall): number {
  return balls.filter((ball) => ball.over === last.over && isLegalBall(ball)).length;
}

/**
 * Who is at the crease after the last record and who is on strike: odd runs run swap the ends, and so
 * does the end of an over. A batter out leaves a gap: the next batter is not known until he faces.
 */
function creaseAfter(balls: readonly CricketBall[], info: CricketInningsInfo): Crease {
  const last = balls.at(-1);
  if (!last) {
    const [striker, nonStriker] = info.battingOrder;
    return { ...(striker ? { striker } : {}), ...(nonStriker ? { nonStriker } : {}) };
  }
  let striker: string | undefined = last.batter;
  let nonStriker: string | undefined = last.nonStriker;
  if (runsRun(last) % 2 === 1) [striker, nonStriker] = [nonStriker, striker];
  if (last.wicket) {
    if (striker === last.wicket.out) striker = undefined;
    if (nonStriker === last.wicket.out) nonStriker = undefined;
  }
  if (isLegalBall(last) && legalInOver(balls, last) >= BALLS_PER_OVER)
    [striker, nonStriker] = [nonStriker, striker];
  return { ...(striker ? { striker } : {}), ...(nonStriker ? { nonStriker } : {}) };
}

/**
 * The target of a chase when the match does not give one: one more than the first innings in a
 * limited-overs match; in a multi-day match one more than the other side's lead after three innings.
 */
function defaultTarget(
  cards: readonly InningsCard[],
  infos: readonly CricketInningsInfo[],
  chase: InningsCard,
): number | undefined {
  const info = infos.find((candidate) => candidate.innings === chase.innings);
  if (info?.maxOvers !== undefined) {
    if (chase.innings !== 2) return undefined;
    const first = cards.find((card) => card.innings === 1);
    return first ? first.runs + 1 : undefined;
  }
  if (chase.innings !== 4) return undefined;
  const theirs = sideRuns(cards, otherSide(chase.side), chase.innings);
  const ours = sideRuns(cards, chase.side, chase.innings);
  return theirs - ours + 1;
}

/** The match's target wins over the computed one (rain rules), but only for an innings that chases. */
function chaseTarget(
  cards: readonly InningsCard[],
  infos: readonly CricketInningsInfo[],
  chase: InningsCard,
  context: ScorecardContext,
): number | undefined {
  const computed = defaultTarget(cards, infos, chase);
  if (computed === undefined) return undefined;
  return context.target ?? computed;
}

function otherSide(side: SideNo): SideNo {
  return side === 1 ? 2 : 1;
}

/** A side's runs in the innings before `before`. */
function sideRuns(cards: readonly InningsCard[], side: SideNo, before: number): number {
  return cards
    .filter((card) => card.side === side && card.innings < before)
    .reduce((sum, card) => sum + card.runs, 0);
}

/** The scorecard of every innings, and the live view while an innings is in play. */
export function scorecard(doc: BallByBall, context: ScorecardContext = {}): Scorecard {
  const infos = [...doc.innings].sort((a, b) => a.innings - b.innings);
  const tallies = infos.map((info) =>
    tallyInnings(
      info,
      doc.balls.filter((ball) => ball.innings === info.innings),
    ),
  );
  const cards = tallies.map((tally) => tally.card);
  const lastIndex = tallies.length - 1;

  tallies.forEach((tally, index) => {
    const card = tally.card;
    const info = infos[index] as CricketInningsInfo;
    const later = index < lastIndex;
    const oversUsed = info.maxOvers !== undefined && card.legalBalls >= info.maxOvers * BALLS_PER_OVER;
    const target = index === lastIndex ? chaseTarget(cards, infos, card, context) : undefined;
    const reached = target !== undefined && card.runs >= target;
    if (later || card.allOut || card.declared || oversUsed || reached || context.finished) card.closed = true;
  });

  const card: Scorecard = {
    eventId: doc.eventId,
    ...(doc.toss ? { toss: doc.toss } : {}),
    ...(doc.venue !== undefined ? { venue: doc.venue } : {}),
    ...(doc.umpires ? { umpires: doc.umpires } : {}),
    ...(doc.playerOfMatch !== undefined ? { playerOfMatch: doc.playerOfMatch } : {}),
    innings: cards,
  };

  const inPlay = tallies[lastIndex];
  const inPlayInfo = infos[lastIndex];
  if (!inPlay || !inPlayInfo || inPlay.card.closed) return card;
  card.live = liveView(inPlay, inPlayInfo, cards, chaseTarget(cards, infos, inPlay.card, context));
  return card;
}

function liveView(
  tally: InningsTally,
  info: CricketInningsInfo,
  cards: readonly InningsCard[],
  target: number | undefined,
): LiveCricket {
  const card = tally.card;
  const { striker, nonStriker } = tally.crease;
  for (const line of card.batting) {
    if (!line.out && (line.name === striker || line.name === nonStriker)) {
      line.atCrease = true;
      if (line.name === striker) line.onStrike = true;
    }
  }
  for (const line of card.bowling) {
    if (line.name === tally.bowlerNow) line.current = true;
  }
  const partnership = card.partnerships.at(-1);
  const live: LiveCricket = {
    innings: card.innings,
    ...(striker ? { striker } : {}),
    ...(nonStriker ? { nonStriker } : {}),
    ...(tally.bowlerNow ? { bowler: tally.bowlerNow } : {}),
    thisOver: tally.thisOver,
    ...(partnership?.unbroken ? { partnership: { runs: partnership.runs, balls: partnership.balls } } : {}),
  };
  if (target !== undefined) {
    const balls = info.maxOvers !== undefined ? info.maxOvers * BALLS_PER_OVER - card.legalBalls : undefined;
    live.need = { runs: Math.max(0, target - card.runs), ...(balls !== undefined ? { balls } : {}) };
  } else if (info.maxOvers === undefined && card.innings >= 2) {
    live.lead =
      sideRuns(cards, card.side, card.innings + 1) - sideRuns(cards, otherSide(card.side), card.innings + 1);
  }
  return live;
}
