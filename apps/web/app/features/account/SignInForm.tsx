/**
 * Sign-in with e-mail and password (spec 2 §7 /v3/login), in the login window and on
 * /{lang}/account/login/. Social sign-in buttons below it for the providers the server has.
 */
import type { Lang } from '@nerali/domain';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { paths } from '../../kit/paths.ts';
import { ClientCode } from './errors.ts';
import { Field } from './fields.tsx';
import { FormMessage } from './FormMessage.tsx';
import { problemText } from './problems.ts';
import { accountSession } from './session.ts';
import { SocialButtons } from './SocialButtons.tsx';
import { useHydrated } from './use-hydrated.ts';
import { useSubmit } from './use-submit.ts';

export interface SignInFormProps {
  lang: Lang;
  onSignedIn: () => void;
  onBusy?: (busy: boolean) => void;
  /** In the login window the other forms open in place; on a page they are links. */
  switchTo?: (form: 'register' | 'forgot') => void;
}

export function SignInForm({ lang, onSignedIn, onBusy, switchTo }: SignInFormProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [notConfirmed, setNotConfirmed] = useState(false);
  const submit = useSubmit(onBusy);
  const emailProblem = problemText(t, 'email', email);
  const passwordProblem = problemText(t, 'password', password);
  const onSubmit = submit.handle(
    !emailProblem && !passwordProblem,
    async () => {
      setNotConfirmed(false);
      await accountSession().signIn(email, password);
      onSignedIn();
    },
    (e) => {
      setNotConfirmed(e.code === ClientCode.registrationNotConfirmed);
      return null;
    },
  );
  return (
    <div className="acc-form-wrap">
      <form className="acc-form" method="post" noValidate onSubmit={onSubmit} aria-busy={submit.busy}>
        <Field
          name="email"
          type="email"
          label={t('account.email')}
          value={email}
          onChange={setEmail}
          problem={emailProblem}
          submitted={submit.submitted}
          autoComplete="username"
          inputMode="email"
          autoFocus
          maxLength={254}
        />
        <Field
          name="password"
          type="password"
          label={t('account.password')}
          value={password}
          onChange={setPassword}
          problem={passwordProblem}
          submitted={submit.submitted}
          autoComplete="current-password"
          maxLength={128}
        />
        <FormMessage error={submit.error} />
        {notConfirmed && (
          <p className="acc-more">
            <Link to={paths.account(lang, 'verify')}>{t('account.notConfirmedHelp')}</Link>
          </p>
        )}
        <button type="submit" className="acc-primary" disabled={!hydrated || submit.busy}>
          {submit.busy ? t('account.wait') : t('account.signIn')}
        </button>
      </form>
      {/* Below the form: the providers are known only after hydration, and nothing above may move. */}
      <SocialButtons lang={lang} />
      <div className="acc-links">
        {switchTo ? (
          <>
            <button type="button" className="acc-link" onClick={() => switchTo('forgot')}>
              {t('account.forgot')}
            </button>
            <p>
              {t('account.noAccount')}{' '}
              <button type="button" className="acc-link" onClick={() => switchTo('register')}>
                {t('account.register')}
              </button>
            </p>
          </>
        ) : (
          <>
            <Link to={paths.account(lang, 'password')}>{t('account.forgot')}</Link>
            <p>
              {t('account.noAccount')}{' '}
              <Link to={paths.account(lang, 'register')}>{t('account.register')}</Link>
            </p>
          </>
        )}
      </div>
    </div>
  );
}
