/** News of the match's teams (`df_nf`): headline and lead, newest first, each a link to the article. */
import { decodeNews, type Lang } from '@nerali/domain';
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { T } from '../../i18n/index.ts';
import { paths } from '../../kit/paths.ts';
import { hasData } from './tabs.ts';
import { formatShortDate } from './time.ts';

export function MatchNews({
  body,
  t,
  lang,
  tzMinutes,
}: {
  body: string | undefined;
  t: T;
  lang: Lang;
  tzMinutes: number;
}) {
  const articles = useMemo(() => (hasData(body) ? decodeNews(body) : []), [body]);
  const shown = articles.filter((article) => article.headline[lang]);
  if (shown.length === 0) return <p className="card empty-tab">{t('matchNews.none')}</p>;
  return (
    <section className="card" aria-label={t('matchTabs.news')}>
      <ul className="mn-list">
        {shown.map((article) => (
          <li key={article.id} className="mn">
            <h3 className="mn-h">
              <Link to={paths.article(lang, article.id)}>{article.headline[lang]}</Link>
            </h3>
            {article.lead[lang] && <p className="mn-l">{article.lead[lang]}</p>}
            {article.publishedAt > 0 && (
              <time className="mn-d">{formatShortDate(article.publishedAt, tzMinutes, lang)}</time>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
