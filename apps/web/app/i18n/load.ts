/**
 * The browser's way to a catalogue: one chunk per language and part (vite.config.ts keeps each
 * language's messages apart, so a Tamil chunk carries no English and the other way round).
 *
 * Two parts: `core`, what the first screen of a sport board, the header and the footer say, on every
 * page; `pages`, what the match, league, country, team, player, news, account and other pages add,
 * and the dialogs and tabs a board opens later (sign-in, settings, odds, My games: `withPagesPart`).
 * A feature's group may have keys in both parts (its messages.ts and page-messages.ts): the browser
 * adds a part group by group (index.ts, addCatalogue).
 * The first HTML names the parts its page needs (`data-catalogue` on <html>, with a modulepreload link
 * for each), and entry.client.tsx loads them before hydrating; a route that needs the pages part and is
 * reached by a client navigation loads it in its clientLoader (`withPagesCatalogue`).
 */
import type { Lang } from '@nerali/domain';
import { addCatalogue, langOfPath } from './index.ts';
import type { CataloguePartOf } from './shape.ts';
import type { Messages } from './ta.ts';

export type CataloguePart = 'core' | 'pages';
export const CATALOGUE_PARTS: readonly CataloguePart[] = ['core', 'pages'];

async function importPart(lang: Lang, part: CataloguePart): Promise<CataloguePartOf<Messages>> {
  if (lang === 'en') {
    return part === 'core' ? (await import('./en-core.ts')).enCore : (await import('./en-pages.ts')).enPages;
  }
  return part === 'core' ? (await import('./ta-core.ts')).taCore : (await import('./ta-pages.ts')).taPages;
}

const loading = new Map<string, Promise<void>>();

/** Loads a part of a language's catalogue once and adds it (the browser only). */
export function ensureCataloguePart(lang: Lang, part: CataloguePart): Promise<void> {
  const key = `${lang}:${part}`;
  let done = loading.get(key);
  if (!done) {
    done = importPart(lang, part).then((messages) => addCatalogue(lang, messages));
    // A failed load (offline) may be tried again by the next navigation.
    done.catch(() => loading.delete(key));
    loading.set(key, done);
  }
  return done;
}

/**
 * A route's clientLoader for the pages beyond the boards: its server data and the pages part of the
 * catalogue, fetched side by side, so a client navigation never renders a message key.
 */
export async function withPagesCatalogue<T>(request: Request, serverLoader: () => Promise<T>): Promise<T> {
  const lang = langOfPath(new URL(request.url).pathname);
  const [data] = await Promise.all([serverLoader(), ensureCataloguePart(lang, 'pages')]);
  return data;
}

/**
 * A lazy component that says what the pages part holds (the account and settings dialogs, the odds
 * and My games tabs of a board): its module and the part, side by side.
 */
export async function withPagesPart<T>(load: () => Promise<T>): Promise<T> {
  // The server holds every part: a component it renders (the odds tab of a board) needs its module only.
  if (typeof window === 'undefined') return load();
  const [module] = await Promise.all([
    load(),
    ensureCataloguePart(langOfPath(window.location.pathname), 'pages'),
  ]);
  return module;
}

/** The route ids whose pages need only the core part: the sport boards and the 404 page. */
const CORE_ONLY_ROUTES = new Set(['routes/sport', 'routes/sport-default', 'routes/not-found']);

/** The parts a page needs, from the id of its deepest route. */
export function cataloguePartsOf(leafRouteId: string | undefined): CataloguePart[] {
  return leafRouteId !== undefined && CORE_ONLY_ROUTES.has(leafRouteId) ? ['core'] : ['core', 'pages'];
}

/** The parts named by the first HTML (`data-catalogue`); both when it names none. */
export function partsOfDocument(value: string | undefined): CataloguePart[] {
  const parts = (value ?? '').split(' ').filter((p): p is CataloguePart => p === 'core' || p === 'pages');
  return parts.includes('core') ? parts : [...CATALOGUE_PARTS];
}

declare const __NERALI_CATALOGUE_CHUNKS__: Partial<Record<string, string>> | undefined;

/**
 * The URL of a part's chunk in the client build, for a modulepreload link in the first HTML (so it
 * loads with the other modules, not after entry.client). Known to the server build only (vite.config.ts
 * defines it from the client build); null elsewhere (tests, development server).
 */
export function catalogueChunkHref(lang: Lang, part: CataloguePart): string | null {
  return typeof __NERALI_CATALOGUE_CHUNKS__ === 'undefined'
    ? null
    : (__NERALI_CATALOGUE_CHUNKS__[`${lang}-${part}`] ?? null);
}
