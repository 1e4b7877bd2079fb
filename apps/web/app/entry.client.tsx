/**
 * React Router's default browser entry, with one step first: the page's message catalogue, and only
 * the parts of it that the first HTML names (i18n/load.ts), is in place before hydration, so the
 * first client render says what the server said. The Tamil pages never download the English
 * catalogue, nor the English pages the Tamil; the boards do not download the other pages' messages.
 * Then what the visitor has typed so far is noted, for the fields to take back (kit/ui/early-input.ts).
 */
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { captureEarlyInput } from './kit/ui/early-input.ts';
import { langOfPath } from './i18n/index.ts';
import { ensureCataloguePart, partsOfDocument } from './i18n/load.ts';

const lang = langOfPath(window.location.pathname);
await Promise.all(
  partsOfDocument(document.documentElement.dataset.catalogue).map((part) => ensureCataloguePart(lang, part)),
);

// As late as possible: what was typed until now survives hydration (early-input.ts).
captureEarlyInput();
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
