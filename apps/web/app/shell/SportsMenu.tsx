/**
 * The sports menu: the five favourites first, every other top-level sport under "more" (motorsport and
 * winter sports lead to their category pages, which link their children). A side column on wide
 * screens, a scrolling strip on phones.
 */
import type { Lang, SportInfo } from '@nerali/domain';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { Link, useLocation } from 'react-router';
import { PinnedLeaguesMenu, PinnedLeaguesMore } from '../features/favourites/PinnedLeaguesMenu.tsx';
import { FAVOURITE_SPORTS, isFavourite, MORE_SPORTS, sportFromSlug, sportPath } from '../kit/sports.ts';

function SportLink({ sport, lang, current }: { sport: SportInfo; lang: Lang; current: boolean }) {
  return (
    <Link to={sportPath(lang, sport)} aria-current={current ? 'page' : undefined} prefetch="intent">
      {sport.name[lang]}
    </Link>
  );
}

export function SportsMenu({ lang, currentSlug }: { lang: Lang; currentSlug: string | undefined }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const more = useRef<HTMLDetailsElement>(null);
  // A client navigation keeps the menu mounted: fold "more" away once the chosen page shows.

  useEffect(() => {
    if (more.current) more.current.open = false;
  }, [pathname]);
  // A sport from "more" (or a child of a category) that is open now is shown in the main list too, so
  // the menu says where we are.
  const current = currentSlug === undefined ? undefined : sportFromSlug(currentSlug);
  const main = current && !isFavourite(current) ? [...FAVOURITE_SPORTS, current] : FAVOURITE_SPORTS;
  return (
    <nav className="sports" aria-label={t('nav.sports')}>
      <ul className="sports-main">
        {main.map((sport) => (
          <li key={sport.id}>
            <SportLink sport={sport} lang={lang} current={sport.slug === currentSlug} />
          </li>
        ))}
      </ul>
      <details className="sports-more" ref={more}>
        <summary>
          {/* Phones show the short word (the strip is narrow); either is the summary's name. */}
          <span className="more-long">{t('nav.more')}</span>
          <span className="more-short">{t('nav.moreShort')}</span>
        </summary>
        <ul>
          {/* Phones: the sport's pinned (or top) leagues, which wide screens have in the side menu. */}
          <PinnedLeaguesMore lang={lang} sportSlug={currentSlug} />
          {MORE_SPORTS.map((sport) => (
            <li key={sport.id}>
              <SportLink sport={sport} lang={lang} current={false} />
            </li>
          ))}
          {/* Spec 1 §2 page kind "mixed": every sport's top matches of the day (routes/top.tsx). */}
          <li>
            <Link to={`/${lang}/top/`} aria-current={pathname === `/${lang}/top/` ? 'page' : undefined}>
              {t('nav.top')}
            </Link>
          </li>
        </ul>
      </details>
      {/* My games and the sport's pinned (or top) leagues: features/favourites. */}
      <PinnedLeaguesMenu lang={lang} sportSlug={currentSlug} />
    </nav>
  );
}
