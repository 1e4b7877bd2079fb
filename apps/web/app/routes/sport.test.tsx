/**
 * Whole pages rendered on the "server" from loader data, as a visitor's first HTML: a stream read to
 * its end, as entry.server.tsx's is (the races' rows are a lazy module, which a stream waits for).
 */
import { renderToReadableStream } from 'react-dom/server';
import { I18nProvider } from '../i18n/react.tsx';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NOW_S, sampleEvents, sampleFeed } from '../features/board/test-fixtures.ts';
import { getI18n } from '../i18n/index.ts';
import LangLayout from './lang-layout.tsx';
import SportPage from './sport.tsx';

type Lang = 'ta' | 'en';

async function renderPage(path: string, lang: Lang, loaderData: unknown): Promise<string> {
  const Stub = createRoutesStub([
    {
      id: 'lang',
      path: '/:lang',
      Component: LangLayout,
      children: [
        { id: 'index', index: true, Component: SportPage as never },
        { id: 'sport', path: ':sport', Component: SportPage as never },
      ],
    },
  ]);
  const routeId = (path.split('?')[0] ?? '').split('/').filter(Boolean).length > 1 ? 'sport' : 'index';
  const stream = await renderToReadableStream(
    <I18nProvider i18n={getI18n(lang)}>
      <Stub initialEntries={[path]} hydrationData={{ loaderData: { lang: null, [routeId]: loaderData } }} />
    </I18nProvider>,
  );
  await stream.allReady;
  return new Response(stream).text();
}

function boardData(sportId: number, slug: string, lang: Lang, day = 0) {
  return {
    kind: 'board',
    lang,
    slug,
    origin: 'http://nerali.test',
    path: `/${lang}/`,
    nowS: NOW_S,
    feed: sampleFeed(sportId, lang, day),
    day,
    tzMinutes: 330,
  };
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

const SPORTS: [number, string][] = [
  [1, 'football'],
  [2, 'tennis'],
  [3, 'basketball'],
  [13, 'cricket'],
  [42, 'kabaddi'],
  [4, 'ice-hockey'],
  [12, 'volleyball'],
  [15, 'snooker'],
  [23, 'golf'],
  [32, 'auto-racing'],
  [35, 'horse-racing'],
  [41, 'biathlon'],
];

describe('sport page (SSR)', () => {
  it('the first HTML holds the day’s matches', async () => {
    const html = await renderPage('/ta/', 'ta', boardData(1, 'football', 'ta'));
    expect(html).toContain('Chennaiyin FC');
    expect(html).toContain('இந்தியன் சூப்பர் லீக்');
    expect(html).toContain('src="/static/flags/in.svg"');
    expect(html).toContain('<h1>கால்பந்து போட்டிகள்</h1>');
    expect(visibleText(html)).toContain('இன்று');
  });

  it.each(SPORTS)(
    'a /ta page of sport %i shows no English word except proper names',
    async (sportId, slug) => {
      const path = sportId === 1 ? '/ta/' : `/ta/${slug}/`;
      const html = await renderPage(path, 'ta', { ...boardData(sportId, slug, 'ta'), path });
      let text = `${visibleText(html)} ${attributeTexts(html)}`;
      const names = sampleEvents(sportId).flatMap((e) => [e.homeName, e.awayName, e.team ?? '']);
      for (const name of names.filter(Boolean).sort((a, b) => b.length - a.length)) {
        text = text.replaceAll(name, '');
      }
      expect(text).not.toMatch(/[A-Za-z]{2,}/);
    },
  );

  it('marks the current sport, day and tab', async () => {
    const html = await renderPage('/ta/tennis/?tab=live', 'ta', {
      ...boardData(2, 'tennis', 'ta'),
      path: '/ta/tennis/',
    });
    expect(html).toMatch(/<a [^>]*aria-current="page"[^>]*href="\/ta\/tennis\/"/);
    expect(html).toMatch(/aria-current="page"[^>]*>நேரலை/);
    expect(html).toMatch(/aria-current="date"/);
    // The live tab shows only live matches.
    expect(html).toContain('Nagal S.');
    expect(html).not.toContain('Bopanna R.');
  });

  it('an empty day says so for the chosen tab', async () => {
    const data = { ...boardData(1, 'football', 'ta'), feed: '0' };
    expect(visibleText(await renderPage('/ta/', 'ta', data))).toContain('இந்த நாளில் போட்டிகள் இல்லை');
    expect(visibleText(await renderPage('/ta/?tab=finished', 'ta', data))).toContain(
      'இந்த நாளில் முடிந்த போட்டிகள் இல்லை',
    );
  });

  it('an empty board of a server still taking in its first data says the matches are on their way', async () => {
    const data = { ...boardData(1, 'football', 'ta'), feed: '0', starting: true };
    const text = visibleText(await renderPage('/ta/', 'ta', data));
    expect(text).toContain('போட்டித் தகவல்கள் ஏற்றப்படுகின்றன');
    expect(text).not.toContain('இந்த நாளில் போட்டிகள் இல்லை');
    // A board with matches shows them, starting or not.
    const full = visibleText(
      await renderPage('/ta/', 'ta', { ...boardData(1, 'football', 'ta'), starting: true }),
    );
    expect(full).not.toContain('ஏற்றப்படுகின்றன');
  });

  it('links keep working without JavaScript: day and tab are query links', async () => {
    const html = await renderPage('/ta/', 'ta', boardData(1, 'football', 'ta'));
    expect(html).toContain('href="/ta/?day=-1"');
    expect(html).toContain('href="/ta/?day=1"');
    expect(html).toContain('href="/ta/?tab=live"');
  });

  it('the English page speaks English', async () => {
    const html = await renderPage('/en/', 'en', boardData(1, 'football', 'en'));
    expect(visibleText(html)).toContain('Football matches');
    expect(visibleText(html)).toContain('Today');
  });

  it('an umbrella sport is a category page of Tamil links to its children, with today’s counts', async () => {
    const html = await renderPage('/ta/winter-sports/', 'ta', {
      kind: 'category',
      lang: 'ta',
      slug: 'winter-sports',
      origin: 'http://nerali.test',
      path: '/ta/winter-sports/',
      nowS: NOW_S,
      children: [
        { slug: 'ski-jumping', events: 1, live: 0 },
        { slug: 'alpine-skiing', events: 0, live: 0 },
        { slug: 'cross-country-skiing', events: null, live: 0 },
        { slug: 'biathlon', events: 3, live: 2 },
      ],
    });
    expect(html).toContain('<h1>குளிர்கால விளையாட்டுகள்</h1>');
    expect(html).toMatch(/href="\/ta\/ski-jumping\/"[^>]*><span class="cat-n">ஸ்கை ஜம்பிங்<\/span>/);
    expect(html).toContain('href="/ta/biathlon/"');
    const text = visibleText(html);
    expect(text).toContain('இன்று ஒரு போட்டி');
    expect(text).toContain('இன்று 3 போட்டிகள்');
    expect(text).toContain('2 நேரலையில்');
    expect(text).toContain('இன்று போட்டிகள் இல்லை');
    expect(`${text} ${attributeTexts(html)}`).not.toMatch(/[A-Za-z]{2,}/);
  });

  it('a no-duel sport is a board of race tables', async () => {
    const html = await renderPage('/ta/golf/', 'ta', { ...boardData(23, 'golf', 'ta'), path: '/ta/golf/' });
    expect(html).toContain('<table class="ra-t">');
    expect(html).toContain('Shubhankar Sharma');
    expect(visibleText(html)).toContain('2-வது சுற்று');
  });

  it('the menu lists every top-level sport, hockey first under "more"', async () => {
    const html = await renderPage('/ta/', 'ta', boardData(1, 'football', 'ta'));
    const start = html.indexOf('class="sports-more"');
    const more = html.slice(start, html.indexOf('</details>', start));
    const all = [...more.matchAll(/href="\/ta\/([a-z-]+)\/"/g)].map((m) => m[1]);
    // [S1 2.2] after the sports, the mixed page of every sport's top matches.
    expect(all.at(-1)).toBe('top');
    const links = all.filter((slug) => slug !== 'top');
    expect(links[0]).toBe('field-hockey');
    expect(links).toContain('ice-hockey');
    expect(links).toContain('motorsport');
    expect(links).toContain('winter-sports');
    expect(links).not.toContain('auto-racing');
    expect(links.length + 5).toBe(34);
  });
});
