/**
 * The head of a no-duel entry's page (golf, racing, cycling, winter sports: an event is one
 * participant's entry in a race or round, docs/ARCHITECTURE.md "Data model"): the race, the
 * participant, the place or the reason for having none, and the race's figures, with the board's own
 * rank, status and column rules (kit/event/race.ts).
 */
import { type Lang, type MatchEvent, type MatchHeader, type SportInfo } from '@nerali/domain';
import { Link } from 'react-router';
import { useVisitor } from '../../kit/visitor.ts';
import type { T } from '../../i18n/index.ts';
import { Flag } from '../../kit/ui/Flag.tsx';
import { columnValue, type RaceColumn, raceColumns, rankOf, statusText } from '../../kit/event/race.ts';
import { nthPart, stageText } from '../../kit/event/status.ts';
import { paths } from '../../kit/paths.ts';
import { isoAtOffset } from '../../kit/time/format.ts';
import { useHourClock } from '../../kit/time/hour-clock.ts';
import { formatMatchStart } from './time.ts';

function columnLabel(column: RaceColumn, t: T): string {
  switch (column) {
    case 'toPar':
    case 'today':
    case 'thru':
    case 'time':
      return t(`race.${column}Long`);
    case 'round1':
    case 'round2':
    case 'round3':
    case 'round4':
      return nthPart(Number(column.slice(5)), 'round', t);
    case 'jump1':
    case 'jump2':
      return nthPart(Number(column.slice(4)), 'jump', t);
    case 'run1':
    case 'run2':
      return nthPart(Number(column.slice(3)), 'run', t);
    default:
      return t(`race.${column}`);
  }
}

export interface RaceEntryProps {
  header: MatchHeader;
  event: MatchEvent;
  sport: SportInfo;
  t: T;
  lang: Lang;
  tzMinutes: number;
}

export function RaceEntry({ header, event, sport, t, lang, tzMinutes }: RaceEntryProps) {
  const hourClock = useHourClock();
  const status = statusText(event, sport, t);
  const rank = rankOf(event);
  const stage = stageText(event, t);
  const columns = raceColumns([event], sport, t, useVisitor().settings.show_odds_comparison_tab);
  const figures = columns
    .map((column) => ({ column, value: columnValue(event, column, t) }))
    .filter((f): f is { column: RaceColumn; value: string } => f.value !== undefined && f.value !== '');
  return (
    <header className="mh">
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
        </time>
      </p>
      <div className="mh-entry">
        <p className="mh-name mh-solo">
          {event.homeId ? (
            <Link to={paths.team(lang, sport, event.homeId)}>{event.homeName}</Link>
          ) : (
            event.homeName
          )}
          {event.team && <span className="mh-sub">{event.team}</span>}
        </p>
        <p className="mh-status">
          {status ?? (rank !== undefined ? t('matchHead.rank', { n: rank }) : null)}
          {stage && <span className="mh-stage">{stage}</span>}
        </p>
      </div>
      {figures.length > 0 && (
        <dl className="mh-figs">
          {figures.map(({ column, value }) => (
            <div key={column}>
              <dt>{columnLabel(column, t)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </header>
  );
}
