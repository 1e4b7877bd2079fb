/**
 * `<title>`, description, canonical and hreflang of tournament and country pages, in the page's
 * language (see routes/sport.tsx for the pattern). A 404 is `noindex`.
 */
import { type Lang, type SportInfo, sportBySlug } from '@nerali/domain';
import { getI18n } from '../../i18n/index.ts';
import { otherLangPath } from '../../kit/paths.ts';
import { hasCategoryPages } from './category.ts';
import type { CountryPageData } from './country-data.ts';
import type { LeaguePageData } from './league-data.ts';

type MetaDescriptor = Record<string, string>;

interface NotFoundData {
  kind: 'notFound';
  lang: Lang;
}

function notFoundMeta(lang: Lang): MetaDescriptor[] {
  return [{ title: getI18n(lang).t('meta.notFoundTitle') }, { name: 'robots', content: 'noindex' }];
}

/** Canonical (path and the query that makes the page, such as `?page=2`) and its language twins. */
function links(origin: string, path: string, search: string, lang: Lang): MetaDescriptor[] {
  const here = `${path}${search}`;
  const ta = lang === 'ta' ? here : otherLangPath(here, 'ta');
  const en = lang === 'en' ? here : otherLangPath(here, 'en');
  return [
    { tagName: 'link', rel: 'canonical', href: origin + here },
    { tagName: 'link', rel: 'alternate', hrefLang: 'ta', href: origin + ta },
    { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: origin + en },
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: origin + ta },
  ];
}

export interface LeagueMetaData {
  kind: 'league';
  lang: Lang;
  slug: string;
  origin: string;
  path: string;
  search: string;
  page: LeaguePageData;
}

const TITLE_KEYS = {
  summary: 'leagueMeta.title',
  results: 'leagueMeta.resultsTitle',
  fixtures: 'leagueMeta.fixturesTitle',
  standings: 'leagueMeta.standingsTitle',
  draw: 'leagueMeta.drawTitle',
  archive: 'leagueMeta.archiveTitle',
} as const;

export function leagueMeta(loaderData: LeagueMetaData | NotFoundData | undefined): MetaDescriptor[] {
  if (!loaderData || loaderData.kind === 'notFound') return notFoundMeta(loaderData?.lang ?? 'ta');
  const { lang, page } = loaderData;
  const t = getI18n(lang).t;
  const sport = sportBySlug(loaderData.slug) as SportInfo;
  const { league, data } = page;
  let title = t(TITLE_KEYS[data.tab], { league: league.name });
  if ((data.tab === 'results' || data.tab === 'fixtures') && data.page > 1) {
    title = t('leagueMeta.pageTitle', { title, page: data.page });
  }
  return [
    { title },
    {
      name: 'description',
      content: t('leagueMeta.description', {
        league: league.name,
        country: league.countryName,
        sport: sport.name[lang],
      }),
    },
    ...links(loaderData.origin, loaderData.path, loaderData.search, lang),
  ];
}

export interface CountryMetaData {
  kind: 'country';
  lang: Lang;
  slug: string;
  origin: string;
  path: string;
  page: CountryPageData;
}

export function countryMeta(loaderData: CountryMetaData | NotFoundData | undefined): MetaDescriptor[] {
  if (!loaderData || loaderData.kind === 'notFound') return notFoundMeta(loaderData?.lang ?? 'ta');
  const { lang, page } = loaderData;
  const t = getI18n(lang).t;
  const sport = sportBySlug(loaderData.slug) as SportInfo;
  const names = { country: page.country.name, sport: sport.name[lang] };
  return [
    { title: t(hasCategoryPages(sport) ? 'countryMeta.categoryTitle' : 'countryMeta.title', names) },
    { name: 'description', content: t('countryMeta.description', names) },
    // The day and the tab are states of one page: the canonical is the page itself.
    ...links(loaderData.origin, loaderData.path, '', lang),
  ];
}
