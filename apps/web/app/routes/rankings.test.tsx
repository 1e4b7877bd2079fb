/**
 * Rankings from real feed bodies: the sport's list (rnk_) and one ranking (ran_), in Tamil, with
 * movement said in words for screen readers and names linking to participant pages; 404s.
 */
import { renderToString } from 'react-dom/server';
import { I18nProvider } from '../i18n/react.tsx';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import * as bodies from '../features/team/test-bodies.ts';
import { getI18n } from '../i18n/index.ts';
import LangLayout from './lang-layout.tsx';
import RankingsPage, { loader } from './rankings.tsx';

const FEEDS: Record<string, string> = {
  rnk_2: bodies.tennisRankings,
  'ran_tennis-men_1': bodies.tennisRanking,
};
const context = {
  nerali: {
    getFeed: async (name: string) => ({ status: 200, body: FEEDS[name] ?? '0' }),
    nowS: () => bodies.CAPTURED_AT_S,
    visitor: { country: 'IN', subdivision: null, group: 'IN', settings: {} },
  },
};

async function load(path: string) {
  const [, lang, sport, , rankingId] = new URL(path, 'http://nerali.test').pathname.split('/');
  try {
    return await loader({
      params: { lang, sport, rankingId: rankingId || undefined },
      request: new Request(`http://nerali.test${path}`),
      context,
    } as never);
  } catch (thrown) {
    return thrown;
  }
}

async function render(path: string): Promise<string> {
  const Stub = createRoutesStub([
    {
      id: 'lang',
      path: '/:lang',
      Component: LangLayout,
      children: [{ id: 'rankings', path: ':sport/rankings/:rankingId?', Component: RankingsPage as never }],
    },
  ]);
  return renderToString(
    <I18nProvider i18n={getI18n('ta')}>
      <Stub
        initialEntries={[path]}
        hydrationData={{ loaderData: { lang: null, rankings: await load(path) } }}
      />
    </I18nProvider>,
  );
}

const text = (html: string) => html.replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ').replace(/<[^>]+>/g, ' ');

describe('rankings', () => {
  it('lists the sport’s rankings with their leaders, the live one marked', async () => {
    const html = await render('/ta/tennis/rankings/');
    expect(html).toContain('<h1>டென்னிஸ் தரவரிசைகள்</h1>');
    expect(html).toContain('href="/ta/tennis/rankings/tennis-men-live/"');
    expect(text(html)).toContain('ஆண்கள் ஒற்றையர் டென்னிஸ் தரவரிசை');
    expect(text(html)).toContain('நேரலை');
    expect(text(html)).toContain('முதலிடம்: T. Lefebvre');
  });

  it('shows one ranking: 100 places, movement in words, names linking to the participant pages', async () => {
    const html = await render('/ta/tennis/rankings/tennis-men/');
    expect((html.match(/data-participant-id=/g) ?? []).length).toBe(100);
    expect(html).toMatch(/href="\/ta\/tennis\/team\/[A-Za-z0-9]+\/"/);
    expect(text(html)).toMatch(/\d+ இடம் (முன்னேற்றம்|பின்னடைவு)|மாற்றமில்லை/);
    expect(html).toContain('href="/ta/tennis/rankings/tennis-men/?page=2"');
  });

  it('is a 404 for a sport without rankings, an unknown ranking, a bad page', async () => {
    for (const path of [
      '/ta/basketball/rankings/',
      '/ta/tennis/rankings/nothere/',
      '/ta/tennis/rankings/tennis-men/?page=x',
      '/ta/tennis/rankings/a.b/',
    ]) {
      const result = (await load(path)) as { init?: { status?: number } };
      expect(result.init?.status, path).toBe(404);
    }
    expect(((await load('/ta/football/rankings/tennis-men/')) as Response).headers.get('location')).toBe(
      '/ta/tennis/rankings/tennis-men/',
    );
  });
});
