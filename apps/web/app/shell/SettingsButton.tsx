/**
 * The header's settings button and, while the "settings" slot is open, the settings dialog (loaded
 * on first open: its code is not part of the first page load).
 */
import type { Lang } from '@nerali/domain';
import { lazy, Suspense } from 'react';
import { withPagesPart } from '../i18n/load.ts';
import { useTranslation } from '../i18n/react.tsx';
import { useWindowSlot } from '../kit/ui/use-window-slot.ts';

// The dialog's messages are in the catalogue's pages part (i18n/load.ts): loaded with it.
const SettingsDialog = lazy(() => withPagesPart(() => import('./SettingsDialog.tsx')));

export function SettingsButton({ lang }: { lang: Lang }) {
  const { t } = useTranslation();
  const slot = useWindowSlot('settings');
  return (
    <>
      <button
        type="button"
        className="icon-btn set-open"
        aria-label={t('settings.open')}
        title={t('settings.open')}
        aria-haspopup="dialog"
        aria-expanded={slot.isOpen}
        onClick={() => (slot.isOpen ? slot.close() : slot.open())}
      >
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M19.4 13a7.6 7.6 0 0 0 0-2l2.1-1.6-2-3.4-2.5 1a7.4 7.4 0 0 0-1.7-1L15 3.3h-4l-.4 2.7a7.4 7.4 0 0 0-1.7 1l-2.5-1-2 3.4L6.6 11a7.6 7.6 0 0 0 0 2l-2.1 1.6 2 3.4 2.5-1c.5.4 1.1.8 1.7 1l.4 2.7h4l.4-2.7c.6-.2 1.2-.6 1.7-1l2.5 1 2-3.4ZM13 15.5a3.5 3.5 0 1 1 0-7 3.5 3.5 0 0 1 0 7Z"
            transform="translate(-1 0)"
          />
        </svg>
      </button>
      {slot.isOpen && (
        <Suspense fallback={null}>
          <SettingsDialog lang={lang} onClose={slot.close} />
        </Suspense>
      )}
    </>
  );
}
