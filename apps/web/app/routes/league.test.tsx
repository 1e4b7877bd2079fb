/**
 * Tournament pages rendered on the "server" (renderToString) from the loader data of real feed bodies
 * (features/league/test-feeds.ts: written with the server's own cell writers), as a fan's first HTML.
 */
import { sportById, type SportInfo } from '@nerali/domain';
import { renderToString } from 'react-dom/server';
import { I18nProvider } from '../i18n/react.tsx';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loadLeague } from '../features/league/league-data.ts';
import { leagueMeta } from '../features/league/meta.ts';
import { pageSearch } from '../features/league/route-params.ts';
import {
  DURAND,
  EPL,
  fakeGetFeed,
  GOLF_R3,
  ISL,
  ISL_PAST,
  ISL_TABLE,
  NOW_S,
  worldFeeds,
} from '../features/league/test-feeds.ts';
import { type LeagueTab, paths } from '../kit/paths.ts';
import { getI18n } from '../i18n/index.ts';
import LangLayout from './lang-layout.tsx';
import LeagueRoute from './league.tsx';

type Lang = 'ta' | 'en';

async function leagueData(leagueId: string, tab: LeagueTab = 'summary', page = 1, lang: Lang = 'ta') {
  const sport = sportById(Number(leagueId.split('_')[0])) as SportInfo;
  const result = await loadLeague({
    getFeed: fakeGetFeed(worldFeeds(lang)),
    sport,
    leagueId,
    tab,
    page,
    lang,
    tzMinutes: 330,
    nowS: NOW_S,
  });
  if (result.kind !== 'ok') throw new Error(`no page ${leagueId} ${tab}`);
  const path = paths.league(lang, sport, leagueId, tab);
  const search = tab === 'results' || tab === 'fixtures' ? pageSearch(page) : '';
  return {
    kind: 'league' as const,
    lang,
    slug: sport.slug,
    origin: 'http://nerali.test',
    path,
    search,
    tzMinutes: 330,
    nowS: NOW_S,
    page: result.page,
  };
}

function render(loaderData: Awaited<ReturnType<typeof leagueData>>): string {
  const Stub = createRoutesStub([
    {
      id: 'lang',
      path: '/:lang',
      Component: LangLayout,
      children: [{ id: 'league', path: ':sport/league/:leagueId/:tab?', Component: LeagueRoute as never }],
    },
  ]);
  return renderToString(
    <I18nProvider i18n={getI18n(loaderData.lang)}>
      <Stub
        initialEntries={[`${loaderData.path}${loaderData.search}`]}
        hydrationData={{ loaderData: { lang: null, league: loaderData } }}
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

function attributeTexts(html: string): string {
  return [...html.matchAll(/(?:aria-label|title|alt|placeholder)="([^"]*)"/g)].map((m) => m[1]).join(' ');
}

/** Latin words left once the world's proper names (teams, players) are taken out. */
function englishLeft(html: string): string[] {
  let text = `${visibleText(html)} ${attributeTexts(html)}`;
  const names = [
    ...ISL_TABLE.map((r) => r.name),
    'Kerala Blasters',
    'Mohun Bagan SG',
    'S. Sharma',
    'A. Lahiri',
    'Arsenal',
    'Chelsea',
  ];
  for (const name of names.sort((a, b) => b.length - a.length)) text = text.replaceAll(name, ' ');
  return text.match(/[A-Za-z]{2,}/g) ?? [];
}

describe('tournament page (SSR)', () => {
  it('summary: heading, where it sits, the tabs with data, today’s live match, the top of the table', async () => {
    const html = render(await leagueData(ISL.id));
    expect(html).toContain('<h1>இந்தியன் சூப்பர் லீக்</h1>');
    // Breadcrumbs to the sport and the country page.
    expect(html).toMatch(
      /<nav class="lp-crumbs"[^>]*>.*href="\/ta\/".*href="\/ta\/football\/country\/100\/"/s,
    );
    // Tabs: results, fixtures, standings, archive; no draw.
    const tabs = html.slice(html.indexOf('class="tabs"'));
    for (const tab of ['results', 'fixtures', 'standings', 'archive']) {
      expect(tabs).toContain(`href="/ta/football/league/1_isl2026/${tab}/"`);
    }
    expect(html).not.toContain('/draw/');
    expect(html).toMatch(/aria-current="page"[^>]*>சுருக்கம்/);
    // Today's match is on the live board in the first HTML, with its score.
    expect(html).toContain('data-event-id="g_1_isl05"');
    expect(html).toContain('data-live="true"');
    const text = visibleText(html);
    expect(text).toContain('இப்போது ஒரு போட்டி நேரலையில்');
    expect(text).toContain('அடுத்த போட்டிகள்');
    expect(text).toContain('சமீபத்திய முடிவுகள்');
    // The top five of the table, not the sixth.
    expect(text).toContain('FC Goa');
    expect(html).not.toContain('Punjab FC');
    expect(html).toContain('href="/ta/football/league/1_isl2026/standings/"');
  });

  it('no English word on a /ta tournament page except proper names', async () => {
    for (const [id, tab] of [
      [ISL.id, 'summary'],
      [ISL.id, 'results'],
      [ISL.id, 'fixtures'],
      [ISL.id, 'standings'],
      [ISL.id, 'archive'],
      [ISL_PAST.id, 'standings'],
      [DURAND.id, 'draw'],
      [GOLF_R3.id, 'summary'],
    ] as const) {
      expect(englishLeft(render(await leagueData(id, tab))), `${id} ${tab}`).toEqual([]);
    }
  });

  it('standings: every row, form letters as Tamil badges, zone colours named in a legend', async () => {
    const html = render(await leagueData(ISL.id, 'standings'));
    for (const row of ISL_TABLE) expect(html).toContain(`>${row.name}</a>`);
    expect(html).toContain('href="/ta/football/team/odishafc/"');
    // Form: வெ / ச / தோ, each said in full for a screen reader.
    expect(html).toMatch(
      /<li class="fm fm-W" title="வெற்றி"><span aria-hidden="true">வெ<\/span><span class="sr">வெற்றி<\/span>/,
    );
    expect(html).toContain('class="fm fm-L"');
    expect(html).toContain('class="lt-z lt-z-playoff"');
    const text = visibleText(html);
    expect(text).toContain('பிளே-ஆஃப் தகுதி');
    expect(text).toContain('தரமிறக்கம்');
    // Football has draws: the drawn column is there; goals are "for:against".
    expect(html).toContain('<abbr title="சமநிலை">ச</abbr>');
    expect(text).toContain('5:1');
    // A running season says it refreshes; it is not final.
    expect(text).toContain('தானாகப் புதுப்பிக்கப்படும்');
    expect(text).not.toContain('இறுதி நிலை');
  });

  it('[passive table] a finished season’s table is marked final', async () => {
    const text = visibleText(render(await leagueData(ISL_PAST.id, 'standings')));
    expect(text).toContain('இறுதி நிலை');
    expect(text).toContain('இதுவே இறுதிப் புள்ளிப் பட்டியல்');
  });

  it('draw: rounds left to right, the winner marked, played matches link to their page', async () => {
    const html = render(await leagueData(DURAND.id, 'draw'));
    expect(html).toContain('role="region" aria-label="நாக்-அவுட் சுற்று வரைபடம்" tabindex="0"');
    const semi = html.indexOf('அரையிறுதி');
    const final = html.indexOf('இறுதிப் போட்டி');
    expect(semi).toBeGreaterThan(0);
    expect(final).toBeGreaterThan(semi);
    expect(html).toContain('href="/ta/match/g_1_dur01/"');
    expect(html).toMatch(/dr-side dr-win"><span class="dr-name">Chennaiyin FC<\/span><span class="dr-mark">/);
    const text = visibleText(html);
    expect(text).toContain('வெற்றியாளர்');
    expect(text).toContain('Chennaiyin FC');
    expect(text).toContain('எதிர்');
    // A bye and the final still to be decided.
    expect(text).toContain('நேரடியாக அடுத்த சுற்றுக்கு');
    expect(text).toContain('முடிவாகவில்லை');
  });

  it('results: days with headings, and pages as links', async () => {
    const first = render(await leagueData(EPL.id, 'results'));
    expect(visibleText(first)).toContain('பக்கம் 1 / 2');
    expect(first).toContain('href="/ta/football/league/1_epl/results/?page=2"');
    const second = render(await leagueData(EPL.id, 'results', 2));
    expect(visibleText(second)).toContain('பக்கம் 2 / 2');
    expect(second).toContain('rel="prev" href="/ta/football/league/1_epl/results/"');
    expect(second).not.toContain('rel="next"');
    expect(second.match(/data-event-id=/g)).toHaveLength(10);
  });

  it('archive: each season links to its page; the one viewed is marked', async () => {
    const html = render(await leagueData(ISL.id, 'archive'));
    expect(html).toMatch(/href="\/ta\/football\/league\/1_isl2025\/"/);
    expect(html).toMatch(
      /aria-current="page" href="\/ta\/football\/league\/1_isl2026\/"|href="\/ta\/football\/league\/1_isl2026\/"[^>]*aria-current="page"/,
    );
    expect(visibleText(html)).toContain('எல்லாப் பருவங்களும்');
  });

  it('a race of a no-duel sport: the race table on its summary, the series table under it', async () => {
    const html = render(await leagueData(GOLF_R3.id));
    expect(html).toContain('<table class="ra-t"');
    expect(html).toContain('S. Sharma');
    const text = visibleText(html);
    expect(text).toContain('தகுதிப் புள்ளிப் பட்டியல்');
    expect(text).toContain('போட்டிகள்');
    expect(html).not.toContain('>சமீபத்திய முடிவுகள்<');
  });

  it('the English page speaks English', async () => {
    const text = visibleText(render(await leagueData(ISL.id, 'standings', 1, 'en')));
    expect(text).toContain('Standings');
    expect(text).toContain('Play-off places');
  });
});

describe('tournament page meta', () => {
  it('a Tamil title per tab, a description, canonical and hreflang', async () => {
    const meta = leagueMeta(await leagueData(EPL.id, 'results', 2));
    expect(meta).toContainEqual({ title: 'பிரீமியர் லீக் முடிவுகள் | நேரலை (பக்கம் 2)' });
    const description = meta.find((m) => m.name === 'description');
    expect(description?.content).toContain('இங்கிலாந்து கால்பந்து: பிரீமியர் லீக்');
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'http://nerali.test/ta/football/league/1_epl/results/?page=2',
    });
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'en',
      href: 'http://nerali.test/en/football/league/1_epl/results/?page=2',
    });
  });

  it('a 404 is not indexed', () => {
    expect(leagueMeta({ kind: 'notFound', lang: 'ta' })).toContainEqual({
      name: 'robots',
      content: 'noindex',
    });
  });
});
