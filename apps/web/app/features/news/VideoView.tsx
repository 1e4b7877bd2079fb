/**
 * A video (/ta/video/{id}/): title, length and time, then the video itself when its address is a
 * file (an HTML video element, space reserved at 16:9 so nothing moves when it loads), a
 * click-to-load facade for a known host's player (YouTube, Vimeo: their frame, on their no-cookie
 * address, exists only after the click), a link to the provider's page otherwise; when there is
 * nothing to play (the simulator has no clips), a poster of the match drawn here and a plain line
 * saying no clip is available. Then its match and competition.
 */
import { type Lang, sportById, type VideoFeed } from '@nerali/domain';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { paths } from '../../kit/paths.ts';
import { useHourClock } from '../../kit/time/hour-clock.ts';
import { formatDuration, formatPublished, isoUtc } from './format.ts';
import { posterDataUrl, type PosterFacts } from './video-poster.ts';
import { type VideoSource, videoSource } from './video-source.ts';
import { useState } from 'react';

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
  const facts: PosterFacts = {
    title,
    ...(league ? { league: league.name[lang] } : {}),
    ...(event
      ? {
          home: event.homeName,
          away: event.awayName,
          ...(event.homeScore !== undefined && event.awayScore !== undefined
            ? { homeScore: event.homeScore, awayScore: event.awayScore }
            : {}),
        }
      : {}),
  };
  const poster = posterDataUrl(facts);
  const posterPlay = posterDataUrl({ ...facts, play: true });
  const posterAlt = event
    ? event.homeScore !== undefined && event.awayScore !== undefined
      ? `${event.homeName} ${event.homeScore}–${event.awayScore} ${event.awayName}`
      : `${event.homeName} – ${event.awayName}`
    : title;
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
            <video controls preload="none" src={source.url} poster={poster} aria-label={title} />
          </div>
          <p className="vd-note">
            {t('video.fallback')} <a href={source.url}>{t('video.openFile')}</a>
          </p>
        </>
      ) : source.kind === 'embed' ? (
        <EmbedFacade source={source} poster={posterPlay} title={title} />
      ) : source.kind === 'page' ? (
        <>
          <div className="vd-frame">
            <img src={poster} alt="" width={640} height={360} />
          </div>
          <p className="vd-note">
            {t('video.noPlayer')}{' '}
            <a href={source.url} target="_blank" rel="noopener noreferrer">
              {t('video.external')}
              <span className="sr"> {t('video.newWindow')}</span>
            </a>
          </p>
        </>
      ) : (
        <>
          <div className="vd-frame">
            <img src={poster} alt={posterAlt} width={640} height={360} />
          </div>
          <p className="vd-note" role="note">
            {t('video.noClip')}
            {event && (
              <>
                {' '}
                <Link to={paths.match(lang, event.id)}>{t('video.toMatch')}</Link>
              </>
            )}
          </p>
        </>
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

/** A known host's player behind a button: nothing of the host loads until the visitor presses it. */
function EmbedFacade({
  source,
  poster,
  title,
}: {
  source: Extract<VideoSource, { kind: 'embed' }>;
  poster: string;
  title: string;
}) {
  const { t } = useTranslation();
  const [on, setOn] = useState(false);
  const host = source.host === 'youtube' ? 'YouTube' : 'Vimeo';
  return (
    <>
      <div className="vd-frame">
        {on ? (
          <iframe
            src={source.embedUrl}
            title={title}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <button type="button" className="vd-play" onClick={() => setOn(true)}>
            <img src={poster} alt="" width={640} height={360} />
            <span className="sr">{t('video.play', { title })}</span>
          </button>
        )}
      </div>
      <p className="vd-note">
        {t('video.embedNote', { host })}{' '}
        <a href={source.url} target="_blank" rel="noopener noreferrer">
          {t('video.external')}
          <span className="sr"> {t('video.newWindow')}</span>
        </a>
      </p>
    </>
  );
}
