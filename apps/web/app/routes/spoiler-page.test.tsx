/**
 * The match page's first HTML with a spoiler delay set (the `spd` cookie, read by the root loader):
 * a live match's score, incidents and statistics are held back exactly as the boards hold a row, and
 * the line under the header says why. Without a delay the page is as before.
 */
import { renderToString } from 'react-dom/server';
import { I18nProvider } from '../i18n/react.tsx';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import LangLayout from './lang-layout.tsx';
import MatchRoute, { handle } from './match.tsx';
import { getI18n } from '../i18n/index.ts';
import { DEFAULT_SETTINGS } from '../features/settings/settings.ts';
import type { MatchTab } from '../kit/paths.ts';
import { ALL_OFF } from '../kit/visitor.ts';
import { loadMatch } from '../features/match/load.ts';
import { FEEDS, FOOTBALL_ID, TENNIS_ID } from '../features/match/test-fixtures.ts';

const NOW_S = 1795561410;

async function page(eventId: string, tab: MatchTab | undefined, delayS: number): Promise<string> {
  const path = `/ta/match/${eventId}/${tab ? `${tab}/` : ''}`;
  const result = await loadMatch({
    lang: 'ta',
    eventId,
    tab,
    pathname: path,
    search: '',
    oddsFormat: 'eu',
    oddsAllowed: false,
    getFeed: async (name) => ({ status: 200, body: FEEDS[name] ?? '0' }),
  });
  if (result.kind !== 'match') throw new Error(result.kind);
  const Stub = createRoutesStub([
    { id: 'root', path: '/', Component: () => null, children: [] },
    {
      id: 'lang',
      path: '/:lang',
      Component: LangLayout,
      children: [{ id: 'match', path: 'match/:eventId/:tab?', Component: MatchRoute as never, handle }],
    },
  ]);
  const root = {
    theme: null,
    visitor: { country: 'XX', subdivision: null, group: 'test', settings: ALL_OFF, ageGate: false },
    odds: { format: 'eu', legalAge: null },
    settings: { ...DEFAULT_SETTINGS, spoilerDelayS: delayS },
  };
  const match = {
    kind: 'match',
    lang: 'ta',
    origin: 'http://nerali.test',
    tzMinutes: 330,
    nowS: NOW_S,
    match: result.data,
  };
  return renderToString(
    <I18nProvider i18n={getI18n('ta')}>
      <Stub initialEntries={[path]} hydrationData={{ loaderData: { root, lang: null, match } }} />
    </I18nProvider>,
  );
}

const HELD_NOTE = 'ஸ்கோர் தாமதம்: இந்தப் பகுதி பக்கம் திறந்து 30 வினாடி';

describe('match page with a spoiler delay (SSR)', () => {
  it('without a delay shows the score and the incidents', async () => {
    const html = await page(FOOTBALL_ID, undefined, 0);
    expect(html).toContain('class="mh-sc"');
    expect(html).toContain('Andrés Romero');
    expect(html).not.toContain('spoiler-bar');
  });

  it('holds the score and the incidents of a live match, keeps names and status, says why', async () => {
    const html = await page(FOOTBALL_ID, undefined, 30);
    expect(html).not.toContain('class="mh-sc"');
    expect(html).not.toContain('Andrés Romero');
    expect(html).toContain('Rayo Vallecano');
    expect(html).toContain('mh-status');
    expect(html).toContain(HELD_NOTE);
    expect(html).toContain('spoiler-bar');
    expect(html).toContain('ஸ்கோர்கள் 30 வினாடி தாமதமாகக் காட்டப்படுகின்றன');
  });

  it('holds the statistics and a tennis match’s point history; not the line-ups or the head-to-head', async () => {
    expect(await page(FOOTBALL_ID, 'stats', 30)).toContain(HELD_NOTE);
    expect(await page(TENNIS_ID, 'history', 30)).toContain(HELD_NOTE);
    expect(await page(FOOTBALL_ID, 'lineups', 30)).not.toContain(HELD_NOTE);
    expect(await page(FOOTBALL_ID, 'h2h', 30)).not.toContain(HELD_NOTE);
  });
});
