/**
 * The account client's write of the favourites and settings, as the favourites store calls it
 * (account-sync.ts). The account feature imports the favourites, so the favourites cannot import it:
 * it hands its write over here when the page's frame loads (features/account/AccountHost.tsx), and
 * the write loads the account client when first called. A module of its own, a few lines on every
 * page; the rest of the account sync loads with the store.
 */
// Until the account feature links its write, a write fails and the change rolls back.
let write = (): Promise<void> => Promise.reject(new Error('FAV_ERR_NO_ACCOUNT_LINK'));

export function linkAccountWrites(accountWrite: () => Promise<void>): void {
  write = accountWrite;
}

export const writeToAccount = (): Promise<void> => write();
