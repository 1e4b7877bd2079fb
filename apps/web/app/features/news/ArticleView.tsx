/**
 * An article (/ta/news/{id}/): headline, time, lead, body, then what it is about as links (the match,
 * the competitions, the teams or players), that match's videos, and three more news of the sport.
 */
import { type ArticleFeed, type Lang, type NewsItem, sportById, StageType } from '@nerali/domain';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { paths } from '../../kit/paths.ts';
import { useHourClock } from '../../kit/time/hour-clock.ts';
import { formatDuration, formatPublished, isoUtc } from './format.ts';
import { NewsItemRow } from './NewsItemRow.tsx';

/** Paragraphs of a body: providers separate them by an empty line (ingest schema). */
export function paragraphs(body: string): string[] {
  return body
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
}

export function ArticleView({
  lang,
  feed,
  more,
  nowS,
  tzMinutes,
}: {
  lang: Lang;
  feed: ArticleFeed;
  more: NewsItem[];
  nowS: number;
  tzMinutes: number;
}) {
  const { t } = useTranslation();
  const hourClock = useHourClock();
  const { article } = feed;
  const sport = sportById(article.sportId);
  const event = feed.events[0];
  const links: { key: string; to: string; label: string; kind: string }[] = [];
  if (event && sport) {
    const finished = event.stageType === StageType.finished && event.homeScore !== undefined;
    links.push({
      key: event.id,
      to: paths.match(lang, event.id),
      label: finished
        ? `${event.homeName} ${event.homeScore}–${event.awayScore ?? ''} ${event.awayName}`
        : `${event.homeName} – ${event.awayName}`,
      kind: t('article.match'),
    });
  }
  for (const league of feed.leagues) {
    const s = sportById(league.sportId);
    if (s)
      links.push({
        key: league.id,
        to: paths.league(lang, s, league.id),
        label: league.name[lang],
        kind: t('article.league'),
      });
  }
  for (const p of feed.participants) {
    const s = sportById(p.sportId);
    // A team or a player of a one-against-one sport: the name says which, no label needed.
    if (s) links.push({ key: p.id, to: paths.team(lang, s, p.id), label: p.name, kind: '' });
  }
  return (
    <div className="ar-wrap">
      <article className="ar">
        <nav aria-label={t('article.trail')} className="ar-trail">
          <ol>
            <li>
              <Link to={paths.news(lang)}>{t('news.heading')}</Link>
            </li>
            {sport && (
              <li>
                <Link to={paths.news(lang, sport)}>
                  {t('news.sportHeading', { sport: sport.name[lang] })}
                </Link>
              </li>
            )}
          </ol>
        </nav>
        <h1 className="ar-h">{article.headline[lang]}</h1>
        <p className="ar-m">
          <span className="sr">{t('article.published')}: </span>
          <time dateTime={isoUtc(article.publishedAt)}>
            {formatPublished(article.publishedAt, nowS, tzMinutes, lang, hourClock)}
          </time>
        </p>
        {article.lead[lang] !== '' && <p className="ar-lead">{article.lead[lang]}</p>}
        <div className="ar-body">
          {paragraphs(article.body[lang]).map((p, i) => (
            // Paragraphs have no ids; their order never changes within one article.
            <p key={i}>{p}</p>
          ))}
        </div>
        {links.length > 0 && (
          <section className="ar-rel" aria-labelledby="ar-rel-h">
            <h2 id="ar-rel-h">{t('article.related')}</h2>
            <ul>
              {links.map((l) => (
                <li key={l.key}>
                  {/* An empty label keeps the names in one column. */}
                  <span className="ar-k" aria-hidden={l.kind === '' ? true : undefined}>
                    {l.kind}
                  </span>
                  <Link to={l.to}>{l.label}</Link>
                </li>
              ))}
            </ul>
          </section>
        )}
        {feed.videos.length > 0 && (
          <section className="ar-rel" aria-labelledby="ar-vid-h">
            <h2 id="ar-vid-h">{t('article.videos')}</h2>
            <ul>
              {feed.videos.map((v) => (
                <li key={v.id}>
                  <span className="ar-k">{formatDuration(v.durationS)}</span>
                  <Link to={paths.video(lang, v.id)}>{v.title[lang]}</Link>
                </li>
              ))}
            </ul>
          </section>
        )}
      </article>
      {more.length > 0 && (
        <aside className="ar-more" aria-labelledby="ar-more-h">
          <h2 id="ar-more-h">{t('article.more')}</h2>
          <ul className="nw-list">
            {more.map((item) => (
              <NewsItemRow
                key={item.id}
                item={item}
                lang={lang}
                nowS={nowS}
                tzMinutes={tzMinutes}
                level={3}
                lead={false}
              />
            ))}
          </ul>
          <p className="ar-all">
            <Link to={sport ? paths.news(lang, sport) : paths.news(lang)}>{t('article.allNews')}</Link>
          </p>
        </aside>
      )}
    </div>
  );
}
