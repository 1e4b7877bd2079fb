/**
 * The left menu's leagues (spec 1 §2 "the left menu with a show-more control that reveals hidden
 * template items"): the sport's pinned leagues, or its default top leagues until the visitor pins
 * any, first few shown, the rest behind "more". Above them, the way to My games.
 *
 * Filled after hydration (favourites live in the browser); it sits below the sports list, so
 * nothing above it moves when it appears.
 */
import { countForSports, type Lang, pinnedLeagues, sportById } from '@nerali/domain';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { paths } from '../../kit/paths.ts';
import { sportFromSlug } from '../../kit/sports.ts';
import { formatNumber } from '../../kit/time/format.ts';
import { LeaguePin, seenTopLeagues } from './LeaguePin.tsx';
import { useFavourites } from './use-favourites.ts';

/** Menu items shown before "more". */
export const MENU_VISIBLE_LEAGUES = 5;

/** The sport's menu leagues: pinned ones for a signed-in visitor with pins, else the top ones seen. */
function useMenuLeagues(sportSlug: string | undefined) {
  const snapshot = useFavourites();
  const sport = sportFromSlug(sportSlug);
  const defaults = sport ? seenTopLeagues(snapshot.leagueLabels, sport.id) : [];
  const stored = sport && snapshot.signedIn ? snapshot.leagues[sport.id] : undefined;
  const keys = sport ? pinnedLeagues(stored ? { [sport.id]: stored } : {}, sport.id, defaults) : [];
  const items = keys.flatMap((key) => {
    const label = snapshot.leagueLabels[key];
    const labelSport = label ? sportById(label.sportId) : undefined;
    return label && labelSport ? [{ key, label, sport: labelSport }] : [];
  });
  return { snapshot, defaults, stored, items };
}

export function PinnedLeaguesMenu({ lang, sportSlug }: { lang: Lang; sportSlug: string | undefined }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const { snapshot, defaults, stored, items } = useMenuLeagues(sportSlug);
  const count = countForSports(snapshot.myGames, null);
  const hidden = items.length - MENU_VISIBLE_LEAGUES;
  // Nothing before the browser has read its favourites: the server's menu stays the sports menu.
  if (!snapshot.ready) return <div className="fav-menu" />;
  const shown = expanded || hidden <= 0 ? items : items.slice(0, MENU_VISIBLE_LEAGUES);
  return (
    <div className="fav-menu">
      <ul>
        <li>
          <Link to={paths.favourites(lang)}>
            {t('favPage.games')}
            {count > 0 && <span className="tab-n">{formatNumber(count, lang)}</span>}
          </Link>
        </li>
      </ul>
      {items.length > 0 && (
        <>
          <p className="fav-menu-h" id="fav-menu-h">
            {t(stored ? 'favPin.menuHeading' : 'favPin.menuTop')}
          </p>
          <ul aria-labelledby="fav-menu-h" id="fav-menu-l">
            {shown.map(({ key, label, sport: s }) => (
              <li key={key}>
                <Link to={paths.league(lang, s, label.leagueId)}>{label.name}</Link>
                <LeaguePin
                  sportId={s.id}
                  leagueKey={key}
                  leagueId={label.leagueId}
                  name={label.name}
                  countryName={label.countryName}
                  defaults={defaults}
                />
              </li>
            ))}
          </ul>
          {hidden > 0 && (
            <button
              type="button"
              className="fav-more"
              aria-expanded={expanded}
              aria-controls="fav-menu-l"
              onClick={() => setExpanded((v) => !v)}
            >
              {expanded
                ? t('favPin.showLess')
                : t('favPin.showMore', { count: hidden, n: formatNumber(hidden, lang) })}
            </button>
          )}
        </>
      )}
    </div>
  );
}

/**
 * Phones (the side menu is for wide screens): the same leagues as the first item of the sports menu's
 * "more" list, on a sport's pages. Inside the closed list, so filling it after hydration moves nothing.
 */
export function PinnedLeaguesMore({ lang, sportSlug }: { lang: Lang; sportSlug: string | undefined }) {
  const { t } = useTranslation();
  const { snapshot, stored, items } = useMenuLeagues(sportSlug);
  if (!snapshot.ready || items.length === 0) return null;
  return (
    <li className="fav-more-li">
      <p className="fav-more-h" id="fav-more-h">
        {t(stored ? 'favPin.menuHeading' : 'favPin.menuTop')}
      </p>
      <ul aria-labelledby="fav-more-h">
        {items.map(({ key, label, sport }) => (
          <li key={key}>
            <Link to={paths.league(lang, sport, label.leagueId)}>{label.name}</Link>
          </li>
        ))}
      </ul>
    </li>
  );
}
