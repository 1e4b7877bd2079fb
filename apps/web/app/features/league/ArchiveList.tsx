/**
 * The archive (`s_`): every season of the same competition (the same template key), newest first, each
 * a link to its own tournament page, with its dates and match count; the one being viewed is marked.
 * For a no-duel sport a "season" is each event of the series (a tour's rounds, a championship's races).
 */
import type { Lang, SportInfo } from '@nerali/domain';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { paths } from '../../kit/paths.ts';
import { formatDayYear, isoDay } from './dates.ts';
import type { ArchiveItem } from './league-data.ts';

function Span({ item, tzMinutes, lang }: { item: ArchiveItem; tzMinutes: number; lang: Lang }) {
  const { t } = useTranslation();
  if (item.firstStart === null || item.lastStart === null) return null;
  const from = formatDayYear(item.firstStart, tzMinutes, lang);
  const to = formatDayYear(item.lastStart, tzMinutes, lang);
  if (from === to) {
    return <time dateTime={isoDay(item.firstStart, tzMinutes)}>{from}</time>;
  }
  return <span>{t('leagueArchive.span', { from, to })}</span>;
}

export function ArchiveList({
  items,
  currentId,
  sport,
  lang,
  tzMinutes,
}: {
  items: readonly ArchiveItem[];
  currentId: string;
  sport: SportInfo;
  lang: Lang;
  tzMinutes: number;
}) {
  const { t } = useTranslation();
  return (
    <section className="lp-sec" aria-labelledby="lp-archive">
      <h2 id="lp-archive" className="lp-sec-h">
        {t(sport.noDuel ? 'leagueArchive.series' : 'leagueArchive.seasons')}
      </h2>
      <ul className="ar-l">
        {items.map((item) => {
          const current = item.id === currentId;
          return (
            <li key={item.id}>
              <Link
                className="ar-a"
                to={paths.league(lang, sport, item.id)}
                aria-current={current ? 'page' : undefined}
              >
                <span className="ar-n">
                  {item.name}
                  {item.season && !item.name.includes(item.season) && (
                    <span className="ar-season">{` ${item.season}`}</span>
                  )}
                </span>
                <span className="ar-meta">
                  <Span item={item} tzMinutes={tzMinutes} lang={lang} />
                  {item.eventCount > 0 && (
                    <span>{t('leagueArchive.events', { count: item.eventCount })}</span>
                  )}
                  {current && <span className="ar-cur">{t('leagueArchive.current')}</span>}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
