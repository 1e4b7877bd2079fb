/** News mentioning the participant (spec 2 §2 "news", feed pnf_): headline, lead and time, newest first. */
import { decodeListFeed, type Lang } from '@nerali/domain';
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { T } from '../../i18n/index.ts';
import { paths } from '../../kit/paths.ts';
import { formatKickoff, isoAtOffset } from '../../kit/time/format.ts';
import { useHourClock } from '../../kit/time/hour-clock.ts';
import { formatMatchDay } from '../../kit/time/dates.ts';

export function NewsView({
  body,
  lang,
  nowS,
  tzMinutes,
  t,
}: {
  body: string | null;
  lang: Lang;
  nowS: number;
  tzMinutes: number;
  t: T;
}) {
  const hourClock = useHourClock();
  const items = useMemo(() => (body ? decodeListFeed(body).news : []), [body]);
  if (items.length === 0) return <p className="tm-empty">{t('team.noNews')}</p>;
  return (
    <ul className="tm-news">
      {items.map((item) => (
        <li key={item.id}>
          <h2>
            <Link to={paths.article(lang, item.id)}>{item.headline[lang]}</Link>
          </h2>
          <p>{item.lead[lang]}</p>
          <time dateTime={isoAtOffset(item.publishedAt, tzMinutes)}>
            {`${formatMatchDay(item.publishedAt, nowS, tzMinutes, lang)} ${formatKickoff(item.publishedAt, tzMinutes, lang, hourClock)}`}
          </time>
        </li>
      ))}
    </ul>
  );
}
