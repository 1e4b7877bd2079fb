/**
 * The terms of use and privacy policy pages: the loader reads the document in force from the load
 * context (no HTTP), the first HTML carries it whole in Tamil with its title, canonical and hreflang
 * links; a missing slash redirects, an unknown language is a 404, a missing document the Tamil error.
 */
import { renderToString } from 'react-dom/server';
import { I18nProvider } from '../i18n/react.tsx';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { getI18n } from '../i18n/index.ts';
import type { LegalDocument, LegalDocumentType } from '../load-context.ts';
import LegalRoute, { headers, loader, meta } from './legal.tsx';

const DOCS: Record<LegalDocumentType, LegalDocument> = {
  tou: {
    version: '2026-11-01',
    publishedAt: Date.UTC(2026, 10, 1),
    title: 'பயன்பாட்டு விதிமுறைகள்',
    sections: [
      { heading: 'நேரலை என்றால் என்ன', paragraphs: ['நேரலை ஓர் இலவச இணையதளம்.'] },
      { heading: 'உங்கள் கணக்கு', paragraphs: ['கடவுச்சொல்லை யாரிடமும் பகிர வேண்டாம்.'] },
      { heading: 'செய்யக்கூடாதவை', paragraphs: ['தளத்தின் பாதுகாப்பை உடைக்க முயல்வது தடை.'] },
    ],
  },
  pp: {
    version: '2026-11-01',
    publishedAt: Date.UTC(2026, 10, 1),
    title: 'தனியுரிமைக் கொள்கை',
    sections: [{ heading: 'நாங்கள் வைத்திருப்பவை', paragraphs: ['மின்னஞ்சல் முகவரி.'] }],
  },
};

function context(available = true) {
  const asked: string[] = [];
  return {
    asked,
    context: {
      nerali: {
        terms: async (type: LegalDocumentType, lang: string) => {
          asked.push(`${type}:${lang}`);
          return available ? DOCS[type] : null;
        },
      },
    },
  };
}

async function load(url: string, lang: string, available = true) {
  const { context: ctx, asked } = context(available);
  try {
    return {
      result: await loader({ request: new Request(url), params: { lang }, context: ctx } as never),
      asked,
    };
  } catch (thrown) {
    return { result: thrown, asked };
  }
}

function render(path: string, loaderData: unknown): string {
  const Stub = createRoutesStub([
    { id: 'routes/terms', path: '/:lang/terms', Component: LegalRoute as never },
    { id: 'routes/privacy', path: '/:lang/privacy', Component: LegalRoute as never },
  ]);
  const id = path.includes('/terms/') ? 'routes/terms' : 'routes/privacy';
  return renderToString(
    <I18nProvider i18n={getI18n('ta')}>
      <Stub initialEntries={[path]} hydrationData={{ loaderData: { [id]: loaderData } }} />
    </I18nProvider>,
  );
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('terms and privacy pages', () => {
  it('/ta/terms/: the terms of use in force, whole, in Tamil, with contents and the way to the other', async () => {
    const { result, asked } = await load('http://nerali.test/ta/terms/', 'ta');
    expect(asked).toEqual(['tou:ta']);
    const html = render('/ta/terms/', result);
    const visible = text(html);
    expect(html).toContain('<h1>பயன்பாட்டு விதிமுறைகள்</h1>');
    expect(visible).toContain('1 நவம்பர், 2026 முதல் நடைமுறையில் உள்ள பதிப்பு');
    expect(visible).toContain('பொருளடக்கம்');
    expect(html).toContain('href="#lg-s3"');
    expect(visible).toContain('கடவுச்சொல்லை யாரிடமும் பகிர வேண்டாம்.');
    expect(html).toContain('href="/ta/privacy/"');
    expect(visible.replace(/\s/g, '')).not.toMatch(/[A-Za-z]/);
  });

  it('/ta/privacy/: the privacy policy; title, description, canonical and hreflang', async () => {
    const { result, asked } = await load('http://nerali.test/ta/privacy/', 'ta');
    expect(asked).toEqual(['pp:ta']);
    expect(text(render('/ta/privacy/', result))).toContain('மின்னஞ்சல் முகவரி.');
    const tags = meta({ loaderData: result } as never) as Record<string, string>[];
    expect(tags[0]?.title).toBe('தனியுரிமைக் கொள்கை | நேரலை');
    expect(tags.find((t) => t.name === 'description')?.content).toContain('தனியுரிமைக் கொள்கை');
    expect(tags.find((t) => t.rel === 'canonical')?.href).toBe('http://nerali.test/ta/privacy/');
    expect(tags.find((t) => t.hrefLang === 'en')?.href).toBe('http://nerali.test/en/privacy/');
    expect(tags.find((t) => t.name === 'robots')).toBeUndefined();
    expect(headers()['Cache-Control']).toBe('public, max-age=3600');
  });

  it('English pages read the English document', async () => {
    const { asked } = await load('http://nerali.test/en/terms/', 'en');
    expect(asked).toEqual(['tou:en']);
  });

  it('a missing slash redirects (query kept); a query is ignored; an unknown language is a 404', async () => {
    const slash = (await load('http://nerali.test/ta/terms?utm_source=x', 'ta')).result as Response;
    expect(slash.status).toBe(301);
    expect(slash.headers.get('location')).toBe('/ta/terms/?utm_source=x');
    const shared = await load('http://nerali.test/ta/terms/?utm_source=x', 'ta');
    expect(shared.result).toMatchObject({ kind: 'page', path: '/ta/terms/' });
    const { result, asked } = await load('http://nerali.test/fr/terms/', 'fr');
    expect((result as { init?: { status?: number } }).init?.status).toBe(404);
    expect(asked).toEqual([]);
  });

  it('no document in force: the site’s error (503), not a 500', async () => {
    const { result } = await load('http://nerali.test/ta/privacy/', 'ta', false);
    expect((result as { init?: { status?: number } }).init?.status).toBe(503);
  });
});
