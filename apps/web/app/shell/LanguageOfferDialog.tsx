/**
 * The language dialog (spec 1 §1, §2 slot "language box"): the other edition offered once, at the third
 * visit (language-offer.ts decides). A modal <dialog>: Tab stays inside, Escape, the backdrop and
 * "stay" close it, the focus starts on "go" and goes back where it was. Loaded only when offered.
 */
import type { Lang } from '@nerali/domain';
import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../i18n/react.tsx';
import { otherLanguageHref } from '../kit/paths.ts';
import { focusableIn, trapTab } from '../kit/ui/focus-trap.ts';

export interface LanguageOfferDialogProps {
  /** The page's edition (the other one is offered). */
  lang: Lang;
  onClose: () => void;
}

export default function LanguageOfferDialog({ lang, onClose }: LanguageOfferDialogProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    focusableIn(dialog)[0]?.focus();
    return () => {
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (ref.current && trapTab(ref.current, event)) event.preventDefault();
  };

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
