/**
 * The login window (spec 1 §2 slot "login client"): sign-in, registration and the forgotten password
 * in one window, and the end of a social sign-in (the exchange, or the terms a new account needs).
 * Loaded when first opened. Its login flow is told to the slot manager: while a request is on its way
 * it is `busy` (the window cannot be closed and no other window may open); while it waits for the
 * person it is `cancellable`, and closing the window cancels it.
 */
import type { Lang } from '@nerali/domain';
import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { windowSlots } from '../../kit/ui/window-slots.ts';
import { useAccount } from './account-state.ts';
import { asAccountError } from './errors.ts';
import { FormMessage } from './FormMessage.tsx';
import { CloseButton, Modal } from './Modal.tsx';
import { ForgotForm } from './PasswordForms.tsx';
import { accountErrorText } from './problems.ts';
import { RegisterForm } from './RegisterForm.tsx';
import { accountSession } from './session.ts';
import { SignInForm } from './SignInForm.tsx';
import { TermsText } from './TermsText.tsx';

type Form = 'signIn' | 'register' | 'forgot';

const TITLES = {
  signIn: 'account.signInTitle',
  register: 'accountRegister.title',
  forgot: 'accountPassword.forgotTitle',
} as const;

export default function LoginDialog({ lang, onClose }: { lang: Lang; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const { social } = useAccount();
  const [form, setForm] = useState<Form>('signIn');
  const [busy, setBusy] = useState(false);
  const [socialError, setSocialError] = useState<string | null>(null);
  const flowBusy = busy || social?.stage === 'busy';

  useEffect(() => {
    if (flowBusy) windowSlots.setLoginFlow('busy');
    else if (social?.stage === 'terms')
      windowSlots.setLoginFlow('cancellable', () => accountSession().cancelSocial());
    else windowSlots.setLoginFlow('cancellable');
  }, [flowBusy, social?.stage]);
  useEffect(() => () => windowSlots.setLoginFlow('idle'), []);

  const done = useCallback(() => {
    windowSlots.setLoginFlow('idle');
    onClose();
  }, [onClose]);

  const agreeSocial = () => {
    if (!social) return;
    setSocialError(null);
    setBusy(true);
    accountSession()
      .finishSocial(social.provider, true)
      .then(done, (error: unknown) => setSocialError(accountErrorText(t, asAccountError(error))))
      .finally(() => setBusy(false));
  };

  const title = social ? t('accountRegister.title') : t(TITLES[form]);
  return (
    <Modal name="login" labelledBy={`${id}-t`} canClose={!flowBusy} onClose={onClose} className="acc-login">
      <div className="modal-head acc-head">
        <h2 id={`${id}-t`}>{title}</h2>
        <CloseButton label={t('account.close')} onClick={onClose} disabled={flowBusy} />
      </div>
      {social ? (
        social.stage === 'busy' ? (
          <p role="status" className="acc-status">
            {t('account.wait')}
          </p>
        ) : (
          <div className="acc-form">
            <p className="acc-intro">{t('accountTerms.socialIntro')}</p>
            {social.terms.map((term) => (
              <TermsText
                key={term.type}
                type={term.type}
                version={term.version}
                lang={lang}
                summary={t(`accountTerms.${term.type}`)}
              />
            ))}
            <FormMessage error={socialError} />
            <div className="acc-actions">
              <button type="button" className="acc-secondary" onClick={onClose} disabled={busy}>
                {t('accountTerms.socialCancel')}
              </button>
              <button
                type="button"
                className="acc-primary"
                onClick={agreeSocial}
                disabled={busy}
                data-autofocus=""
              >
                {busy ? t('account.wait') : t('accountTerms.socialAgree')}
              </button>
            </div>
          </div>
        )
      ) : form === 'signIn' ? (
        <>
          <p className="acc-intro">{t('account.signInIntro')}</p>
          <SignInForm lang={lang} onSignedIn={done} onBusy={setBusy} switchTo={setForm} />
        </>
      ) : form === 'register' ? (
        <RegisterForm lang={lang} onBusy={setBusy} onSignIn={() => setForm('signIn')} />
      ) : (
        <>
          <ForgotForm lang={lang} onBusy={setBusy} />
          <p className="acc-links">
            <button type="button" className="acc-link" onClick={() => setForm('signIn')}>
              {t('account.backToSignIn')}
            </button>
          </p>
        </>
      )}
    </Modal>
  );
}
