/**
 * /{lang}/account/verify/: the page the confirmation mails link to (`#t=verifyAccount&i=&c=`, or
 * verifyEmail for a new address). With a code in the fragment it confirms at once; without, it offers
 * to type the code from the mail (or paste the whole link), and to send the mail again.
 */
import type { Lang } from '@nerali/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { paths } from '../../kit/paths.ts';
import { refreshAccount } from './account-state.ts';
import { AccountApi } from './api.ts';
import { asAccountError } from './errors.ts';
import { Field } from './fields.tsx';
import { FormMessage } from './FormMessage.tsx';
import { type MailLink, parseTypedCode } from './fragment.ts';
import { useMailLink } from './use-mail-link.ts';
import { accountErrorText, problemText } from './problems.ts';
import { useHydrated } from './use-hydrated.ts';
import { useSubmit } from './use-submit.ts';

type Outcome =
  | { kind: 'checking' }
  | { kind: 'done'; t: 'verifyAccount' | 'verifyEmail' }
  | { kind: 'failed'; text: string };

async function confirm(link: MailLink): Promise<'verifyAccount' | 'verifyEmail'> {
  const t = link.t ?? 'verifyAccount';
  await new AccountApi().verify(t, link.code, link.id);
  // A new address is the account's now: the header and the account page show it.
  refreshAccount();
  return t;
}

export function VerifyView({ lang }: { lang: Lang }) {
  const { t } = useTranslation();
  const link = useMailLink();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const started = useRef<MailLink | null>(null);

  useEffect(() => {
    if (!link || started.current === link) return;
    started.current = link;
    confirm(link).then(
      (type) => setOutcome({ kind: 'done', t: type }),
      (error: unknown) => setOutcome({ kind: 'failed', text: accountErrorText(t, asAccountError(error)) }),
    );
  }, [link, t]);

  if (link && outcome === null) {
    return (
      <p role="status" className="acc-status">
        {t('accountVerify.checking')}
      </p>
    );
  }
  if (outcome?.kind === 'done') return <Verified lang={lang} type={outcome.t} />;
  return (
    <>
      {outcome?.kind === 'failed' && <FormMessage error={outcome.text} />}
      <CodeForm lang={lang} onDone={(type) => setOutcome({ kind: 'done', t: type })} />
      <ResendForm lang={lang} />
    </>
  );
}

function Verified({ lang, type }: { lang: Lang; type: 'verifyAccount' | 'verifyEmail' }) {
  const { t } = useTranslation();
  return (
    <div className="acc-sent" data-account-verified="">
      <p role="status" className="acc-done">
        {t(type === 'verifyEmail' ? 'accountVerify.emailDone' : 'accountVerify.accountDone')}
      </p>
      <p>
        <Link className="acc-primary" to={paths.account(lang, type === 'verifyEmail' ? undefined : 'login')}>
          {type === 'verifyEmail' ? t('account.myAccount') : t('account.signIn')}
        </Link>
      </p>
    </div>
  );
}

function CodeForm({ onDone }: { lang: Lang; onDone: (type: 'verifyAccount' | 'verifyEmail') => void }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [code, setCode] = useState('');
  const submit = useSubmit();
  const link = parseTypedCode(code);
  const problem = link ? null : problemText(t, 'code', code);
  const onSubmit = submit.handle(link !== null, async () => {
    if (link) onDone(await confirm(link));
  });
  return (
    <section className="acc-section" aria-labelledby="acc-code-t">
      <h2 id="acc-code-t">{t('accountVerify.codeTitle')}</h2>
      <p className="acc-intro">{t('accountVerify.codeIntro')}</p>
      <form className="acc-form" method="post" noValidate onSubmit={onSubmit} aria-busy={submit.busy}>
        <Field
          name="code"
          label={t('accountField.code')}
          value={code}
          onChange={setCode}
          problem={problem}
          submitted={submit.submitted}
          autoComplete="one-time-code"
          maxLength={400}
        />
        <FormMessage error={submit.error} />
        <button type="submit" className="acc-primary" disabled={!hydrated || submit.busy}>
          {submit.busy ? t('account.wait') : t('accountVerify.submit')}
        </button>
      </form>
    </section>
  );
}

function ResendForm({ lang }: { lang: Lang }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [email, setEmail] = useState('');
  const [done, setDone] = useState(false);
  const submit = useSubmit();
  const problem = problemText(t, 'email', email);
  const onSubmit = submit.handle(!problem, async () => {
    setDone(false);
    await new AccountApi().resendVerification(email, lang);
    setDone(true);
  });
  return (
    <section className="acc-section" aria-labelledby="acc-resend-t">
      <h2 id="acc-resend-t">{t('accountVerify.resendTitle')}</h2>
      <p className="acc-intro">{t('accountVerify.resendIntro')}</p>
      <form className="acc-form" method="post" noValidate onSubmit={onSubmit} aria-busy={submit.busy}>
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
          maxLength={254}
        />
        <FormMessage error={submit.error} done={done ? t('accountVerify.resendDone') : null} />
        <button type="submit" className="acc-secondary" disabled={!hydrated || submit.busy}>
          {submit.busy ? t('account.wait') : t('accountVerify.resendSubmit')}
        </button>
      </form>
    </section>
  );
}
