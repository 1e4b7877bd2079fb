/**
 * Registration (spec 2 §7 /v3/registration): e-mail, an optional nickname, a new password with its
 * rules ticked as they are met, and the agreement to the terms of use and privacy policy (readable
 * here). Spec 2 §5: the call always says true for the three approvals, so it is sent only once the
 * person has ticked the agreement. The answer is the same whether or not the address had an account
 * (the server's enumeration rule): the page says to look for the mail.
 */
import type { Lang } from '@nerali/domain';
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { paths } from '../../kit/paths.ts';
import { Check, Field, PasswordRules } from './fields.tsx';
import { FormMessage } from './FormMessage.tsx';
import { problemText } from './problems.ts';
import { accountSession } from './session.ts';
import { TermsText } from './TermsText.tsx';
import { useHydrated } from './use-hydrated.ts';
import { useSubmit } from './use-submit.ts';

export interface RegisterFormProps {
  lang: Lang;
  onBusy?: (busy: boolean) => void;
  /** In the login window: back to the sign-in form in place. */
  onSignIn?: () => void;
}

export function RegisterForm({ lang, onBusy, onSignIn }: RegisterFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const hydrated = useHydrated();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const submit = useSubmit(onBusy);
  const emailProblem = problemText(t, 'email', email);
  const nameProblem = problemText(t, 'nickname', name);
  const passwordProblem = problemText(t, 'newPassword', password);
  const onSubmit = submit.handle(!emailProblem && !nameProblem && !passwordProblem && agreed, async () => {
    await accountSession().api.register({ email, password, name, lang });
    setSentTo(email.trim());
  });

  if (sentTo) {
    return (
      <div className="acc-sent" data-account-registered="">
        <h3 tabIndex={-1} ref={(el) => el?.focus()}>
          {t('accountRegister.doneTitle')}
        </h3>
        <p role="status">{t('accountRegister.done', { email: sentTo })}</p>
        <p className="acc-hint">{t('accountRegister.doneHint')}</p>
        <p>
          <Link to={paths.account(lang, 'verify')}>{t('accountRegister.enterCode')}</Link>
        </p>
      </div>
    );
  }

  return (
    <div className="acc-form-wrap">
      <p className="acc-intro">{t('accountRegister.intro')}</p>
      <form className="acc-form" method="post" noValidate onSubmit={onSubmit} aria-busy={submit.busy}>
        <Field
          name="email"
          type="email"
          label={t('account.email')}
          value={email}
          onChange={setEmail}
          problem={emailProblem}
          submitted={submit.submitted}
          autoComplete="email"
          inputMode="email"
          autoFocus
          maxLength={254}
        />
        <Field
          name="nickname"
          label={t('accountField.nickname')}
          hint={t('accountField.nicknameHint')}
          value={name}
          onChange={setName}
          problem={nameProblem}
          submitted={submit.submitted}
          autoComplete="nickname"
          maxLength={32}
        />
        <Field
          name="new-password"
          type="password"
          label={t('account.password')}
          value={password}
          onChange={setPassword}
          problem={passwordProblem}
          submitted={submit.submitted}
          autoComplete="new-password"
          describedBy={`${id}-rules`}
          maxLength={128}
        />
        <PasswordRules id={`${id}-rules`} password={password} />
        <TermsText type="tou" lang={lang} summary={t('accountTerms.tou')} />
        <TermsText type="pp" lang={lang} summary={t('accountTerms.pp')} />
        {/* The same documents on pages of their own (features/legal); a new tab keeps this form filled. */}
        <p className="acc-links">
          {t('legalPages.readApart')}{' '}
          <a href={paths.terms(lang)} target="_blank" rel="noopener">
            {t('legalPages.terms')}
          </a>
          {', '}
          <a href={paths.privacy(lang)} target="_blank" rel="noopener">
            {t('legalPages.privacy')}
          </a>
        </p>
        <Check
          name="agree"
          label={t('accountRegister.agree')}
          checked={agreed}
          onChange={setAgreed}
          problem={submit.submitted && !agreed ? t('accountField.agreeNeeded') : null}
        />
        <FormMessage error={submit.error} />
        <button type="submit" className="acc-primary" disabled={!hydrated || submit.busy}>
          {submit.busy ? t('account.wait') : t('accountRegister.submit')}
        </button>
      </form>
      <p className="acc-links">
        {t('account.haveAccount')}{' '}
        {onSignIn ? (
          <button type="button" className="acc-link" onClick={onSignIn}>
            {t('account.signIn')}
          </button>
        ) : (
          <Link to={paths.account(lang, 'login')}>{t('account.signIn')}</Link>
        )}
      </p>
    </div>
  );
}
