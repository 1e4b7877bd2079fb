/**
 * A video (/ta/video/{id}/): title, length and time, then the video itself when its address is a
 * file (an HTML video element, space reserved at 16:9 so nothing moves when it loads), a link to the
 * provider's page when it is a player page, and an honest line when there is nothing to play; then
 * its match and competition.
 */
import { type Lang, sportById, type VideoFeed } from '@nerali/domain';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { paths } from '../../kit/paths.ts';
import { useHourClock } from '../../kit/time/hour-clock.ts';
import { formatDuration, formatPublished, isoUtc } from './format.ts';
import { videoSource } from './video-source.ts';

export function VideoView({
  lang,
  feed,
  nowS,
  tzMinutes,
}: {
  lang: Lang;
  feed: VideoFeed;
  nowS: number;
  tzMinutes: number;
}) {
  const hourClock = useHourClock();
  const { t } = useTranslation();
  const { video, event, league } = feed;
  const source = videoSource(video.url);
  const title = video.title[lang];
  const leagueSport = league ? sportById(league.sportId) : undefined;
  return (
    <article className="ar vd">
      <nav aria-label={t('article.trail')} className="ar-trail">
        <ol>
          <li>
            <Link to={paths.news(lang)}>{t('news.heading')}</Link>
          </li>
        </ol>
      </nav>
      <h1 className="ar-h">{title}</h1>
      <p className="ar-m">
        <span className="sr">{t('video.published')}: </span>
        <time dateTime={isoUtc(video.publishedAt)}>
          {formatPublished(video.publishedAt, nowS, tzMinutes, lang, hourClock)}
        </time>
        <span>{t('video.duration', { duration: formatDuration(video.durationS) })}</span>
      </p>
      {source.kind === 'file' ? (
        <>
          <div className="vd-frame">
            {/* No captions exist for these clips: highlights without commentary. */}
            <video controls preload="none" src={source.url} aria-label={title} />
          </div>
          <p className="vd-note">
            {t('video.fallback')} <a href={source.url}>{t('video.openFile')}</a>
          </p>
        </>
      ) : source.kind === 'page' ? (
        <p className="vd-note">
          {t('video.noPlayer')}{' '}
          <a href={source.url} target="_blank" rel="noopener noreferrer">
            {t('video.external')}
            <span className="sr"> {t('video.newWindow')}</span>
          </a>
        </p>
      ) : (
        <p className="vd-note">{t('video.demo')}</p>
      )}
      {(event || league) && (
        <section className="ar-rel" aria-labelledby="vd-rel-h">
          <h2 id="vd-rel-h">{t('article.related')}</h2>
          <ul>
            {event && (
              <li>
                <span className="ar-k">{t('video.match')}</span>
                <Link to={paths.match(lang, event.id)}>
                  {event.homeName} – {event.awayName}
                </Link>
              </li>
            )}
            {event && (
              <li>
                <span className="ar-k">{t('video.highlights')}</span>
                <Link to={paths.match(lang, event.id, 'highlights')}>
                  {event.homeName} – {event.awayName}
                </Link>
              </li>
            )}
            {league && leagueSport && (
              <li>
                <span className="ar-k">{t('article.league')}</span>
                <Link to={paths.league(lang, leagueSport, league.id)}>{league.name[lang]}</Link>
              </li>
            )}
          </ul>
        </section>
      )}
    </article>
  );
}
