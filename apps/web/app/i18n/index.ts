/**
 * The site's i18n, with the language taken from the URL (/ta/..., /en/...): no backend plugin, no
 * language detector, nothing to wait for before the first render on either side.
 *
 * One instance per language, made on first use and then shared by every request: nothing ever
 * mutates it (no changeLanguage, no addResources). An instance is the language and our own `t`
 * (fast-t.ts), typed as i18next's; react.tsx hands it to components (`useTranslation`). Neither
 * i18next's engine nor react-i18next is in the page (docs/ARCHITECTURE.md, Decisions).
 *
 * Catalogues: the server (and the tests) hold both. The browser holds only the page's language, and
 * of it only the parts its pages have needed so far (load.ts): entry.client.tsx adds the first HTML's
 * parts before hydrating. The static
 * imports below are dropped from the browser's bundle because `import.meta.env.SSR` is `false` there.
 */
import type { i18n as I18n, TFunction } from 'i18next';
import type { Lang } from '@nerali/domain';
import { en } from './en.ts';
import { joinCompound } from './compound.ts';
import { makeFastT } from './fast-t.ts';
import { type CataloguePartOf, mergeCatalogue } from './shape.ts';
import { type Messages, ta } from './ta.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages };
  }
}

export type T = TFunction<'translation'>;

const catalogues = new Map<Lang, Messages>(
  import.meta.env.SSR
    ? [
        ['ta', ta],
        ['en', en],
      ]
    : [],
);

/**
 * Adds a part of a language's catalogue in the browser (entry.client.tsx before hydration, then
 * load.ts as pages need more). Into the same object, group by group (a group may have keys in both
 * parts): the `t` made from it sees the new keys.
 */
export function addCatalogue(lang: Lang, messages: CataloguePartOf<Messages>): void {
  const known = catalogues.get(lang);
  if (known) mergeCatalogue(known, messages);
  else catalogues.set(lang, mergeCatalogue({}, messages) as Messages);
}

function catalogue(lang: Lang): Messages {
  const messages = catalogues.get(lang);
  if (messages) return messages;
  // Only a browser that moved to the other language without a document load gets here (the language
  // link is a plain <a>, so nothing should): load that language's page afresh, which brings its catalogue.
  if (typeof window !== 'undefined') window.location.reload();
  throw new Error(`I18N_NO_CATALOGUE: ${lang}`);
}

/** A language's messages, for the few places that read one without i18next (kit/time/format.ts). */
export const CATALOGUES: Readonly<Record<Lang, Messages>> = {
  get ta() {
    return catalogue('ta');
  },
  get en() {
    return catalogue('en');
  },
};

/** Intl locale per site language: Indian formats (digits, dates) in both. */
export const LOCALES: Readonly<Record<Lang, string>> = { ta: 'ta-IN', en: 'en-IN' };

const instances = new Map<Lang, I18n>();

export function getI18n(lang: Lang): I18n {
  let instance = instances.get(lang);
  if (!instance) {
    const plain = makeFastT(catalogue(lang), LOCALES[lang]);
    // Tamil joins a sport's name ending in -ம் to the noun after it (compound.ts): பந்தயப் போட்டிகள்.
    const t: typeof plain =
      lang === 'ta'
        ? (key, options) => {
            const text = plain(key, options);
            const sport = (options as { sport?: unknown } | undefined)?.sport;
            return typeof sport === 'string' && sport.endsWith('ம்') ? joinCompound(text, sport) : text;
          }
        : plain;
    // The language and `t`, for react.tsx's useTranslation and the callers outside components. Typed
    // as i18next's instance (its `t` type checks our keys); nothing calls any other method of it.
    const site = { language: lang, languages: [lang], resolvedLanguage: lang, t };
    instance = site as unknown as I18n;
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
