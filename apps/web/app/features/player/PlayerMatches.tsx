/**
 * The player's recent matches on his profile: the team's latest finished matches (newest first), each
 * with the score, whether he started, came off the bench or was left out (when the line-ups are known),
 * and his own incidents: goals, assists, cards, substitutions, wickets ...
 */
import type { FeedLeague, Lang, MatchEvent, ProfileMatch, SportInfo } from '@nerali/domain';
import { applyEventPatch, nationName } from '@nerali/domain';
import { Link } from 'react-router';
import type { T } from '../../i18n/index.ts';
import { Flag } from '../../kit/ui/Flag.tsx';
import { paths } from '../../kit/paths.ts';
import { isoAtOffset } from '../../kit/time/format.ts';
import { formatMatchDay } from '../../kit/time/dates.ts';
import { FormMark, outcomeOf } from '../team/MatchList.tsx';
import { incidentKey } from './incidents.ts';

const ROLE_KEY = { s: 'started', b: 'bench', x: 'notInLineup' } as const;

interface Props {
  matches: readonly ProfileMatch[];
  leagues: ReadonlyMap<string, FeedLeague>;
  teamId: string | undefined;
  sport: SportInfo;
  lang: Lang;
  nowS: number;
  tzMinutes: number;
  t: T;
}

function Row({
  match,
  event,
  league,
  props,
}: {
  match: ProfileMatch;
  event: MatchEvent;
  league: FeedLeague | undefined;
  props: Props;
}) {
  const { t, lang, sport, tzMinutes, nowS } = props;
  const outcome = props.teamId ? outcomeOf(event, props.teamId) : null;
  const incidents = match.incidents
    .map((incident) => ({ incident, key: incidentKey(incident) }))
    .filter((x) => x.key !== null);
  return (
    <li className="pl-m" data-event-id={event.id}>
      <div className="tm-m">
        <div className="tm-when">
          <time dateTime={isoAtOffset(event.startTime, tzMinutes)}>
            {formatMatchDay(event.startTime, nowS, tzMinutes, lang)}
          </time>
        </div>
        <Link className="tm-sides" to={paths.match(lang, event.id)}>
          <span className={event.homeId === props.teamId ? 'tm-side tm-own' : 'tm-side'}>
            <span className="tm-name">{nationName(event.homeName, lang)}</span>
            <span className="tm-sc">{event.homeScore ?? ''}</span>
          </span>
          <span className="sr">{` ${t('team.vs')} `}</span>
          <span className={event.awayId === props.teamId ? 'tm-side tm-own' : 'tm-side'}>
            <span className="tm-name">{nationName(event.awayName, lang)}</span>
            <span className="tm-sc">{event.awayScore ?? ''}</span>
          </span>
        </Link>
        <span className="tm-out">
          {outcome && props.teamId && (
            <FormMark event={event} participantId={props.teamId} letter={outcome} t={t} />
          )}
        </span>
      </div>
      {(match.role !== undefined || incidents.length > 0 || league) && (
        <ul className="pl-incs" aria-label={t('teamPlayer.his')}>
          {league && (
            <li className="pl-lg">
              <Flag code={league.countryCode} />
              <Link to={paths.league(lang, sport, league.id)}>{league.name}</Link>
            </li>
          )}
          {match.role !== undefined && (
            <li className="pl-role-i">{t(`teamPlayer.${ROLE_KEY[match.role]}`)}</li>
          )}
          {incidents.map(({ incident, key }, i) => (
            <li key={i}>
              {t(`teamIncident.${key as 'goal'}`)} <span className="pl-inc-time">{incident.time}</span>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

export function PlayerMatches(props: Props) {
  const { t } = props;
  if (props.matches.length === 0) return <p className="tm-empty">{t('teamPlayer.noRecent')}</p>;
  return (
    <ul className="tm-ms">
      {props.matches.map((match) => {
        const { sportId, leagueId, patch } = match.event;
        if (leagueId === null) return null;
        const event = applyEventPatch(undefined, patch, { sportId, leagueId });
        return (
          <Row
            key={event.id}
            match={match}
            event={event}
            league={props.leagues.get(leagueId)}
            props={props}
          />
        );
      })}
    </ul>
  );
}
