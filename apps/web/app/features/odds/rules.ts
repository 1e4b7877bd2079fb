/**
 * What odds and bookmaker elements this visitor may see (spec 2 §3 geo-group flags, §4 age gate).
 * Every odds price, bookmaker name, logo or link on any page asks `useOddsRules()` first: this is the
 * one place where the region's law and the age gate meet (docs/decisions.md, "Bookmaker and odds
 * rules by region"; rules AGE1-AGE7 in packages/domain/SPEC.md).
 *
 * Until the visitor has confirmed their legal age (where the region requires it), every flag is off:
 * `showOdds`, `showComparisonTab`, `showBookmakerNames`, `clickable`, logos, the footer's gambling
 * link. The answer is reactive: confirming shows the odds at once, on every component that asked.
 */
import { type OddsFormatCode, type OddsRules as DomainOddsRules, oddsRules } from '@nerali/domain';
import { useMemo } from 'react';
import type { VisitorGeo } from '../../load-context.ts';
import { useVisitor } from '../../kit/visitor.ts';
import { type OddsPrefs, useOddsPrefs } from './prefs.ts';

export interface OddsRules extends DomainOddsRules {
  /** The region requires legal-age confirmation (AGE2). */
  ageGateRequired: boolean;
  /** The mobile-version footer link may show (AGE7). */
  mobileLink: boolean;
  /** The visitor's odds format: every price is written in it. */
  format: OddsFormatCode;
}

/** The rules of a visitor with these preferences (pure: the server's loaders use it too). */
export function oddsRulesOf(visitor: VisitorGeo, prefs: OddsPrefs): OddsRules {
  // A server that does not say (an older build, a unit test's stub) gets the cautious reading.
  const ageGateRequired = visitor.ageGate ?? true;
  return {
    ...oddsRules({ settings: visitor.settings, ageGateRequired, legalAge: prefs.legalAge }),
    ageGateRequired,
    mobileLink: visitor.mobileLink ?? true,
    format: prefs.format,
  };
}

export function useOddsRules(): OddsRules {
  const visitor = useVisitor();
  const prefs = useOddsPrefs();
  return useMemo(() => oddsRulesOf(visitor, prefs), [visitor, prefs]);
}
