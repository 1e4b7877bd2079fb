/**
 * i18next set up synchronously, with the language taken from the URL (/ta/..., /en/...): no backend
 * plugin, no language detector, nothing to wait for before the first render on either side.
 *
 * One instance per language, created on first use and then shared by every request. That is safe
 * because nothing ever mutates it (no changeLanguage, no addResources): a request for /en gets the
 * English instance, a request for /ta the Tamil one. It saves an init per request for nothing.
 */
import { createInstance, type i18n as I18n, type TFunction } from 'i18next';
import type { Lang } from '@nerali/domain';
import { en } from './en.ts';
import { type Messages, ta } from './ta.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages };
  }
}

export type T = TFunction<'translation'>;

export const CATALOGUES: Readonly<Record<Lang, Messages>> = { ta, en };

/** Intl locale per site language: Indian formats (digits, dates) in both. */
export const LOCALES: Readonly<Record<Lang, string>> = { ta: 'ta-IN', en: 'en-IN' };

const instances = new Map<Lang, I18n>();

export function getI18n(lang: Lang): I18n {
  let instance = instances.get(lang);
  if (!instance) {
    instance = createInstance();
    void instance.init({
      lng: lang,
      fallbackLng: false,
      resources: { [lang]: { translation: CATALOGUES[lang] } },
      initAsync: false,
      // React escapes; i18next must not escape a second time (team names with '&').
      interpolation: { escapeValue: false },
      // No listeners per useTranslation call: the language of an instance never changes.
      react: { useSuspense: false, bindI18n: '', bindI18nStore: '' },
    });
    instances.set(lang, instance);
  }
  return instance;
}

/** The language of a path: /en and /en/... are English; everything else (the site's default) Tamil. */
export function langOfPath(pathname: string): Lang {
  return pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'ta';
}

export function isLang(value: string | undefined): value is Lang {
  return value === 'ta' || value === 'en';
}
