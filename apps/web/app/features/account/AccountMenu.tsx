/**
 * The signed-in person's small menu under the header's account button (slot "logged-in interface"):
 * the account page, the favourites and signing out. Loaded on its first open (AccountButton.tsx).
 */
import type { Lang } from '@nerali/domain';
import { type RefObject, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/react.tsx';
import { paths } from '../../kit/paths.ts';

export default function AccountMenu({
  id,
  lang,
  email,
  onClose,
  button,
}: {
  id: string;
  lang: Lang;
  email: string;
  onClose: () => boolean;
  button: RefObject<HTMLButtonElement | null>;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('a, button')?.focus();
    const outside = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (target && !ref.current?.contains(target) && !button.current?.contains(target)) onClose();
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [onClose, button]);
  const closeAndFocus = () => {
    onClose();
    button.current?.focus();
  };
  return (
    <div
      id={id}
      ref={ref}
      className="acc-menu"
      data-account-menu=""
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          closeAndFocus();
        }
      }}
    >
      <p className="acc-menu-who">{t('account.signedInAs', { email })}</p>
      <Link to={paths.account(lang)}>{t('account.myAccount')}</Link>
      <Link to={paths.favourites(lang)}>{t('account.favourites')}</Link>
      <button
        type="button"
        data-account-signout=""
        onClick={() => {
          void import('./session.ts').then(({ accountSession }) => accountSession().signOut('user'));
          closeAndFocus();
        }}
      >
        {t('account.signOut')}
      </button>
    </div>
  );
}
