/**
 * One league on the odds tab: a table of its matches with the main market's prices (1x2 where the
 * sport draws, else 12: spec 1 §3 "Odds types per sport"), in the visitor's format. A table, because
 * that is what it is: screen readers announce "Chennaiyin FC to win, 2.50" cell by cell.
 */
import {
  isResultShown,
  type Lang,
  Market,
  type MatchEvent,
  type SportInfo,
  stageTypeTab,
  nationName,
} from '@nerali/domain';
import { Link } from 'react-router';
import type { T } from '../../i18n/index.ts';
import type { BoardLeague } from '../../live/types.ts';
import { Flag } from '../../kit/ui/Flag.tsx';
import { stageText } from '../../kit/event/status.ts';
import { paths } from '../../kit/paths.ts';
import { formatKickoff, isoAtOffset } from '../../kit/time/format.ts';
import { useHourClock } from '../../kit/time/hour-clock.ts';
import type { EventOddsView } from './day-odds.ts';
import { OddsPrice } from './OddsPrice.tsx';
import type { OddsRules } from './rules.ts';

/**
 * The main market's selections of a league, in the order bookmakers print them: 1, X, 2 where the
 * sport draws, else 1, 2. A league of a drawing sport whose rows all lack a draw (cricket's T20s,
 * where a tie goes to a super over) drops the column rather than showing a line of dashes.
 */
export function oddsSelections(sport: SportInfo, rows: readonly OddsTableRow[] = []): readonly string[] {
  if (sport.oddsType !== '1x2') return ['1', '2'];
  const draws =
    rows.length === 0 || rows.some(({ odds }) => odds.market === Market.oneXTwo || odds.prices.has('X'));
  return draws ? ['1', 'X', '2'] : ['1', '2'];
}

export interface OddsTableRow {
  event: MatchEvent;
  odds: EventOddsView;
}

interface OddsTableProps {
  league: BoardLeague;
  rows: readonly OddsTableRow[];
  sport: SportInfo;
  rules: Pick<OddsRules, 'format' | 'showBookmakerNames'>;
  lang: Lang;
  tzMinutes: number;
  t: T;
}

const HEADER: Record<
  string,
  { short: 'homeShort' | 'drawShort' | 'awayShort'; long: 'home' | 'draw' | 'away' }
> = {
  '1': { short: 'homeShort', long: 'home' },
  X: { short: 'drawShort', long: 'draw' },
  '2': { short: 'awayShort', long: 'away' },
};

function priceLabel(selection: string, event: MatchEvent, t: T): string {
  if (selection === '1') return t('oddsBoard.homeWins', { team: event.homeName });
  if (selection === '2') return t('oddsBoard.awayWins', { team: event.awayName });
  return t('oddsBoard.draw');
}

function Status({ event, lang, tzMinutes, t }: { event: MatchEvent; lang: Lang; tzMinutes: number; t: T }) {
  const hourClock = useHourClock();
  const tab = stageTypeTab(event);
  const text = tab === 'scheduled' ? null : stageText(event, t);
  return text === null ? (
    <time className="ev-time" dateTime={isoAtOffset(event.startTime, tzMinutes)}>
      {formatKickoff(event.startTime, tzMinutes, lang, hourClock)}
    </time>
  ) : (
    <span className={tab === 'live' ? 'od-live' : undefined}>{text}</span>
  );
}

/** The score beside each side, as on the scoreboard, once the match has one to show. */
function scoreShown(event: MatchEvent): boolean {
  return stageTypeTab(event) !== 'scheduled' && isResultShown(event);
}

function Side({ name, score }: { name: string; score: string | undefined }) {
  return (
    <span className="od-team">
      <span className="od-tn">{name}</span>
      {score !== undefined && <span className="od-ts">{score}</span>}
    </span>
  );
}

export function OddsTable({ league, rows, sport, rules, lang, tzMinutes, t }: OddsTableProps) {
  const headingId = `od-${league.id}`;
  const selections = oddsSelections(sport, rows);
  return (
    <section className="lg od-lg" aria-labelledby={headingId}>
      <h2 className="lg-h" id={headingId}>
        <Flag code={league.countryCode} />
        <span className="lg-c">{league.countryName}</span>
        <span className="lg-n">{league.name}</span>
      </h2>
      <table className={`od-t od-t${selections.length}`}>
        <caption className="sr">{t('oddsBoard.caption', { league: league.name })}</caption>
        <thead>
          <tr>
            <th scope="col" className="od-st">
              <span className="sr">{t('oddsBoard.time')}</span>
            </th>
            <th scope="col" className="od-m">
              <span className="sr">{t('oddsBoard.match')}</span>
            </th>
            {selections.map((selection) => {
              const header = HEADER[selection];
              return (
                <th scope="col" key={selection} className="od-h">
                  {header ? (
                    <abbr title={t(`oddsBoard.${header.long}`)}>{t(`oddsBoard.${header.short}`)}</abbr>
                  ) : (
                    selection
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ event, odds }) => (
            <tr key={event.id} data-event-id={event.id} className={odds.active ? undefined : 'od-closed'}>
              <td className="od-st">
                <Status event={event} lang={lang} tzMinutes={tzMinutes} t={t} />
              </td>
              <th scope="row" className="od-m">
                <Link to={paths.match(lang, event.id, 'odds')} className="od-link">
                  <Side
                    name={nationName(event.homeName, lang)}
                    score={scoreShown(event) ? event.homeScore : undefined}
                  />
                  <Side
                    name={nationName(event.awayName, lang)}
                    score={scoreShown(event) ? event.awayScore : undefined}
                  />
                </Link>
                {rules.showBookmakerNames && odds.bookmakerName && (
                  <span className="od-bm">
                    <span className="sr">{`${t('oddsBoard.bookmaker')}: `}</span>
                    {odds.bookmakerName}
                  </span>
                )}
              </th>
              {selections.map((selection) => {
                const price = odds.prices.get(selection);
                return (
                  <td key={selection} className="od-c">
                    {price ? (
                      <OddsPrice
                        value={price.value}
                        move={price.move}
                        format={rules.format}
                        active={odds.active}
                        label={priceLabel(selection, event, t)}
                      />
                    ) : (
                      <span className="od-none">
                        <span aria-hidden="true">-</span>
                        <span className="sr">{t('oddsBoard.noPrice')}</span>
                      </span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
