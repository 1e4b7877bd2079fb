/**
 * Test helpers of the odds feature: odds bodies built with the domain's real encoder, and pages
 * rendered with the root's loader data (visitor and odds preferences) as the server would send them.
 * Test-only: nothing in the app imports it.
 */
import {
  type BookmakerSettings,
  encodeFeed,
  Market,
  type OddsItem,
  oddsCells,
  oddsRemovedCells,
  oddsSignatureCells,
  type Row,
} from '@nerali/domain';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nProvider } from '../../i18n/react.tsx';
import { createRoutesStub, Outlet } from 'react-router';
import { getI18n } from '../../i18n/index.ts';
import type { VisitorGeo } from '../../load-context.ts';
import { ALL_OFF } from '../../kit/visitor.ts';
import type { OddsPrefs } from './prefs.ts';

/** The shipped 'default' group (geo-groups.json): odds as information, behind the age gate. */
export const DEFAULT_VISITOR: VisitorGeo = {
  country: 'default',
  subdivision: null,
  group: 'default',
  settings: { ...ALL_OFF, show_odds_comparison_tab: true },
  ageGate: true,
  mobileLink: true,
};

/** India (and Tamil Nadu): every flag off. */
export const INDIAN_VISITOR: VisitorGeo = {
  country: 'IN',
  subdivision: 'TN',
  group: 'IN:TN',
  settings: ALL_OFF,
  ageGate: true,
  mobileLink: true,
};

/** A market an operator licensed: everything on, a main bookmaker. */
export function licensedVisitor(ageGate = true): VisitorGeo {
  const on = Object.fromEntries(Object.keys(ALL_OFF).map((key) => [key, true])) as Omit<
    BookmakerSettings,
    'main_bookmaker_ids'
  >;
  return {
    country: 'GB',
    subdivision: null,
    group: 'GB',
    settings: { ...on, main_bookmaker_ids: [16] },
    ageGate,
    mobileLink: true,
  };
}

export function oddsItem(
  eventId: string,
  prices: OddsItem['prices'],
  extra: Partial<OddsItem> = {},
): OddsItem {
  return {
    eventId,
    bookmakerId: 16,
    bookmakerName: 'Kestrel',
    market: Market.oneXTwo,
    live: false,
    active: true,
    prices,
    ...extra,
  };
}

export function oddsBody(
  items: readonly OddsItem[],
  signature: string | null = '1.1',
  options: { removed?: string[]; reload?: boolean; sportId?: number } = {},
): string {
  const rows: Row[] = [[['SA', String(options.sportId ?? 1)]]];
  if (options.reload) rows.push([['A3', '2']]);
  for (const item of items) rows.push(oddsCells(item));
  for (const id of options.removed ?? []) rows.push(oddsRemovedCells(id));
  if (signature !== null) rows.push(oddsSignatureCells(signature));
  return encodeFeed(rows);
}

/** Server-renders `element` at `path` under a root route whose loader data is the given visitor's. */
export function renderWithVisitor(
  element: ReactNode,
  options: { visitor: VisitorGeo; prefs: OddsPrefs; path?: string; lang?: 'ta' | 'en' },
): string {
  const { visitor, prefs, path = '/ta/', lang = 'ta' } = options;
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      Component: () => <Outlet />,
      children: [{ id: 'page', path: ':lang/:sport?', Component: () => <>{element}</> }],
    },
  ]);
  return renderToString(
    <I18nProvider i18n={getI18n(lang)}>
      <Stub
        initialEntries={[path]}
        hydrationData={{ loaderData: { root: { theme: null, visitor, odds: prefs }, page: null } }}
      />
    </I18nProvider>,
  );
}

/** Visible text of rendered HTML (scripts and tags dropped). */
export function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}
