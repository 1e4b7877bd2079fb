/**
 * The account's work on a page, loaded by AccountHost.tsx once there is any (a signed-in visitor, a
 * social sign-in coming back, a notice to show): starts the account client for a signed-in visitor
 * (the data sync and the user's push subject), finishes a social sign-in that came back to this page
 * (`#signin=...`), shows the prompts the server asked for (new terms, the marketing question) and the
 * account's notices (signed in, signed out, a failure). Its messages are in the catalogue's pages part.
 */
import type { Lang } from '@nerali/domain';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { windowSlots } from '../../kit/ui/window-slots.ts';
import { useWindowSlot } from '../../kit/ui/use-window-slot.ts';
import { dismissAccountNotice, showAccountNotice, useAccount } from './account-state.ts';
import { dropFragment, parseSigninFragment } from './fragment.ts';

const AccountPrompts = lazy(() => import('./AccountPrompts.tsx'));

/** Notices that say something went right go away by themselves; failures stay until closed. */
const NOTICE_MS = 8_000;
const QUIET = new Set(['signedIn', 'signedOut', 'deleted']);

function loadSession() {
  return import('./session.ts').then((m) => m.accountSession());
}

/** Writes the favourites and settings now (the favourites store's account writes: AccountHost.tsx). */
export function flushAccountData(): Promise<void> {
  return loadSession().then((s) => s.flushData());
}

/** What the account does on the page, and its prompts (outside the notices' live region). */
export function AccountWork({ lang }: { lang: Lang }) {
  const account = useAccount();
  const prompt = useWindowSlot('registrationPrompt');
  const userKey = account.user ? account.user.id : null;

  // Signed in here, in another tab, or at page load: the client runs; signed out: it stops. A
  // visitor's page never loads the client.
  const loaded = useRef(false);
  useEffect(() => {
    if (!account.ready || (!userKey && !loaded.current)) return;
    loaded.current = true;
    void loadSession().then((s) => s.start());
  }, [account.ready, userKey]);

  // Back from a provider: `#signin=google` (or `failed`).
  useEffect(() => {
    const back = parseSigninFragment(location.hash);
    if (!back) return;
    dropFragment();
    if (back === 'failed') {
      showAccountNotice('socialFailed');
      return;
    }
    void loadSession().then((s) =>
      s.finishSocial(back, false).catch((error: { code?: number }) => {
        const reasons: Record<number, string> = {
          1008: 'accountError.providerOff',
          1009: 'accountError.providerNoEmail',
          1010: 'accountError.connectionUsed',
        };
        showAccountNotice('socialFailed', error.code === undefined ? undefined : reasons[error.code]);
      }),
    );
  }, []);

  // A prompt keeps its window: when another one closes, the prompt comes back.
  const pending = account.user !== null && (account.terms.length > 0 || account.marketing !== null);
  const openPrompt = prompt.open;
  useEffect(() => {
    if (!pending) return;
    const reopen = () => {
      if (windowSlots.getActive() === null) openPrompt();
    };
    reopen();
    return windowSlots.subscribe(reopen);
  }, [pending, openPrompt]);

  return pending && prompt.isOpen ? (
    <Suspense fallback={null}>
      <AccountPrompts lang={lang} />
    </Suspense>
  ) : null;
}

/** The account's notice, inside AccountHost's live region. */
export function AccountNotice() {
  const { t } = useTranslation();
  const notice = useAccount().notice;
  useEffect(() => {
    if (!notice || !QUIET.has(notice.kind)) return;
    const timer = setTimeout(dismissAccountNotice, NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);
  return notice ? (
    <div className="acc-toast" data-account-notice={notice.kind} key={notice.seq}>
      <p>{notice.error ? t(notice.error as 'accountError.technical') : t(`accountNotice.${notice.kind}`)}</p>
      <button type="button" className="acc-link" onClick={dismissAccountNotice}>
        {t('accountNotice.close')}
      </button>
    </div>
  ) : null;
}
