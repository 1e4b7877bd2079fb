/**
 * What the server (apps/server/src/web/ssr.ts) hands every loader as `context.nerali`, made per
 * request: feeds straight from its memory (no HTTP hop during SSR), its clock, and where the visitor
 * is with the bookmaker features their region allows.
 */
import type { BookmakerSettings, Lang, SearchAnswer } from '@nerali/domain';

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
  /** Any feed /x/feed serves (but the update feed): status 200 with its text, or 404. */
  getFeed(name: string): Promise<{ status: number; body: string }>;
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
   * language, straight from the server's memory; null when none is published.
   */
  terms(type: LegalDocumentType, lang: Lang): Promise<LegalDocument | null>;
  /** This render's Content-Security-Policy and its script nonce (server accounts/security.ts). */
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

declare module 'react-router' {
  interface AppLoadContext {
    nerali: NeraliLoadContext;
  }
}
