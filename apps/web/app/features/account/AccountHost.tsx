/**
 * The account's part of every page (mounted once in the language layout): the live region of the
 * account's notices, and, once there is account work on the page (a signed-in visitor, a social
 * sign-in coming back in the address's `#signin=`, a notice to show), AccountWork.tsx with the
 * catalogue's pages part that holds its messages. A visitor's page never loads it.
 */
import type { Lang } from '@nerali/domain';
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { withPagesPart } from '../../i18n/load.ts';
import { linkAccountWrites } from '../favourites/account-link.ts';
import { useAccount } from './account-state.ts';

const work = () => withPagesPart(() => import('./AccountWork.tsx'));
const AccountWork = lazy(() => work().then((m) => ({ default: m.AccountWork })));
const AccountNotice = lazy(() => work().then((m) => ({ default: m.AccountNotice })));

// The favourites store writes a signed-in visitor's changes through the account client, which the
// page loads for a signed-in visitor anyway (below); the favourites cannot import this feature,
// which imports them (favourites/account-link.ts).
linkAccountWrites(() => work().then((m) => m.flushAccountData()));

/** Back from a social sign-in's provider: `#signin=google` (read after hydration, as the server has no fragment). */
const signinBack = () => /[#&]signin=/.test(location.hash);
const noSubscription = () => () => {};

export function AccountHost({ lang }: { lang: Lang }) {
  const account = useAccount();
  const back = useSyncExternalStore(noSubscription, signinBack, () => false);
  // Once loaded, the work stays for the visit (signing out stops the client there).
  const [working, setWorking] = useState(false);
  if (!working && (back || account.user !== null || account.notice !== null || account.social !== null)) {
    setWorking(true);
  }
  return (
    <>
      <div className="acc-notices" role="status" aria-live="polite">
        {working && (
          <Suspense fallback={null}>
            <AccountNotice />
          </Suspense>
        )}
      </div>
      {working && (
        <Suspense fallback={null}>
          <AccountWork lang={lang} />
        </Suspense>
      )}
    </>
  );
}
