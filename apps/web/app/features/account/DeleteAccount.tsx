/**
 * Deleting the account (spec 2 §7 /v3/deleteaccount): a button, then a confirmation window that says
 * what goes. Spec 2 §4: this browser is cleared even if the call fails (which is then said).
 */
import type { Lang } from '@nerali/domain';
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useNavigate } from 'react-router';
import { FormMessage } from './FormMessage.tsx';
import { CloseButton, Modal } from './Modal.tsx';
import { accountSession } from './session.ts';
import { useSubmit } from './use-submit.ts';

export function DeleteAccount({ lang, email }: { lang: Lang; email: string }) {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const submit = useSubmit();
  const onSubmit = submit.handle(true, async () => {
    try {
      await accountSession().deleteAccount();
    } finally {
      // Signed out either way (a failure is said by the notice): the home page, not a sign-in form.
      void navigate(`/${lang}/`);
    }
  });
  return (
    <>
      <p className="acc-intro">{t('accountPage.deleteIntro')}</p>
      <button type="button" className="acc-danger" data-account-delete="" onClick={() => setAsking(true)}>
        {t('accountPage.deleteButton')}
      </button>
      {asking && (
        <Modal
          name="delete"
          labelledBy={`${id}-t`}
          describedBy={`${id}-d`}
          canClose={!submit.busy}
          onClose={() => setAsking(false)}
        >
          <div className="modal-head acc-head">
            <h2 id={`${id}-t`}>{t('accountPage.deleteConfirmTitle')}</h2>
            <CloseButton label={t('account.close')} onClick={() => setAsking(false)} disabled={submit.busy} />
          </div>
          <p id={`${id}-d`}>{t('accountPage.deleteConfirmText', { email })}</p>
          <form method="post" onSubmit={onSubmit} className="acc-actions">
            <FormMessage error={submit.error} />
            <button
              type="button"
              className="acc-secondary"
              data-autofocus=""
              onClick={() => setAsking(false)}
              disabled={submit.busy}
            >
              {t('accountPage.cancel')}
            </button>
            <button
              type="submit"
              className="acc-danger"
              disabled={submit.busy}
              data-account-delete-confirm=""
            >
              {submit.busy ? t('account.wait') : t('accountPage.deleteConfirm')}
            </button>
          </form>
        </Modal>
      )}
    </>
  );
}
