/**
 * The news, article, video, search, mobile and 404 pages: loaders on fake feeds written by the domain's
 * encoders, and the first HTML (renderToString) as a visitor gets it, in Tamil with no English word but
 * proper names.
 */
import { renderToString } from 'react-dom/server';
import { I18nProvider } from '../i18n/react.tsx';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  ARTICLE_BODY,
  fakeContext,
  NOW_S,
  newsItem,
  newsListFeeds,
  videoBody,
} from '../features/news/test-fixtures.ts';
import { getI18n } from '../i18n/index.ts';
import ArticlePage, { loader as articleLoader, meta as articleMeta } from './article.tsx';
import LangLayout from './lang-layout.tsx';
import MobilePage from './mobile.tsx';
import NewsPage, { loader as newsLoader } from './news.tsx';
import NotFound from './not-found.tsx';
import SearchPage, { loader as searchLoader } from './search.tsx';
import VideoPage, { loader as videoLoader } from './video.tsx';

type Lang = 'ta' | 'en';
const HOUR_S = 3600;
const DAY_S = 86_400;

function render(path: string, lang: Lang, Component: unknown, loaderData: unknown): string {
  const Stub = createRoutesStub([
    {
      id: 'lang',
      path: '/:lang',
      Component: LangLayout,
      children: [{ id: 'page', path: '*', Component: Component as never }],
    },
  ]);
  return renderToString(
    <I18nProvider i18n={getI18n(lang)}>
      <Stub initialEntries={[path]} hydrationData={{ loaderData: { lang: null, page: loaderData } }} />
    </I18nProvider>,
  );
}

function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}
function attributeTexts(html: string): string {
  return [...html.matchAll(/(?:aria-label|title|alt|placeholder)="([^"]*)"/g)].map((m) => m[1]).join(' ');
}
function englishWords(html: string, names: string[] = []): string[] {
  let text = `${visibleText(html)} ${attributeTexts(html)}`;
  for (const name of [...names].sort((a, b) => b.length - a.length)) text = text.replaceAll(name, ' ');
  return text.match(/[A-Za-z]{2,}/g) ?? [];
}

const request = (path: string, cookie = '') =>
  new Request(`http://nerali.test${path}`, cookie ? { headers: { cookie } } : {});

async function load<T>(
  loader: (args: never) => Promise<T> | T,
  path: string,
  params: object,
  feeds = new Map<string, string>(),
) {
  return loader({ params, request: request(path), context: fakeContext(feeds) } as never);
}
/** A loader's `data(..., { status })` answer, or its plain value (status 200). */
function answer(result: unknown): { status: number; data: Record<string, unknown> } {
  if (
    result &&
    typeof result === 'object' &&
    'type' in result &&
    (result as { type: string }).type === 'DataWithResponseInit'
  ) {
    const r = result as unknown as { data: Record<string, unknown>; init: { status?: number } | null };
    return { status: r.init?.status ?? 200, data: r.data };
  }
  return { status: 200, data: result as Record<string, unknown> };
}

const items = Array.from({ length: 32 }, (_, i) => newsItem(i + 1, i % 2 === 0 ? 1 : 13, (i + 1) * HOUR_S));

describe('news list /ta/news/', () => {
  const feeds = newsListFeeds(0, items);

  it('shows 15 Tamil headlines newest first, in the visitor’s time zone, with a link to older news', async () => {
    const { status, data } = answer(await load(newsLoader, '/ta/news/', { lang: 'ta' }, feeds));
    expect(status).toBe(200);
    expect((data.items as unknown[]).length).toBe(15);
    const html = render('/ta/news/', 'ta', NewsPage, data);
    expect(html).toContain('<h1>விளையாட்டுச் செய்திகள்</h1>');
    expect(html).toContain('href="/ta/news/n1/"');
    expect(html.indexOf('/ta/news/n1/')).toBeLessThan(html.indexOf('/ta/news/n2/'));
    expect(html).not.toContain('/ta/news/n16/');
    expect(html).toContain('href="/ta/news/?page=2"');
    expect(html).toContain('href="/ta/news/?sport=cricket"');
    // 11:00 UTC is 16:30 in India.
    expect(visibleText(html)).toContain('16:30');
    expect(englishWords(html)).toEqual([]);
  });

  it('the second page holds the next 15 and links back', async () => {
    const { data } = answer(await load(newsLoader, '/ta/news/?page=2', { lang: 'ta' }, feeds));
    expect((data.items as { id: string }[]).map((n) => n.id)).toEqual(items.slice(15, 30).map((n) => n.id));
    const html = render('/ta/news/?page=2', 'ta', NewsPage, data);
    expect(html).toContain('href="/ta/news/"');
    expect(html).toContain('href="/ta/news/?page=3"');
  });

  it('[S1 9.24] ?n=30: 30 headlines a page, the pager keeps the size, and the page-size links say which is shown', async () => {
    const { status, data } = answer(await load(newsLoader, '/ta/news/?n=30', { lang: 'ta' }, feeds));
    expect(status).toBe(200);
    expect((data.items as { id: string }[]).map((n) => n.id)).toEqual(items.slice(0, 30).map((n) => n.id));
    const html = render('/ta/news/?n=30', 'ta', NewsPage, data);
    expect(html).toContain('href="/ta/news/?page=2&amp;n=30"');
    expect(html).toMatch(
      /<a class="nw-chip" aria-current="true" href="\/ta\/news\/\?n=30"[^>]*>30 செய்திகள்<\/a>/,
    );
    expect(html).toMatch(/<a[^>]*href="\/ta\/news\/"[^>]*>15 செய்திகள்<\/a>/);
    expect(englishWords(html)).toEqual([]);
  });

  it('answers 404 for an unknown sport or a page past the end, and redirects ?page=1', async () => {
    expect(answer(await load(newsLoader, '/ta/news/?sport=chess', { lang: 'ta' }, feeds)).status).toBe(404);
    expect(answer(await load(newsLoader, '/ta/news/?page=9', { lang: 'ta' }, feeds)).status).toBe(404);
    await expect(load(newsLoader, '/ta/news/?page=1', { lang: 'ta' }, feeds)).rejects.toMatchObject({
      status: 301,
    });
  });

  it('lists only the last 14 days; an empty sport says so in Tamil', async () => {
    const old = newsListFeeds(2, [newsItem(90, 2, 15 * DAY_S)]);
    const { status, data } = answer(await load(newsLoader, '/ta/news/?sport=tennis', { lang: 'ta' }, old));
    expect(status).toBe(200);
    expect(data.items).toEqual([]);
    const html = render('/ta/news/?sport=tennis', 'ta', NewsPage, data);
    expect(visibleText(html)).toContain('கடந்த 14 நாட்களில் செய்திகள் இல்லை');
    expect(html).toMatch(/aria-current="page"[^>]*>டென்னிஸ்/);
  });
});

describe('article /ta/news/{id}/', () => {
  const feeds = new Map([
    ['na_n1', ARTICLE_BODY],
    ...newsListFeeds(
      1,
      items.filter((n) => n.sportId === 1),
    ),
  ]);

  it('shows headline, time, lead, body and links to the match, the league, the teams and the video', async () => {
    const { data } = answer(
      await load(articleLoader, '/ta/news/n1/', { lang: 'ta', articleId: 'n1' }, feeds),
    );
    const html = render('/ta/news/n1/', 'ta', ArticlePage, data);
    expect(html).toContain('<h1 class="ar-h">சென்னையின் வெற்றி 1</h1>');
    expect(html).toContain('<p>அடுத்த ஆட்டம் சனிக்கிழமை.</p>');
    expect(html).toContain('href="/ta/match/g_1_isl00001/"');
    expect(html).toContain('href="/ta/football/league/1_isl2026/"');
    expect(html).toContain('href="/ta/football/team/cfc/"');
    expect(html).toContain('href="/ta/video/v1/"');
    expect(html).toMatch(/<time datetime="2026-11-22T10:00:00Z">/i);
    // The box of more news has three, without this article.
    const more = html.slice(html.indexOf('ar-more'));
    expect([...more.matchAll(/href="\/ta\/news\/(n\d+)\/"/g)].map((m) => m[1])).toEqual(['n3', 'n5', 'n7']);
    expect(englishWords(html, ['Chennaiyin FC', 'Kerala Blasters'])).toEqual([]);
  });

  it('has NewsArticle JSON-LD, a canonical URL and hreflang alternates', async () => {
    const { data } = answer(
      await load(articleLoader, '/ta/news/n1/', { lang: 'ta', articleId: 'n1' }, feeds),
    );
    const tags = articleMeta({ loaderData: data } as never) as Record<string, unknown>[];
    const ld = tags.find((t) => 'script:ld+json' in t)?.['script:ld+json'] as Record<string, unknown>;
    expect(ld).toMatchObject({
      '@type': 'NewsArticle',
      headline: 'சென்னையின் வெற்றி 1',
      datePublished: '2026-11-22T10:00:00Z',
      inLanguage: 'ta',
    });
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'http://nerali.test/ta/news/n1/',
    });
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'en',
      href: 'http://nerali.test/en/news/n1/',
    });
  });

  it('is a 404 for an unknown or malformed id', async () => {
    expect(
      answer(await load(articleLoader, '/ta/news/zz/', { lang: 'ta', articleId: 'zz' }, feeds)).status,
    ).toBe(404);
    expect(
      answer(await load(articleLoader, '/ta/news/a.b/', { lang: 'ta', articleId: 'a.b' }, feeds)).status,
    ).toBe(404);
  });
});

describe('video /ta/video/{id}/', () => {
  const page = async (url: string) => {
    const { data } = answer(
      await load(
        videoLoader,
        '/ta/video/v1/',
        { lang: 'ta', videoId: 'v1' },
        new Map([['nv_v1', videoBody(url)]]),
      ),
    );
    return render('/ta/video/v1/', 'ta', VideoPage, data);
  };

  it('plays a video file in a frame of reserved size, with its length and match', async () => {
    const html = await page('https://video.example/v1.mp4');
    expect(html).toMatch(
      /<div class="vd-frame"><video controls="" preload="none" src="https:\/\/video.example\/v1.mp4"/,
    );
    expect(visibleText(html)).toContain('கால அளவு 1:35');
    expect(html).toContain('href="/ta/match/g_1_isl00001/highlights/"');
    expect(englishWords(html, ['Chennaiyin FC', 'Kerala Blasters'])).toEqual([]);
  });

  it('links a provider’s player page in a new window, and says so when there is nothing to play', async () => {
    expect(await page('https://video.example.com/isl/m1')).toMatch(
      /href="https:\/\/video.example.com\/isl\/m1" target="_blank" rel="noopener noreferrer"/,
    );
    const demo = await page('/ta/match/1_isl00001/#highlights');
    expect(visibleText(demo)).toContain('இந்த ஆட்டத்தின் வீடியோ இன்னும் கிடைக்கவில்லை');
    expect(demo).not.toContain('<video');
  });

  it('is a 404 for an unknown video', async () => {
    expect(answer(await load(videoLoader, '/ta/video/zz/', { lang: 'ta', videoId: 'zz' })).status).toBe(404);
  });
});

describe('search /ta/search/', () => {
  const hits = [
    {
      kind: 'participant' as const,
      id: 'cfc',
      sportId: 1,
      name: 'Chennaiyin FC',
      countryId: 1,
      countryName: 'இந்தியா',
    },
    {
      kind: 'league' as const,
      id: '2_chennai',
      sportId: 2,
      name: 'ஏடிபி - சென்னை ஓபன்',
      countryId: 1,
      countryName: 'இந்தியா',
    },
    {
      kind: 'player' as const,
      id: 'pk1',
      sportId: 1,
      name: 'Kamil Kamiński',
      countryId: 1,
      countryName: 'இந்தியா',
      teamId: 'cfc',
      teamName: 'Chennaiyin FC',
    },
  ];

  it('groups results by kind with their sport and country, linking each page', async () => {
    const context = fakeContext(new Map(), (query) => ({
      ok: true,
      reply: { query, lang: 'ta', total: 3, hits },
    }));
    const data = await searchLoader({
      params: { lang: 'ta' },
      request: request('/ta/search/?q=%E0%AE%9A%E0%AF%86%E0%AE%A9%E0%AF%8D%E0%AE%A9%E0%AF%88'),
      context,
    } as never);
    const html = render('/ta/search/?q=x', 'ta', SearchPage, data);
    expect(html).toContain('href="/ta/football/team/cfc/"');
    expect(html).toContain('href="/ta/tennis/league/2_chennai/"');
    expect(html).toContain('href="/ta/football/player/pk1/"');
    const text = visibleText(html);
    expect(text).toContain('அணிகள், போட்டியாளர்கள்');
    expect(text).toContain('கால்பந்து · இந்தியா');
    expect(text).toContain('3 முடிவுகள்');
    expect(html).toContain('value="சென்னை"');
    expect(englishWords(html, ['Chennaiyin FC', 'Kamil Kamiński'])).toEqual([]);
  });

  it('says in Tamil when nothing matches, when the query is too long, and asks when there is none', async () => {
    const none = await searchLoader({
      params: { lang: 'ta' },
      request: request('/ta/search/?q=zzz'),
      context: fakeContext(new Map()),
    } as never);
    expect(visibleText(render('/ta/search/?q=zzz', 'ta', SearchPage, none))).toContain(
      '“zzz” என்பதற்குப் பொருத்தமானவை எதுவும் இல்லை',
    );
    const refused = fakeContext(new Map(), () => ({
      ok: false,
      code: 'NRL_ERR_SEARCH_TOO_LONG',
      message: '',
    }));
    const long = await searchLoader({
      params: { lang: 'ta' },
      request: request(`/ta/search/?q=${'a'.repeat(70)}`),
      context: refused,
    } as never);
    expect(visibleText(render('/ta/search/', 'ta', SearchPage, long))).toContain('60 எழுத்துகளுக்குள்');
    const prompt = await searchLoader({
      params: { lang: 'ta' },
      request: request('/ta/search/'),
      context: fakeContext(new Map()),
    } as never);
    expect(prompt).toMatchObject({ kind: 'prompt' });
    expect(englishWords(render('/ta/search/', 'ta', SearchPage, prompt))).toEqual([]);
  });
});

describe('header search box', () => {
  it('is a GET form to /ta/search/ and an ARIA combobox', () => {
    const html = render('/ta/mobile/', 'ta', MobilePage, {
      kind: 'page',
      lang: 'ta',
      origin: 'http://nerali.test',
      path: '/ta/mobile/',
    });
    const form = html.match(/<form[^>]*class="hs"[^>]*>/)?.[0] ?? '';
    expect(form).toContain('action="/ta/search/"');
    expect(form).toContain('method="get"');
    const input = html.match(/<input[^>]*class="hs-q"[^>]*>/)?.[0] ?? '';
    for (const attr of ['name="q"', 'role="combobox"', 'aria-autocomplete="list"', 'aria-expanded="false"']) {
      expect(input).toContain(attr);
    }
    expect(html).toMatch(/role="listbox"[^>]*hidden=""/);
  });
});

describe('mobile /ta/mobile/', () => {
  it('has the #android and #ios sections, no store link and no English word', () => {
    const html = render('/ta/mobile/', 'ta', MobilePage, {
      kind: 'page',
      lang: 'ta',
      origin: 'http://nerali.test',
      path: '/ta/mobile/',
    });
    expect(html).toContain('id="android"');
    expect(html).toContain('id="ios"');
    expect(html).not.toMatch(/play\.google|apps\.apple/);
    expect(visibleText(html)).toContain('கூகுள் பிளே ஸ்டோரில் இப்போது இல்லை');
    expect(englishWords(html)).toEqual([]);
  });
});

describe('404', () => {
  it('is friendly in Tamil, with a search form and the popular sports', () => {
    const html = render('/ta/nothing/here/', 'ta', NotFound, { lang: 'ta' });
    expect(html).toContain('<h1>பக்கம் கிடைக்கவில்லை</h1>');
    expect(html).toMatch(/<form role="search" class="sf"[^>]*action="\/ta\/search\/" method="get">/);
    expect(html).toContain('href="/ta/cricket/"');
    expect(html).toContain('href="/ta/kabaddi/"');
    expect(html).toContain('href="/ta/news/"');
    expect(englishWords(html)).toEqual([]);
  });
});

it('the fixtures’ clock is noon UTC', () => {
  expect(new Date(NOW_S * 1000).toISOString()).toBe('2026-11-22T12:00:00.000Z');
});
