/**
 * My leagues: the pinned leagues of each sport, with their pins (signed-in visitors only, spec 1
 * §6); a visitor reads that pinning needs signing in, with the link to sign in.
 */
import { type Lang, sportById } from '@nerali/domain';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { paths } from '../../kit/paths.ts';
import { signInPath } from '../favourites/sign-in-path.ts';
import { LeaguePin } from '../favourites/LeaguePin.tsx';
import { useFavouritesLoaded } from '../favourites/use-favourites.ts';

export function MyLeaguesView({ lang }: { lang: Lang }) {
  const { t } = useTranslation();
  const snapshot = useFavouritesLoaded();
  if (!snapshot.ready) {
    return (
      <p className="fav-loading" role="status">
        {t('favPage.loading')}
      </p>
    );
  }
  if (!snapshot.signedIn) {
    return (
      <div className="empty">
        <p className="empty-t">{t('favAlert.signIn')}</p>
        <p className="empty-h">{t('favAlert.signInWhy')}</p>
        <p>
          <Link className="fav-signin" to={signInPath(lang)}>
            {t('favAlert.signInLink')}
          </Link>
        </p>
      </div>
    );
  }
  const rows = Object.entries(snapshot.leagues)
    .flatMap(([sport, keys]) => keys.map((key) => ({ sportId: Number(sport), key })))
    .map((row) => ({ ...row, label: snapshot.leagueLabels[row.key], sport: sportById(row.sportId) }))
    .sort((a, b) => a.sportId - b.sportId || a.key.localeCompare(b.key));
  if (rows.length === 0) {
    return (
      <div className="empty">
        <p className="empty-t">{t('favEmpty.leagues')}</p>
        <p className="empty-h">{t('favEmpty.leaguesHint')}</p>
      </div>
    );
  }
  return (
    <ul className="fav-people">
      {rows.map(({ sportId, key, label, sport }) =>
        sport && label ? (
          <li key={key} className="fav-person">
            <LeaguePin
              sportId={sportId}
              leagueKey={key}
              leagueId={label.leagueId}
              name={label.name}
              countryName={label.countryName}
            />
            <Link to={paths.league(lang, sport, label.leagueId)} className="fav-person-n">
              {label.name}
            </Link>
            <span className="fav-person-s">
              {sport.name[lang]} · {label.countryName}
            </span>
          </li>
        ) : null,
      )}
    </ul>
  );
}
