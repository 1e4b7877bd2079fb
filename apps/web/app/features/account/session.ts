/**
 * The account client of this page (spec 2 §4): signing in and out, the prompts the server asks for,
 * and, while someone is signed in, the data sync (data-sync.ts) and the user's push subject
 * (user-push.ts). Loaded on demand: for a signed-in visitor at page start, otherwise when a form
 * is used. What the page shows lives in account-state.ts.
 *
 * Calls that need a session are skipped silently when no user is stored (spec 2 §6). A refusal that
 * says the session is over (1001), or any refusal while terms are unconfirmed, signs out (spec 2 §4).
 */
import { DEFAULT_ODDS_FORMAT, type Lang, normalizeEmail } from '@nerali/domain';
import { browserStorage } from '../favourites/client-storage.ts';
import { favouritesStore, withFavouritesStore } from '../favourites/use-favourites.ts';
import { setOddsFormat } from '../odds/prefs.ts';
import { liveTableSettings, restoreDefaultSettings } from '../settings/settings-write.ts';
import { langOfPath } from '../../i18n/index.ts';
import {
  getAccount,
  refreshAccount,
  setAccountPrompts,
  showAccountNotice,
  type TermsDetail,
} from './account-state.ts';
import {
  AccountApi,
  type BackendError,
  type Session,
  type SignInAnswer,
  type SocialProvider,
} from './api.ts';
import { DataSync } from './data-sync.ts';
import { AccountError, asAccountError, ClientCode, signsOut } from './errors.ts';
import { createLocalSide } from './local-data.ts';
import { pendingItems } from './pending.ts';
import { openUserPush, type UserEvent, type UserPush } from './user-push.ts';
import { readUser, type StoredUser } from './user-store.ts';
import { clearUser, writeUser } from './user-write.ts';

export type SignOutReason = 'user' | 'sessionEnded' | 'deleted' | 'deleteFailed';

const localSide = createLocalSide(favouritesStore, liveTableSettings, withFavouritesStore);

function pageLang(): Lang {
  return typeof location === 'undefined' ? 'ta' : langOfPath(location.pathname);
}

export class AccountSession {
  readonly api = new AccountApi();
  private sync: DataSync | null = null;
  private push: UserPush | null = null;
  private running: string | null = null;
  /** Spec 2 §4: pending items after sign-in; the sign-in sync runs again once they are answered. */
  private storeAfterLoginNeeded = false;
  private marketingLater = false;

  private user(): StoredUser | null {
    return readUser(browserStorage());
  }

  /** A page load (or another tab's sign-in): the sync and push of the stored user. */
  start(): void {
    const user = this.user();
    if (!user) return this.stopSignedIn();
    if (this.running === `${user.id}:${user.hash}`) return;
    this.startSignedIn(user, 'resume');
    // Terms left pending on an earlier page: read now, so that their prompt comes back at once.
    if (!user.touConfirmed || !user.ppConfirmed) {
      this.storeAfterLoginNeeded = true;
      this.sync?.refresh();
    }
  }

  private startSignedIn(user: StoredUser, mode: 'signIn' | 'resume'): void {
    this.stopSignedIn();
    this.running = `${user.id}:${user.hash}`;
    const session: Session = { id: user.id, hash: user.hash };
    this.sync = new DataSync({
      storage: browserStorage(),
      api: {
        getData: () => this.api.getData(session),
        store: (write) => this.api.storeMergedData(session, write),
      },
      local: localSide,
      now: () => Date.now(),
      random: Math.random,
      setTimeout: (fn, ms) => setTimeout(fn, ms),
      clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
      writesBlocked: () => {
        const now = this.user();
        return !now || !now.touConfirmed || !now.ppConfirmed;
      },
      onAnswer: ({ errors, profile }) => {
        if (profile) {
          writeUser(browserStorage(), {
            name: profile.name,
            email: profile.email,
            emailIsVerified: profile.emailIsVerified,
          });
        }
        // A read's errors are everything pending; a write's only add the marketing question.
        this.pending(errors, profile !== undefined);
        refreshAccount();
      },
      onRefused: (error) => this.refused(error),
      log: console,
    });
    this.sync.start(mode);
    this.push = openUserPush({
      session,
      onEvent: (event) => this.onPush(event),
      onReconnected: () => this.sync?.refresh(),
      onRefused: () => this.sync?.refresh(),
    });
  }

  private stopSignedIn(): void {
    this.sync?.stop();
    this.push?.close();
    this.sync = null;
    this.push = null;
    this.running = null;
  }

  private onPush(event: UserEvent): void {
    if (event.t === 'data') this.sync?.remote(event);
    // A new name or address, new terms, or the session ended (deletion, a reset): read to know.
    else this.sync?.refresh();
  }

  /** Writes the favourites and settings now (the favourites store waits for it: a pin rolls back). */
  async flushData(): Promise<void> {
    this.start();
    await this.sync?.flush();
  }

  /** The pending items of an answer: the terms prompt and the marketing question (spec 2 §4). */
  private pending(errors: readonly BackendError[], complete: boolean): void {
    const items = pendingItems(errors);
    // Nothing is stored while terms are pending: the sign-in sync runs again once they are agreed to.
    if (items.terms.length > 0) this.storeAfterLoginNeeded = true;
    if (complete || items.terms.length > 0) {
      writeUser(browserStorage(), { touConfirmed: items.touConfirmed, ppConfirmed: items.ppConfirmed });
      setAccountPrompts({ terms: items.terms });
    }
    // "Ask me later" holds for this page; the next visit asks again.
    if (items.marketing && !this.marketingLater) setAccountPrompts({ marketing: items.marketing });
    else if (complete) setAccountPrompts({ marketing: null });
  }

  /** A refusal of the server during a signed-in call. */
  private refused(error: AccountError): void {
    const user = this.user();
    if (!user) return;
    if (error.code === ClientCode.termsNeeded) {
      // A write while terms are pending: ask for them, and sync once they are agreed to.
      const terms = Array.isArray(error.extra.details) ? (error.extra.details as TermsDetail[]) : [];
      this.storeAfterLoginNeeded = true;
      this.pending([{ err: 'XE8', details: terms }], false);
      refreshAccount();
      return;
    }
    if (signsOut(error, user.touConfirmed && user.ppConfirmed)) void this.signOut('sessionEnded');
  }

  // --- signing in ------------------------------------------------------------------------------

  async signIn(email: string, password: string): Promise<void> {
    const answer = await this.api.login(email, password);
    this.signedIn(answer, { email: normalizeEmail(email) ?? email.trim() });
  }

  /** The return from a provider (`#signin=google`): the exchange, or the terms for a new account. */
  async finishSocial(provider: SocialProvider, approvals: boolean): Promise<void> {
    setAccountPrompts({ social: { provider, stage: 'busy', terms: [] } });
    try {
      const current = this.user();
      const answer = await this.api.loginUsingProvider(
        provider,
        approvals,
        pageLang(),
        current ? { id: current.id, hash: current.hash } : undefined,
      );
      setAccountPrompts({ social: null });
      this.signedIn(answer, {});
    } catch (error) {
      const e = asAccountError(error);
      if (e.code === ClientCode.termsNeeded && !approvals) {
        // A new account: the person agrees to the terms, then the same ticket is exchanged again.
        const terms = Array.isArray(e.extra.details) ? (e.extra.details as TermsDetail[]) : [];
        setAccountPrompts({ social: { provider, stage: 'terms', terms } });
        return;
      }
      setAccountPrompts({ social: null });
      throw e;
    }
  }

  cancelSocial(): void {
    setAccountPrompts({ social: null });
  }

  private signedIn(answer: SignInAnswer, known: { email?: string }): void {
    const storage = browserStorage();
    const before = this.user();
    if (before && before.id !== answer.id) clearUser(storage);
    writeUser(storage, {
      id: answer.id,
      hash: answer.hash,
      ...(known.email ? { email: known.email } : {}),
      touConfirmed: true,
      ppConfirmed: true,
      ...(before?.id === answer.id ? {} : { data: {}, privateData: {} }),
    });
    this.storeAfterLoginNeeded = answer.errors.length > 0;
    this.marketingLater = false;
    this.pending(answer.errors, true);
    refreshAccount();
    // The favourites notice the sign-in now rather than at their next poll (their store loads now if
    // this browser had no favourites before: use-favourites.ts).
    withFavouritesStore((store) => store.tick());
    const user = this.user();
    if (user) {
      this.startSignedIn(user, 'signIn');
      void this.api.setAppVersion(user).catch(() => {});
    }
    showAccountNotice('signedIn');
  }

  // --- prompts ---------------------------------------------------------------------------------

  /** Spec 2 §4: pending terms agreements are sent only if any exist. */
  async agreeTerms(): Promise<void> {
    const user = this.user();
    if (!user) return;
    const terms = getAccount().terms;
    try {
      await this.api.agreeTerms(user, terms);
    } catch (error) {
      const e = asAccountError(error);
      if (signsOut(e, false)) await this.signOut('sessionEnded');
      throw e;
    }
    writeUser(browserStorage(), { touConfirmed: true, ppConfirmed: true });
    setAccountPrompts({ terms: [] });
    refreshAccount();
    this.afterPrompts();
  }

  async answerMarketing(answer: { marketing: boolean; thirdParties: boolean }): Promise<void> {
    const user = this.user();
    if (!user) return;
    try {
      await this.api.answerMarketing(user, answer);
    } catch (error) {
      const e = asAccountError(error);
      this.refused(e);
      throw e;
    }
    setAccountPrompts({ marketing: null });
    this.afterPrompts();
  }

  /** "Not now": the question comes again at the next visit (or sign-in). */
  laterMarketing(): void {
    this.marketingLater = true;
    setAccountPrompts({ marketing: null });
    this.afterPrompts();
  }

  private afterPrompts(): void {
    const { terms, marketing } = getAccount();
    if (terms.length > 0 || marketing) return;
    if (this.storeAfterLoginNeeded) {
      this.storeAfterLoginNeeded = false;
      this.sync?.signInAgain();
    }
  }

  // --- the account page ------------------------------------------------------------------------

  async changePassword(password: string, newPassword: string, signOutOthers: boolean): Promise<void> {
    const user = this.user();
    if (!user) return;
    await this.guard(() => this.api.changePassword(user, password, newPassword, signOutOthers), false);
  }

  async updateProfile(change: { name?: string; email?: string }): Promise<void> {
    const user = this.user();
    if (!user) return;
    await this.guard(() => this.api.updateUser(user, { ...change, lang: pageLang() }), true);
    if (change.name !== undefined) writeUser(browserStorage(), { name: change.name.trim() });
    refreshAccount();
  }

  async marketingConsent(): Promise<{ marketing: boolean; thirdParties: boolean } | null> {
    const user = this.user();
    if (!user) return null;
    return this.guard(() => this.api.marketingConsent(user), true);
  }

  async setMarketingConsent(answer: { marketing: boolean; thirdParties: boolean }): Promise<void> {
    const user = this.user();
    if (!user) return;
    await this.guard(() => this.api.setMarketingConsent(user, answer), true);
  }

  /**
   * A signed-in call; a refusal that ends the session signs out. `sessionErrors`: a 1001 means the
   * session (for a password change it means a wrong current password, which must not sign out).
   */
  private async guard<T>(call: () => Promise<T>, sessionErrors: boolean): Promise<T> {
    try {
      return await call();
    } catch (error) {
      const e = asAccountError(error);
      if (sessionErrors || e.code !== ClientCode.loginMismatch) this.refused(e);
      throw e;
    }
  }

  // --- signing out -----------------------------------------------------------------------------

  /**
   * Spec 2 §4: clears everything of the user in this browser: My games, My leagues, My teams and
   * followed players go (the favourites store's sign-out check) and every setting returns to its
   * default (spec 1 §4). The server's session ends too when it can be
   * told (a sign-out without a connection still signs out here).
   */
  async signOut(reason: SignOutReason): Promise<void> {
    const user = this.user();
    this.stopSignedIn();
    this.storeAfterLoginNeeded = false;
    if (user && reason === 'user') await this.api.logout(user).catch(() => {});
    clearUser(browserStorage());
    setAccountPrompts({ terms: [], marketing: null, social: null });
    favouritesStore()?.tick();
    // Spec 1 §4 "restores default settings": every setting of the settings window, the odds format
    // too; only when someone was signed in here (an anonymous visitor's own settings are not touched).
    if (user) {
      restoreDefaultSettings();
      setOddsFormat(DEFAULT_ODDS_FORMAT);
    }
    refreshAccount();
    if (user) showAccountNotice(reason === 'user' ? 'signedOut' : reason);
  }

  /** Spec 2 §4: deletion clears this browser even when the call fails (which is then said). */
  async deleteAccount(): Promise<void> {
    const user = this.user();
    if (!user) return;
    this.stopSignedIn();
    let failure: AccountError | null = null;
    try {
      await this.api.deleteAccount(user);
    } catch (error) {
      failure = asAccountError(error);
    }
    await this.signOut(failure ? 'deleteFailed' : 'deleted');
    if (failure) throw failure;
  }
}

let instance: AccountSession | null = null;

export function accountSession(): AccountSession {
  instance ??= new AccountSession();
  return instance;
}

export { AccountError };
