/**
 * The language dialog (spec 1 §1, §2 slot "language box"): the other edition offered once, at the third
 * visit (language-offer.ts decides). A modal <dialog>: Tab stays inside, Escape, the backdrop and
 * "stay" close it, the focus starts on "go" and goes back where it was. Loaded only when offered.
 */
import type { Lang } from '@nerali/domain';
import { useId } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../i18n/react.tsx';
import { otherLanguageHref } from '../kit/paths.ts';
import { useModalDialog } from '../kit/ui/use-modal-dialog.ts';

export interface LanguageOfferDialogProps {
  /** The page's edition (the other one is offered). */
  lang: Lang;
  onClose: () => void;
}

export default function LanguageOfferDialog({ lang, onClose }: LanguageOfferDialogProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const { ref, onKeyDown } = useModalDialog();
  const id = useId();

  return (
    <dialog
      ref={ref}
      className="modal lo-dialog"
      aria-labelledby={`${id}-t`}
      aria-describedby={`${id}-d`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={onKeyDown}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
    >
      <div className="modal-box">
        <h2 id={`${id}-t`}>{t('langOffer.title')}</h2>
        <p id={`${id}-d`}>{t('langOffer.text')}</p>
        <div className="lo-actions">
          <a
            className="lo-go"
            href={otherLanguageHref(location.pathname, location.search, lang)}
            hrefLang={lang === 'ta' ? 'en' : 'ta'}
          >
            {t('langOffer.go')}
          </a>
          <button type="button" className="lo-stay" onClick={onClose}>
            {t('langOffer.stay')}
          </button>
        </div>
      </div>
    </dialog>
  );
}
