/**
 * The visitor's two odds preferences: the odds format and the legal-age answer.
 *
 * The server reads both cookies for the first render (the root loader's `odds`); after hydration a
 * change is written to its cookie and kept here, and every subscribed component re-renders at once:
 * changing the format converts every price on the page, confirming the age shows the odds, with no
 * reload. The module state is only ever written by a person's action in the browser, never during a
 * server render, so no visitor's answer can leak into another's page.
 */
import { DEFAULT_ODDS_FORMAT, type LegalAgeFlag, type OddsFormatCode } from '@nerali/domain';
import { useMemo, useSyncExternalStore } from 'react';
import { useRouteLoaderData } from 'react-router';
import { legalAgeCookieLine, legalAgeFromRequest } from './age-cookie.ts';
import { oddsFormatCookieLine, oddsFormatFromRequest } from './format-cookie.ts';

export interface OddsPrefs {
  format: OddsFormatCode;
  /** '1' confirmed, '0' declined, null not answered. */
  legalAge: LegalAgeFlag | null;
}

/** The root route's part that is the odds preferences (root.tsx's loader returns it: `satisfies`). */
export interface OddsRootData {
  odds: OddsPrefs;
}

export const DEFAULT_ODDS_PREFS: OddsPrefs = { format: DEFAULT_ODDS_FORMAT, legalAge: null };

/** For the root loader: what the request's cookies say. */
export function oddsPrefsFromRequest(request: Request): OddsPrefs {
  return { format: oddsFormatFromRequest(request), legalAge: legalAgeFromRequest(request) };
}

type Changes = Partial<OddsPrefs>;
const NO_CHANGES: Changes = {};
let changes: Changes = NO_CHANGES;
const listeners = new Set<() => void>();

function change(next: Changes): void {
  changes = { ...changes, ...next };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Stores the format for 365 days and converts every price on the page. */
export function setOddsFormat(format: OddsFormatCode): void {
  document.cookie = oddsFormatCookieLine(format);
  change({ format });
}

/** Stores the legal-age answer for 90 days (AGE3); `null` forgets it so the gate asks again. */
export function setLegalAge(flag: LegalAgeFlag | null): void {
  document.cookie = legalAgeCookieLine(flag);
  change({ legalAge: flag });
}

/** @internal for tests: forget the changes made in this page. */
export function resetOddsPrefsForTests(): void {
  changes = NO_CHANGES;
  for (const listener of listeners) listener();
}

/** The preferences as the server saw them, with this page's changes on top. */
export function useOddsPrefs(): OddsPrefs {
  const fromServer = useRouteLoaderData<OddsRootData>('root')?.odds ?? DEFAULT_ODDS_PREFS;
  const local = useSyncExternalStore(
    subscribe,
    () => changes,
    () => NO_CHANGES,
  );
  return useMemo(() => ({ ...fromServer, ...local }), [fromServer, local]);
}
