/**
 * The SSR load context: what the server (apps/server/src/web/ssr.ts) hands every React Router loader
 * of the web (apps/web) as `context.nerali`, made per request. Types only, no code.
 *
 * WHY here: the two apps never import each other, and the server loads the web's build output, not
 * its source, so nothing checks the two sides of this contract against each other unless both
 * import one declaration. Declared once in each app, it drifted (`starting` was given by the
 * server and read by the web, but missing from the server's copy); now the typecheck of either app
 * fails when its side no longer fits.
 */
import type { BookmakerSettings } from './geo/geo-groups.ts';
import type { Lang } from './model.ts';
import type { SearchAnswer } from './search/model.ts';

/** Where the visitor is and which bookmaker features their region allows (server geo/, spec 2 §3). */
export interface VisitorGeo {
  /** ISO code, upper case, or 'default' when unknown. */
  country: string;
  subdivision: string | null;
  /** The geo group that applied: 'IN:TN', 'IN' or 'default'. */
  group: string;
  settings: BookmakerSettings;
  /** Legal-age confirmation required before any odds or bookmaker element (AGE2); missing: required. */
  ageGate?: boolean;
  /** The mobile-version footer link may show (AGE7); missing: shown. */
  mobileLink?: boolean;
}

export interface NeraliLoadContext {
  /** Any feed /x/feed serves (but the update feed), from memory: status 200 with its text, or 404. */
  getFeed(name: string): Promise<{ status: number; body: string }>;
  /** The server's clock, in Unix seconds. */
  nowS(): number;
  /**
   * True while the server is still taking in its first data (the simulator filling its window, about
   * half a minute after a first start): a board says the matches are on their way, not that there
   * are none. Missing: never starting.
   */
  starting?(): boolean;
  visitor: VisitorGeo;
  /** Search over teams, players and leagues (server search/): the reply, or the coded refusal the API gives. */
  search(query: string, lang: Lang, limit: number): Promise<SearchAnswer>;
  /**
   * The terms of use (`tou`) or privacy policy (`pp`) in force (server accounts/terms/), in one
   * language, for the site's own pages; null when none is published.
   */
  terms(type: LegalDocumentType, lang: Lang): Promise<LegalDocument | null>;
  /**
   * Content-Security-Policy of this render (server accounts/security.ts) and its nonce: the web's
   * entry.server.tsx puts the nonce on every inline script and sends the policy with the page.
   */
  cspNonce?: string;
  contentSecurityPolicy?: string;
}

export type LegalDocumentType = 'tou' | 'pp';

/** A terms document as the terms and privacy pages show it. */
export interface LegalDocument {
  version: string;
  /** Unix ms from which it is in force. */
  publishedAt: number;
  title: string;
  sections: { heading: string; paragraphs: string[] }[];
}
