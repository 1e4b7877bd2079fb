/**
 * The news list (/ta/news/, ?sport= and ?page=): newest first, 15 a page of the last 14 days
 * (news-list.ts), a sport filter that works as plain links and, for every sport, as a GET form.
 */
import { type Lang, type NewsItem, SPORTS, type SportInfo, sportBySlug } from '@nerali/domain';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { paths } from '../../kit/paths.ts';
import { FAVOURITE_SPORTS, isCategorySport } from '../../kit/sports.ts';
import { NEWS_MAX_AGE_DAYS, NEWS_PAGE_SIZES, newsListPath, type NewsPageSize } from './news-list.ts';
import { NewsItemRow } from './NewsItemRow.tsx';

/** Sports a news list can be filtered by: every sport with events of its own. */
export const NEWS_SPORTS: readonly SportInfo[] = SPORTS.filter((s) => !isCategorySport(s));

export function NewsList({
  lang,
  sportSlug,
  items,
  page,
  count = 15,
  hasNext,
  nowS,
  tzMinutes,
}: {
  lang: Lang;
  sportSlug: string | null;
  items: NewsItem[];
  page: number;
  /** Articles a page (spec 1 §9 "allowed 3/15/30": 15 or 30). */
  count?: NewsPageSize;
  hasNext: boolean;
  nowS: number;
  tzMinutes: number;
}) {
  const { t } = useTranslation();
  const sport = sportSlug === null ? null : (sportBySlug(sportSlug) ?? null);
  const base = paths.news(lang);
  const chips = sport && !FAVOURITE_SPORTS.includes(sport) ? [...FAVOURITE_SPORTS, sport] : FAVOURITE_SPORTS;
  const heading = sport ? t('news.sportHeading', { sport: sport.name[lang] }) : t('news.heading');
  return (
    <div className="nw">
      <div className="head">
        <h1>{heading}</h1>
        {page > 1 && <p className="head-day">{t('news.page', { page })}</p>}
      </div>
      <nav className="nw-f" aria-label={t('news.filterLabel')}>
        <ul className="nw-chips">
          <li>
            <Link to={base} className="nw-chip" aria-current={sport === null ? 'page' : undefined}>
              {t('news.all')}
            </Link>
          </li>
          {chips.map((s) => (
            <li key={s.id}>
              <Link
                to={paths.news(lang, s)}
                className="nw-chip"
                aria-current={sport?.id === s.id ? 'page' : undefined}
              >
                {s.name[lang]}
              </Link>
            </li>
          ))}
        </ul>
        <form method="get" action={base} className="nw-pick">
          <label htmlFor="nw-sport">{t('news.chooseSport')}</label>
          <select id="nw-sport" name="sport" defaultValue={sport?.slug ?? ''}>
            <option value="">{t('news.all')}</option>
            {NEWS_SPORTS.map((s) => (
              <option key={s.id} value={s.slug}>
                {s.name[lang]}
              </option>
            ))}
          </select>
          {count !== 15 && <input type="hidden" name="n" value={count} />}
          <button type="submit" className="nw-btn">
            {t('news.show')}
          </button>
        </form>
      </nav>
      {/* Spec 1 §9 "allowed 3/15/30": the list's page size, as plain links (the first page of each). */}
      <nav className="nw-n" aria-label={t('news.perPage')}>
        <span aria-hidden="true">{t('news.perPage')}</span>
        {NEWS_PAGE_SIZES.map((n) => (
          <Link
            key={n}
            to={newsListPath(base, sport, 1, n)}
            className="nw-chip"
            aria-current={n === count ? 'true' : undefined}
          >
            {t('news.perPageN', { n })}
          </Link>
        ))}
      </nav>
      {items.length === 0 ? (
        <div className="empty">
          <p className="empty-t">{t('news.empty', { days: NEWS_MAX_AGE_DAYS })}</p>
          <p className="empty-h">{t('news.emptyHint')}</p>
        </div>
      ) : (
        <ul className="nw-list">
          {items.map((item) => (
            <NewsItemRow key={item.id} item={item} lang={lang} nowS={nowS} tzMinutes={tzMinutes} />
          ))}
        </ul>
      )}
      {(page > 1 || hasNext) && (
        <nav className="nw-pg" aria-label={t('news.pages')}>
          {page > 1 && (
            <Link to={newsListPath(base, sport, page - 1, count)} rel="prev" className="nw-btn">
              ← {t('news.newer')}
            </Link>
          )}
          {hasNext && (
            <Link to={newsListPath(base, sport, page + 1, count)} rel="next" className="nw-btn">
              {t('news.older')} →
            </Link>
          )}
        </nav>
      )}
    </div>
  );
}
