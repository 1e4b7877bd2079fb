/**
 * Previous and next page of a paged list (results, fixtures, transfers, news, a ranking). Page 1 is
 * the list's own URL (no `?page=1`: one URL per page); other query parameters are kept.
 */
import { Link } from 'react-router';
import type { Lang } from '@nerali/domain';
import type { T } from '../../i18n/index.ts';
import { formatNumber } from '../../kit/time/format.ts';

export function pageHref(path: string, page: number, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams(extra);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

export function Pager({
  path,
  page,
  pageCount,
  extra,
  lang,
  t,
}: {
  path: string;
  page: number;
  pageCount: number;
  extra?: Record<string, string>;
  lang: Lang;
  t: T;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav className="tm-pager" aria-label={t('team.pages')}>
      {page > 1 ? (
        <Link to={pageHref(path, page - 1, extra)} rel="prev">
          {t('team.previous')}
        </Link>
      ) : (
        <span />
      )}
      <span className="tm-pager-at">
        {t('team.page', { page: formatNumber(page, lang), count: formatNumber(pageCount, lang) })}
      </span>
      {page < pageCount ? (
        <Link to={pageHref(path, page + 1, extra)} rel="next">
          {t('team.next2')}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
