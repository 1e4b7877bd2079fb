import { type Lang, type NewsItem, sportById } from '@nerali/domain';
import { Link } from 'react-router';
import { paths } from '../../kit/paths.ts';
import { useHourClock } from '../../kit/time/hour-clock.ts';
import { formatPublished, isoUtc } from './format.ts';

/** One article in a list: headline (the link), lead, sport and time. `level` keeps the page's heading order. */
export function NewsItemRow({
  item,
  lang,
  nowS,
  tzMinutes,
  level = 2,
  lead = true,
}: {
  item: NewsItem;
  lang: Lang;
  nowS: number;
  tzMinutes: number;
  level?: 2 | 3;
  lead?: boolean;
}) {
  const hourClock = useHourClock();
  const Heading = level === 2 ? 'h2' : 'h3';
  const sport = sportById(item.sportId);
  return (
    <li className="nw-i">
      <article>
        <Heading className="nw-h">
          <Link to={paths.article(lang, item.id)}>{item.headline[lang]}</Link>
        </Heading>
        {lead && item.lead[lang] !== '' && <p className="nw-l">{item.lead[lang]}</p>}
        <p className="nw-m">
          {sport && <span>{sport.name[lang]}</span>}
          <time dateTime={isoUtc(item.publishedAt)}>
            {formatPublished(item.publishedAt, nowS, tzMinutes, lang, hourClock)}
          </time>
        </p>
      </article>
    </li>
  );
}
