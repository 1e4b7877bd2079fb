/**
 * Spec 1 §1 "the language dialog appears after 3 visits": on the third visit, a visitor whose browser
 * prefers the other edition (Tamil or English) is offered it, once. Whatever they answer (go, stay, or
 * closing the dialog) is kept and the offer never comes back.
 *
 * A visit is a browser session (sessionStorage marks it counted), not a page view: three pages of one
 * evening are one visit. Kept in localStorage: `nrl_visits` (the count, capped) and `nrl_lang_offer`
 * ('1' once offered). Without storage (private mode refusing it) nothing is counted or offered.
 */
import type { Lang } from '@nerali/domain';

export const VISITS_KEY = 'nrl_visits';
export const VISIT_SESSION_KEY = 'nrl_visit';
export const OFFER_KEY = 'nrl_lang_offer';
/** Spec 1 §1: the dialog comes at the third visit. */
export const OFFER_AT_VISIT = 3;

type Store = Pick<Storage, 'getItem' | 'setItem'>;

/** Counts this visit once per session; returns the visits so far (this one included). */
export function countVisit(local: Store, session: Store): number {
  const before = Number(local.getItem(VISITS_KEY)) || 0;
  if (session.getItem(VISIT_SESSION_KEY) === '1') return before;
  // Capped: the number only matters up to the third visit.
  const visits = Math.min(before + 1, 99);
  local.setItem(VISITS_KEY, String(visits));
  session.setItem(VISIT_SESSION_KEY, '1');
  return visits;
}

/** The edition the browser's languages ask for first (`ta-IN` -> ta, `en-GB` -> en); null if neither. */
export function browserEdition(languages: readonly string[]): Lang | null {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    if (base === 'ta' || base === 'en') return base;
  }
  return null;
}

/** The edition to offer on a page of `edition`, or null: not yet the third visit, already offered, or the same. */
export function editionToOffer(input: {
  visits: number;
  offered: boolean;
  edition: Lang;
  languages: readonly string[];
  /**
   * A browser driven by a program (`navigator.webdriver`: a crawler rendering the page, a test): never
   * offered. A modal would stand between it and the page, and nobody is there to answer.
   */
  automated?: boolean;
}): Lang | null {
  if (input.automated || input.offered || input.visits < OFFER_AT_VISIT) return null;
  const wanted = browserEdition(input.languages);
  return wanted !== null && wanted !== input.edition ? wanted : null;
}

/** The offer was made (and answered or closed): never again. */
export function markOffered(local: Pick<Storage, 'setItem'>): void {
  local.setItem(OFFER_KEY, '1');
}

export function wasOffered(local: Pick<Storage, 'getItem'>): boolean {
  return local.getItem(OFFER_KEY) === '1';
}
