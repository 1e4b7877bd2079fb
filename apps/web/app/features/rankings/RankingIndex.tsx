/**
 * A sport's rankings (feed rnk_): each with its name in the page's language, a live mark, when it was
 * updated, who leads it and how many places it has.
 */
import type { Lang, RankingIndexItem, SportInfo } from '@nerali/domain';
import { Link } from 'react-router';
import type { T } from '../../i18n/index.ts';
import { paths } from '../../kit/paths.ts';
import { formatKickoff, formatNumber, type HourClock, isoAtOffset } from '../../kit/time/format.ts';
import { useHourClock } from '../../kit/time/hour-clock.ts';
import { formatMatchDay } from '../../kit/time/dates.ts';

export function updatedText(
  at: number,
  nowS: number,
  tzMinutes: number,
  lang: Lang,
  t: T,
  clock: HourClock = '24',
): string {
  return t('teamRankings.updated', {
    date: `${formatMatchDay(at, nowS, tzMinutes, lang)} ${formatKickoff(at, tzMinutes, lang, clock)}`,
  });
}

export function RankingIndex({
  items,
  sport,
  lang,
  nowS,
  tzMinutes,
  t,
}: {
  items: readonly RankingIndexItem[];
  sport: SportInfo;
  lang: Lang;
  nowS: number;
  tzMinutes: number;
  t: T;
}) {
  const hourClock = useHourClock();
  return (
    <ul className="rk-list">
      {items.map((item) => (
        <li key={item.id}>
          <Link to={paths.rankings(lang, sport, item.id)}>{item.name[lang]}</Link>
          {item.live && <span className="rk-live">{t('teamRankings.live')}</span>}
          <span className="rk-sub">
            <time dateTime={isoAtOffset(item.updatedAt, tzMinutes)}>
              {updatedText(item.updatedAt, nowS, tzMinutes, lang, t, hourClock)}
            </time>
            {item.leaderName && ` · ${t('teamRankings.leader', { name: item.leaderName })}`}
            {` · ${t('teamRankings.size', { n: formatNumber(item.rowCount, lang) })}`}
          </span>
        </li>
      ))}
    </ul>
  );
}
