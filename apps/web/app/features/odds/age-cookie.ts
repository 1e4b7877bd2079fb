/**
 * The legal-age answer (spec 2 §4 "a local flag", §9 "Age storage ttl 7776000 s"). A cookie rather
 * than local storage so that the server renders the page the visitor may see: no odds flash before
 * hydration for someone who has not confirmed, and no gate flashes for someone who has.
 */
import { AGE_STORAGE_TTL_S, type LegalAgeFlag, parseLegalAgeFlag } from '@nerali/domain';
import { readCookie } from '../../kit/cookies.ts';

export const LEGAL_AGE_COOKIE = 'legal_age';

export function legalAgeFromRequest(request: Request): LegalAgeFlag | null {
  return parseLegalAgeFlag(readCookie(request.headers.get('cookie'), LEGAL_AGE_COOKIE));
}

/** Stores an answer for 90 days; `null` forgets it (the visitor asked to answer again). */
export function legalAgeCookieLine(flag: LegalAgeFlag | null): string {
  const maxAge = flag === null ? 0 : AGE_STORAGE_TTL_S;
  return `${LEGAL_AGE_COOKIE}=${flag ?? ''}; Path=/; Max-Age=${maxAge}; SameSite=Lax`;
}
