/**
 * A country's competitions of one sport (`c_`, in display order), each a link to its tournament page
 * with its season and how many of its matches are live. A long list (a golf country holds each round
 * of each tournament) shows its first items and the rest behind a disclosure that opens without
 * JavaScript. Beside each, its pin (spec 1 §2 "a pin (star) toggle ... in the country list").
 */
import type { Lang, SportInfo } from '@nerali/domain';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { paths } from '../../kit/paths.ts';
import { LeaguePin } from '../favourites/LeaguePin.tsx';
import type { CountryLeague } from './country-data.ts';

/** Shown before "all competitions". */
export const LEAGUE_LIST_SHOWN = 8;

interface ItemProps {
  league: CountryLeague;
  sport: SportInfo;
  lang: Lang;
  countryName: string;
}

function Item({ league, sport, lang, countryName }: ItemProps) {
  const { t } = useTranslation();
  return (
    <li className="cl-i">
      <Link className="cl-a" to={paths.league(lang, sport, league.id)}>
        <span className="cl-n">{league.name}</span>
        {league.season && !league.name.includes(league.season) && (
          <span className="cl-s">{league.season}</span>
        )}
        {league.liveCount > 0 && (
          <span className="cl-live">{t('countryPage.live', { count: league.liveCount })}</span>
        )}
      </Link>
      <LeaguePin
        sportId={sport.id}
        leagueKey={league.templateKey}
        leagueId={league.id}
        name={league.name}
        countryName={countryName}
        className="cl-pin"
      />
    </li>
  );
}

export function LeagueList({
  leagues,
  sport,
  lang,
  countryName,
}: {
  leagues: readonly CountryLeague[];
  sport: SportInfo;
  lang: Lang;
  /** The country's name, for the pinned league's line in My leagues. */
  countryName: string;
}) {
  const { t } = useTranslation();
  const first = leagues.slice(0, LEAGUE_LIST_SHOWN);
  const rest = leagues.slice(LEAGUE_LIST_SHOWN);
  return (
    <section className="cl" aria-labelledby="cl-h">
      <h2 id="cl-h" className="lp-sec-h">
        {t('countryPage.leagues')}
      </h2>
      <ul className="cl-l">
        {first.map((league) => (
          <Item key={league.id} league={league} sport={sport} lang={lang} countryName={countryName} />
        ))}
      </ul>
      {rest.length > 0 && (
        <details className="cl-more">
          <summary>{t('countryPage.moreLeagues', { count: leagues.length })}</summary>
          <ul className="cl-l">
            {rest.map((league) => (
              <Item key={league.id} league={league} sport={sport} lang={lang} countryName={countryName} />
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
