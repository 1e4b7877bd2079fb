/**
 * The header's account button: for a visitor it opens the login window (slot "login client"), for a
 * signed-in person a small menu (slot "logged-in interface") with the account page, the favourites
 * and signing out. The same size in both states, so nothing moves when the browser learns who is
 * signed in after hydration. The login window's code is loaded when first opened.
 */
import type { Lang } from '@nerali/domain';
import { lazy, Suspense, useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useLocation } from 'react-router';
import { withPagesPart } from '../../i18n/load.ts';
import { useWindowSlot } from '../../kit/ui/use-window-slot.ts';
import { useAccount } from './account-state.ts';

// The dialog's messages are in the catalogue's pages part (i18n/load.ts): loaded with it.
const LoginDialog = lazy(() => withPagesPart(() => import('./LoginDialog.tsx')));
// The signed-in person's menu, loaded on its first open with the same part.
const AccountMenu = lazy(() => withPagesPart(() => import('./AccountMenu.tsx')));

function PersonIcon({ filled }: { filled: boolean }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle
        cx="12"
        cy="8"
        r="4"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
      />
      <path
        d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function AccountButton({ lang }: { lang: Lang }) {
  const { t } = useTranslation();
  const account = useAccount();
  const login = useWindowSlot('loginClient');
  const menu = useWindowSlot('loggedInInterface');
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const user = account.user;

  // A social sign-in came back: its exchange (or the terms of a new account) shows in the login window.
  const socialStage = account.social?.stage;
  const openLogin = login.open;
  useEffect(() => {
    if (socialStage) openLogin();
  }, [socialStage, openLogin]);

  // A link followed inside a window (the account page, a mail's code) leaves the window behind.
  const closeMenu = menu.close;
  const closeLogin = login.close;
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    closeMenu();
    closeLogin();
  }, [pathname, closeMenu, closeLogin]);

  const name = user ? user.name || user.email : '';
  return (
    <div className="acc-tool">
      <button
        ref={buttonRef}
        type="button"
        className={`icon-btn acc-open${user ? ' on' : ''}`}
        aria-label={user ? t('account.menu', { name }) : t('account.open')}
        title={user ? t('account.menu', { name }) : t('account.open')}
        aria-haspopup={user ? 'true' : 'dialog'}
        aria-expanded={user ? menu.isOpen : login.isOpen}
        aria-controls={user && menu.isOpen ? menuId : undefined}
        data-account-button={user ? 'signed-in' : 'visitor'}
        onClick={() => {
          if (user) {
            if (menu.isOpen) menu.close();
            else menu.open();
          } else login.open();
        }}
      >
        <PersonIcon filled={user !== null} />
      </button>
      {login.isOpen && (
        <Suspense fallback={null}>
          <LoginDialog lang={lang} onClose={login.close} />
        </Suspense>
      )}
      {user && menu.isOpen && (
        <Suspense fallback={null}>
          <AccountMenu id={menuId} lang={lang} email={user.email} onClose={menu.close} button={buttonRef} />
        </Suspense>
      )}
    </div>
  );
}
