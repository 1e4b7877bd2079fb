/**
 * The participant page's sections as links (spec 2 §2 block types): only the ones with data, the
 * current one marked for screen readers. Links, not buttons: each section is a page of its own that
 * works before hydration and can be shared.
 */
import type { Lang, SportInfo } from '@nerali/domain';
import { Link } from 'react-router';
import type { T } from '../../i18n/index.ts';
import { paths, type TeamTab } from '../../kit/paths.ts';

export function TeamTabs({
  tabs,
  current,
  id,
  sport,
  lang,
  t,
}: {
  tabs: readonly TeamTab[];
  current: TeamTab;
  id: string;
  sport: SportInfo;
  lang: Lang;
  t: T;
}) {
  return (
    <nav className="tm-tabs" aria-label={t('teamTabs.label')}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab}>
            <Link
              to={paths.team(lang, sport, id, tab)}
              aria-current={tab === current ? 'page' : undefined}
              className={tab === current ? 'on' : undefined}
              preventScrollReset
            >
              {t(`teamTabs.${tab}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
