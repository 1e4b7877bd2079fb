/** /{lang}/manifest.webmanifest (routes/manifest.ts): what a phone reads to install an edition. */
import { describe, expect, it } from 'vitest';
import { loader } from './manifest.ts';

async function manifestOf(lang: string): Promise<Response> {
  const request = new Request(`http://nerali.test/${lang}/manifest.webmanifest`);
  return loader({ params: { lang }, request, context: {} } as never);
}

describe('web app manifest', () => {
  it('names the Tamil edition in Tamil, scoped to /ta/, standalone, with 192, 512 and maskable icons', async () => {
    const res = await manifestOf('ta');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    const manifest = (await res.json()) as Record<string, unknown>;
    expect(manifest).toMatchObject({
      id: '/ta/',
      name: 'நேரலை',
      short_name: 'நேரலை',
      lang: 'ta',
      start_url: '/ta/?source=pwa',
      scope: '/ta/',
      display: 'standalone',
      theme_color: '#0d2a3f',
      background_color: '#0d2a3f',
    });
    expect(manifest.description).toMatch(/[\u0B80-\u0BFF]/);
    expect(String(manifest.description)).not.toMatch(/[A-Za-z]/);
    const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
    expect(icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
  });

  it('makes the English edition an app of its own', async () => {
    const manifest = (await (await manifestOf('en')).json()) as Record<string, unknown>;
    expect(manifest).toMatchObject({
      id: '/en/',
      name: 'Nerali',
      lang: 'en',
      scope: '/en/',
      start_url: '/en/?source=pwa',
    });
  });

  it('is 404 under an unknown language', async () => {
    expect((await manifestOf('fr')).status).toBe(404);
  });
});
