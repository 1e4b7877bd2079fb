/**
 * Head tags shared by the participant, player and rankings pages: canonical and hreflang links as the
 * sport page writes them (the Tamil page is x-default), and the 404's title.
 */
import type { Lang } from '@nerali/domain';
import { getI18n } from '../../i18n/index.ts';
import { otherLangPath } from '../../kit/paths.ts';

/** `canonical` is the page's path with its canonical query. */
export function alternateLinks(origin: string, canonical: string, lang: Lang) {
  const ta = lang === 'ta' ? canonical : otherLangPath(canonical, 'ta');
  const en = lang === 'en' ? canonical : otherLangPath(canonical, 'en');
  return [
    { tagName: 'link', rel: 'canonical', href: origin + canonical },
    { tagName: 'link', rel: 'alternate', hrefLang: 'ta', href: origin + ta },
    { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: origin + en },
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: origin + ta },
  ];
}

export function notFoundMeta(lang: Lang) {
  return [{ title: getI18n(lang).t('meta.notFoundTitle') }, { name: 'robots', content: 'noindex' }];
}
