/**
 * The tab bar: one link per tab with data (plain links: they work before hydration and can be opened
 * in a new tab). In the popup frame the links stay in the popup (`?popup=1`).
 */
import type { Lang } from '@nerali/domain';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { T } from '../../i18n/index.ts';
import { useOddsRules } from '../odds/rules.ts';
import { type MatchTab, paths } from '../../kit/paths.ts';
import { popupUrl } from './url.ts';

export interface MatchTabsProps {
  lang: Lang;
  eventId: string;
  tabs: readonly MatchTab[];
  current: MatchTab;
  popup: boolean;
  t: T;
}

export function MatchTabs({ lang, eventId, tabs: all, current, popup, t }: MatchTabsProps) {
  // The odds tab asks the visitor's rules (region, age gate) like every odds element.
  const rules = useOddsRules();
  const tabs = rules.showOdds && rules.showComparisonTab ? all : all.filter((tab) => tab !== 'odds');
  const list = useRef<HTMLUListElement>(null);
  // On a phone the row scrolls sideways: keep the active tab in view (centred when it can be).
  useEffect(() => {
    const ul = list.current;
    const active = ul?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!ul || !active || ul.scrollWidth <= ul.clientWidth) return;
    ul.scrollLeft = active.offsetLeft - ul.offsetLeft - (ul.clientWidth - active.offsetWidth) / 2;
  }, [current]);
  if (tabs.length < 2) return null;
  return (
    <nav className="mtabs" aria-label={t('matchTabs.label')}>
      <ul ref={list}>
        {tabs.map((tab) => {
          const path = paths.match(lang, eventId, tab);
          return (
            <li key={tab}>
              <Link
                to={popup ? popupUrl(path) : path}
                className={tab === current ? 'mtab mtab-on' : 'mtab'}
                aria-current={tab === current ? 'page' : undefined}
                preventScrollReset
              >
                {t(`matchTabs.${tab}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
