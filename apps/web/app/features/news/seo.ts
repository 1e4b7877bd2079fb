/**
 * The head of the pages of this feature: Tamil (or English) title and description, the canonical
 * URL, hreflang links to the page in the other language (Tamil is x-default: the edition's own
 * language), and for pages that should not be indexed (search results, pages of the 404 kind) robots.
 */
import type { Lang } from '@nerali/domain';
import type { MetaDescriptor } from 'react-router';
import { otherLangPath } from '../../kit/paths.ts';

export interface PageHead {
  lang: Lang;
  origin: string;
  /** The page's canonical path, query included (`/ta/news/?sport=cricket`). */
  path: string;
  title: string;
  description: string;
  /** Search result pages: followed, not indexed. */
  noindex?: boolean;
  /** Open Graph type: `article` for articles, `video.other` for videos. */
  type?: string;
}

export function pageMeta(head: PageHead): MetaDescriptor[] {
  const { lang, origin, path } = head;
  const ta = lang === 'ta' ? path : otherLangPath(path, 'ta');
  const en = lang === 'en' ? path : otherLangPath(path, 'en');
  const out: MetaDescriptor[] = [
    { title: head.title },
    { name: 'description', content: head.description },
    { tagName: 'link', rel: 'canonical', href: origin + path },
    { tagName: 'link', rel: 'alternate', hrefLang: 'ta', href: origin + ta },
    { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: origin + en },
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: origin + ta },
    { property: 'og:title', content: head.title },
    { property: 'og:description', content: head.description },
    { property: 'og:url', content: origin + path },
    { property: 'og:type', content: head.type ?? 'website' },
    { property: 'og:locale', content: lang === 'ta' ? 'ta_IN' : 'en_IN' },
  ];
  if (head.noindex) out.push({ name: 'robots', content: 'noindex, follow' });
  return out;
}

/** A description cut at a word to the length search engines show (about 160 characters). */
export function shortDescription(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > max / 2 ? cut.slice(0, space) : cut}…`;
}
