/**
 * The sport page as the server renders it for visitors of different regions and answers: the age gate,
 * the odds tab, the formats, and that no odds or bookmaker element leaks where it must not be.
 */
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { I18nProvider } from '../i18n/react.tsx';
import { createRoutesStub, Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { getI18n } from '../i18n/index.ts';
import type { VisitorGeo } from '../load-context.ts';
import LangLayout from './lang-layout.tsx';
import SportPage from './sport.tsx';
import { NOW_S, sampleEvents, sampleFeed } from '../features/board/test-fixtures.ts';
import { GAMBLING_HELP_URL } from '../shell/SiteFooter.tsx';
import type { OddsPrefs } from '../features/odds/prefs.ts';
import {
  DEFAULT_VISITOR,
  INDIAN_VISITOR,
  licensedVisitor,
  oddsBody,
  oddsItem,
  visibleText,
} from '../features/odds/testing.tsx';

const CHENNAI = 'g_1_CHEMUM001';
const ODDS = oddsBody(
  [
    oddsItem(CHENNAI, [
      { selection: '1', value: 2.1, previous: 2.05 },
      { selection: 'X', value: 3.4 },
      { selection: '2', value: 2.5, previous: 2.6 },
    ]),
  ],
  '1.4',
);

/** The whole page, lazy parts included (the odds tab is loaded on demand: LazyOddsBoard). */
async function renderAll(element: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element);
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

function renderSport(
  path: string,
  visitor: VisitorGeo,
  prefs: OddsPrefs,
  odds: string | null = null,
): Promise<string> {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      Component: () => <Outlet />,
      children: [
        {
          id: 'lang',
          path: ':lang',
          Component: LangLayout,
          children: [{ id: 'index', index: true, Component: SportPage as never }],
        },
      ],
    },
  ]);
  const board = {
    kind: 'board',
    lang: 'ta',
    slug: 'football',
    origin: 'http://nerali.test',
    path: '/ta/',
    nowS: NOW_S,
    feed: sampleFeed(1, 'ta'),
    day: 0,
    tzMinutes: 330,
    collapsed: [],
    odds,
  };
  return renderAll(
    <I18nProvider i18n={getI18n('ta')}>
      <Stub
        initialEntries={[path]}
        hydrationData={{
          loaderData: { root: { theme: null, visitor, odds: prefs }, lang: null, index: board },
        }}
      />
    </I18nProvider>,
  );
}

const UNANSWERED: OddsPrefs = { format: 'eu', legalAge: null };
const CONFIRMED: OddsPrefs = { format: 'eu', legalAge: '1' };

/** Anything that would tell of odds or bookmakers on a page. */
function oddsTraces(html: string): string[] {
  const traces = ['od-p', 'od-t', 'Kestrel', 'பந்தய விகிதங்கள் தகவலுக்கு', GAMBLING_HELP_URL];
  const found = traces.filter((trace) => html.includes(trace));
  // The odds tab's link (the header's language link repeats the page's own query, which is no tab).
  if (/<a class="tab"[^>]*tab=odds/.test(html)) found.push('odds tab');
  return found;
}

describe('odds on the sport page, by region and age', () => {
  it('[AGE4] [AGE5] default region, not answered: the age question, and no odds anywhere', async () => {
    const html = await renderSport('/ta/', DEFAULT_VISITOR, UNANSWERED);
    expect(visibleText(html)).toContain('உங்களுக்கு 18 வயது நிறைவடைந்துவிட்டதா?');
    expect(html).toContain('aria-label="ஆம், எனக்கு 18 வயது நிறைவடைந்துவிட்டது"');
    expect(oddsTraces(html)).toEqual([]);
    // Asked for the odds tab all the same (a shared link): the plain board, no prices.
    const tab = await renderSport('/ta/?tab=odds', DEFAULT_VISITOR, UNANSWERED, ODDS);
    expect(oddsTraces(tab)).toEqual([]);
    expect(tab).toContain('Chennaiyin FC');
  });

  it('[AGE4] default region, confirmed: the odds tab with prices, arrows and the bookmaker’s name', async () => {
    const html = await renderSport('/ta/?tab=odds', DEFAULT_VISITOR, CONFIRMED, ODDS);
    expect(html).not.toContain('உங்களுக்கு 18 வயது');
    expect(html).toMatch(/aria-current="page"[^>]*>பந்தய விகிதங்கள்/);
    // The traces the other tests look for are all here: they can fail.
    expect(oddsTraces(html).sort()).toEqual(
      ['od-p', 'od-t', 'Kestrel', 'பந்தய விகிதங்கள் தகவலுக்கு', GAMBLING_HELP_URL, 'odds tab'].sort(),
    );
    const text = visibleText(html);
    expect(text).toContain('2.10');
    expect(text).toContain('3.40');
    expect(text).toContain('2.50');
    expect(html).toContain('data-move="1"');
    expect(html).toContain('data-move="-1"');
    expect(text).toContain('Kestrel');
    expect(text).toContain('விகிதங்கள் தகவலுக்கு மட்டுமே');
    // Odds as information: nothing links to a bookmaker; the help link for problem gambling is there.
    expect(html).toContain(GAMBLING_HELP_URL);
    expect(html).not.toMatch(/href="https?:\/\/(?!www\.gamblersanonymous)/);
    // The advert notice needs clickable bookmakers (AGE6).
    expect(html).not.toContain('responsible-notice');
  });

  it.each([
    ['uk', '11/10', '3/2'],
    ['us', '+110', '+150'],
    ['hk', '1.10', '1.50'],
    ['ma', '-0.91', '-0.67'],
    ['in', '1.10', '1.50'],
  ] as const)('the server renders the prices in the visitor’s format (%s)', async (format, home, away) => {
    const text = visibleText(
      await renderSport('/ta/?tab=odds', DEFAULT_VISITOR, { format, legalAge: '1' }, ODDS),
    );
    expect(text).toContain(home);
    expect(text).toContain(away);
    expect(text).not.toContain('2.10');
  });

  it('[AGE4] India and Tamil Nadu: no odds, no bookmaker, no question, confirmed or not', async () => {
    for (const prefs of [UNANSWERED, CONFIRMED]) {
      for (const path of ['/ta/', '/ta/?tab=odds']) {
        const html = await renderSport(path, INDIAN_VISITOR, prefs, ODDS);
        expect(oddsTraces(html)).toEqual([]);
        expect(html).not.toContain('18 வயது');
        // The mobile app link is not about betting: it stays (AGE7).
        expect(html).toContain('href="/ta/mobile/#android"');
      }
    }
  });

  it('[AGE6] a licensed, clickable region shows the advert notice once the age is confirmed', async () => {
    expect(await renderSport('/ta/', licensedVisitor(), CONFIRMED)).toContain(
      'data-law="responsible-notice"',
    );
    expect(await renderSport('/ta/', licensedVisitor(), UNANSWERED)).not.toContain(
      'data-law="responsible-notice"',
    );
    expect(await renderSport('/ta/', licensedVisitor(false), UNANSWERED)).toContain(
      'data-law="responsible-notice"',
    );
  });

  it('a declined answer hides the question and offers to answer again', async () => {
    const html = await renderSport('/ta/', DEFAULT_VISITOR, { format: 'eu', legalAge: '0' });
    expect(html).not.toContain('உங்களுக்கு 18 வயது');
    expect(visibleText(html)).toContain('வயதை உறுதிப்படுத்த');
    expect(oddsTraces(html)).toEqual([]);
  });

  it('the odds tab of a /ta page shows no English word but team and bookmaker names', async () => {
    const html = await renderSport('/ta/?tab=odds', DEFAULT_VISITOR, CONFIRMED, ODDS);
    let text = `${visibleText(html)} ${[...html.matchAll(/(?:aria-label|title|alt)="([^"]*)"/g)].map((m) => m[1]).join(' ')}`;
    const names = [...sampleEvents(1).flatMap((e) => [e.homeName, e.awayName]), 'Kestrel'];
    for (const name of names.sort((a, b) => b.length - a.length)) text = text.replaceAll(name, '');
    expect(text).not.toMatch(/[A-Za-z]{2,}/);
  });
});
