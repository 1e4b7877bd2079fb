/**
 * /{lang}/account/ for a signed-in person: who is signed in, the nickname and address, the e-mail
 * news choice, the password change, signing out, and deleting the account (with a confirmation).
 * A visitor who is not signed in gets the sign-in form here.
 */
import type { Lang } from '@nerali/domain';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useNavigate } from 'react-router';
import { paths } from '../../kit/paths.ts';
import { type AccountUser, useAccount } from './account-state.ts';
import { DeleteAccount } from './DeleteAccount.tsx';
import { Check, Field } from './fields.tsx';
import { FormMessage } from './FormMessage.tsx';
import { ChangePasswordForm } from './PasswordForms.tsx';
import { problemText } from './problems.ts';
import { accountSession } from './session.ts';
import { SignInForm } from './SignInForm.tsx';
import { useSubmit } from './use-submit.ts';

export function AccountOverview({ lang }: { lang: Lang }) {
  const { t } = useTranslation();
  const account = useAccount();
  if (!account.ready) {
    return (
      <p className="acc-status" aria-busy="true">
        {t('accountPage.loading')}
      </p>
    );
  }
  const { user } = account;
  if (!user) {
    return (
      <>
        <p className="acc-intro">{t('accountPage.signedOut')}</p>
        <SignInForm lang={lang} onSignedIn={() => {}} />
      </>
    );
  }
  return (
    <div className="acc-overview" data-account-email={user.email}>
      <p className="acc-who">
        {t('account.signedInAs', { email: user.email })}
        {!user.emailIsVerified && user.email && (
          <span className="acc-hint"> {t('accountPage.unverified')}</span>
        )}
      </p>
      <p className="acc-hint">{t('accountPage.synced')}</p>
      <Section id="profile" title={t('accountPage.profile')}>
        <ProfileForms user={user} />
      </Section>
      <Section id="marketing" title={t('accountPage.marketingTitle')}>
        <MarketingConsent />
      </Section>
      <Section id="password" title={t('accountPassword.changeTitle')}>
        <ChangePasswordForm email={user.email} />
      </Section>
      <Section id="signout" title={t('accountPage.signOutTitle')}>
        <SignOut lang={lang} />
      </Section>
      <Section id="delete" title={t('accountPage.deleteTitle')}>
        <DeleteAccount lang={lang} email={user.email} />
      </Section>
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="acc-section" aria-labelledby={`acc-${id}-t`} data-account-section={id}>
      <h2 id={`acc-${id}-t`}>{title}</h2>
      {children}
    </section>
  );
}

function ProfileForms({ user }: { user: AccountUser }) {
  const { t } = useTranslation();
  const [name, setName] = useState(user.name);
  const [email, setEmail] = useState('');
  const [nameDone, setNameDone] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const nameSubmit = useSubmit();
  const emailSubmit = useSubmit();
  const nameProblem = problemText(t, 'nickname', name);
  const emailProblem = problemText(t, 'email', email);
  return (
    <>
      <form
        className="acc-form acc-inline"
        method="post"
        noValidate
        aria-busy={nameSubmit.busy}
        onSubmit={nameSubmit.handle(!nameProblem, async () => {
          setNameDone(false);
          await accountSession().updateProfile({ name });
          setNameDone(true);
        })}
      >
        <Field
          name="nickname"
          label={t('accountField.nickname')}
          hint={t('accountField.nicknameHint')}
          value={name}
          onChange={setName}
          problem={nameProblem}
          submitted={nameSubmit.submitted}
          autoComplete="nickname"
          maxLength={32}
        />
        <FormMessage error={nameSubmit.error} done={nameDone ? t('accountPage.nameSaved') : null} />
        <button type="submit" className="acc-secondary" disabled={nameSubmit.busy}>
          {t('accountPage.saveName')}
        </button>
      </form>
      <form
        className="acc-form acc-inline"
        method="post"
        noValidate
        aria-busy={emailSubmit.busy}
        onSubmit={emailSubmit.handle(!emailProblem, async () => {
          setSentTo(null);
          await accountSession().updateProfile({ email });
          setSentTo(email.trim());
          setEmail('');
        })}
      >
        <Field
          name="new-email"
          type="email"
          label={t('accountPage.newEmail')}
          value={email}
          onChange={setEmail}
          problem={emailProblem}
          submitted={emailSubmit.submitted}
          autoComplete="email"
          inputMode="email"
          maxLength={254}
        />
        <FormMessage
          error={emailSubmit.error}
          done={sentTo ? t('accountPage.emailSent', { email: sentTo }) : null}
        />
        <button type="submit" className="acc-secondary" disabled={emailSubmit.busy}>
          {t('accountPage.saveEmail')}
        </button>
      </form>
    </>
  );
}

/** The marketing consent as it stands, changeable at any time (GET/PUT marketing-consent). */
function MarketingConsent() {
  const { t } = useTranslation();
  const [consent, setConsent] = useState<{ marketing: boolean; thirdParties: boolean } | null>(null);
  const [done, setDone] = useState(false);
  const submit = useSubmit();
  useEffect(() => {
    let alive = true;
    accountSession()
      .marketingConsent()
      .then((c) => alive && setConsent(c ?? { marketing: false, thirdParties: false }))
      .catch(() => alive && setConsent({ marketing: false, thirdParties: false }));
    return () => {
      alive = false;
    };
  }, []);
  if (!consent) return <p className="acc-status">{t('accountPage.loading')}</p>;
  return (
    <form
      className="acc-form"
      method="post"
      noValidate
      aria-busy={submit.busy}
      onSubmit={submit.handle(true, async () => {
        setDone(false);
        await accountSession().setMarketingConsent(consent);
        setDone(true);
      })}
    >
      <Check
        name="marketing"
        label={t('accountMarketing.marketing')}
        checked={consent.marketing}
        onChange={(marketing) => setConsent({ ...consent, marketing })}
      />
      <FormMessage error={submit.error} done={done ? t('accountPage.marketingSaved') : null} />
      <button type="submit" className="acc-secondary" disabled={submit.busy}>
        {t('accountMarketing.save')}
      </button>
    </form>
  );
}

function SignOut({ lang }: { lang: Lang }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  return (
    <>
      <p className="acc-intro">{t('accountPage.signOutIntro')}</p>
      <button
        type="button"
        className="acc-secondary"
        data-account-signout=""
        disabled={busy}
        onClick={() => {
          setBusy(true);
          void accountSession()
            .signOut('user')
            .finally(() => {
              setBusy(false);
              void navigate(paths.account(lang, 'login'));
            });
        }}
      >
        {t('account.signOut')}
      </button>
    </>
  );
}
