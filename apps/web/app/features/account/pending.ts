/**
 * What a signed-in answer's `errors` ask of the person (spec 2 §4): the terms to agree to (XE8,
 * details per type; tou and pp are unconfirmed while one of their type is pending) and the marketing
 * question (XE12; the variant from the detail code, none for an unknown code).
 */
import { marketingVariantOf } from '@nerali/domain';
import type { MarketingQuestion, TermsDetail } from './account-state.ts';
import type { BackendError } from './api.ts';

export interface Pending {
  terms: TermsDetail[];
  touConfirmed: boolean;
  ppConfirmed: boolean;
  marketing: MarketingQuestion | null;
}

export function pendingItems(errors: readonly BackendError[]): Pending {
  const terms = errors.flatMap((e) => (e.err === 'XE8' ? e.details : []));
  const detail = errors.flatMap((e) => (e.err === 'XE12' ? e.details : []))[0];
  const variant = marketingVariantOf(detail?.code);
  return {
    terms,
    touConfirmed: !terms.some((t) => t.type === 'tou'),
    ppConfirmed: !terms.some((t) => t.type === 'pp'),
    marketing:
      detail && variant !== 'NONE'
        ? { variant, marketing: detail.marketing === true, thirdParties: detail.thirdParties === true }
        : null,
  };
}
