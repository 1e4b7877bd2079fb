/**
 * The mobile page's install section (/ta/mobile/#install, features/install/InstallOffer.tsx) as the
 * server renders it: the steps for
 * iPhone and Android in Tamil, no install button (the browser has not offered one yet), no store link.
 */
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../i18n/react.tsx';
import { getI18n } from '../i18n/index.ts';
import MobilePage from './mobile.tsx';

function render(lang: 'ta' | 'en'): string {
  const Stub = createRoutesStub([{ id: 'page', path: '/:lang/mobile', Component: MobilePage as never }]);
  const data = { kind: 'page', lang, origin: 'http://nerali.test', path: `/${lang}/mobile/` };
  return renderToString(
    <I18nProvider i18n={getI18n(lang)}>
      <Stub initialEntries={[`/${lang}/mobile`]} hydrationData={{ loaderData: { page: data } }} />
    </I18nProvider>,
  );
}

describe('install section of /ta/mobile/', () => {
  it('gives the iPhone steps (Share, then Add to Home Screen) and the Android steps in Tamil', () => {
    const html = render('ta');
    expect(html).toContain('id="install"');
    const text = html.replace(/<[^>]+>/g, ' ');
    expect(text).toContain('பகிர் பொத்தானைத் தொடுங்கள்');
    expect(text).toContain('“முகப்புத் திரையில் சேர்”');
    expect(text).toContain('மூன்று புள்ளிப் பட்டியலைத்');
    expect(text.replace(/&[a-z#0-9]+;/g, ' ').match(/[A-Za-z]{2,}/g) ?? []).toEqual([]);
    // Both platforms' sections point to the steps.
    expect(html.match(/href="#install"/g)).toHaveLength(2);
  });

  it('has no install button in the server’s HTML and no store link', () => {
    const html = render('ta');
    expect(html).not.toContain('நேரலையை நிறுவு');
    expect(html).not.toMatch(/play\.google|apps\.apple|itunes/);
  });
});
