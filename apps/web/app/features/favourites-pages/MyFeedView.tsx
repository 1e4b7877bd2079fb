/** My feed: the newest news about followed teams and players (spec 2 §7 `mynf_`, 15 items). */
import { type Lang, type NewsItem, relativeDay } from '@nerali/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { paths } from '../../kit/paths.ts';
import { formatKickoff, formatShortDay } from '../../kit/time/format.ts';
import { useHourClock } from '../../kit/time/hour-clock.ts';
import { loadMyNews, participantsBySport } from './people-feeds.ts';
import { useFavouritesLoaded } from '../favourites/use-favourites.ts';

export function MyFeedView({ lang, tzMinutes, nowS }: { lang: Lang; tzMinutes: number; nowS: number }) {
  const { t } = useTranslation();
  const hourClock = useHourClock();
  const snapshot = useFavouritesLoaded();
  const ids = [...participantsBySport([snapshot.teams, snapshot.players]).values()].flat().sort();
  // Players of one-against-one sports are participants themselves; club players add their own ids too.
  for (const p of Object.values(snapshot.players.items)) if (p.teamId && !ids.includes(p.id)) ids.push(p.id);
  const key = ids.join('-');
  const [news, setNews] = useState<{ news: NewsItem[]; failed: boolean } | null>(null);

  useEffect(() => {
    if (key === '') return;
    const controller = new AbortController();
    loadMyNews(key.split('-'), { fetch: globalThis.fetch.bind(globalThis), signal: controller.signal }).then(
      setNews,
      () => {
        // Aborted: a newer load runs.
      },
    );
    return () => controller.abort();
  }, [key]);

  if (!snapshot.ready || (key !== '' && news === null)) {
    return (
      <p className="fav-loading" role="status">
        {t('favPage.loading')}
      </p>
    );
  }
  if (key === '' || !news || news.news.length === 0) {
    return (
      <div className="empty">
        {news?.failed && <p className="fav-note">{t('favPage.loadFailed')}</p>}
        <p className="empty-t">{t('favEmpty.feed')}</p>
        <p className="empty-h">{t('favEmpty.feedHint')}</p>
      </div>
    );
  }
  const dayOf = (at: number) => relativeDay(nowS, at, tzMinutes);
  return (
    <ul className="fav-news">
      {news.news.map((item) => (
        <li key={item.id} className="fav-news-i">
          <Link to={paths.article(lang, item.id)} className="fav-news-h">
            {item.headline[lang] || item.headline.ta}
          </Link>
          {(item.lead[lang] || item.lead.ta) && (
            <p className="fav-news-l">{item.lead[lang] || item.lead.ta}</p>
          )}
          <time className="fav-news-t" suppressHydrationWarning>
            {formatShortDay(nowS, dayOf(item.publishedAt), tzMinutes, lang)}{' '}
            {formatKickoff(item.publishedAt, tzMinutes, lang, hourClock)}
          </time>
        </li>
      ))}
    </ul>
  );
}
