/**
 * What the page shows of the account, as one external store for React: the signed-in user (read from
 * the `lsid_` keys, also when another tab signs in or out), the prompts the server asked for (terms
 * to agree to, the marketing question) and a notice to show once (signed out, a sync refused).
 *
 * Static and small: the header button and the prompt host read it on every page. The account client
 * (session.ts, loaded on demand) writes it.
 */
import { useSyncExternalStore } from 'react';
import type { MarketingVariant } from '@nerali/domain';
import { browserStorage } from '../favourites/client-storage.ts';
import { readUser, USER_KEYS } from './user-store.ts';

export interface AccountUser {
  id: string;
  name: string;
  email: string;
  emailIsVerified: boolean;
  touConfirmed: boolean;
  ppConfirmed: boolean;
}

/** A terms document to agree to (XE8 detail). */
export interface TermsDetail {
  type: 'tou' | 'pp';
  version: string;
  projectId: number;
}

export interface MarketingQuestion {
  variant: MarketingVariant;
  marketing: boolean;
  thirdParties: boolean;
}

export type AccountNotice =
  'signedIn' | 'signedOut' | 'sessionEnded' | 'deleted' | 'deleteFailed' | 'syncFailed' | 'socialFailed';

/** A social sign-in coming back from the provider (`#signin={provider}` on the return page). */
export interface SocialReturn {
  provider: 'google' | 'facebook' | 'apple';
  /** busy: the exchange call is on its way; terms: a new account needs the terms agreed to first. */
  stage: 'busy' | 'terms';
  terms: readonly TermsDetail[];
}

export interface AccountSnapshot {
  /** Read from the browser (false during server rendering and hydration). */
  ready: boolean;
  user: AccountUser | null;
  /** Pending terms: the terms prompt is open while this is not empty. */
  terms: readonly TermsDetail[];
  marketing: MarketingQuestion | null;
  social: SocialReturn | null;
  /** `error`: the catalogue key of a specific reason (`accountError.connectionUsed`). */
  notice: { kind: AccountNotice; seq: number; error?: string } | null;
}

export const SERVER_ACCOUNT: AccountSnapshot = Object.freeze({
  ready: false,
  user: null,
  terms: [],
  marketing: null,
  social: null,
  notice: null,
});

let snapshot: AccountSnapshot = SERVER_ACCOUNT;
const listeners = new Set<() => void>();
let watching = false;
let noticeSeq = 0;

function userNow(): AccountUser | null {
  const user = readUser(browserStorage());
  if (!user) return null;
  const { id, name, email, emailIsVerified, touConfirmed, ppConfirmed } = user;
  return { id, name, email, emailIsVerified, touConfirmed, ppConfirmed };
}

const sameUser = (a: AccountUser | null, b: AccountUser | null) => JSON.stringify(a) === JSON.stringify(b);

function emit(next: AccountSnapshot): void {
  snapshot = next;
  for (const listener of [...listeners]) listener();
}

/** Reads the stored user again (after a sign-in, a profile change, another tab's change). */
export function refreshAccount(): void {
  const user = userNow();
  if (snapshot.ready && sameUser(user, snapshot.user)) return;
  emit({ ...snapshot, ready: true, user, ...(user ? {} : { terms: [], marketing: null }) });
}

export function setAccountPrompts(
  patch: Partial<Pick<AccountSnapshot, 'terms' | 'marketing' | 'social'>>,
): void {
  emit({ ...snapshot, ...patch });
}

export function showAccountNotice(kind: AccountNotice, error?: string): void {
  noticeSeq += 1;
  emit({ ...snapshot, notice: { kind, seq: noticeSeq, ...(error ? { error } : {}) } });
}

export function dismissAccountNotice(): void {
  if (snapshot.notice) emit({ ...snapshot, notice: null });
}

export function getAccount(): AccountSnapshot {
  if (!snapshot.ready && typeof window !== 'undefined') refreshAccount();
  return snapshot;
}

export function subscribeAccount(listener: () => void): () => void {
  listeners.add(listener);
  if (!watching && typeof window !== 'undefined') {
    watching = true;
    // Another tab signed in or out, or changed the profile.
    window.addEventListener('storage', (event) => {
      if (event.key === null || Object.values<string>(USER_KEYS).includes(event.key)) refreshAccount();
    });
  }
  return () => {
    listeners.delete(listener);
  };
}

/** The account as the page shows it; during server rendering and hydration: nobody signed in yet. */
export function useAccount(): AccountSnapshot {
  return useSyncExternalStore(subscribeAccount, getAccount, () => SERVER_ACCOUNT);
}

/** @internal tests */
export function resetAccountStateForTests(): void {
  snapshot = SERVER_ACCOUNT;
  noticeSeq = 0;
}
