/**
 * What a signed-in user still has to answer (spec 2 §4): terms versions not agreed to (XE8, details per
 * type) and the marketing statement (XE12, with the detail code that selects the client's variant:
 * 1003 EXTENDED_INITIAL, 1004 EXTENDED_PERIODIC, 1005 BASIC_INITIAL, 1006 BASIC_PERIODIC).
 */
import { MARKETING_REASK_MS, MarketingCode, Xe } from '../constants.ts';
import type { BackendError, MarketingDetail, TermsDetail } from '../errors.ts';
import type { AccountRecord, AgreementRecord } from '../store.ts';
import { currentDocument, type TermsType } from './documents.ts';

export const TERMS_TYPES: readonly TermsType[] = ['tou', 'pp'];

export function pendingTerms(
  agreements: readonly AgreementRecord[],
  projectIds: readonly number[],
  nowMs: number,
): TermsDetail[] {
  const out: TermsDetail[] = [];
  for (const projectId of projectIds) {
    for (const type of TERMS_TYPES) {
      const doc = currentDocument(type, projectId, nowMs);
      if (!doc) continue;
      const agreed = agreements.some(
        (a) => a.type === type && a.projectId === projectId && a.version === doc.version,
      );
      if (!agreed) out.push({ type, version: doc.version, projectId });
    }
  }
  return out;
}

/** The marketing question to ask now, or null. */
export function pendingMarketing(
  account: Pick<AccountRecord, 'marketing'>,
  statement: 'basic' | 'extended' | 'off',
  nowMs: number,
): MarketingDetail | null {
  if (statement === 'off') return null;
  const extended = statement === 'extended';
  const answer = account.marketing;
  if (!answer) {
    return {
      code: extended ? MarketingCode.extendedInitial : MarketingCode.basicInitial,
      marketing: false,
      thirdParties: false,
    };
  }
  // Someone who said yes is not asked again; someone who said no is asked once a year.
  const declined = !answer.marketing || (extended && !answer.thirdParties);
  if (declined && answer.answeredAt <= nowMs - MARKETING_REASK_MS) {
    return {
      code: extended ? MarketingCode.extendedPeriodic : MarketingCode.basicPeriodic,
      marketing: answer.marketing,
      thirdParties: answer.thirdParties,
    };
  }
  return null;
}

/** The backend errors of a signed-in reply (login, getdata, storemergeddata). */
export function backendErrors(terms: TermsDetail[], marketing: MarketingDetail | null): BackendError[] {
  const out: BackendError[] = [];
  if (terms.length > 0) out.push({ err: Xe.termsConfirmationNeeded, details: terms });
  if (marketing) out.push({ err: Xe.marketingStatementNeeded, details: [marketing] });
  return out;
}

/** The spec's variant names of the detail codes (for the record of an answer). */
export function marketingVariant(code: number | undefined): string {
  switch (code) {
    case MarketingCode.extendedInitial:
      return 'EXTENDED_INITIAL';
    case MarketingCode.extendedPeriodic:
      return 'EXTENDED_PERIODIC';
    case MarketingCode.basicInitial:
      return 'BASIC_INITIAL';
    case MarketingCode.basicPeriodic:
      return 'BASIC_PERIODIC';
    default:
      return 'NONE';
  }
}
