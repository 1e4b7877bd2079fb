/**
 * The two pieces of react-i18next the site used, done directly: a context that holds a language's
 * instance (i18n/index.ts) and `useTranslation()`, which reads its `t`. A language's instance never
 * changes (no changeLanguage, no resources added), so there is nothing to subscribe to; react-i18next
 * added 4 KiB gzip to every page for that (docs/ARCHITECTURE.md, "What the browser loads").
 */
import type { i18n as I18n } from 'i18next';
import { createContext, type ReactNode, useContext } from 'react';
import type { T } from './index.ts';

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext value={i18n}>{children}</I18nContext>;
}

export function useTranslation(): { t: T; i18n: I18n } {
  const i18n = useContext(I18nContext);
  // Every page renders inside root.tsx's provider; a component outside one is a bug to see at once.
  if (!i18n) throw new Error('I18N_NO_PROVIDER');
  return { t: i18n.t as T, i18n };
}
