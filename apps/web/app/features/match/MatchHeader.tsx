/**
 * The head of a match page: league (link), start time in the visitor's zone, the two sides (links to
 * their pages) with red cards and the service dot, the score, the status in Tamil from the board's
 * own stage and clock rules (kit/event/status.ts), and the score by period.
 */
import { GameStar } from '../favourites/GameStar.tsx';
import {
  isResultShown,
  type Lang,
  type MatchEvent,
  type MatchHeader as Header,
  type Scorecard,
  type SportInfo,
  StageType,
  stageTypeTab,
  Winner,
} from '@nerali/domain';
import { Link } from 'react-router';
import type { T } from '../../i18n/index.ts';
import { Crest, hasCrests } from '../../kit/ui/Crest.tsx';
import { Flag } from '../../kit/ui/Flag.tsx';
import { goalJustScored } from '../../kit/event/goal.ts';
import { type LiveClock, nthPart, stageText } from '../../kit/event/status.ts';
import { duelFacts, extraPartOf, partNounOf } from '../../kit/sport-facts.ts';
import { paths } from '../../kit/paths.ts';
import { isoAtOffset } from '../../kit/time/format.ts';
import { useHourClock } from '../../kit/time/hour-clock.ts';
import { chase, chaseText, inningsStageText, sideScore } from './cricket.ts';
import { formatMatchStart } from './time.ts';

export interface MatchHeaderProps {
  header: Header;
  event: MatchEvent;
  sport: SportInfo;
  clock: LiveClock | null;
  /** Cricket's ball-by-ball scorecard, when the page has it: declarations and a chase's need. */
  card?: Scorecard | null;
  t: T;
  lang: Lang;
  tzMinutes: number;
  /**
   * Now in the server's clock as the page shows the match (behind by a spoiler delay): a goal of the
   * last minute is drawn loud (kit/event/goal.ts). Missing: no goal highlight.
   */
  nowS?: number;
}

type Side = 'home' | 'away';

function Status({ event, clock, t }: { event: MatchEvent; clock: LiveClock | null; t: T }) {
  // A cricket innings is said in words ("இரண்டாம் இன்னிங்ஸ்"); it has no clock to show.
  const innings = inningsStageText(event, event.stage, t);
  if (innings) return <span className="mh-stage">{innings}</span>;
  const stage = stageText(event, t);
  if (clock && !clock.unit) {
    return (
      <>
        {stage && <span className="mh-stage">{stage}</span>}
        <span className="mh-clock">
          {clock.text}
          {clock.minute && <span className={clock.blink ? 'blink' : undefined}>′</span>}
        </span>
      </>
    );
  }
  if (clock?.unit) {
    return (
      <span className="mh-stage">
        {clock.set ? `${nthPart(clock.set, 'set', t)}, ` : ''}
        {nthPart(clock.text, clock.unit, t)}
      </span>
    );
  }
  return stage ? <span className="mh-stage">{stage}</span> : null;
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

/** A side's innings under its name, as the fans' sites print them: "202 & 401/9d", "87/3 (8.2)". */
function CricketScore({ score, t }: { score: ReturnType<typeof sideScore>; t: T }) {
  if (!score) return null;
  return (
    <span className="mh-ck">
      <span className="sr">{`${t('matchHead.score')}: `}</span>
      <span className="mh-ck-r">{score.text}</span>
      {score.overs && (
        <span className="mh-ck-o">
          <span aria-hidden="true">{` (${score.overs})`}</span>
          <span className="sr">{`, ${t('row.overs', { overs: score.overs })}`}</span>
        </span>
      )}
    </span>
  );
}

/** Under a live cricket board: what a chase needs, the run rate and the required rate. */
function CricketLine({ event, card, t }: { event: MatchEvent; card: Scorecard | null | undefined; t: T }) {
  const cricket = event.cricket;
  if (!cricket || event.stageType !== StageType.live) return null;
  const need = chase(event, card);
  const parts: string[] = [];
  if (need) {
    const team = cricket.batting === 2 ? event.awayName : event.homeName;
    parts.push(`${team}: ${chaseText(need, t)}`);
  }
  const rate = cricket.runRate?.trim();
  if (rate && Number(rate) > 0) parts.push(t('cricket.runRate', { rate }));
  const required = cricket.requiredRunRate?.trim();
  if (need && required) parts.push(t('cricket.requiredRate', { rate: required }));
  if (parts.length === 0) return null;
  return (
    <p className="mh-ck-line" aria-live="polite">
      {parts.map((part, i) => (
        <span key={i}>{part}</span>
      ))}
    </p>
  );
}

function Team({
  event,
  side,
  sport,
  lang,
  t,
  serving,
  winner,
  card,
}: {
  event: MatchEvent;
  side: Side;
  sport: SportInfo;
  lang: Lang;
  t: T;
  serving: boolean;
  winner: boolean;
  card: Scorecard | null | undefined;
}) {
  const id = side === 'home' ? event.homeId : event.awayId;
  const name = side === 'home' ? event.homeName : event.awayName;
  const crest = id && hasCrests(sport);
  return (
    <div className={`mh-team mh-${side}${winner ? ' mh-win' : ''}`}>
      {crest && <Crest id={id} size={48} className="mh-crest" eager />}
      {/* Tamil media do not caption the sides; a screen reader hears which side is the home one, and
          a player (tennis, darts, boxing) is not a team: no caption at all. */}
      {!sport.noDuel && !duelFacts(sport).individual && (
        <span className="sr">{`${t(side === 'home' ? 'matchHead.home' : 'matchHead.away')}: `}</span>
      )}
      <span className="mh-name">
        {id ? <Link to={paths.team(lang, sport, id)}>{name}</Link> : name}
        <RedCards count={side === 'home' ? event.homeRedCards : event.awayRedCards} t={t} />
        {serving && (
          <span className="srv" role="img" aria-label={t(event.cricket ? 'row.batting' : 'row.serving')} />
        )}
        {winner && <span className="sr">{`, ${t('row.winner')}`}</span>}
      </span>
      {event.cricket && <CricketScore score={sideScore(event, side, card)} t={t} />}
    </div>
  );
}

/** Whether score part `i` holds every part after it: baseball's tenth, headed "10+" (kit/sport-facts.ts). */
const extrasAt = (sport: SportInfo, i: number) => extraPartOf(sport) === i;

function Parts({ event, sport, t }: { event: MatchEvent; sport: SportInfo; t: T }) {
  const home = event.homeParts ?? [];
  const away = event.awayParts ?? [];
  const count = Math.max(home.length, away.length);
  if (sport.scorePartCount < 2 || event.cricket || count === 0 || !isResultShown(event)) {
    const first = home[0];
    const second = away[0];
    // Football's one part is the first half: said as the half-time score once the half is over.
    if (sport.scorePartCount === 1 && first != null && second != null && event.stage !== 12) {
      return <p className="mh-ht">{t('matchHead.firstHalf', { score: `${first}-${second}` })}</p>;
    }
    return null;
  }
  // The part columns' noun is the card's (CAT18): field hockey's quarters, beach soccer's periods.
  const noun = partNounOf(sport);
  if (noun === null) return null;
  const cols = Array.from({ length: count }, (_, i) => i);
  const cell = (list: (number | null)[], tb: (number | null)[] | undefined, i: number) => (
    <td key={i}>
      {list[i] ?? ''}
      {tb?.[i] != null && <sup>{tb[i]}</sup>}
    </td>
  );
  return (
    <table className="mh-parts">
      <caption className="sr">{t('matchHead.partsCaption')}</caption>
      <thead>
        <tr>
          <td />
          {cols.map((i) => (
            <th key={i} scope="col">
              <span aria-hidden="true">{extrasAt(sport, i) ? `${i + 1}+` : i + 1}</span>
              <span className="sr">
                {extrasAt(sport, i) ? t('status.extraInning') : nthPart(i + 1, noun, t)}
              </span>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row">{event.homeName}</th>
          {cols.map((i) => cell(home, event.homeTiebreaks, i))}
        </tr>
        <tr>
          <th scope="row">{event.awayName}</th>
          {cols.map((i) => cell(away, event.awayTiebreaks, i))}
        </tr>
      </tbody>
    </table>
  );
}

function winnerOf(event: MatchEvent): Winner | null {
  if (event.winner === Winner.home || event.winner === Winner.away) return event.winner;
  return null;
}

export function MatchHeader({
  header,
  event,
  sport,
  clock,
  card,
  t,
  lang,
  tzMinutes,
  nowS,
}: MatchHeaderProps) {
  const hourClock = useHourClock();
  const live = stageTypeTab(event) === 'live';
  const running = live && event.stageType === StageType.live;
  const shown = isResultShown(event);
  const serveSide = event.cricket ? event.cricket.batting : event.service;
  const winner = winnerOf(event);
  // Cricket's innings stand under each side's name (CricketScore): the middle keeps only the status.
  const cricket = event.cricket !== undefined;
  const homeScore = cricket ? null : shown ? event.homeScore : null;
  const awayScore = cricket ? null : shown ? event.awayScore : null;
  const hasScore = homeScore != null || awayScore != null;
  const goal = hasScore && nowS !== undefined && goalJustScored(event, sport, nowS);
  return (
    <header className={`mh${live ? ' mh-live' : ''}${goal ? ' mh-goal' : ''}`}>
      <p className="mh-league">
        <Flag code={header.countryCode} />
        <span className="mh-country">{header.countryName[lang]}</span>
        {header.leagueId ? (
          <Link to={paths.league(lang, sport, header.leagueId)}>{header.leagueName[lang]}</Link>
        ) : (
          <span>{header.leagueName[lang]}</span>
        )}
      </p>
      <p className="mh-start">
        <span className="sr">{`${t('matchHead.start')}: `}</span>
        <time dateTime={isoAtOffset(event.startTime, tzMinutes)}>
          {formatMatchStart(event.startTime, tzMinutes, lang, hourClock)}
        </time>{' '}
        {/* My games (features/favourites): follow this match. */}
        <GameStar game={event} homeName={event.homeName} awayName={event.awayName} />
      </p>
      <div className="mh-board">
        <Team
          event={event}
          side="home"
          sport={sport}
          lang={lang}
          t={t}
          serving={running && sport.serving && serveSide === 1}
          winner={winner === Winner.home}
          card={card}
        />
        <div className={cricket ? 'mh-mid mh-mid-ck' : 'mh-mid'}>
          {goal && <span className="goal-badge mh-goal-b">{t('row.goal')}</span>}
          <p className={cricket ? 'mh-score mh-score-ck' : 'mh-score'} aria-live="polite" aria-atomic="true">
            {!cricket && <span className="sr">{`${t('matchHead.score')}: `}</span>}
            {cricket ? (
              <span className="mh-vs">{t('matchHead.versus')}</span>
            ) : hasScore ? (
              <>
                <span className="mh-sc">{homeScore ?? '-'}</span>
                <span className="mh-dash" aria-hidden="true">
                  -
                </span>
                <span className="sr"> - </span>
                <span className="mh-sc">{awayScore ?? '-'}</span>
              </>
            ) : (
              <span className="mh-vs">{t('matchHead.versus')}</span>
            )}
          </p>
          <p className="mh-status">
            {live && <span className="sr">{`${t('row.live')}: `}</span>}
            <Status event={event} clock={clock} t={t} />
          </p>
        </div>
        <Team
          event={event}
          side="away"
          sport={sport}
          lang={lang}
          t={t}
          serving={running && sport.serving && serveSide === 2}
          winner={winner === Winner.away}
          card={card}
        />
      </div>
      <CricketLine event={event} card={card} t={t} />
      <Parts event={event} sport={sport} t={t} />
    </header>
  );
}
