import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { getI18n } from '../i18n/index.ts';
import { I18nProvider } from '../i18n/react.tsx';
import LanguageOfferDialog from './LanguageOfferDialog.tsx';

const render = (lang: 'ta' | 'en', path: string) =>
  renderToString(
    <MemoryRouter initialEntries={[path]}>
      <I18nProvider i18n={getI18n(lang)}>
        <LanguageOfferDialog lang={lang} onClose={() => {}} />
      </I18nProvider>
    </MemoryRouter>,
  );

describe('[S1 1.6] the language dialog', () => {
  it('[S1 1.6] on a Tamil page: a labelled dialog in Tamil, a link to the same page in English, and a stay button', () => {
    const html = render('ta', '/ta/football/?day=1');
    expect(html).toMatch(/<dialog class="modal lo-dialog" aria-labelledby="[^"]+" aria-describedby="[^"]+"/);
    expect(html).toContain('ஆங்கிலப் பதிப்பும் உண்டு');
    expect(html).toContain('href="/en/football/?day=1" hrefLang="en"');
    expect(html).toMatch(/<button type="button" class="lo-stay">தமிழிலேயே தொடர்<\/button>/);
    const text = html.replace(/<[^>]+>/g, ' ');
    expect(text.match(/[A-Za-z]{2,}/g)).toBeNull();
  });

  it('[S1 1.6] on an English page it offers the Tamil edition', () => {
    const html = render('en', '/en/');
    expect(html).toContain('Nerali is also in Tamil');
    expect(html).toContain('href="/ta/" hrefLang="ta"');
  });
});
