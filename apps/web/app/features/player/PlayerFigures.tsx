/**
 * A cricketer's, a kabaddi player's or a goal sport's player's figures on his profile (issue 14
 * point 7, issue 15 point 5), from pp_'s rows YF, YG and YO (docs/feeds.md): the server folds his
 * team's finished matches; this file lays them out and derives the averages and rates from the
 * totals with the domain's helpers (cricket/career.ts), so "-" stands where there is nothing to
 * divide by (never out, no wicket).
 *
 * Cricket: a batting table and a bowling table (the latter only when he has bowled), one row per
 * format and span (career, then the season); kabaddi: one table; football, ice hockey, handball ...:
 * one table of matches, starts, minutes (football), goals, assists and cards. Only finished matches
 * count; the note says up to which. Wide tables scroll inside their box on a phone (`.tm-scroll`), a
 * region that takes the keyboard focus so it can be scrolled without a pointer (axe:
 * scrollable-region-focusable).
 */
import {
  battingAverage,
  battingStrikeRate,
  bestBowlingText,
  bowlingAverage,
  bowlingStrikeRate,
  CricketGameType,
  type CricketFiguresItem,
  economy,
  highestText,
  type GoalFiguresItem,
  type KabaddiFiguresItem,
  type Lang,
  oversText,
  type PlayerProfileDocument,
  type SportInfo,
} from '@nerali/domain';
import type { T } from '../../i18n/index.ts';
import { sportFacts } from '../../kit/sport-facts.ts';
import { formatMatchDay } from '../../kit/time/dates.ts';
import { formatDecimal, formatNumber } from '../../kit/time/format.ts';
import type { playerFiguresTa } from './messages.ts';

type Words = typeof playerFiguresTa.playerFigures;
/** A column: a short heading with its full words under `{column}Long`. */
type Column = { [K in keyof Words]: `${K}Long` extends keyof Words ? K : never }[keyof Words];

/**
 * Which figures a sport's profiles carry: those of its match log, read from the sport's line of the
 * web's registry (a scorecard tab: the balls log, cricket; raid by raid: the raids log, kabaddi).
 */
export function figuresKind(sport: SportInfo): 'cricket' | 'kabaddi' | 'goals' | null {
  const facts = sportFacts(sport);
  if (facts.kind !== 'duel') return null;
  if (facts.match.scorecard) return 'cricket';
  if (facts.match.history === 'raids') return 'kabaddi';
  // The sports whose score unit is the goal (their tables count goals): their incidents name scorers,
  // assists and cards. The same list as the domain's isGoalSport (PlayerFigures.test.tsx).
  return facts.tableUnit === 'goals' ? 'goals' : null;
}

interface Props {
  doc: PlayerProfileDocument;
  sport: SportInfo;
  lang: Lang;
  nowS: number;
  tzMinutes: number;
  t: T;
}

/** A column heading: the short form shown, the full word in a title and for screen readers. */
function Head({ name, t }: { name: Column; t: T }) {
  const long = t(`playerFigures.${name}Long`);
  return (
    <th scope="col" className="tm-num">
      <abbr title={long} aria-label={long}>
        {t(`playerFigures.${name}`)}
      </abbr>
    </th>
  );
}

const FORMAT_KEYS: Partial<Record<number, 'test' | 'odi' | 't20'>> = {
  [CricketGameType.test]: 'test',
  [CricketGameType.odi]: 'odi',
  [CricketGameType.t20]: 't20',
};

function spanOf(row: { scope: 'c' | 's'; season?: string }, t: T): string {
  return row.scope === 'c'
    ? t('playerFigures.career')
    : t('playerFigures.season', { year: row.season ?? '' });
}

/** The row's heading: the format above the span (narrow on a phone), read as "T20: Career". */
function CricketSpan({ row, t }: { row: CricketFiguresItem; t: T }) {
  const span = spanOf(row, t);
  const format = FORMAT_KEYS[row.format];
  const label = format
    ? t('playerFigures.span', { format: t(`playerFigures.${format}`), span })
    : t('playerFigures.span0', { span });
  return (
    <th scope="row" aria-label={label}>
      <span className="pl-fig-f">{format ? t(`playerFigures.${format}`) : t('playerFigures.other')}</span>{' '}
      <span className="pl-fig-s">{span}</span>
    </th>
  );
}

function Cells({ values }: { values: string[] }) {
  return (
    <>
      {values.map((v, i) => (
        // The columns are fixed per table: the index is the column.
        <td key={i} className="tm-num">
          {v}
        </td>
      ))}
    </>
  );
}

function CricketTables({ rows, lang, t }: { rows: CricketFiguresItem[]; lang: Lang; t: T }) {
  const n = (x: number) => formatNumber(x, lang);
  const d = (x: number | undefined) =>
    x === undefined ? t('playerFigures.dash') : formatDecimal(x, lang, 2);
  const battingHeads: Column[] = [
    'matches',
    'innings',
    'notOuts',
    'runs',
    'highest',
    'average',
    'strikeRate',
    'hundreds',
    'fifties',
    'fours',
    'sixes',
  ];
  const bowlingHeads: Column[] = [
    'matches',
    'innings',
    'overs',
    'maidens',
    'runs',
    'wickets',
    'best',
    'bowlingAverage',
    'economy',
    'bowlingStrikeRate',
    'fiveWickets',
  ];
  const bowled = rows.some((r) => r.bowlingInnings > 0);
  return (
    <>
      <div className="tm-scroll" role="region" aria-label={t('playerFigures.batting')} tabIndex={0}>
        <table className="tm-table pl-fig">
          <caption className="pl-fig-cap">{t('playerFigures.batting')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('playerFigures.spanHead')}</th>
              {battingHeads.map((h) => (
                <Head key={h} name={h} t={t} />
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={`${r.format}:${r.scope}`}>
                <CricketSpan row={r} t={t} />
                <Cells
                  values={[
                    n(r.matches),
                    n(r.innings),
                    n(r.notOuts),
                    n(r.runs),
                    r.highest === undefined
                      ? t('playerFigures.dash')
                      : highestText({ runs: r.highest, notOut: r.highestNotOut }),
                    d(battingAverage(r)),
                    d(battingStrikeRate(r)),
                    n(r.hundreds),
                    n(r.fifties),
                    n(r.fours),
                    n(r.sixes),
                  ]}
                />
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {bowled && (
        <div className="tm-scroll" role="region" aria-label={t('playerFigures.bowling')} tabIndex={0}>
          <table className="tm-table pl-fig">
            <caption className="pl-fig-cap">{t('playerFigures.bowling')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('playerFigures.spanHead')}</th>
                {bowlingHeads.map((h) => (
                  <Head key={h} name={h} t={t} />
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => {
                const bowling = { runs: r.bowlingRuns, wickets: r.wickets, balls: r.bowlingBalls };
                return (
                  <tr key={`${r.format}:${r.scope}`}>
                    <CricketSpan row={r} t={t} />
                    <Cells
                      values={[
                        n(r.matches),
                        n(r.bowlingInnings),
                        oversText(r.bowlingBalls),
                        n(r.maidens),
                        n(r.bowlingRuns),
                        n(r.wickets),
                        r.bestWickets === undefined || r.bestRuns === undefined
                          ? t('playerFigures.dash')
                          : bestBowlingText({ wickets: r.bestWickets, runs: r.bestRuns }),
                        d(bowlingAverage(bowling)),
                        d(economy(bowling)),
                        d(bowlingStrikeRate(bowling)),
                        n(r.fiveWickets),
                      ]}
                    />
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

const KABADDI_HEADS: Column[] = [
  'matches',
  'raids',
  'raidPoints',
  'successfulRaids',
  'unsuccessfulRaids',
  'tacklePoints',
  'tackles',
  'total',
  'super10s',
  'high5s',
];

function KabaddiTable({ rows, lang, t }: { rows: KabaddiFiguresItem[]; lang: Lang; t: T }) {
  const n = (x: number) => formatNumber(x, lang);
  return (
    <div className="tm-scroll" role="region" aria-label={t('playerFigures.kabaddi')} tabIndex={0}>
      <table className="tm-table pl-fig">
        <caption className="pl-fig-cap">{t('playerFigures.kabaddi')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('playerFigures.spanHead')}</th>
            {KABADDI_HEADS.map((h) => (
              <Head key={h} name={h} t={t} />
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.scope}>
              <th scope="row">{spanOf(r, t)}</th>
              <Cells
                values={[
                  n(r.matches),
                  n(r.raids),
                  n(r.raidPoints),
                  n(r.successfulRaids),
                  n(r.unsuccessfulRaids),
                  n(r.tacklePoints),
                  n(r.tackles),
                  n(r.raidPoints + r.tacklePoints),
                  n(r.super10s),
                  n(r.high5s),
                ]}
              />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function GoalTable({ rows, lang, t }: { rows: GoalFiguresItem[]; lang: Lang; t: T }) {
  const n = (x: number) => formatNumber(x, lang);
  // Minutes only where every row has them (football with line-ups).
  const minutes = rows.every((r) => r.minutes !== undefined);
  const heads: Column[] = [
    'matches',
    'starts',
    ...(minutes ? (['minutes'] as const) : []),
    'goals',
    'assists',
    'yellowCards',
    'redCards',
  ];
  return (
    <div className="tm-scroll" role="region" aria-label={t('playerFigures.goalsCaption')} tabIndex={0}>
      <table className="tm-table pl-fig">
        <caption className="pl-fig-cap">{t('playerFigures.goalsCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('playerFigures.spanHead')}</th>
            {heads.map((h) => (
              <Head key={h} name={h} t={t} />
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.scope}>
              <th scope="row">{spanOf(r, t)}</th>
              <Cells
                values={[
                  n(r.matches),
                  n(r.starts),
                  ...(minutes ? [n(r.minutes ?? 0)] : []),
                  n(r.goals),
                  n(r.assists),
                  n(r.yellowCards),
                  n(r.redCards),
                ]}
              />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function PlayerFigures({ doc, sport, lang, nowS, tzMinutes, t }: Props) {
  const kind = figuresKind(sport);
  const cricket = kind === 'cricket' ? doc.cricketFigures : [];
  const kabaddi = kind === 'kabaddi' ? doc.kabaddiFigures : [];
  const goals = kind === 'goals' ? doc.goalFigures : [];
  const through = Math.max(
    0,
    ...cricket.map((r) => r.through),
    ...kabaddi.map((r) => r.through),
    ...goals.map((r) => r.through),
  );
  const empty = cricket.length === 0 && kabaddi.length === 0 && goals.length === 0;
  return (
    <section className="tm-block pl-figs" aria-labelledby="pl-figs-h">
      <h2 id="pl-figs-h">{t('playerFigures.title')}</h2>
      {empty ? (
        <p className="tm-empty">{t('playerFigures.none')}</p>
      ) : (
        <>
          <p className="pl-fig-note">
            {t('playerFigures.through', { date: formatMatchDay(through, nowS, tzMinutes, lang) })}
          </p>
          {cricket.length > 0 && <CricketTables rows={cricket} lang={lang} t={t} />}
          {kabaddi.length > 0 && <KabaddiTable rows={kabaddi} lang={lang} t={t} />}
          {goals.length > 0 && <GoalTable rows={goals} lang={lang} t={t} />}
        </>
      )}
    </section>
  );
}
