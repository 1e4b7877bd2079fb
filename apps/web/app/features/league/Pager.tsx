/**
 * Pages of a long list (results, fixtures: 50 a page): previous and next as links (`?page=2`), so the
 * pages work without JavaScript and can be shared; the first page has no parameter.
 */
import type { Lang } from '@nerali/domain';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { formatNumber } from '../../kit/time/format.ts';
import { pageSearch } from './route-params.ts';

export function Pager({ page, pageCount, lang }: { page: number; pageCount: number; lang: Lang }) {
  const { t } = useTranslation();
  if (pageCount < 2) return null;
  return (
    <nav className="lp-pager" aria-label={t('leaguePager.label')}>
      {page > 1 ? (
        <Link className="btn" to={{ search: pageSearch(page - 1) }} rel="prev">
          {t('leaguePager.previous')}
        </Link>
      ) : (
        <span />
      )}
      <span className="lp-pager-at">
        {t('leaguePager.position', { page: formatNumber(page, lang), count: formatNumber(pageCount, lang) })}
      </span>
      {page < pageCount ? (
        <Link className="btn" to={{ search: pageSearch(page + 1) }} rel="next">
          {t('leaguePager.next')}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
