/**
 * The code of a mail's link, read from the fragment once per page (fragment.ts), as React sees an
 * external value: nothing during server rendering and hydration (the server never has the fragment),
 * the link right after. The fragment is then removed from the address bar; the link stays known to
 * this page.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { dropFragment, type MailLink, parseMailFragment } from './fragment.ts';

let captured: { path: string; link: MailLink | null } | null = null;

function current(): MailLink | null {
  if (captured?.path !== location.pathname) {
    captured = { path: location.pathname, link: parseMailFragment(location.hash) };
  }
  return captured.link;
}

const noSubscription = () => () => {};

export function useMailLink(): MailLink | null {
  const link = useSyncExternalStore(noSubscription, current, () => null);
  useEffect(() => {
    if (link) dropFragment();
  }, [link]);
  return link;
}
