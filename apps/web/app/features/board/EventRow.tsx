/**
 * One match in the list: status column, then the home and away lines (name, score, period parts).
 *
 * Rows are memoised on the event object: the live store keeps an unchanged event's object when other
 * events change, so an update re-renders only the rows whose event, clock text or highlight changed.
 * Everything time-dependent (the live clock) comes in as props computed by the list each tick.
 */
import {
  INFO_NOTICES,
  isTotallyFinished,
  type MatchEvent,
  sidesAsShown,
  SourceType,
  type SportInfo,
  StageType,
  stageTypeTab,
  Winner,
  withNationNames,
} from '@nerali/domain';
import { isResultShown } from '@nerali/domain';
import { memo, type ReactNode } from 'react';
import type { T } from '../../i18n/index.ts';
import { RowStar } from '../favourites/GameStar.tsx';
import { sideScore } from '../match/cricket.ts';
import { MatchLink } from '../match/MatchLink.tsx';
import { paths } from '../../kit/paths.ts';
import { formatDayMonth, formatKickoff, isoAtOffset, localDayNumber } from '../../kit/time/format.ts';
import type { RowMarkKind } from '../../live/types.ts';
import { useHourClock } from '../../kit/time/hour-clock.ts';
import { boutNote, cricketNote } from './row-notes.ts';
import { type LiveClock, nthPart, stageText } from '../../kit/event/status.ts';
import type { RowContext } from '../../kit/event/row-context.ts';
import { scoresGoals } from '../../kit/event/goal.ts';
import { Crest, hasCrests } from '../../kit/ui/Crest.tsx';
import { type DuelFacts, duelFacts } from '../../kit/sport-facts.ts';

export interface EventRowProps {
  event: MatchEvent;
  ctx: RowContext;
  /** The score changed in the last 60 s. */
  highlighted: boolean;
  /** It stopped being live less than 180 s ago: still marked live (spec 1 §4 "Live flag clearing"). */
  keptLive?: boolean;
  /** The running clock, for live events with one; null otherwise. */
  clock: LiveClock | null;
  /**
   * Period-part columns to draw: the most any match of the league has played, so the columns line up
   * down the league (a game in its 2nd quarter leaves quarters 3 and 4 blank).
   */
  partCount: number;
  /**
   * The row's other marks (spec 1 §9), present while they last: a corrected score (15 s), a penalty
   * awarded (60 s), a period update (the counter, 60 s).
   */
  marks?: readonly RowMarkKind[];
}

type SideKey = 'home' | 'away';

function winnerSide(event: MatchEvent): Winner | null {
  if (event.winner === Winner.home || event.winner === Winner.away) return event.winner;
  if (event.winner !== undefined || event.stageType !== StageType.finished || !isResultShown(event))
    return null;
  const home = Number(event.homeScore);
  const away = Number(event.awayScore);
  if (!Number.isFinite(home) || !Number.isFinite(away) || home === away) return null;
  return home > away ? Winner.home : Winner.away;
}

function Status({ event, ctx, clock }: { event: MatchEvent; ctx: RowContext; clock: LiveClock | null }) {
  const { t } = ctx;
  // 12 or 24 hours (the settings); a context, so every board and list that draws rows follows it.
  const hourClock = useHourClock();
  if (clock && !clock.unit) {
    const label = clock.remaining ? stageText(event, t) : null;
    return (
      <>
        {label && <span className="ev-stl">{label}</span>}
        <span className="ev-clock">
          {clock.text}
          {clock.minute && <span className={clock.blink ? 'blink' : undefined}>'</span>}
        </span>
      </>
    );
  }
  if (clock?.unit) {
    const part = nthPart(clock.text, clock.unit, t);
    if (!clock.set) return <span>{part}</span>;
    // Darts in sets: the set above, the leg of the set below, like the quarter above a clock.
    return (
      <>
        <span className="ev-stl">{nthPart(clock.set, 'set', t)}</span>
        <span>{part}</span>
      </>
    );
  }
  const text = stageText(event, t);
  if (text === null) {
    return (
      <time className="ev-time" dateTime={isoAtOffset(event.startTime, ctx.tzMinutes)}>
        {formatKickoff(event.startTime, ctx.tzMinutes, ctx.lang, hourClock)}
      </time>
    );
  }
  return <span>{text}</span>;
}

function RedCards({ count, t }: { count: number | undefined; t: T }) {
  if (!count || count <= 0) return null;
  const label = count === 1 ? t('row.redCard') : t('row.redCards', { n: count });
  return (
    <span className="rc" role="img" aria-label={label}>
      {count > 1 ? count : null}
    </span>
  );
}

/**
 * Cricket as the match header writes it (features/match/cricket.ts `sideScore`): "87/3 (8.2)", a Test's
 * "202 & 401/9" (all out as runs alone), the overs of the side's latest innings after it. The row has
 * no scorecard, so a declaration reads "401/9", as the header's does before its scorecard comes.
 */
function CricketScore({ event, side, t }: { event: MatchEvent; side: SideKey; t: T }) {
  const innings = event.cricket?.[side] ?? [];
  const score = sideScore(event, side);
  if (!score) {
    return <span className="ev-sc ev-sc-ck">{isResultShown(event) ? event[`${side}Score`] : null}</span>;
  }
  const overs = score.overs ?? innings[innings.length - 1]?.overs;
  const spoken = innings
    .map((i) =>
      i.wickets >= 10
        ? t('row.cricketAllOut', { runs: i.runs })
        : t('row.cricketScore', { runs: i.runs, wickets: i.wickets }),
    )
    .join(', ');
  return (
    <span className="ev-sc ev-sc-ck">
      <span aria-hidden="true">{score.text}</span>
      <span className="sr">{spoken}</span>
      {overs && (
        <span className="ev-ov">
          <span aria-hidden="true">{`(${overs})`}</span>
          <span className="sr">{t('row.overs', { overs })}</span>
        </span>
      )}
    </span>
  );
}

/**
 * What the small cell after the score counts, by sport: tennis points in the game, darts legs in the
 * set (a match of sets), snooker points in the frame.
 */
function gameScoreLabel(gameScore: DuelFacts['row']['gameScore'], t: T): string {
  return t(`row.${gameScore}`);
}

/** Period parts (tennis sets with tie-break points, basketball quarters) as fixed-width cells. */
function Parts({ event, side, count }: { event: MatchEvent; side: SideKey; count: number }) {
  if (count === 0) return null;
  const parts = event[`${side}Parts`] ?? [];
  const tiebreaks = event[`${side}Tiebreaks`] ?? [];
  const cells: ReactNode[] = [];
  for (let i = 0; i < count; i++) {
    const value = parts[i];
    const tb = tiebreaks[i];
    cells.push(
      <span key={i} className="ev-pt">
        {value ?? ''}
        {tb != null && <sup>{tb}</sup>}
      </span>,
    );
  }
  return <span className="ev-pts">{cells}</span>;
}

/**
 * [S1 3.13] Baseball's hits (H) and errors (E) after the runs and innings, as a line score has them;
 * drawn only when the source sends them. Titles and the screen reader's words come from the catalogue.
 */
function HitsErrors({ event, side, t }: { event: MatchEvent; side: SideKey; t: T }) {
  const hits = event[`${side}Hits`];
  const errors = event[`${side}Errors`];
  if ((hits === undefined && errors === undefined) || !isResultShown(event)) return null;
  return (
    <span className="ev-he">
      <span className="ev-h" title={t('rowInfo.hits')} aria-hidden="true">
        {hits ?? ''}
      </span>
      <span className="ev-e" title={t('rowInfo.errors')} aria-hidden="true">
        {errors ?? ''}
      </span>
      <span className="sr">{t('rowInfo.hitsErrors', { hits: hits ?? 0, errors: errors ?? 0 })}</span>
    </span>
  );
}

/**
 * [S1 3.12] A multi-day event (a Test match, a golf tournament's round over days) that has not ended
 * says its last day under its time: "2/12 வரை". Nothing for an event within one day.
 */
function lastDay(event: MatchEvent, ctx: RowContext): string | null {
  const end = event.endTime;
  // A Test at stumps is "finished" for the day only: it still says its last day.
  if (end === undefined || isTotallyFinished(event)) return null;
  if (localDayNumber(end, ctx.tzMinutes) <= localDayNumber(event.startTime, ctx.tzMinutes)) return null;
  return ctx.t('rowInfo.until', { date: formatDayMonth(end, ctx.tzMinutes, ctx.lang) });
}

/**
 * [S1 3.13] [S1 3.15] [S1 3.16] [S1 3.17] The short lines under the sides: an info notice (by code), the
 * full-time score of a match that went on, the pitchers of a baseball game not yet over, a match whose
 * source gives only the final result.
 */
function infoLines(event: MatchEvent, ctx: RowContext): string[] {
  const { t } = ctx;
  const lines: string[] = [];
  const notice = event.infoNotice;
  if (notice !== undefined && (INFO_NOTICES as readonly string[]).includes(notice)) {
    lines.push(t(`rowInfo.${notice}`));
  }
  if (
    event.homeFullTimeScore !== undefined &&
    event.awayFullTimeScore !== undefined &&
    event.stageType !== StageType.scheduled
  ) {
    lines.push(t('rowInfo.fullTime', { home: event.homeFullTimeScore, away: event.awayFullTimeScore }));
  }
  if (event.stageType !== StageType.finished && event.homePitcher && event.awayPitcher) {
    lines.push(t('rowInfo.pitchers', { home: event.homePitcher, away: event.awayPitcher }));
  }
  if (event.sourceType === SourceType.finalResultOnly && event.stageType !== StageType.finished) {
    lines.push(t('rowInfo.resultOnly'));
  }
  return lines;
}

/** How many period parts of this event have a value (0 where the sport shows none). */
export function partColumns(event: MatchEvent, sport: SportInfo): number {
  if (sport.scorePartCount < 2 || event.cricket || !isResultShown(event)) return 0;
  const used = (list: (number | null)[] | undefined) => {
    if (!list) return 0;
    for (let i = list.length - 1; i >= 0; i--) if (list[i] != null) return i + 1;
    return 0;
  };
  return Math.min(sport.scorePartCount, Math.max(used(event.homeParts), used(event.awayParts)));
}

/**
 * A side's name; on a phone a long one gives way to its short name ("Kolkata Knight Riders" is KKR,
 * as Cricbuzz writes it) instead of being cut to "Kolkata Knight Ri…". The whole name stays for screen
 * readers; the short one is for the eye. Longer than `LONG` characters (fewer where the row's score is
 * wide: cricket's "186/4 (20)") counts as long.
 */
const LONG = 18;
const LONG_NARROW = 12;
function TeamName({ name, short, narrow }: { name: string; short: string | undefined; narrow: boolean }) {
  if (!short || name.length <= (narrow ? LONG_NARROW : LONG)) return <span className="ev-team">{name}</span>;
  return (
    <span className="ev-team ev-ab">
      <span className="ev-full">{name}</span>
      <span className="ev-short" aria-hidden="true">
        {short}
      </span>
    </span>
  );
}

function SideLine({
  event,
  ctx,
  side,
  won,
  parts,
  showService,
  showGame,
  crest,
}: {
  event: MatchEvent;
  ctx: RowContext;
  side: SideKey;
  won: boolean;
  parts: number;
  showService: boolean;
  /** Live: the score inside the current game, leg set or frame is drawn. */
  showGame: boolean;
  /** A team sport: the side's crest before its name (16 px, lazy: kit/ui/Crest.tsx). */
  crest: boolean;
}) {
  const { t, sport } = ctx;
  const sideNo = side === 'home' ? 1 : 2;
  const serving =
    showService && (event.cricket ? event.cricket.batting === sideNo : event.service === sideNo);
  const gamePoints = event[`${side}GameScore`];
  return (
    <div className={won ? 'ev-side ev-win' : 'ev-side'}>
      <span className="ev-name">
        {crest && <Crest id={side === 'home' ? event.homeId : event.awayId} size={16} className="ev-crest" />}
        <TeamName
          name={side === 'home' ? event.homeName : event.awayName}
          short={side === 'home' ? event.homeShortName : event.awayShortName}
          narrow={duelFacts(sport).row.score === 'innings' || event.cricket !== undefined}
        />
        <RedCards count={side === 'home' ? event.homeRedCards : event.awayRedCards} t={t} />
        {won && <span className="sr">{`, ${t('row.winner')}`}</span>}
      </span>
      {showService && (
        <span className="srv-slot">
          {serving && (
            <span className="srv" role="img" aria-label={t(event.cricket ? 'row.batting' : 'row.serving')} />
          )}
        </span>
      )}
      {duelFacts(sport).row.score === 'innings' || event.cricket ? (
        <CricketScore event={event} side={side} t={t} />
      ) : (
        <>
          <span className="ev-sc">{isResultShown(event) ? event[`${side}Score`] : null}</span>
          <Parts event={event} side={side} count={parts} />
          <HitsErrors event={event} side={side} t={t} />
          {showGame && gamePoints !== undefined && (
            <span className="ev-gp" title={gameScoreLabel(duelFacts(sport).row.gameScore, t)}>
              {gamePoints === 'A' ? t('row.advantageShort') : gamePoints}
            </span>
          )}
        </>
      )}
    </div>
  );
}

/**
 * The match link is laid over the sides (names and scores), not the whole row, so that the row's
 * other controls (the My games star) stay clickable. Inline: the board's stylesheet needs no rule.
 */
const SIDES_POSITION = { position: 'relative' } as const;
const SIDES_LINK = { position: 'absolute', inset: 0 } as const;

function EventRowView({
  event: sent,
  ctx,
  highlighted,
  keptLive = false,
  clock,
  partCount,
  marks = NO_MARKS,
}: EventRowProps) {
  // [S1 3.14] [S1 4.35] A source that swapped the sides: keys and values back the right way round.
  const event = withNationNames(sidesAsShown(sent), ctx.lang);
  const live = keptLive || stageTypeTab(event) === 'live';
  const winner = winnerSide(event);
  const parts = isResultShown(event) ? partCount : 0;
  const showService = live && event.stageType === StageType.live && ctx.sport.serving;
  const showGame = live && event.stageType === StageType.live;
  // What a finished row says under the sides: cricket's result, how a bout ended (boxing, MMA).
  const noteKind = duelFacts(ctx.sport).row.note;
  const combat = noteKind === 'bout';
  const note = noteKind === 'cricket' ? cricketNote(event, ctx.t) : combat ? boutNote(event, ctx.t) : null;
  // ev-fav: the row starts with its My games star (favourites.css gives it the first column).
  let cls = 'ev ev-fav';
  if (live) cls += ' ev-live';
  if (highlighted) cls += ' ev-hl';
  // A goal a fan cannot miss (kit/event/goal.ts): the row flashes and says so for the minute.
  const goal = highlighted && live && scoresGoals(ctx.sport);
  if (goal) cls += ' ev-goal';
  const corrected = marks.includes('correction');
  const penalty = marks.includes('penalty') && live;
  if (corrected) cls += ' ev-corr';
  if (penalty) cls += ' ev-pen';
  const periodNew = marks.includes('counter') && live;
  if (periodNew) cls += ' ev-per';
  const reviewSide = live ? event.goalUnderReview : undefined;
  const reviewTeam = reviewSide === 1 ? event.homeName : reviewSide === 2 ? event.awayName : null;
  const until = lastDay(event, ctx);
  const info = infoLines(event, ctx);
  const crest = hasCrests(ctx.sport);
  return (
    // data-event-id / data-live: hooks for tests and tools, not for styling.
    <li className={cls} data-event-id={event.id} data-live={live ? 'true' : undefined}>
      <RowStar game={event} homeName={event.homeName} awayName={event.awayName} t={ctx.t} />
      <div className="ev-st">
        {live && <span className="sr">{`${ctx.t('row.live')}: `}</span>}
        <Status event={event} ctx={ctx} clock={clock} />
        {periodNew && <span className="sr">{`, ${ctx.t('rowInfo.periodNew')}`}</span>}
        {until && <span className="ev-until">{until}</span>}
        {goal && !reviewTeam && <span className="goal-badge">{ctx.t('row.goal')}</span>}
        {reviewTeam && (
          <span className="mark-badge mark-review">
            <span aria-hidden="true">{ctx.t('rowInfo.underReview')}</span>
            <span className="sr">{ctx.t('rowInfo.underReviewFull', { team: reviewTeam })}</span>
          </span>
        )}
        {corrected && <span className="mark-badge mark-corr">{ctx.t('rowInfo.corrected')}</span>}
        {penalty && (
          <span className="mark-badge mark-pen">
            <span aria-hidden="true">{ctx.t('rowInfo.penalty')}</span>
            <span className="sr">{ctx.t('rowInfo.penaltyFull')}</span>
          </span>
        )}
      </div>
      <div className="ev-sides" style={SIDES_POSITION}>
        <SideLine
          event={event}
          ctx={ctx}
          side="home"
          won={winner === Winner.home}
          parts={parts}
          showService={showService}
          showGame={showGame}
          crest={crest}
        />
        <SideLine
          event={event}
          ctx={ctx}
          side="away"
          won={winner === Winner.away}
          parts={parts}
          showService={showService}
          showGame={showGame}
          crest={crest}
        />
        {note && (
          <p className="ev-note">
            {combat && <span className="sr">{`${ctx.t('bout.ended')}: `}</span>}
            {note}
          </p>
        )}
        {info.map((line) => (
          <p key={line} className="ev-note ev-info">
            {line}
          </p>
        ))}
        {/* Opens the match: the full page, or its popup on a wide screen (MatchLink). */}
        <MatchLink href={paths.match(ctx.lang, event.id)} className="ev-open" style={SIDES_LINK}>
          <span className="sr">
            {ctx.t('board.openMatch', { home: event.homeName, away: event.awayName })}
          </span>
        </MatchLink>
      </div>
    </li>
  );
}

const NO_MARKS: readonly RowMarkKind[] = [];

/** The marks of a row that are on (the store drops each when its time is over), in a fixed order. */
export function rowMarks(until: { correction?: number; penalty?: number; counter?: number } | undefined) {
  if (!until) return NO_MARKS;
  return (['correction', 'penalty', 'counter'] as const).filter((kind) => until[kind] !== undefined);
}

/** Two clocks that draw the same (the list compares a tick's clocks with the last tick's). */
export function sameClock(a: LiveClock | null, b: LiveClock | null): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  return (
    a.text === b.text && a.blink === b.blink && a.minute === b.minute && a.unit === b.unit && a.set === b.set
  );
}

export const EventRow = memo(
  EventRowView,
  (prev, next) =>
    prev.event === next.event &&
    prev.ctx === next.ctx &&
    prev.highlighted === next.highlighted &&
    prev.keptLive === next.keptLive &&
    prev.partCount === next.partCount &&
    (prev.marks ?? NO_MARKS).join() === (next.marks ?? NO_MARKS).join() &&
    sameClock(prev.clock, next.clock),
);
