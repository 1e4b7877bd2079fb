/**
 * The participant page from real feed bodies (features/team/test-bodies.ts, captured from the server
 * with the simulator): its loader against a feed store that serves them (tabs with data only, 404s,
 * redirects) and its first HTML (renderToString), in Tamil.
 */
import { renderToString } from 'react-dom/server';
import { I18nProvider } from '../i18n/react.tsx';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import * as bodies from '../features/team/test-bodies.ts';
import { getI18n } from '../i18n/index.ts';
import LangLayout from './lang-layout.tsx';
import TeamPage, { loader } from './team.tsx';

const TEAM = 'CSJjjZQg';
const FEEDS: Record<string, string> = {
  [`p_${TEAM}_ta_1`]: bodies.teamHeader,
  [`pe_${TEAM}_ta`]: bodies.teamRecord,
  [`pl_330_${TEAM}_1_ta`]: bodies.teamPage,
  [`pr_${TEAM}_1_ta`]: bodies.teamResults,
  [`pf_${TEAM}_1_ta`]: bodies.teamFixtures,
  [`psq_${TEAM}_ta`]: bodies.teamSquad,
  [`tetr_${TEAM}_1_1`]: bodies.teamTransfers,
  [`pij_${TEAM}_ta`]: bodies.teamInjuries,
  [`pnf_${TEAM}_1`]: bodies.teamNews,
  ts_1_mpYlqMaW_ta_1: bodies.teamTable,
  p_UR5iotDs_ta_1: bodies.driverHeader,
  pe_UR5iotDs_ta: bodies.driverRecord,
  pl_330_UR5iotDs_1_ta: bodies.driverPage,
  pr_UR5iotDs_1_ta: bodies.driverResults,
  pp_UR5iotDs_ta: bodies.driverProfile,
};

/** The server's feed store as the loader sees it: a known name's body, otherwise the empty feed. */
const context = {
  nerali: {
    getFeed: async (name: string) => ({ status: 200, body: FEEDS[name] ?? '0' }),
    nowS: () => bodies.CAPTURED_AT_S,
    visitor: { country: 'IN', subdivision: 'TN', group: 'IN:TN', settings: {} },
  },
};

function params(path: string) {
  const [, lang, sport, , participantId, tab] = new URL(path, 'http://nerali.test').pathname.split('/');
  return { lang, sport, participantId, tab: tab === '' ? undefined : tab };
}

async function load(path: string) {
  const request = new Request(`http://nerali.test${path}`);
  try {
    return await loader({ params: params(path), request, context } as never);
  } catch (thrown) {
    return thrown;
  }
}

async function status(path: string): Promise<number> {
  const result = await load(path);
  if (result instanceof Response) return result.status;
  const init = (result as { init?: { status?: number } }).init;
  return init?.status ?? 200;
}

async function render(path: string): Promise<string> {
  const loaderData = await load(path);
  const Stub = createRoutesStub([
    {
      id: 'lang',
      path: '/:lang',
      Component: LangLayout,
      children: [{ id: 'team', path: ':sport/team/:participantId/:tab?', Component: TeamPage as never }],
    },
  ]);
  return renderToString(
    <I18nProvider i18n={getI18n('ta')}>
      <Stub initialEntries={[path]} hydrationData={{ loaderData: { lang: null, team: loaderData } }} />
    </I18nProvider>,
  );
}

function visibleText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

/** Every value the feeds carry is data (team, player, league and coach names): the allowed Latin words. */
function properNames(): string[] {
  const names = new Set<string>();
  for (const body of Object.values(FEEDS)) {
    for (const m of body.matchAll(/÷([^¬~]*)/g)) if (m[1] && /[A-Za-z]/.test(m[1])) names.add(m[1]);
  }
  return [...names].sort((a, b) => b.length - a.length);
}

function latinLeft(html: string): string[] {
  let text = `${visibleText(html)} ${[...html.matchAll(/(?:aria-label|title|alt)="([^"]*)"/g)].map((m) => m[1]).join(' ')}`;
  for (const name of properNames()) text = text.replaceAll(name, ' ');
  return [...new Set(text.match(/[A-Za-z]{2,}/g) ?? [])];
}

describe('participant page loader', () => {
  it('offers only the tabs with data', async () => {
    const data = (await load(`/ta/football/team/${TEAM}/`)) as { tabs: string[] };
    expect(data.tabs).toEqual([
      'summary',
      'results',
      'fixtures',
      'squad',
      'transfers',
      'injuries',
      'news',
      'standings',
    ]);
    const driver = (await load('/ta/auto-racing/team/UR5iotDs/')) as { tabs: string[] };
    expect(driver.tabs).not.toContain('squad');
    expect(driver.tabs).toContain('results');
  });

  it('answers 404 for unknown or malformed ids, tabs, pages and queries', async () => {
    for (const path of [
      '/ta/football/team/nobody/',
      '/ta/football/team/a_b/',
      `/ta/football/team/${TEAM}/odds/`,
      `/ta/football/team/${TEAM}/summary/`,
      `/ta/football/team/${TEAM}/results/?page=0`,
      `/ta/football/team/${TEAM}/results/?page=2`,
      `/ta/football/team/${TEAM}/results/?page=abc`,
      `/ta/nosport/team/${TEAM}/`,
      `/ta/motorsport/team/${TEAM}/`,
      `/xx/football/team/${TEAM}/`,
      '/ta/auto-racing/team/UR5iotDs/squad/',
    ]) {
      expect(await status(path), path).toBe(404);
    }
  });

  it('redirects to the trailing slash and to the participant’s own sport', async () => {
    const noSlash = (await load(`/ta/football/team/${TEAM}/results`)) as Response;
    expect(noSlash.status).toBe(301);
    expect(noSlash.headers.get('location')).toBe(`/ta/football/team/${TEAM}/results/`);
    const pageOne = (await load(`/ta/football/team/${TEAM}/results/?page=1`)) as Response;
    expect(pageOne.headers.get('location')).toBe(`/ta/football/team/${TEAM}/results/`);
    // A share's tracking parameters neither break the page nor enter its canonical address.
    expect(await status(`/ta/football/team/${TEAM}/?utm_source=x`)).toBe(200);
    expect(((await load(`/ta/football/team/${TEAM}/?utm_source=x`)) as { canonical: string }).canonical).toBe(
      `/ta/football/team/${TEAM}/`,
    );
    const otherSport = (await load(`/ta/cricket/team/${TEAM}/`)) as Response;
    expect(otherSport.status).toBe(301);
    expect(otherSport.headers.get('location')).toBe(`/ta/football/team/${TEAM}/`);
  });
});

describe('participant page (SSR)', () => {
  it('the summary: heading, record, league position, next matches and latest results in Tamil', async () => {
    const html = await render(`/ta/football/team/${TEAM}/`);
    const text = visibleText(html);
    expect(html).toMatch(/<h1>Chennaiyin FC<\/h1>/);
    expect(text).toContain('பயிற்சியாளர்: Rahul Banerjee');
    expect(text).toContain('அடுத்த போட்டிகள்');
    expect(text).toContain('சமீபத்திய முடிவுகள்');
    expect(text).toMatch(/இந்தியன் சூப்பர் லீக்: \d+-வது இடம், \d+ புள்ளிகள்/);
    expect(html).toContain('href="/ta/match/g_1_GIejv0Bv/"');
    expect(html).toMatch(/aria-current="page"[^>]*>சுருக்கம்/);
    expect(latinLeft(html)).toEqual([]);
  });

  it('results list finished matches with the team’s outcome, linked to the match', async () => {
    const html = await render(`/ta/football/team/${TEAM}/results/`);
    expect(html).toContain('data-event-id="g_1_MTqhKYqo"');
    expect(html).toMatch(/tm-res-W[^>]*title="வெற்றி"/);
    expect(latinLeft(html)).toEqual([]);
  });

  it('the squad by position, with numbers, ages and links to the profiles', async () => {
    const html = await render(`/ta/football/team/${TEAM}/squad/`);
    const text = visibleText(html);
    expect(text).toContain('கோல் காப்பாளர்');
    expect(text).toContain('தடுப்பாட்டக்காரர்');
    expect(html).toContain('href="/ta/football/player/MZGzXa3Q/"');
    expect(latinLeft(html)).toEqual([]);
  });

  it('transfers in and out with dates, kinds and fees in Tamil', async () => {
    const html = await render(`/ta/football/team/${TEAM}/transfers/`);
    const text = visibleText(html);
    expect(text).toContain('வருகை');
    expect(text).toContain('வெளியேற்றம்');
    expect(text).toContain('₹24.3 கோடி');
    expect(text).toContain('கடன் அடிப்படையில்');
    expect(latinLeft(html)).toEqual([]);
  });

  it('injuries, news and the league table with the team’s row marked', async () => {
    expect(latinLeft(await render(`/ta/football/team/${TEAM}/injuries/`))).toEqual([]);
    expect(visibleText(await render(`/ta/football/team/${TEAM}/injuries/`))).toContain('தோள்பட்டை காயம்');
    const news = await render(`/ta/football/team/${TEAM}/news/`);
    expect(news).toMatch(/href="\/ta\/news\/[A-Za-z0-9]+\/"/);
    const table = await render(`/ta/football/team/${TEAM}/standings/`);
    expect(table).toMatch(/class="tm-own-row" aria-current="true"/);
    expect(latinLeft(table)).toEqual([]);
  });

  it('a driver’s page lists races with place and time', async () => {
    const html = await render('/ta/auto-racing/team/UR5iotDs/results/');
    expect(html).toContain('class="tm-races"');
    expect(visibleText(html)).toContain('இடம்');
    expect(latinLeft(html)).toEqual([]);
  });
});
