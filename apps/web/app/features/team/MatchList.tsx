/**
 * A participant's matches, grouped by competition as the feed orders them: the day, kick-off or
 * live clock, both sides with the score, and what the match meant for this participant (won, drawn,
 * lost). Each match links to its match page, each competition to its tournament page.
 *
 * Rows are memoised on the event object: the live list keeps an unchanged event's object, so a goal
 * re-renders one row. The clock text comes in as a prop, recomputed by the list each tick.
 */
import {
  type FeedLeague,
  type FormLetter,
  type FormRefinement,
  isResultShown,
  type Lang,
  type MatchEvent,
  type SportInfo,
  StageType,
  stageTypeTab,
  Winner,
  nationName,
  refineForm,
} from '@nerali/domain';
import { memo } from 'react';
import { Link } from 'react-router';
import type { T } from '../../i18n/index.ts';
import { Flag } from '../../kit/ui/Flag.tsx';
import { sideScore } from '../match/cricket.ts';
import { type LiveClock, liveClock, nthPart, stageText } from '../../kit/event/status.ts';
import { paths } from '../../kit/paths.ts';
import { formatKickoff, isoAtOffset } from '../../kit/time/format.ts';
import { useHourClock } from '../../kit/time/hour-clock.ts';
import { formatMatchDay } from '../../kit/time/dates.ts';

export interface ListContext {
  t: T;
  lang: Lang;
  tzMinutes: number;
  sport: SportInfo;
  /** The participant whose page this is: its side is marked and its outcome shown. */
  participantId: string;
  /** The loader's time: which year a date needs (same on the server and at hydration). */
  pageNowS: number;
}

export interface Section {
  league: FeedLeague;
  events: MatchEvent[];
}

/** Consecutive events of one league form a section (the feed repeats a league row when it returns). */
export function sectionsOf(
  events: readonly MatchEvent[],
  leagues: ReadonlyMap<string, FeedLeague>,
): Section[] {
  const sections: Section[] = [];
  for (const event of events) {
    const league = leagues.get(event.leagueId);
    if (!league) continue;
    const last = sections[sections.length - 1];
    if (last && last.league.id === league.id) last.events.push(event);
    else sections.push({ league, events: [event] });
  }
  return sections;
}

/** The participant's outcome in a finished duel: W, D, L, or null when unknown. */
export function outcomeOf(event: MatchEvent, participantId: string): 'W' | 'D' | 'L' | null {
  if (event.stageType !== StageType.finished || !isResultShown(event)) return null;
  const side = event.homeId === participantId ? 1 : event.awayId === participantId ? 2 : null;
  if (side === null) return null;
  let winner = event.winner;
  if (winner === undefined) {
    const home = Number(event.homeScore);
    const away = Number(event.awayScore);
    if (event.homeScore === undefined || !Number.isFinite(home) || !Number.isFinite(away)) return null;
    winner = home === away ? Winner.draw : home > away ? Winner.home : Winner.away;
  }
  if (winner === Winner.draw) return 'D';
  if (winner !== Winner.home && winner !== Winner.away) return null;
  return winner === side ? 'W' : 'L';
}

/**
 * Cricket as the match header writes it ("245 & 186/4", the side batting now "87/3 (8.2)":
 * features/match/cricket.ts `sideScore`); every other sport its main score.
 */
function scoreText(event: MatchEvent, side: 'home' | 'away'): string {
  if (!isResultShown(event)) return '';
  const cricket = sideScore(event, side);
  if (cricket) return cricket.overs === undefined ? cricket.text : `${cricket.text} (${cricket.overs})`;
  return event[`${side}Score`] ?? '';
}

function When({ event, ctx, clock }: { event: MatchEvent; ctx: ListContext; clock: LiveClock | null }) {
  const hourClock = useHourClock();
  const day = formatMatchDay(event.startTime, ctx.pageNowS, ctx.tzMinutes, ctx.lang);
  const live = stageTypeTab(event) === 'live';
  let second: string | null;
  if (clock) {
    second = clock.unit ? nthPart(clock.text, clock.unit, ctx.t) : `${clock.text}${clock.minute ? "'" : ''}`;
  } else if (event.stageType === StageType.scheduled && event.stage === 1) {
    second = formatKickoff(event.startTime, ctx.tzMinutes, ctx.lang, hourClock);
  } else {
    second = stageText(event, ctx.t);
  }
  return (
    <div className="tm-when">
      <time dateTime={isoAtOffset(event.startTime, ctx.tzMinutes)}>{day}</time>
      {second !== null && <span className={live ? 'tm-clock' : 'tm-stage'}>{second}</span>}
    </div>
  );
}

interface RowProps {
  event: MatchEvent;
  ctx: ListContext;
  clock: LiveClock | null;
}

function MatchRowView({ event, ctx, clock }: RowProps) {
  const { t } = ctx;
  const live = stageTypeTab(event) === 'live';
  const outcome = outcomeOf(event, ctx.participantId);
  const homeWin = event.winner === Winner.home;
  const awayWin = event.winner === Winner.away;
  const side = (s: 'home' | 'away', won: boolean) => {
    const own = (s === 'home' ? event.homeId : event.awayId) === ctx.participantId;
    let cls = 'tm-side';
    if (won) cls += ' tm-won';
    if (own) cls += ' tm-own';
    return (
      <span className={cls}>
        <span className="tm-name">
          {nationName(s === 'home' ? event.homeName : event.awayName, ctx.lang)}
        </span>
        <span className="tm-sc">{scoreText(event, s)}</span>
      </span>
    );
  };
  return (
    <li
      className={live ? 'tm-m tm-live' : 'tm-m'}
      data-event-id={event.id}
      data-live={live ? 'true' : undefined}
    >
      {live && <span className="sr">{`${t('row.live')}: `}</span>}
      <When event={event} ctx={ctx} clock={clock} />
      {/* The link's name is its text ("Home 2 எதிர் Away 1"): what a sighted reader sees, in order. */}
      <Link className="tm-sides" to={paths.match(ctx.lang, event.id)}>
        {side('home', homeWin)}
        <span className="sr">{` ${t('team.vs')} `}</span>
        {side('away', awayWin)}
      </Link>
      <span className="tm-out">
        {outcome && <FormMark event={event} participantId={ctx.participantId} letter={outcome} t={t} />}
      </span>
    </li>
  );
}

const FULL_OUTCOME = { W: 'won', D: 'drawn', L: 'lost' } as const;

const REFINED_TITLE = {
  drawThenWin: 'team.formDrawThenWin',
  drawThenLoss: 'team.formDrawThenLoss',
  winAfterExtraTime: 'team.formWinAfterExtraTime',
  lossAfterExtraTime: 'team.formLossAfterExtraTime',
} as const satisfies Record<FormRefinement, string>;

/**
 * The W/D/L badge of a finished match, refined (spec 2 §4.12, domain `refineForm`): a match decided by a
 * shoot-out after a draw, or in extra time, carries a small mark (பெ / கூ) and says so in its tooltip.
 */
export function FormMark({
  event,
  participantId,
  letter,
  t,
}: {
  event: MatchEvent;
  participantId: string;
  letter: FormLetter;
  t: T;
}) {
  const side = event.homeId === participantId ? 1 : 2;
  const refined = refineForm(letter, event, side);
  const title = refined ? t(REFINED_TITLE[refined]) : t(`team.${FULL_OUTCOME[letter]}`);
  return (
    <abbr
      className={refined ? `tm-res tm-res-${letter} tm-res-x` : `tm-res tm-res-${letter}`}
      title={title}
      data-form={refined ?? letter}
    >
      {t(`team.form${letter}`)}
      {refined && (
        <sup className="tm-res-m">
          {t(
            refined === 'drawThenWin' || refined === 'drawThenLoss'
              ? 'team.formMarkShootout'
              : 'team.formMarkExtraTime',
          )}
        </sup>
      )}
    </abbr>
  );
}

function sameClock(a: LiveClock | null, b: LiveClock | null): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  return a.text === b.text && a.minute === b.minute && a.unit === b.unit;
}

const MatchRow = memo(
  MatchRowView,
  (prev, next) => prev.event === next.event && prev.ctx === next.ctx && sameClock(prev.clock, next.clock),
);

export function MatchList({
  sections,
  ctx,
  nowS,
  headingLevel = 3,
}: {
  sections: readonly Section[];
  ctx: ListContext;
  /** The ticking server time for live clocks. */
  nowS: number;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="tm-list">
      {sections.map(({ league, events }, i) => (
        <section key={`${league.id}-${i}`} className="tm-sec">
          <Heading className="tm-sec-h">
            <Link to={paths.league(ctx.lang, ctx.sport, league.id)}>
              <Flag code={league.countryCode} />
              <span className="tm-lg-c">{league.countryName}</span>
              <span className="tm-lg-n">{league.name}</span>
            </Link>
          </Heading>
          <ul className="tm-ms">
            {events.map((event) => (
              <MatchRow
                key={event.id}
                event={event}
                ctx={ctx}
                clock={stageTypeTab(event) === 'live' ? liveClock(event, nowS) : null}
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
