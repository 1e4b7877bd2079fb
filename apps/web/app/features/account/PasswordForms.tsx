/**
 * The three password forms (spec 2 §7 /v3/forgottenpassword, /v3/passwordchange): the forgotten
 * password (a link by mail), the new password of the mail's link, and the change of a signed-in
 * person's password with "sign out my other devices" (on by default, as the server's).
 */
import type { Lang } from '@nerali/domain';
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { paths } from '../../kit/paths.ts';
import { ClientCode } from './errors.ts';
import { Check, Field, PasswordRules } from './fields.tsx';
import { FormMessage } from './FormMessage.tsx';
import { problemText } from './problems.ts';
import { accountSession } from './session.ts';
import { useHydrated } from './use-hydrated.ts';
import { useSubmit } from './use-submit.ts';

export function ForgotForm({ lang, onBusy }: { lang: Lang; onBusy?: (busy: boolean) => void }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [email, setEmail] = useState('');
  const [done, setDone] = useState(false);
  const submit = useSubmit(onBusy);
  const problem = problemText(t, 'email', email);
  const onSubmit = submit.handle(!problem, async () => {
    setDone(false);
    await accountSession().api.forgottenPassword(email, lang);
    setDone(true);
  });
  return (
    <form className="acc-form" method="post" noValidate onSubmit={onSubmit} aria-busy={submit.busy}>
      <p className="acc-intro">{t('accountPassword.forgotIntro')}</p>
      <Field
        name="email"
        type="email"
        label={t('account.email')}
        value={email}
        onChange={setEmail}
        problem={problem}
        submitted={submit.submitted}
        autoComplete="email"
        inputMode="email"
        autoFocus
        maxLength={254}
      />
      <FormMessage error={submit.error} done={done ? t('accountPassword.forgotDone') : null} />
      <button type="submit" className="acc-primary" disabled={!hydrated || submit.busy}>
        {submit.busy ? t('account.wait') : t('accountPassword.forgotSubmit')}
      </button>
    </form>
  );
}

/** The new password of the mail's link (`#i={id}&c={code}`); every session ends with it. */
export function ResetForm({ lang, id, code }: { lang: Lang; id: string; code: string }) {
  const { t } = useTranslation();
  const rules = useId();
  const hydrated = useHydrated();
  const [password, setPassword] = useState('');
  const [done, setDone] = useState(false);
  const submit = useSubmit();
  const problem = problemText(t, 'newPassword', password);
  const onSubmit = submit.handle(!problem && !done, async () => {
    await accountSession().api.resetPassword(id, code, password);
    // Every session ended, this browser's too: nothing of the old sign-in may stay.
    await accountSession().signOut('sessionEnded');
    setDone(true);
  });
  if (done) {
    return (
      <div className="acc-sent">
        <p role="status" data-account-done="">
          {t('accountPassword.resetDone')}
        </p>
        <p>
          <Link className="acc-primary" to={paths.account(lang, 'login')}>
            {t('account.signIn')}
          </Link>
        </p>
      </div>
    );
  }
  return (
    <form className="acc-form" method="post" noValidate onSubmit={onSubmit} aria-busy={submit.busy}>
      <p className="acc-intro">{t('accountPassword.resetIntro')}</p>
      <Field
        name="new-password"
        type="password"
        label={t('accountPassword.new')}
        value={password}
        onChange={setPassword}
        problem={problem}
        submitted={submit.submitted}
        autoComplete="new-password"
        describedBy={rules}
        autoFocus
        maxLength={128}
      />
      <PasswordRules id={rules} password={password} />
      <FormMessage error={submit.error} />
      <button type="submit" className="acc-primary" disabled={!hydrated || submit.busy}>
        {submit.busy ? t('account.wait') : t('accountPassword.resetSubmit')}
      </button>
    </form>
  );
}

/** A signed-in person's change of password (the current one is asked: ASVS 2.1.6). */
export function ChangePasswordForm({ email }: { email: string }) {
  const { t } = useTranslation();
  const rules = useId();
  const hydrated = useHydrated();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [others, setOthers] = useState(true);
  const [done, setDone] = useState<string | null>(null);
  const submit = useSubmit();
  const currentProblem = problemText(t, 'password', current);
  const nextProblem = problemText(t, 'newPassword', next);
  const onSubmit = submit.handle(
    !currentProblem && !nextProblem,
    async () => {
      setDone(null);
      await accountSession().changePassword(current, next, others);
      setCurrent('');
      setNext('');
      setDone(t(others ? 'accountPassword.changeDoneOthers' : 'accountPassword.changeDone'));
    },
    // Spec 2 §8 "invalid password": a wrong current password is not a failed sign-in.
    (e) => (e.code === ClientCode.loginMismatch ? t('accountPassword.wrongCurrent') : null),
  );
  return (
    <form className="acc-form" method="post" noValidate onSubmit={onSubmit} aria-busy={submit.busy}>
      {/* A password manager needs the account's name beside a change of its password. */}
      <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
      <Field
        name="current-password"
        type="password"
        label={t('accountPassword.current')}
        value={current}
        onChange={setCurrent}
        problem={currentProblem}
        submitted={submit.submitted}
        autoComplete="current-password"
        maxLength={128}
      />
      <Field
        name="new-password"
        type="password"
        label={t('accountPassword.new')}
        value={next}
        onChange={setNext}
        problem={nextProblem}
        submitted={submit.submitted}
        autoComplete="new-password"
        describedBy={rules}
        maxLength={128}
      />
      <PasswordRules id={rules} password={next} />
      <Check
        name="sign-out-others"
        label={t('accountPassword.signOutOthers')}
        checked={others}
        onChange={setOthers}
      />
      <FormMessage error={submit.error} done={done} />
      <button type="submit" className="acc-primary" disabled={!hydrated || submit.busy}>
        {submit.busy ? t('account.wait') : t('accountPassword.changeSubmit')}
      </button>
    </form>
  );
}
