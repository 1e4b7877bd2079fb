/**
 * The cricket scorecard (see scorecard.ts for what it is built from): per innings the total, overs and
 * run rate, who batted and how they were out with their boundaries, the fall of wickets and the
 * bowlers' wickets; above it the format, target and required rate of a chase.
 */
import {
  CricketGameType,
  decodeLineups,
  decodeSummary,
  type Lang,
  type MatchEvent,
  type Scorecard as BallByBallCard,
  StageType,
  type WinChances,
} from '@nerali/domain';
import { useMemo } from 'react';
import type { T } from '../../i18n/index.ts';
import { CricketCard } from './CricketCard.tsx';
import { buildScorecard, type InningsCard } from './scorecard.ts';
import { hasData } from './tabs.ts';
import { WinBar } from './WinBar.tsx';
import { ordinalWord } from '../../kit/event/status.ts';

export interface ScorecardProps {
  event: MatchEvent;
  /** The ball-by-ball scorecard (df_sc), when the match has one: the full card. */
  card: BallByBallCard | null;
  /** The df_sc feed could not be read (the card below is then the one of the other feeds). */
  cardFailed: boolean;
  incidents: string | undefined;
  lineups: string | undefined;
  /** The win probability the df_sc feed carries (live or finished, limited overs), for the bar above the card. */
  chances?: WinChances | null;
  t: T;
  lang: Lang;
}

function gameTypeKey(type: number | undefined): 'scorecard.test' | 'scorecard.odi' | 'scorecard.t20' | null {
  if (type === CricketGameType.test) return 'scorecard.test';
  if (type === CricketGameType.odi) return 'scorecard.odi';
  if (type === CricketGameType.t20) return 'scorecard.t20';
  return null;
}

function Innings({ card, event, t, test }: { card: InningsCard; event: MatchEvent; t: T; test: boolean }) {
  const team = card.side === 2 ? event.awayName : event.homeName;
  const id = `sc-${card.number}`;
  const batting = event.cricket?.batting === card.side && card.number === lastInnings(event);
  return (
    <section className="card sc" aria-labelledby={id}>
      <h2 className="card-h" id={id}>
        {test
          ? t('cricket.inningsOrdinal', { team, ordinal: ordinalWord(card.sideInnings, t) })
          : t('scorecard.innings', { team })}
        {batting && <span className="sc-now">{t('scorecard.batting')}</span>}
      </h2>
      {card.figures && (
        <p className="sc-total">
          <strong>{t('scorecard.total', { runs: card.figures.runs, wickets: card.figures.wickets })}</strong>
          <span>{t('scorecard.overs', { overs: card.figures.overs })}</span>
          {card.runRate && <span>{`${t('scorecard.runRate')} ${card.runRate}`}</span>}
        </p>
      )}
      {card.batters.length > 0 && (
        <div className="tbl-wrap">
          <table className="sc-t">
            <caption className="sc-cap">{t('scorecard.batter')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('scorecard.batter')}</th>
                <th scope="col">{t('scorecard.bowler')}</th>
                <th scope="col">
                  <abbr title={t('scorecard.foursLong')}>{t('scorecard.fours')}</abbr>
                </th>
                <th scope="col">
                  <abbr title={t('scorecard.sixesLong')}>{t('scorecard.sixes')}</abbr>
                </th>
              </tr>
            </thead>
            <tbody>
              {card.batters.map((b) => (
                <tr key={b.name} className={b.out ? 'sc-out' : undefined}>
                  <th scope="row">
                    {b.name}
                    {b.note && <span className="sc-note">{b.note}</span>}
                  </th>
                  <td>{b.bowler ?? ''}</td>
                  <td>{b.fours}</td>
                  <td>{b.sixes}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {card.fallOfWickets.length > 0 && (
        <>
          <h3 className="sc-h">{t('scorecard.fallOfWickets')}</h3>
          <ol className="sc-fow">
            {card.fallOfWickets.map((w) => (
              <li key={w.number}>
                <strong>{w.score}</strong>
                {` (${w.batter ?? ''}, ${t('scorecard.at')} ${w.over})`}
              </li>
            ))}
          </ol>
        </>
      )}
      {card.bowlers.length > 0 && (
        <div className="tbl-wrap">
          <table className="sc-t">
            <caption className="sc-cap">{t('scorecard.bowling')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('scorecard.bowler')}</th>
                <th scope="col">{t('scorecard.wickets')}</th>
                <th scope="col">
                  <abbr title={t('scorecard.foursLong')}>{t('scorecard.fours')}</abbr>
                </th>
                <th scope="col">
                  <abbr title={t('scorecard.sixesLong')}>{t('scorecard.sixes')}</abbr>
                </th>
              </tr>
            </thead>
            <tbody>
              {card.bowlers.map((b) => (
                <tr key={b.name}>
                  <th scope="row">{b.name}</th>
                  <td>{b.wickets}</td>
                  <td>{b.fours}</td>
                  <td>{b.sixes}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function lastInnings(event: MatchEvent): number {
  return (event.cricket?.home.length ?? 0) + (event.cricket?.away.length ?? 0);
}

export function Scorecard(props: ScorecardProps) {
  const { card, cardFailed, event, chances, t, lang } = props;
  if (card && card.innings.length > 0) {
    const test = event.cricket?.gameType === CricketGameType.test;
    return (
      <>
        {chances && (
          <WinBar
            chances={chances}
            names={[event.homeName, event.awayName]}
            drawLabel={t(test ? 'winProbability.draw' : 'winProbability.tie')}
            basis={t('winProbability.cricketBasis')}
            t={t}
            lang={lang}
          />
        )}
        <CricketCard card={card} event={event} test={test} t={t} />
      </>
    );
  }
  return (
    <>
      {cardFailed && (
        <p className="card empty-tab" role="alert">
          {t('cricket.failed')}
        </p>
      )}
      <FromIncidents {...props} />
    </>
  );
}

/** The card of a match without deliveries: the header's innings, the incidents and the line-ups. */
function FromIncidents({ event, incidents, lineups, t }: ScorecardProps) {
  const cards = useMemo(() => {
    const periods = hasData(incidents) ? decodeSummary(incidents) : [];
    const teams = hasData(lineups) ? (decodeLineups(lineups)?.teams ?? []) : [];
    return buildScorecard(event, periods, teams);
  }, [event, incidents, lineups]);
  const cricket = event.cricket;
  const type = gameTypeKey(cricket?.gameType);
  if (cards.length === 0) {
    const none = event.stageType === StageType.finished ? 'scorecard.noneFinished' : 'scorecard.none';
    return <p className="card empty-tab">{t(none)}</p>;
  }
  return (
    <>
      {(type || cricket?.target !== undefined) && (
        <p className="card sc-info">
          {type && <span>{t(type)}</span>}
          {cricket?.target !== undefined && <span>{t('row.target', { runs: cricket.target })}</span>}
          {cricket?.requiredRunRate && (
            <span>{t('row.requiredRate', { rate: cricket.requiredRunRate })}</span>
          )}
        </p>
      )}
      {cards.map((card) => (
        <Innings
          key={card.number}
          card={card}
          event={event}
          t={t}
          test={cricket?.gameType === CricketGameType.test}
        />
      ))}
    </>
  );
}
