/**
 * Match pages rendered on the "server" (renderToString) from loader data made by the real loader over
 * real feed bodies (features/match/test-fixtures.ts), as a visitor's first HTML.
 */
import { bookmakerBadge, decodeFeed } from '@nerali/domain';
import { renderToString } from 'react-dom/server';
import { I18nProvider } from '../i18n/react.tsx';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loadMatch, type MatchData } from '../features/match/load.ts';
import { matchMeta } from '../features/match/seo.ts';
import { CRICKET_ID, FEEDS, FOOTBALL_ID, TENNIS_ID } from '../features/match/test-fixtures.ts';
import type { MatchTab } from '../kit/paths.ts';
import { ALL_OFF } from '../kit/visitor.ts';
import { getI18n } from '../i18n/index.ts';
import LangLayout from './lang-layout.tsx';
import MatchRoute, { handle } from './match.tsx';

type Lang = 'ta' | 'en';
const NOW_S = 1795560800;
const ORIGIN = 'http://nerali.test';
const ODDS_ON = Object.fromEntries(Object.entries(ALL_OFF).map(([k, v]) => [k, Array.isArray(v) ? v : true]));

async function matchData(
  eventId: string,
  tab: MatchTab | undefined,
  lang: Lang,
  odds = false,
): Promise<MatchData> {
  const result = await loadMatch({
    lang,
    eventId,
    tab,
    pathname: `/${lang}/match/${eventId}/${tab ? `${tab}/` : ''}`,
    search: '',
    oddsFormat: 'uk',
    oddsAllowed: odds,
    getFeed: async (name) => ({ status: 200, body: FEEDS[name] ?? '0' }),
  });
  if (result.kind !== 'match') throw new Error(`no match page: ${result.kind}`);
  return result.data;
}

function render(path: string, lang: Lang, match: MatchData | null, odds = false): string {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      Component: () => null,
      children: [],
    },
    {
      id: 'lang',
      path: '/:lang',
      Component: LangLayout,
      children: [{ id: 'match', path: 'match/:eventId/:tab?', Component: MatchRoute as never, handle }],
    },
  ]);
  const root = {
    theme: null,
    visitor: {
      country: 'XX',
      subdivision: null,
      group: 'test',
      settings: odds ? ODDS_ON : ALL_OFF,
      ageGate: false,
    },
    odds: { format: 'uk', legalAge: null },
  };
  const pageData = match
    ? { kind: 'match', lang, origin: ORIGIN, tzMinutes: 330, nowS: NOW_S, match }
    : { kind: 'notFound', lang };
  return renderToString(
    <I18nProvider i18n={getI18n(lang)}>
      <Stub initialEntries={[path]} hydrationData={{ loaderData: { root, lang: null, match: pageData } }} />
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
  return [...html.matchAll(/(?:aria-label|title|alt)="([^"]*)"/g)].map((m) => m[1]).join(' ');
}

/** Proper names the feeds carry: teams, players, coaches, leagues, countries, bookmakers. */
const NAME_KEYS = new Set([
  'DPN',
  'DPS',
  'AE',
  'AF',
  'LP',
  'LCO',
  'LM',
  'IP',
  'IP2',
  'PL',
  'HHN',
  'HAN',
  'GT',
  'OB',
  'DLN_en',
  'DCN_en',
]);
const FEED_NAMES = Object.values(FEEDS).flatMap((body) =>
  body === '0'
    ? []
    : decodeFeed(body).flatMap((row) => row.filter(([k]) => NAME_KEYS.has(k)).map(([, v]) => v)),
);
// A bookmaker's drawn logo writes its initials (S2 3.17): a proper name's letters too.
const BADGE_LETTERS = Object.values(FEEDS).flatMap((body) =>
  body === '0'
    ? []
    : decodeFeed(body).flatMap((row) =>
        row.filter(([k]) => k === 'OB').map(([, v]) => bookmakerBadge(1, v).letters),
      ),
);
// The pitch drawing writes players by surname: each word of a name is a proper name too.
const PROPER_NAMES = [
  ...new Set([...FEED_NAMES.flatMap((name) => [name, ...name.split(/\s+/)]), ...BADGE_LETTERS]),
].sort((a, b) => b.length - a.length);

function englishLeft(html: string): string[] {
  let text = `${visibleText(html)} ${attributeTexts(html)}`;
  for (const name of PROPER_NAMES) text = text.split(name).join(' ');
  return [...new Set(text.match(/[A-Za-z]{2,}/g) ?? [])];
}

const path = (id: string, tab?: MatchTab, query = '') =>
  `/ta/match/${id}/${tab && tab !== 'summary' ? `${tab}/` : ''}${query}`;

describe('match page (SSR)', () => {
  it('shows the header and the incidents by period in Tamil in the first HTML', async () => {
    const html = render(path(FOOTBALL_ID), 'ta', await matchData(FOOTBALL_ID, undefined, 'ta'));
    const text = visibleText(html);
    expect(text).toContain('Rayo Vallecano');
    expect(text).toContain('லா லிகா');
    expect(text).toContain('முதல் பாதி');
    expect(text).toContain('மஞ்சள் அட்டை');
    expect(text).toContain('மாற்று வீரர்');
    expect(html).toMatch(/href="\/ta\/football\/league\/1_[A-Za-z0-9]+\/"/);
    expect(html).toMatch(/href="\/ta\/football\/team\/[A-Za-z0-9]+\/"/);
    expect(html).toContain('aria-current="page"');
    // The site's header and sports menu frame the full page.
    expect(html).toContain('class="skip"');
  });

  it.each<MatchTab>(['summary', 'lineups', 'stats', 'h2h', 'standings', 'commentary', 'highlights'])(
    'the %s tab of a football match has no English word but proper names',
    async (tab) => {
      const html = render(
        path(FOOTBALL_ID, tab),
        'ta',
        await matchData(FOOTBALL_ID, tab === 'summary' ? undefined : tab, 'ta'),
      );
      expect(englishLeft(html)).toEqual([]);
    },
  );

  it('draws the line-ups on a pitch with the formation, and lists both teams', async () => {
    const html = render(path(FOOTBALL_ID, 'lineups'), 'ta', await matchData(FOOTBALL_ID, 'lineups', 'ta'));
    expect(html).toMatch(/<svg[^>]*role="img"[^>]*aria-label="ஆடுகளத்தில்/);
    expect(html.match(/class="pt-dot"/g)?.length).toBe(22);
    expect(visibleText(html)).toContain('வியூகம் 4-2-3-1');
    expect(visibleText(html)).toContain('கோல் காப்பாளர்');
  });

  it('marks both teams of the match in the standings', async () => {
    const html = render(
      path(FOOTBALL_ID, 'standings'),
      'ta',
      await matchData(FOOTBALL_ID, 'standings', 'ta'),
    );
    expect(html.match(/class="sd-ours"/g)?.length).toBe(2);
  });

  it('shows no odds and no bookmaker when the visitor’s rules say no', async () => {
    const html = render(path(FOOTBALL_ID), 'ta', await matchData(FOOTBALL_ID, undefined, 'ta'));
    expect(html).not.toContain('பந்தய விகிதங்கள்');
    expect(html).not.toContain('Kestrel');
  });

  it('compares odds in the visitor’s format with their moves when the rules allow', async () => {
    const html = render(
      path(FOOTBALL_ID, 'odds'),
      'ta',
      await matchData(FOOTBALL_ID, 'odds', 'ta', true),
      true,
    );
    const text = visibleText(html);
    expect(text).toContain('போட்டி முடிவு');
    expect(text).toContain('இரட்டை வாய்ப்பு');
    expect(text).toContain('Kestrel');
    expect(text).toContain('விகித வடிவம்: பின்ன');
    expect(text).toMatch(/\b\d+\/\d+\b/);
    expect(html).toMatch(/aria-label="(உயர்வு|இறக்கம்), முன்பு/);
    expect(html).toMatch(/href="\/ta\/match\/g_1_[A-Za-z0-9]+\/odds\/"/);
    expect(englishLeft(html)).toEqual([]);
  });

  it('gives a cricket match its scorecard, in Tamil', async () => {
    const html = render(path(CRICKET_ID, 'scorecard'), 'ta', await matchData(CRICKET_ID, 'scorecard', 'ta'));
    const text = visibleText(html);
    expect(text).toContain('விக்கெட் வீழ்ச்சி');
    expect(text).toContain('பந்துவீச்சு');
    expect(text).toContain('டி20');
    expect(englishLeft(html)).toEqual([]);
  });

  it('gives a tennis match its game-by-game history with the points of the current set', async () => {
    const html = render(path(TENNIS_ID, 'history'), 'ta', await matchData(TENNIS_ID, 'history', 'ta'));
    const text = visibleText(html);
    expect(text).toContain('1-வது செட்');
    expect(text).toContain('புள்ளிகள்:');
    expect(englishLeft(html)).toEqual([]);
  });

  it('in the popup frame leaves out the site header and links to the full page', async () => {
    const html = render(
      path(FOOTBALL_ID, undefined, '?popup=1'),
      'ta',
      await matchData(FOOTBALL_ID, undefined, 'ta'),
    );
    expect(html).not.toContain('class="skip"');
    expect(html).toContain('popup-frame');
    expect(html).toMatch(
      new RegExp(`<a href="/ta/match/${FOOTBALL_ID}/" target="_blank"[^>]*>முழுப் பக்கத்தில் திறக்க`),
    );
    expect(html).toMatch(/href="\/ta\/match\/g_1_[A-Za-z0-9]+\/lineups\/\?popup=1"/);
  });

  it('renders the not-found page in the page’s language', () => {
    const html = render('/ta/match/g_1_nothing/', 'ta', null);
    expect(visibleText(html)).toContain('பக்கம் கிடைக்கவில்லை');
  });

  it('carries a SportsEvent for search engines', async () => {
    const html = render(path(FOOTBALL_ID), 'ta', await matchData(FOOTBALL_ID, undefined, 'ta'));
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? '{}';
    const data = JSON.parse(json) as Record<string, unknown>;
    expect(data['@type']).toBe('SportsEvent');
    expect(data.name).toBe('Rayo Vallecano - Villarreal');
    expect(data.startDate).toMatch(/^2026-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(data.eventStatus).toBe('https://schema.org/EventScheduled');
  });
});

describe('match page meta', () => {
  const meta = (id: string, tab: MatchTab = 'summary', lang: Lang = 'ta') =>
    matchMeta({
      lang,
      origin: ORIGIN,
      eventId: id,
      tab,
      tzMinutes: 330,
      header: FEEDS[`dc_1_${id.slice(2)}`] ?? '0',
    });

  it('has a Tamil title with the teams, league and date, a description, canonical and hreflang', () => {
    const tags = meta(FOOTBALL_ID);
    const title = tags.find((t) => 'title' in t)?.title ?? '';
    expect(title).toMatch(/^Rayo Vallecano - Villarreal நேரலை ஸ்கோர் \| லா லிகா \| \d+ நவ\./);
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: `${ORIGIN}/ta/match/${FOOTBALL_ID}/`,
    });
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'en',
      href: `${ORIGIN}/en/match/${FOOTBALL_ID}/`,
    });
    expect(tags.some((t) => t.name === 'description' && t.content?.includes('Rayo Vallecano'))).toBe(true);
    expect(tags.some((t) => t.name === 'robots')).toBe(false);
  });

  it('keeps cricket detail pages out of the index (spec 1 §3)', () => {
    expect(meta(CRICKET_ID)).toContainEqual({ name: 'robots', content: 'noindex' });
  });

  it('names the tab in a tab’s title; the popup’s canonical is the full page', () => {
    const tags = meta(FOOTBALL_ID, 'lineups');
    expect(tags.find((t) => 'title' in t)?.title).toMatch(/^அணி வரிசை: Rayo Vallecano - Villarreal/);
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: `${ORIGIN}/ta/match/${FOOTBALL_ID}/lineups/`,
    });
  });
});
