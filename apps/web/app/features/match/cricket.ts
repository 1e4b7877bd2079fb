/**
 * Cricket as fans read it (Cricbuzz, ESPNcricinfo, the Tamil sports pages), as pure functions:
 * - a side's score in the header: "202 & 401/9d", the innings in play with its overs "87/3 (8.2)";
 * - a chase: "needs 23 off 14 balls", from the ball-by-ball live view when there is one, else from the
 *   scoreboard row (target, the batting side's runs and overs, the format's overs);
 * - how a batter was out, in the scorecard's short form ("c Rahul b Bumrah", "(கே) Rahul (ப) Bumrah");
 * - the marks of "this over" ("1", "4", "W", "•", "1wd", "2nb", "1lb", "1b") as chips.
 */
import {
  CricketGameType,
  type CricketSide,
  Dismissal,
  type InningsCard,
  type MatchEvent,
  type Scorecard,
  StageType,
} from '@nerali/domain';
import type { T } from '../../i18n/index.ts';
import { cricketInningsText, ordinalWord } from '../../kit/event/status.ts';

export type SideKey = 'home' | 'away';

/** Balls in an overs text: "18.3" is 18 overs and 3 balls. */
function ballsOfOvers(overs: string): number | null {
  const [whole = '', part = '0'] = overs.split('.');
  const o = Number(whole);
  const b = Number(part);
  return whole !== '' && Number.isInteger(o) && Number.isInteger(b) ? o * 6 + b : null;
}

/** The overs of an innings in the format: 20 in a T20, 50 in a one-day match; none in a Test. */
export function formatOvers(gameType: number | undefined): number | null {
  if (gameType === CricketGameType.t20) return 20;
  if (gameType === CricketGameType.odi) return 50;
  return null;
}

/** The scorecard's innings of a side, in the order batted (the side's first, then its second). */
function sideCards(card: Scorecard | null | undefined, side: SideKey): InningsCard[] {
  const no = side === 'home' ? 1 : 2;
  return (card?.innings ?? []).filter((i) => i.side === no).sort((a, b) => a.innings - b.innings);
}

export interface SideScore {
  /** "202 & 401/9d". */
  text: string;
  /** Overs of the innings in play ("8.2"); absent when the side is not batting now. */
  overs?: string;
}

/** One innings as a scoreboard writes it: all out as runs alone, a declaration with "d". */
function inningsText(side: CricketSide, declared: boolean): string {
  if (side.wickets >= 10) return String(side.runs);
  return `${side.runs}/${side.wickets}${declared ? 'd' : ''}`;
}

/**
 * A side's score in the header; null before it has batted. The declarations come from the scorecard
 * (the scoreboard row does not carry them); without one, a declared innings reads as "401/9".
 */
export function sideScore(event: MatchEvent, side: SideKey, card?: Scorecard | null): SideScore | null {
  const cricket = event.cricket;
  const innings = cricket?.[side] ?? [];
  if (innings.length === 0) return null;
  const cards = sideCards(card, side);
  const text = innings.map((i, index) => inningsText(i, cards[index]?.declared === true)).join(' & ');
  const batting = cricket?.batting === (side === 'home' ? 1 : 2);
  const last = innings[innings.length - 1];
  const inPlay = event.stageType === StageType.live && batting && last !== undefined;
  return inPlay ? { text, overs: last.overs } : { text };
}

export interface Chase {
  runs: number;
  /** Legal balls left; absent in a match without an overs limit. */
  balls?: number;
}

/**
 * What the chasing side still needs: the live view's figure when the scorecard has one (it knows a
 * reduced target and overs), else target minus runs and the format's balls minus those bowled.
 */
export function chase(event: MatchEvent, card?: Scorecard | null): Chase | null {
  if (event.stageType !== StageType.live) return null;
  const need = card?.live?.need;
  if (need && need.runs > 0) return need.balls === undefined ? { runs: need.runs } : need;
  const cricket = event.cricket;
  if (!cricket || cricket.target === undefined || cricket.target <= 0 || cricket.batting === 0) return null;
  const innings = cricket[cricket.batting === 1 ? 'home' : 'away'];
  const last = innings[innings.length - 1];
  if (!last) return null;
  const runs = cricket.target - last.runs;
  if (runs <= 0) return null;
  const limit = formatOvers(cricket.gameType);
  const bowled = ballsOfOvers(last.overs);
  if (limit === null || bowled === null) return { runs };
  const balls = limit * 6 - bowled;
  return balls > 0 ? { runs, balls } : { runs };
}

/** "needs 23 off 14 balls" / "வெற்றிக்கு 14 பந்துகளில் 23 ரன்கள் தேவை". */
export function chaseText(need: Chase, t: T): string {
  const runs = t('cricket.needRuns', { count: need.runs });
  if (need.balls === undefined) return t('cricket.needOnly', { runs });
  return t('cricket.need', { runs, balls: t('cricket.needBalls', { count: need.balls }) });
}

/** How a batter was out, or "not out", in the scorecard's short form. */
export function dismissalText(
  out: { kind: Dismissal; bowler?: string; fielder?: string } | undefined,
  t: T,
): string {
  if (!out) return t('cricket.notOut');
  const bowler = out.bowler ?? '';
  const fielder = out.fielder ?? '';
  switch (out.kind) {
    case Dismissal.bowled:
      return t('cricket.bowled', { bowler });
    case Dismissal.caught:
      // The keeper or a fielder; a catch whose catcher is not known reads as the bowler's wicket.
      return fielder ? t('cricket.caught', { fielder, bowler }) : t('cricket.bowledOnly', { bowler });
    case Dismissal.caughtAndBowled:
      return t('cricket.caughtAndBowled', { bowler });
    case Dismissal.lbw:
      return t('cricket.lbw', { bowler });
    case Dismissal.runOut:
      return fielder ? t('cricket.runOut', { fielder }) : t('cricket.runOutAlone');
    case Dismissal.stumped:
      return t('cricket.stumped', { fielder, bowler });
    case Dismissal.hitWicket:
      return t('cricket.hitWicket', { bowler });
    case Dismissal.obstructing:
      return t('cricket.obstructing');
    case Dismissal.timedOut:
      return t('cricket.timedOut');
    case Dismissal.retiredOut:
      return t('cricket.retiredOut');
    case Dismissal.retiredHurt:
      return t('cricket.retiredHurt');
  }
}

export type BallKind = 'dot' | 'runs' | 'four' | 'six' | 'wicket' | 'wide' | 'noBall' | 'bye' | 'legBye';

export interface BallChip {
  kind: BallKind;
  /** What the chip shows: "4", "•", "வி", "1அக". */
  text: string;
  /** Said in full (title and screen readers): "அகலப்பந்து, 1 ரன்". */
  label: string;
}

const EXTRA_KEYS = {
  wide: ['cricket.chipWide', 'cricket.wide'],
  noBall: ['cricket.chipNoBall', 'cricket.noBall'],
  legBye: ['cricket.chipLegBye', 'cricket.legBye'],
  bye: ['cricket.chipBye', 'cricket.bye'],
  penalty: ['cricket.chipPenalty', 'cricket.penalty'],
} as const;

const EXTRA_OF = { wd: 'wide', nb: 'noBall', lb: 'legBye', b: 'bye', p: 'penalty' } as const;

/** The marks of domain cricket/scorecard.ts `ballMark`: "•", "4", "W", "1wd", "5nb", "1lb", "1b", "5p", "2+5p". */
const MARK = /^(?:(\d+)\+)?(\d*)(wd|nb|lb|b|p)?(W)?$/;

/** A mark of "this over" as a chip, with its words in the page's language. */
export function ballChip(mark: string, t: T): BallChip {
  if (mark === '•' || mark === '0') return { kind: 'dot', text: '•', label: t('cricket.dotBall') };
  const m = MARK.exec(mark);
  if (!m) return { kind: 'runs', text: mark, label: mark };
  const [, batRuns, digits, extra, wicketMark] = m;
  const runs = digits ? Number(digits) : 0;
  const wicket = wicketMark === 'W';
  const runWords = t('cricket.chipRuns', { count: runs });
  if (extra) {
    const kind = EXTRA_OF[extra as keyof typeof EXTRA_OF];
    const [shortKey, longKey] = EXTRA_KEYS[kind];
    const before = batRuns ? `${batRuns}+` : '';
    const text = `${before}${digits ?? ''}${t(shortKey)}${wicket ? ` ${t('cricket.chipWicket')}` : ''}`;
    const label = [
      batRuns ? t('cricket.chipRuns', { count: Number(batRuns) }) : '',
      t(longKey),
      runWords,
      wicket ? t('cricket.wicket') : '',
    ]
      .filter(Boolean)
      .join(', ');
    return { kind: wicket ? 'wicket' : kind === 'penalty' ? 'bye' : kind, text, label };
  }
  if (wicket) {
    const text = runs > 0 ? `${runs}${t('cricket.chipWicket')}` : t('cricket.chipWicket');
    const label = runs > 0 ? `${t('cricket.wicket')}, ${runWords}` : t('cricket.wicket');
    return { kind: 'wicket', text, label };
  }
  if (runs === 0) return { kind: 'dot', text: '•', label: t('cricket.dotBall') };
  const kind: BallKind = runs === 4 ? 'four' : runs === 6 ? 'six' : 'runs';
  const label = kind === 'four' ? t('cricket.four') : kind === 'six' ? t('cricket.six') : runWords;
  return { kind, text: String(runs), label };
}

/** The card of the innings in play, when the live view names one. */
export function liveInnings(card: Scorecard | null | undefined): InningsCard | null {
  const live = card?.live;
  if (!live) return null;
  return card.innings.find((i) => i.innings === live.innings) ?? null;
}

/** "முதல்", "இரண்டாம்" ... (ordinal words, as the Tamil pages write innings and days): the kit's. */
export function ordinal(n: number, t: T): string {
  return ordinalWord(n, t);
}

/**
 * A cricket match's innings stage in words ("இரண்டாம் இன்னிங்ஸ்", not "2-வது இன்னிங்ஸ்"); null for
 * any other stage, which the board's own words say (kit/event/status.ts, whose words these are).
 */
export function inningsStageText(event: MatchEvent, stage: number, t: T): string | null {
  return cricketInningsText(event, stage, t);
}
