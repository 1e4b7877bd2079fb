/**
 * A player's profile (spec 1 §2 page kind "player"): name, team, country, position, shirt number, age
 * on the visitor's day (with the birth date), height; a cricketer's or kabaddi player's figures
 * (PlayerFigures.tsx); then his recent matches.
 */
import { FollowPlayer } from '../favourites/FollowTeam.tsx';
import type { Lang, PlayerProfileDocument, SportInfo } from '@nerali/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { T } from '../../i18n/index.ts';
import { Avatar } from '../../kit/ui/Crest.tsx';
import { Flag } from '../../kit/ui/Flag.tsx';
import { paths } from '../../kit/paths.ts';
import { formatNumber } from '../../kit/time/format.ts';
import { ageOn, formatIsoDate } from '../../kit/time/dates.ts';
import { positionKey } from '../team/positions.ts';
import { figuresKind, PlayerFigures } from './PlayerFigures.tsx';
import { PlayerMatches } from './PlayerMatches.tsx';

interface Props {
  doc: PlayerProfileDocument;
  sport: SportInfo;
  lang: Lang;
  nowS: number;
  tzMinutes: number;
  t: T;
}

export function PlayerProfile({ doc, sport, lang, nowS, tzMinutes, t }: Props) {
  const player = doc.player;
  if (!player) return null;
  const age = player.birthDate ? ageOn(player.birthDate, nowS, tzMinutes) : null;
  // A person who is his own participant (a tennis player) has no team beyond himself.
  const team = player.teamId && player.teamId !== player.id ? player.teamId : undefined;
  const facts: { label: string; value: ReactNode }[] = [];
  if (team && player.teamName) {
    facts.push({
      label: t('teamPlayer.team'),
      value: <Link to={paths.team(lang, sport, team)}>{player.teamName}</Link>,
    });
  }
  if (player.countryName) {
    facts.push({
      label: t('teamPlayer.country'),
      value: (
        <span className="tm-country">
          <Flag code={player.countryCode} />
          {player.countryName}
        </span>
      ),
    });
  }
  if (player.position)
    facts.push({
      label: t('teamPlayer.position'),
      value: t(`teamPosition.${positionKey(sport.id, player.position)}`),
    });
  if (player.number !== undefined)
    facts.push({ label: t('teamPlayer.number'), value: formatNumber(player.number, lang) });
  if (age !== null)
    facts.push({ label: t('teamPlayer.age'), value: t('team.years', { n: formatNumber(age, lang) }) });
  if (player.birthDate)
    facts.push({ label: t('teamPlayer.born'), value: formatIsoDate(player.birthDate, lang) });
  if (player.heightCm !== undefined)
    facts.push({
      label: t('teamPlayer.height'),
      value: t('team.cm', { n: formatNumber(player.heightCm, lang) }),
    });
  const leagues = new Map(doc.leagues.map((l) => [l.id, l]));
  return (
    <div className="tm">
      <header className="tm-head">
        <div className="tm-title">
          <Avatar id={player.id} size={56} />
          <h1>{player.name}</h1>
          {/* Followed players (features/favourites, beyond the spec): the star beside the name. */}
          <FollowPlayer
            sportId={sport.id}
            playerId={player.id}
            name={player.name}
            variant="button"
            {...(player.teamId ? { teamId: player.teamId } : {})}
            {...(player.teamName ? { teamName: player.teamName } : {})}
          />
        </div>
        <p className="tm-meta">
          <Link className="tm-sport" to={paths.sport(lang, sport)}>
            {sport.name[lang]}
          </Link>
          {player.teamId === player.id && (
            <Link to={paths.team(lang, sport, player.id)}>{t('teamTabs.results')}</Link>
          )}
        </p>
      </header>
      <section aria-labelledby="pl-facts-h">
        <h2 id="pl-facts-h" className="sr">
          {t('teamPlayer.details')}
        </h2>
        <dl className="pl-facts">
          {facts.map(({ label, value }) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      {figuresKind(sport) !== null && (
        <PlayerFigures doc={doc} sport={sport} lang={lang} nowS={nowS} tzMinutes={tzMinutes} t={t} />
      )}
      <section className="tm-block" aria-labelledby="pl-recent-h">
        <h2 id="pl-recent-h">{t('teamPlayer.recent')}</h2>
        <PlayerMatches
          matches={doc.matches}
          leagues={leagues}
          teamId={player.teamId}
          sport={sport}
          lang={lang}
          nowS={nowS}
          tzMinutes={tzMinutes}
          t={t}
        />
      </section>
    </div>
  );
}
