/**
 * Under the 404 message: a search box, the popular sports and the news, so a fan who followed a
 * broken link is one step from what they wanted (every 404 of the site shows it: MessagePage.tsx).
 */
import type { Lang } from '@nerali/domain';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { paths } from '../../kit/paths.ts';
import { FAVOURITE_SPORTS } from '../../kit/sports.ts';
import { SearchForm } from './SearchForm.tsx';

export function NotFoundHelp({ lang }: { lang: Lang }) {
  const { t } = useTranslation();
  return (
    <div className="lost">
      <section aria-labelledby="lost-search">
        <h2 id="lost-search">{t('lost.searchHeading')}</h2>
        <SearchForm lang={lang} id="lost-q" labelledBy="lost-search" />
      </section>
      <section aria-labelledby="lost-popular">
        <h2 id="lost-popular">{t('lost.popular')}</h2>
        <ul className="lost-l">
          {FAVOURITE_SPORTS.map((sport) => (
            <li key={sport.id}>
              <Link to={paths.sport(lang, sport)} className="btn">
                {sport.name[lang]}
              </Link>
            </li>
          ))}
          <li>
            <Link to={paths.news(lang)} className="btn">
              {t('lost.news')}
            </Link>
          </li>
        </ul>
      </section>
    </div>
  );
}
