/**
 * The account pages rendered on the "server" from loader data: each page's heading and form in
 * Tamil in the first HTML (the send buttons wait for hydration), its title and links; an unknown
 * page is a 404 in the page's language; a missing slash redirects.
 */
import { renderToString } from 'react-dom/server';
import { I18nProvider } from '../i18n/react.tsx';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { getI18n } from '../i18n/index.ts';
import AccountRoute, { headers, loader, meta } from './account.tsx';

type Lang = 'ta' | 'en';

function render(path: string, lang: Lang, loaderData: unknown): string {
  const Stub = createRoutesStub([
    { id: 'account', path: '/:lang/account/:page?', Component: AccountRoute as never },
  ]);
  return renderToString(
    <I18nProvider i18n={getI18n(lang)}>
      <Stub initialEntries={[path]} hydrationData={{ loaderData: { account: loaderData } }} />
    </I18nProvider>,
  );
}

async function load(url: string, params: Record<string, string>) {
  try {
    return await loader({ request: new Request(url), params, context: {} } as never);
  } catch (thrown) {
    return thrown;
  }
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('account pages', () => {
  it.each([
    ['login', 'உள்நுழைக', ['மின்னஞ்சல் முகவரி', 'கடவுச்சொல்', 'கடவுச்சொல் மறந்துவிட்டதா?']],
    ['register', 'புதிய கணக்கு', ['புனைப்பெயர்', 'குறைந்தது 8 எழுத்துகள்', 'பயன்பாட்டு விதிமுறைகள்']],
    ['verify', 'மின்னஞ்சல் முகவரியை உறுதிப்படுத்துதல்', ['உறுதிப்படுத்தல் குறியீடு', 'மீண்டும் அனுப்பு']],
    ['password', 'கடவுச்சொல் மறந்துவிட்டதா?', ['இணைப்பை அனுப்பு']],
  ])('/ta/account/%s/: its Tamil heading and form in the first HTML', async (page, heading, words) => {
    const data = await load(`http://nerali.test/ta/account/${page}/`, { lang: 'ta', page });
    expect(data).toMatchObject({ kind: 'page', lang: 'ta', page, path: `/ta/account/${page}/` });
    const html = render(`/ta/account/${page}/`, 'ta', data);
    const visible = text(html);
    expect(visible).toContain(`<h1>${heading}</h1>`.replace(/<[^>]+>/g, ' ').trim());
    for (const word of words) expect(visible).toContain(word);
    // Nothing in Latin letters on a Tamil page.
    expect(visible.replace(/\s/g, '')).not.toMatch(/[A-Za-z]/);
    // Before hydration no form can post a password anywhere.
    expect(html).toMatch(/<button type="submit" class="acc-[a-z]+" disabled=""/);
  });

  it('/ta/account/: the frame, while the browser learns who is signed in', async () => {
    const data = await load('http://nerali.test/ta/account/', { lang: 'ta' });
    const visible = text(render('/ta/account/', 'ta', data));
    expect(visible).toContain('என் கணக்கு');
    expect(visible).toContain('கணக்கு விவரங்களைப் படிக்கிறோம்');
  });

  it('titles, canonical and hreflang; never indexed, never cached by others', async () => {
    const data = await load('http://nerali.test/ta/account/register/', { lang: 'ta', page: 'register' });
    const tags = meta({ loaderData: data } as never) as Record<string, string>[];
    expect(tags[0]?.title).toBe('புதிய கணக்கு | நேரலை');
    expect(tags.find((t) => t.name === 'robots')?.content).toBe('noindex, follow');
    expect(tags.find((t) => t.rel === 'canonical')?.href).toBe('http://nerali.test/ta/account/register/');
    expect(tags.find((t) => t.hrefLang === 'en')?.href).toBe('http://nerali.test/en/account/register/');
    expect(headers()['Cache-Control']).toBe('private, no-store');
    const en = await load('http://nerali.test/en/account/login/', { lang: 'en', page: 'login' });
    expect(text(render('/en/account/login/', 'en', en))).toContain('Forgot your password?');
  });

  it('an unknown page is a 404 in the page’s language; a missing slash redirects (query kept)', async () => {
    const bad = (await load('http://nerali.test/ta/account/settings/', { lang: 'ta', page: 'settings' })) as {
      init: { status: number };
      data: { kind: string };
    };
    expect(bad.init.status).toBe(404);
    expect(text(render('/ta/account/settings/', 'ta', bad.data))).toContain('பக்கம்');
    const slash = (await load('http://nerali.test/ta/account/login?return=/ta/cricket/', {
      lang: 'ta',
      page: 'login',
    })) as Response;
    expect(slash.status).toBe(301);
    expect(slash.headers.get('location')).toBe('/ta/account/login/?return=/ta/cricket/');
  });
});
