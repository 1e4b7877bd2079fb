/**
 * The participant's heading: name, country and sport, the coach (teams), a link to the profile
 * (a person: tennis player, golfer, driver), and the record over the finished matches (won, drawn,
 * lost and the last five) or, in races, races, wins, podiums and the best place.
 */
import { FollowTeam } from '../favourites/FollowTeam.tsx';
import {
  type Lang,
  nationName,
  type ParticipantItem,
  type ParticipantStats,
  type SportInfo,
} from '@nerali/domain';
import { Link } from 'react-router';
import type { T } from '../../i18n/index.ts';
import { Crest, hasCrests } from '../../kit/ui/Crest.tsx';
import { Flag } from '../../kit/ui/Flag.tsx';
import { paths } from '../../kit/paths.ts';
import { formatNumber } from '../../kit/time/format.ts';

const OUTCOME_WORD = { W: 'won', D: 'drawn', L: 'lost' } as const;

function Record({ stats, sport, lang, t }: { stats: ParticipantStats; sport: SportInfo; lang: Lang; t: T }) {
  const n = (value: number) => formatNumber(value, lang);
  const items: [string, string][] = sport.noDuel
    ? [
        [t('team.races'), n(stats.played)],
        [t('team.wins'), n(stats.won)],
        [t('team.podiums'), n(stats.podiums)],
        ...(stats.bestRank !== undefined
          ? ([[t('team.bestRank'), t('race.rank', { n: stats.bestRank })]] as [string, string][])
          : []),
      ]
    : [
        [t('team.played'), n(stats.played)],
        [t('team.won'), n(stats.won)],
        [t('team.drawn'), n(stats.drawn)],
        [t('team.lost'), n(stats.lost)],
      ];
  return (
    <div className="tm-rec">
      <h2 className="sr">{t('team.record')}</h2>
      <dl className="tm-rec-l">
        {items.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {!sport.noDuel && stats.form.length > 0 && (
        <p className="tm-form">
          <span className="tm-form-l">{t('team.form')}</span>
          {stats.form.map((o, i) => (
            // Oldest first, as the feed writes them; each letter is spoken as its word.
            <abbr key={i} className={`tm-res tm-res-${o}`} title={t(`team.${OUTCOME_WORD[o]}`)}>
              {t(`team.form${o}`)}
            </abbr>
          ))}
        </p>
      )}
    </div>
  );
}

export function TeamHeader({
  participant,
  stats,
  sport,
  lang,
  hasProfile,
  t,
}: {
  participant: ParticipantItem;
  stats: ParticipantStats | null;
  sport: SportInfo;
  lang: Lang;
  hasProfile: boolean;
  t: T;
}) {
  return (
    <header className="tm-head">
      <div className="tm-title">
        {hasCrests(sport) && <Crest id={participant.id} size={48} className="tm-crest" eager />}
        <h1>{nationName(participant.name, lang)}</h1>
        {/* My teams (features/favourites): follow beside the name. */}
        <FollowTeam
          sportId={sport.id}
          participantId={participant.id}
          name={participant.name}
          {...(participant.countryName ? { countryName: participant.countryName } : {})}
        />
      </div>
      <p className="tm-meta">
        {participant.countryName && (
          <span className="tm-country">
            <Flag code={participant.countryCode} />
            <span className="sr">{`${t('team.country')}: `}</span>
            {participant.countryName}
          </span>
        )}
        <Link className="tm-sport" to={paths.sport(lang, sport)}>
          {sport.name[lang]}
        </Link>
        {participant.coach && (
          <span className="tm-coach">
            {`${t('team.coach')}: `}
            <span>{participant.coach}</span>
          </span>
        )}
        {hasProfile && (
          <Link className="tm-profile" to={paths.player(lang, sport, participant.id)}>
            {t('team.profile')}
          </Link>
        )}
      </p>
      {stats && stats.played > 0 && <Record stats={stats} sport={sport} lang={lang} t={t} />}
    </header>
  );
}
