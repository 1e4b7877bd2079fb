/**
 * The tournament's sub-pages that have data (t_ header flags ZHS / ZHD, the results and fixtures
 * pages, the series): links, so they work before hydration and each is its own URL.
 */
import type { Lang, SportInfo } from '@nerali/domain';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { LEAGUE_TABS, type LeagueTab, paths } from '../../kit/paths.ts';
import { hasTab, type LeagueTabsAvailable } from './league-data.ts';

export function LeagueTabs({
  lang,
  sport,
  leagueId,
  tab,
  tabs,
}: {
  lang: Lang;
  sport: SportInfo;
  leagueId: string;
  tab: LeagueTab;
  tabs: LeagueTabsAvailable;
}) {
  const { t } = useTranslation();
  const shown = LEAGUE_TABS.filter((id) => hasTab(tabs, id));
  // A tournament with nothing but its summary needs no tab bar.
  if (shown.length < 2) return null;
  return (
    <nav className="tabs" aria-label={t('leagueTabs.label')}>
      <ul className="tabs-l">
        {shown.map((id) => (
          <li key={id}>
            <Link
              className="tab"
              to={paths.league(lang, sport, leagueId, id)}
              aria-current={id === tab ? 'page' : undefined}
              prefetch="intent"
            >
              {t(`leagueTabs.${id}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
