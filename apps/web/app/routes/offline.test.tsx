/**
 * The offline page (/ta/offline/, routes/offline.tsx) as the service worker stores it: Tamil with no
 * English word, a retry button that works by keyboard and without the app, and the nonce on its one
 * inline script.
 */
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../i18n/react.tsx';
import { getI18n } from '../i18n/index.ts';
import OfflinePage, { handle, loader, meta } from './offline.tsx';

type Lang = 'ta' | 'en';

function render(lang: Lang): string {
  const Stub = createRoutesStub([
    { id: 'page', path: '/:lang/offline', Component: OfflinePage as never, handle },
  ]);
  return renderToString(
    <I18nProvider i18n={getI18n(lang)}>
      <Stub
        initialEntries={[`/${lang}/offline`]}
        hydrationData={{ loaderData: { page: { kind: 'page', lang } } }}
      />
    </I18nProvider>,
  );
}

/** Text a visitor sees or hears: tags and inline scripts out, attribute texts in. */
function visibleText(html: string): string {
  const attributes = [...html.matchAll(/(?:aria-label|title|alt|placeholder)="([^"]*)"/g)].map((m) => m[1]);
  const text = html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');
  return `${text} ${attributes.join(' ')}`.replace(/\s+/g, ' ');
}

describe('offline page', () => {
  it('says in Tamil that there is no connection, with no English word', () => {
    const html = render('ta');
    expect(html).toContain('<h1>இணைய இணைப்பு இல்லை</h1>');
    // The brand, linking home; none of the frame's links and buttons that cannot work offline.
    expect(html).toMatch(/<header class="top"><a href="\/ta\/" class="logo"/);
    expect(html).not.toContain('<nav');
    expect(visibleText(html).match(/[A-Za-z]{2,}/g) ?? []).toEqual([]);
  });

  it('has a retry button in a form to the page’s own address, and the reload script', () => {
    const html = render('ta');
    const form = html.match(/<form[^>]*id="offline-retry"[^>]*>/)?.[0] ?? '';
    expect(form).toContain('method="get"');
    expect(form).not.toContain('action=');
    expect(html).toMatch(/<button type="submit" class="btn">மீண்டும் முயல்க<\/button>/);
    expect(html).toMatch(/<script>[^<]*addEventListener\('online', again\)[^<]*<\/script>/);
  });

  it('is in English on /en/', () => {
    const html = render('en');
    expect(html).toContain('<h1>No internet connection</h1>');
    expect(html).toContain('Try again');
  });

  it('tells the document to leave out the app’s scripts, and search engines to leave it out', () => {
    expect(handle.noAppScripts).toBe(true);
    const tags = meta({ loaderData: { kind: 'page', lang: 'ta' } } as never);
    expect(tags).toContainEqual({ title: 'இணைய இணைப்பு இல்லை | நேரலை' });
    expect(tags).toContainEqual({ name: 'robots', content: 'noindex' });
  });

  it('is 404 under an unknown language', async () => {
    const res = (await loader({ params: { lang: 'fr' } } as never)) as { init?: { status?: number } };
    expect(res.init?.status).toBe(404);
  });
});
