import type { Lang } from '@nerali/domain';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/react.tsx';
import { formatNumber } from '../time/format.ts';
import { track, TrackEvent } from '../tracking.ts';
import { boardSearch, TABS, type Tab, tabSwitchData } from './tabs.ts';

/**
 * அனைத்தும் / நேரலை (n) / முடிந்தவை / வரவிருப்பவை: links, so they work before hydration too.
 * `oddsTab`: the odds tab exists only where the visitor may see odds (region and age gate); the page
 * asks the odds feature (features/odds/tab.ts) and says so here.
 */
export function BoardTabs({
  day,
  tab,
  liveCount,
  lang,
  oddsTab,
}: {
  day: number;
  tab: Tab;
  liveCount: number;
  lang: Lang;
  oddsTab: boolean;
}) {
  const { t } = useTranslation();
  return (
    <nav className="tabs" aria-label={t('tabs.label')}>
      <ul className="tabs-l">
        {TABS.filter((id) => id !== 'odds' || oddsTab).map((id) => (
          <li key={id}>
            <Link
              className="tab"
              to={{ search: boardSearch(day, id) }}
              aria-current={id === tab ? 'page' : undefined}
              preventScrollReset
              replace
              onClick={() => {
                const data = tabSwitchData(tab, id, day);
                if (data) track(TrackEvent.scnTab, data);
              }}
            >
              {t(`tabs.${id}`)}
              {id === 'live' && liveCount > 0 && (
                <span className="tab-n">
                  <span aria-hidden="true">{formatNumber(liveCount, lang)}</span>
                  <span className="sr"> ({t('tabs.liveCount', { n: formatNumber(liveCount, lang) })})</span>
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
