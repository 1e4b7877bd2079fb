/**
 * The visitor's region and the bookmaker features it allows (spec 2 §3 geo groups), as the server
 * found them for this request (root loader). Anything that shows a bookmaker, a logo, a link or an
 * odds comparison asks here first.
 *
 * Without the root's data (a unit test's route stub) every feature is off: the cautious default
 * that docs/decisions.md ("Bookmaker and odds rules by region") chose for unknown visitors.
 */
import { type BookmakerSettings, GEO_DEFAULT } from '@nerali/domain';
import { useContext } from 'react';
import { UNSAFE_DataRouterStateContext } from 'react-router';
import type { VisitorGeo } from '../load-context.ts';

export const ALL_OFF: BookmakerSettings = {
  clickable: false,
  show_odds_comparison_tab: false,
  show_bookmaker_logo_in_summary: false,
  logo_to_text_match_summary: false,
  logo_to_text_bonus: false,
  show_bookmaker_logo_odds_comparison: false,
  clickable_bookmaker_logo_in_summary: false,
  clickable_bookmaker_logo_odds_comparison: false,
  odds_background_in_odds_comparison: false,
  main_bookmaker_ids: [],
};

export const UNKNOWN_VISITOR: VisitorGeo = {
  country: GEO_DEFAULT,
  subdivision: null,
  group: GEO_DEFAULT,
  settings: ALL_OFF,
};

/**
 * The root route's part that is the visitor. root.tsx's loader returns it and checks it has this
 * shape (`satisfies`): declared here, so that what reads it never imports root.tsx, above the features.
 */
export interface VisitorRootData {
  visitor: VisitorGeo;
}

export function useVisitor(): VisitorGeo {
  // The root route's data, read from the router's state (what useRouteLoaderData('root') reads), so
  // that a component rendered alone in a unit test, outside a data router, gets the unknown visitor.
  const state = useContext(UNSAFE_DataRouterStateContext);
  const root = state?.loaderData.root as VisitorRootData | undefined;
  return root?.visitor ?? UNKNOWN_VISITOR;
}
