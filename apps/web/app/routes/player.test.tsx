/**
 * The player profile from real feed bodies (features/team/test-bodies.ts): loader (404s, redirects)
 * and first HTML in Tamil: team link, country, position, number, age on the visitor's day, height,
 * recent matches.
 */
import { CricketGameType, cricketFiguresCells, encodeFeed, playerProfileCells } from '@nerali/domain';
import { renderToString } from 'react-dom/server';
import { I18nProvider } from '../i18n/react.tsx';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import * as bodies from '../features/team/test-bodies.ts';
import { getI18n } from '../i18n/index.ts';
import LangLayout from './lang-layout.tsx';
import PlayerPage, { loader } from './player.tsx';

const cricketer = (id: string, figures: boolean) =>
  encodeFeed([
    playerProfileCells({
      id,
      name: 'Ravi Joshi',
      sportId: 13,
      teamId: 'KmAbZdyw',
      teamName: 'Tamil Nadu',
      countryId: 0,
      countryName: '',
      countryCode: '',
    }),
    ...(figures
      ? [
          cricketFiguresCells({
            scope: 'c',
            format: CricketGameType.odi,
            through: bodies.CAPTURED_AT_S - 86_400,
            matches: 3,
            innings: 3,
            notOuts: 0,
            runs: 141,
            balls: 150,
            highest: 88,
            highestNotOut: false,
            fours: 12,
            sixes: 2,
            hundreds: 0,
            fifties: 1,
            bowlingInnings: 0,
            bowlingBalls: 0,
            bowlingRuns: 0,
            wickets: 0,
            maidens: 0,
            fiveWickets: 0,
          }),
        ]
      : []),
  ]);
const FEEDS: Record<string, string> = {
  pp_8521myk0_ta: bodies.player,
  pp_UR5iotDs_ta: bodies.driverProfile,
  pp_CrkPlyr1_ta: cricketer('CrkPlyr1', true),
  pp_CrkPlyr2_ta: cricketer('CrkPlyr2', false),
};
const context = {
  nerali: {
    getFeed: async (name: string) => ({ status: 200, body: FEEDS[name] ?? '0' }),
    nowS: () => bodies.CAPTURED_AT_S,
    visitor: { country: 'IN', subdivision: null, group: 'IN', settings: {} },
  },
};

async function load(path: string) {
  const [, lang, sport, , playerId] = new URL(path, 'http://nerali.test').pathname.split('/');
  try {
    return await loader({
      params: { lang, sport, playerId },
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
      children: [{ id: 'player', path: ':sport/player/:playerId', Component: PlayerPage as never }],
    },
  ]);
  return renderToString(
    <I18nProvider i18n={getI18n('ta')}>
      <Stub
        initialEntries={[path]}
        hydrationData={{ loaderData: { lang: null, player: await load(path) } }}
      />
    </I18nProvider>,
  );
}

const text = (html: string) => html.replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ').replace(/<[^>]+>/g, ' ');

describe('player profile', () => {
  it('shows the profile in Tamil with the age counted on the visitor’s day', async () => {
    const html = await render('/ta/football/player/8521myk0/');
    const t = text(html);
    expect(html).toMatch(/<h1>Arjun Natarajan<\/h1>/);
    expect(html).toContain('href="/ta/football/team/CSJjjZQg/"');
    expect(t).toContain('தடுப்பாட்டக்காரர்');
    expect(t).toContain('சட்டை எண்');
    // Born 24 July 1992; captured on 24 November 2026.
    expect(t).toContain('34 வயது');
    expect(t).toContain('175 செ.மீ.');
    expect(t).toContain('சமீபத்திய போட்டிகள்');
    expect(html).toContain('href="/ta/match/g_1_MTqhKYqo/"');
    expect(t).toContain('அணியில் இடம்பெறவில்லை');
    const latin = text(html)
      .replace(
        /Arjun Natarajan|Chennaiyin FC|Mohun Bagan Super Giant|Odisha FC|NorthEast United|Kerala Blasters|East Bengal|Indian Navy FT/g,
        ' ',
      )
      .match(/[A-Za-z]{2,}/g);
    expect(latin).toBeNull();
  });

  it('a cricketer’s figures under his profile; none yet is a sentence; a footballer’s section too (goals, issue 15)', async () => {
    const t1 = text(await render('/ta/cricket/player/CrkPlyr1/'));
    expect(t1).toContain('புள்ளிவிவரங்கள்');
    expect(t1).toMatch(/ஒருநாள் போட்டி\s+ஒட்டுமொத்தம்/);
    // 141 runs, 3 dismissals: 47.00; 141 off 150 balls: 94.00.
    expect(t1).toMatch(/141\s+88\s+47\.00\s+94\.00/);
    const t2 = text(await render('/ta/cricket/player/CrkPlyr2/'));
    expect(t2).toContain('முடிந்த போட்டிகளில் இவரது புள்ளிவிவரங்கள் இன்னும் பதிவாகவில்லை.');
    // This footballer's feed carries no YO row: the section says so in a sentence.
    expect(text(await render('/ta/football/player/8521myk0/'))).toContain(
      'முடிந்த போட்டிகளில் இவரது புள்ளிவிவரங்கள் இன்னும் பதிவாகவில்லை.',
    );
  });

  it('a driver is his own participant: his races, no team line', async () => {
    const html = await render('/ta/auto-racing/player/UR5iotDs/');
    expect(html).toMatch(/<h1>A\. Venkatesh<\/h1>/);
    expect(html).toContain('href="/ta/auto-racing/team/UR5iotDs/"');
  });

  it('is a 404 for unknown or malformed ids and extra queries, and redirects to its sport and slash', async () => {
    for (const path of [
      '/ta/football/player/nobody/',
      '/ta/football/player/a-b/',
      '/ta/winter-sports/player/8521myk0/',
    ]) {
      const result = (await load(path)) as { init?: { status?: number } };
      expect(result.init?.status, path).toBe(404);
    }
    expect(((await load('/ta/cricket/player/8521myk0/')) as Response).headers.get('location')).toBe(
      '/ta/football/player/8521myk0/',
    );
    expect(((await load('/ta/football/player/8521myk0')) as Response).status).toBe(301);
  });
});
