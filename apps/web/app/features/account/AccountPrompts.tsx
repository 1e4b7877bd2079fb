/**
 * What the server asked a signed-in person (spec 2 §4), one window at a time (slot "registration
 * prompt"): first the terms (XE8: each pending document, readable here; agreeing sends only what is
 * pending; not agreeing signs out on this device), then the marketing question (XE12; the variant
 * comes from the detail code: basic asks about our news, extended also about partners' offers;
 * periodic says it asks again). Loaded only when there is something to ask.
 */
import { isExtendedVariant, isPeriodicVariant, type Lang } from '@nerali/domain';
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { formatDate } from '../../kit/time/format-date.ts';
import { type MarketingQuestion, useAccount } from './account-state.ts';
import { Check } from './fields.tsx';
import { FormMessage } from './FormMessage.tsx';
import { Modal } from './Modal.tsx';
import { accountSession } from './session.ts';
import { TermsText } from './TermsText.tsx';
import { useSubmit } from './use-submit.ts';
import { windowSlots } from '../../kit/ui/window-slots.ts';

const close = () => windowSlots.deactivate('registrationPrompt');

export default function AccountPrompts({ lang }: { lang: Lang }) {
  const { terms, marketing } = useAccount();
  if (terms.length > 0) return <TermsPrompt lang={lang} />;
  if (marketing) return <MarketingPrompt question={marketing} />;
  return null;
}

function TermsPrompt({ lang }: { lang: Lang }) {
  const { t } = useTranslation();
  const id = useId();
  const { terms } = useAccount();
  const agree = useSubmit();
  const [leaving, setLeaving] = useState(false);
  const onAgree = agree.handle(true, async () => {
    await accountSession().agreeTerms();
    close();
  });
  return (
    <Modal name="terms" labelledBy={`${id}-t`} describedBy={`${id}-d`} canClose={false} onClose={() => {}}>
      <div className="modal-head acc-head">
        <h2 id={`${id}-t`}>{t('accountTerms.title')}</h2>
      </div>
      <p id={`${id}-d`} className="acc-intro">
        {t('accountTerms.intro')}
      </p>
      {terms.map((term) => (
        <div key={`${term.type}-${term.version}`} className="acc-term">
          <TermsText
            type={term.type}
            version={term.version}
            lang={lang}
            summary={t(`accountTerms.${term.type}`)}
          />
          <p className="acc-hint">{t('accountTerms.version', { date: formatDate(term.version, lang) })}</p>
        </div>
      ))}
      <form method="post" onSubmit={onAgree}>
        <FormMessage error={agree.error} />
        <p className="acc-hint">{t('accountTerms.declineHint')}</p>
        <div className="acc-actions">
          <button
            type="button"
            className="acc-secondary"
            disabled={agree.busy || leaving}
            onClick={() => {
              setLeaving(true);
              void accountSession()
                .signOut('user')
                .finally(() => close());
            }}
          >
            {t('accountTerms.decline')}
          </button>
          <button
            type="submit"
            className="acc-primary"
            disabled={agree.busy || leaving}
            data-account-agree=""
          >
            {agree.busy ? t('account.wait') : t('accountTerms.agree')}
          </button>
        </div>
      </form>
    </Modal>
  );
}

function MarketingPrompt({ question }: { question: MarketingQuestion }) {
  const { t } = useTranslation();
  const id = useId();
  const extended = isExtendedVariant(question.variant);
  const [marketing, setMarketing] = useState(question.marketing);
  const [partners, setPartners] = useState(question.thirdParties);
  const submit = useSubmit();
  const answer = (value: { marketing: boolean; thirdParties: boolean }) =>
    submit.handle(true, async () => {
      await accountSession().answerMarketing(value);
      close();
    });
  const later = () => {
    accountSession().laterMarketing();
    close();
  };
  return (
    <Modal
      name="marketing"
      labelledBy={`${id}-t`}
      describedBy={`${id}-d`}
      canClose={!submit.busy}
      onClose={later}
    >
      <div className="modal-head acc-head">
        <h2 id={`${id}-t`}>{t('accountMarketing.title')}</h2>
      </div>
      <div id={`${id}-d`}>
        {isPeriodicVariant(question.variant) && <p className="acc-intro">{t('accountMarketing.periodic')}</p>}
        {!extended && <p>{t('accountMarketing.basic')}</p>}
      </div>
      {extended ? (
        <form method="post" onSubmit={answer({ marketing, thirdParties: partners })} className="acc-form">
          <Check
            name="marketing"
            label={t('accountMarketing.marketing')}
            checked={marketing}
            onChange={setMarketing}
          />
          <Check
            name="partners"
            label={t('accountMarketing.thirdParties')}
            checked={partners}
            onChange={setPartners}
          />
          <FormMessage error={submit.error} />
          <p className="acc-hint">{t('accountMarketing.anytime')}</p>
          <div className="acc-actions">
            <button type="button" className="acc-link" onClick={later} disabled={submit.busy}>
              {t('accountMarketing.later')}
            </button>
            <button type="submit" className="acc-primary" disabled={submit.busy}>
              {t('accountMarketing.save')}
            </button>
          </div>
        </form>
      ) : (
        <form method="post" onSubmit={answer({ marketing: true, thirdParties: false })}>
          <FormMessage error={submit.error} />
          <p className="acc-hint">{t('accountMarketing.anytime')}</p>
          <div className="acc-actions">
            <button type="button" className="acc-link" onClick={later} disabled={submit.busy}>
              {t('accountMarketing.later')}
            </button>
            <button
              type="button"
              className="acc-secondary"
              disabled={submit.busy}
              data-account-marketing="no"
              onClick={(event) => answer({ marketing: false, thirdParties: false })(event)}
            >
              {t('accountMarketing.no')}
            </button>
            <button type="submit" className="acc-primary" disabled={submit.busy} data-account-marketing="yes">
              {t('accountMarketing.yes')}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
