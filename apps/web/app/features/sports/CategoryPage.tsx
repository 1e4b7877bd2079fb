/**
 * The page of an umbrella sport (motorsport, winter sports): its events belong to its children, so the
 * page is a list of links to them, each with today's count of events and of live ones.
 */
import { type Lang, type SportInfo, sportBySlug } from '@nerali/domain';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { sportPath } from '../../kit/sports.ts';

export interface CategoryChild {
  slug: string;
  /** Today's events (races; a no-duel race counts once), or null when its feed could not be read. */
  events: number | null;
  live: number;
}

export function CategoryPage({
  sport,
  lang,
  items,
}: {
  sport: SportInfo;
  lang: Lang;
  items: readonly CategoryChild[];
}) {
  const { t } = useTranslation();
  return (
    <div className="cat">
      <div className="head">
        <h1>{sport.name[lang]}</h1>
      </div>
      <p className="cat-intro">{t('category.intro', { sport: sport.name[lang] })}</p>
      <nav aria-label={t('category.label', { sport: sport.name[lang] })}>
        <ul className="cat-l">
          {items.map((item) => {
            const child = sportBySlug(item.slug);
            if (!child) return null;
            return (
              <li key={child.id}>
                <Link className="cat-a" to={sportPath(lang, child)} prefetch="intent">
                  <span className="cat-n">{child.name[lang]}</span>
                  {item.events !== null && (
                    <span className="cat-c">
                      {item.events === 0 ? t('category.none') : t('category.today', { count: item.events })}
                      {item.live > 0 && (
                        <span className="cat-live">{t('category.live', { count: item.live })}</span>
                      )}
                    </span>
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
