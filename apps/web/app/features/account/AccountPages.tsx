/**
 * The pages under /{lang}/account/: the account itself, sign-in, registration, the confirmation of
 * an address (the mails' link) and the password (forgotten, or the new one of the mails' link). The
 * server renders each page's frame and forms; who is signed in is known only in the browser.
 */
import type { Lang } from '@nerali/domain';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useNavigate, useSearchParams } from 'react-router';
import type { AccountPage } from '../../kit/paths.ts';
import { paths } from '../../kit/paths.ts';
import { useAccount } from './account-state.ts';
import { AccountOverview } from './AccountOverview.tsx';
import { useMailLink } from './use-mail-link.ts';
import { ForgotForm, ResetForm } from './PasswordForms.tsx';
import { RegisterForm } from './RegisterForm.tsx';
import { SignInForm } from './SignInForm.tsx';
import { VerifyView } from './VerifyView.tsx';

const HEADINGS = {
  account: 'accountPage.title',
  login: 'account.signInTitle',
  register: 'accountRegister.title',
  verify: 'accountVerify.title',
  password: 'accountPassword.forgotTitle',
} as const;

/** Where to go after signing in on the sign-in page: `?return=/ta/...` of this site, else the account. */
export function returnPath(value: string | null, lang: Lang): string {
  return value && /^\/(ta|en)\/[A-Za-z0-9/_?=&.%-]*$/.test(value) && !value.includes('//')
    ? value
    : paths.account(lang);
}

export function AccountPages({ lang, page }: { lang: Lang; page: AccountPage | null }) {
  const { t } = useTranslation();
  const link = useMailLink();
  const reset = page === 'password' && link ? { id: link.id, code: link.code } : null;
  const heading =
    page === 'password' && reset ? t('accountPassword.resetTitle') : t(HEADINGS[page ?? 'account']);
  return (
    <div className="acc-page" data-account-page={page ?? 'account'}>
      <h1>{heading}</h1>
      {page === null && <AccountOverview lang={lang} />}
      {page === 'login' && <LoginPage lang={lang} />}
      {page === 'register' && <RegisterForm lang={lang} />}
      {page === 'verify' && <VerifyView lang={lang} />}
      {page === 'password' && (reset ? <ResetForm lang={lang} {...reset} /> : <ForgotForm lang={lang} />)}
    </div>
  );
}

function LoginPage({ lang }: { lang: Lang }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { user } = useAccount();
  const target = returnPath(search.get('return'), lang);
  // Already signed in (here or in another tab): nothing to do on this page.
  useEffect(() => {
    if (user) void navigate(target, { replace: true });
  }, [user, navigate, target]);
  return (
    <>
      <p className="acc-intro">{t('account.signInIntro')}</p>
      <SignInForm lang={lang} onSignedIn={() => void navigate(target, { replace: true })} />
    </>
  );
}
