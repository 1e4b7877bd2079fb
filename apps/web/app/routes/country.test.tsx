/**
 * Country and category pages rendered on the "server" from the loader data of real feed bodies.
 */
import { sportById, type SportInfo } from '@nerali/domain';
import { renderToString } from 'react-dom/server';
import { I18nProvider } from '../i18n/react.tsx';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loadCountry } from '../features/league/country-data.ts';
import { countryMeta } from '../features/league/meta.ts';
import { type CountryTab, countrySearch } from '../features/league/route-params.ts';
import { DURAND, fakeGetFeed, ISL, ISL_TABLE, NOW_S, worldFeeds } from '../features/league/test-feeds.ts';
import { paths } from '../kit/paths.ts';
import { getI18n } from '../i18n/index.ts';
import CountryRoute from './country.tsx';
import LangLayout from './lang-layout.tsx';

async function countryData(sportId: number, tab: CountryTab = 'all', day = 0) {
  const sport = sportById(sportId) as SportInfo;
  const page = await loadCountry({
    getFeed: fakeGetFeed(worldFeeds()),
    sport,
    countryId: 100,
    tab,
    day,
    lang: 'ta',
    tzMinutes: 330,
    nowS: NOW_S,
  });
  if (!page) throw new Error('no page');
  return {
    kind: 'country' as const,
    lang: 'ta' as const,
    slug: sport.slug,
    origin: 'http://nerali.test',
    path: paths.country('ta', sport, 100),
    tab,
    tzMinutes: 330,
    nowS: NOW_S,
    page,
  };
}

function render(loaderData: Awaited<ReturnType<typeof countryData>>, day = 0): string {
  const Stub = createRoutesStub([
    {
      id: 'lang',
      path: '/:lang',
      Component: LangLayout,
      children: [{ id: 'country', path: ':sport/country/:countryId', Component: CountryRoute as never }],
    },
  ]);
  return renderToString(
    <I18nProvider i18n={getI18n('ta')}>
      <Stub
        initialEntries={[`${loaderData.path}${countrySearch(loaderData.tab, day)}`]}
        hydrationData={{ loaderData: { lang: null, country: loaderData } }}
      />
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

function englishLeft(html: string): string[] {
  let text = visibleText(html);
  for (const m of html.matchAll(/(?:aria-label|title|alt)="([^"]*)"/g)) text += ` ${m[1]}`;
  const names = [
    ...ISL_TABLE.map((r) => r.name),
    'Kerala Blasters',
    'Mohun Bagan SG',
    'S. Sharma',
    'A. Lahiri',
  ];
  for (const name of names.sort((a, b) => b.length - a.length)) text = text.replaceAll(name, ' ');
  return text.match(/[A-Za-z]{2,}/g) ?? [];
}

describe('country page (SSR)', () => {
  it('the country’s competitions as links, the tabs, the day’s matches of its leagues only', async () => {
    const html = render(await countryData(1));
    expect(html).toContain('<h1>இந்தியா</h1>');
    expect(visibleText(html)).toContain('கால்பந்து போட்டித் தொடர்கள்');
    for (const id of ['1_isl2026', '1_isl2025', '1_durand']) {
      expect(html).toContain(`href="/ta/football/league/${id}/"`);
    }
    // Tabs: default, finished (6), scheduled (7), as links.
    expect(html).toContain('href="/ta/football/country/100/?tab=finished"');
    expect(html).toContain('href="/ta/football/country/100/?tab=scheduled"');
    // The day calendar of the sport page, on this page's URL.
    expect(html).toContain('href="/ta/football/country/100/?day=-1"');
    // Today's match of India, not England's of the same feed; its league header links both ways.
    expect(html).toContain('data-event-id="g_1_isl05"');
    expect(html).not.toContain('Arsenal');
    expect(html).toMatch(
      /<a class="lg-n" href="\/ta\/football\/league\/1_isl2026\/"[^>]*>இந்தியன் சூப்பர் லீக்<\/a>/,
    );
    expect(html).toMatch(/<a class="lg-c" href="\/ta\/football\/country\/100\/"[^>]*>இந்தியா<\/a>/);
    // Browse the sport by country: every country, this one marked.
    expect(html).toMatch(/<summary>எல்லா நாடுகளும் \(2\)<\/summary>/);
    expect(html).toContain('href="/ta/football/country/200/"');
    expect(html).toMatch(/class="cn-a" aria-current="page" href="\/ta\/football\/country\/100\/"/);
    expect(englishLeft(html)).toEqual([]);
  });

  it('[S1 2.23] a pin (star) beside each competition of the country, with its Tamil label and tooltip', async () => {
    const html = render(await countryData(1));
    const list = html.slice(
      html.indexOf('class="cl"'),
      html.indexOf('</section>', html.indexOf('class="cl"')),
    );
    for (const key of [ISL.templateKey, DURAND.templateKey]) {
      expect(list).toContain(`data-fav-pin="${key}"`);
    }
    expect(list.match(/<button[^>]*class="fav-btn fav-pin cl-pin"/g)).toHaveLength(3);
    expect(list).toMatch(
      /aria-label="[^"]*இந்தியன் சூப்பர் லீக்[^"]*"[^>]*aria-pressed="false"[^>]*title="[^"A-Za-z]+"/,
    );
  });

  it('finished: the latest results of each league under its name; scheduled: the matches to come', async () => {
    const finished = render(await countryData(1, 'finished'));
    expect(finished).toMatch(/aria-current="page"[^>]*>முடிவுகள்/);
    expect(finished).toContain('data-event-id="g_1_isl01"');
    expect(finished).not.toContain('data-event-id="g_1_isl06"');
    expect(englishLeft(finished)).toEqual([]);
    const scheduled = render(await countryData(1, 'scheduled'));
    expect(scheduled).toContain('data-event-id="g_1_isl06"');
    expect(scheduled).not.toContain('data-event-id="g_1_isl05"');
    expect(englishLeft(scheduled)).toEqual([]);
  });

  it('an empty day says so, in Tamil', async () => {
    const data = await countryData(1);
    const empty = { ...data, page: { ...data.page, data: { kind: 'day' as const, day: 3, feed: '0' } } };
    expect(visibleText(render(empty, 3))).toContain('இந்த நாளில் இங்குப் போட்டிகள் இல்லை');
  });

  it('a category sport (golf): the page is the category’s, its races listed per tab', async () => {
    const html = render(await countryData(23));
    expect(visibleText(html)).toContain('கோல்ஃப்: பிரிவு');
    expect(html).toContain('<table class="ra-t"');
    const finished = render(await countryData(23, 'finished'));
    expect(finished).toContain('href="/ta/golf/league/23_pune3/"');
    expect(englishLeft(finished)).toEqual([]);
    const meta = countryMeta(await countryData(23));
    expect(meta).toContainEqual({ title: 'இந்தியா: கோல்ஃப் பிரிவு, இன்றைய போட்டிகள், முடிவுகள் | நேரலை' });
  });

  it('meta: Tamil title, canonical without the day or tab, hreflang', async () => {
    const meta = countryMeta(await countryData(1, 'finished'));
    expect(meta).toContainEqual({ title: 'இந்தியா கால்பந்து: இன்றைய போட்டிகள், முடிவுகள் | நேரலை' });
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'http://nerali.test/ta/football/country/100/',
    });
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'x-default',
      href: 'http://nerali.test/ta/football/country/100/',
    });
  });
});
