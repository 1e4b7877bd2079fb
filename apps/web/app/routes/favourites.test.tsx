/**
 * The favourites pages rendered on the "server" from loader data: frame, tabs and Tamil texts in the
 * first HTML; bad tabs are 404 in the page's language.
 */
import { renderToString } from 'react-dom/server';
import { I18nProvider } from '../i18n/react.tsx';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NOW_S } from '../features/board/test-fixtures.ts';
import { getI18n } from '../i18n/index.ts';
import FavouritesRoute, { loader, meta } from './favourites.tsx';

type Lang = 'ta' | 'en';

function render(path: string, lang: Lang, loaderData: unknown): string {
  const Stub = createRoutesStub([
    { id: 'favourites', path: '/:lang/favourites/:tab?', Component: FavouritesRoute as never },
  ]);
  return renderToString(
    <I18nProvider i18n={getI18n(lang)}>
      <Stub initialEntries={[path]} hydrationData={{ loaderData: { favourites: loaderData } }} />
    </I18nProvider>,
  );
}

const context = {
  nerali: { nowS: () => NOW_S, getFeed: async () => ({ status: 404, body: '' }), visitor: {} },
};

async function load(url: string, params: Record<string, string>) {
  try {
    return await loader({ request: new Request(url), params, context } as never);
  } catch (thrown) {
    return thrown;
  }
}

function text(html: string): string {
  return html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
}

describe('favourites pages', () => {
  it('My games: Tamil heading, the five tabs, and the loading line where the list goes', async () => {
    const data = await load('http://nerali.test/ta/favourites/', { lang: 'ta' });
    expect(data).toMatchObject({ kind: 'page', lang: 'ta', tab: 'games', path: '/ta/favourites/' });
    const html = render('/ta/favourites/', 'ta', data);
    const visible = text(html);
    expect(visible).toContain('என் விருப்பங்கள்');
    for (const tab of ['என் போட்டிகள்', 'என் அணிகள்', 'என் தொடர்கள்', 'என் வீரர்கள்', 'என் செய்திகள்']) {
      expect(visible).toContain(tab);
    }
    expect(html).toContain('aria-current="page" href="/ta/favourites/"');
    expect(visible).toContain('ஏற்றப்படுகின்றன');
    expect(visible.replace(/\s/g, '')).not.toMatch(/[A-Za-z]/);
  });

  it('each tab has its own Tamil title, a canonical link and hreflang', async () => {
    const data = await load('http://nerali.test/ta/favourites/teams/', { lang: 'ta', tab: 'teams' });
    const tags = meta({ loaderData: data } as never) as Record<string, string>[];
    expect(tags[0]?.title).toBe('என் அணிகள் | நேரலை');
    expect(tags.find((t) => t.rel === 'canonical')?.href).toBe('http://nerali.test/ta/favourites/teams/');
    expect(tags.find((t) => t.hrefLang === 'en')?.href).toBe('http://nerali.test/en/favourites/teams/');
  });

  it('an unknown tab is a 404 in the page’s language; /games/ and a missing slash redirect', async () => {
    const bad = (await load('http://nerali.test/ta/favourites/nope/', { lang: 'ta', tab: 'nope' })) as {
      init: { status: number };
      data: { kind: string };
    };
    expect(bad.init.status).toBe(404);
    expect(text(render('/ta/favourites/nope/', 'ta', bad.data))).toContain('பக்கம்');
    const games = (await load('http://nerali.test/ta/favourites/games/', {
      lang: 'ta',
      tab: 'games',
    })) as Response;
    expect(games.status).toBe(301);
    expect(games.headers.get('location')).toBe('/ta/favourites/');
    const slash = (await load('http://nerali.test/ta/favourites/feed', {
      lang: 'ta',
      tab: 'feed',
    })) as Response;
    expect(slash.headers.get('location')).toBe('/ta/favourites/feed/');
  });
});
