/** Highlights (`df_hi`): the match's videos, newest first, each a link to its page. */
import { decodeVideos, type Lang } from '@nerali/domain';
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { T } from '../../i18n/index.ts';
import { paths } from '../../kit/paths.ts';
import { hasData } from './tabs.ts';
import { formatDuration, formatShortDate } from './time.ts';

export function Highlights({
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
  const videos = useMemo(() => (hasData(body) ? decodeVideos(body) : []), [body]);
  const shown = videos.filter((video) => video.title[lang]);
  if (shown.length === 0) return <p className="card empty-tab">{t('highlights.none')}</p>;
  return (
    <section className="card" aria-label={t('matchTabs.highlights')}>
      <ul className="vi-list">
        {shown.map((video) => (
          <li key={video.id} className="vi">
            <Link to={paths.video(lang, video.id)} className="vi-a">
              <span className="vi-play" aria-hidden="true" />
              <span className="vi-t">{video.title[lang]}</span>
            </Link>
            <span className="vi-meta">
              {video.durationS > 0 && (
                <span>
                  <span aria-hidden="true">{formatDuration(video.durationS)}</span>
                  <span className="sr">
                    {t('highlights.duration', { time: formatDuration(video.durationS) })}
                  </span>
                </span>
              )}
              {video.publishedAt > 0 && <time>{formatShortDate(video.publishedAt, tzMinutes, lang)}</time>}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
