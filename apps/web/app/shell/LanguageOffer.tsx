/**
 * Spec 1 §1 "the language dialog appears after 3 visits": counts the visit after hydration and, at the
 * third, offers the other edition once to a browser that prefers it (language-offer.ts). The dialog
 * takes the "language box" window slot (spec 1 §2: one window at a time) and is loaded only then.
 */
import type { Lang } from '@nerali/domain';
import { lazy, Suspense, useEffect } from 'react';
import { withPagesPart } from '../i18n/load.ts';
import { useWindowSlot } from '../kit/ui/use-window-slot.ts';
import { windowSlots } from '../kit/ui/window-slots.ts';
import { countVisit, editionToOffer, markOffered, wasOffered } from './language-offer.ts';

const LanguageOfferDialog = lazy(() => withPagesPart(() => import('./LanguageOfferDialog.tsx')));

export function LanguageOffer({ lang }: { lang: Lang }) {
  const slot = useWindowSlot('languageBox');
  const { open } = slot;

  useEffect(() => {
    try {
      const local = window.localStorage;
      const visits = countVisit(local, window.sessionStorage);
      const languages = navigator.languages?.length ? navigator.languages : [navigator.language];
      const other = editionToOffer({
        visits,
        offered: wasOffered(local),
        edition: lang,
        languages,
        automated: navigator.webdriver === true,
      });
      // Another window open already (a sign-in): not now; the next visit's first page asks again.
      if (other === null || windowSlots.getActive() !== null) return;
      // Offered once, whatever the answer: going, staying or closing it are all a choice.
      markOffered(local);
      open();
    } catch {
      // Storage refused: nothing counted, nothing offered.
    }
  }, [lang, open]);

  // Only this component opens the language box.
  if (!slot.isOpen) return null;
  return (
    <Suspense fallback={null}>
      <LanguageOfferDialog lang={lang} onClose={slot.close} />
    </Suspense>
  );
}
