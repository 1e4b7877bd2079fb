/**
 * The 12/24-hour choice (the `clk` cookie, `useHourClock()`) on every page that writes a time of day,
 * not only the boards: one test per formatter path, each failing if that path went back to 24 hours.
 * Pages are rendered as the first HTML (renderToString) with the root loader's settings saying '12'.
 */
import {
  applyEventPatch,
  decodeMatchHeader,
  Market,
  type MatchEvent,
  type NewsItem,
  StageType,
} from '@nerali/domain';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nProvider } from '../i18n/react.tsx';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { getI18n } from '../i18n/index.ts';
import LangLayout from './lang-layout.tsx';
import TeamPage, { loader as teamLoader } from './team.tsx';
import { MatchHeader } from '../features/match/MatchHeader.tsx';
import { FEEDS, FOOTBALL_ID } from '../features/match/test-fixtures.ts';
import { formatMatchStart } from '../features/match/time.ts';
import { formatPublished } from '../features/news/format.ts';
import { NewsItemRow } from '../features/news/NewsItemRow.tsx';
import { OddsTable } from '../features/odds/OddsTable.tsx';
import { RankingIndex, updatedText } from '../features/rankings/RankingIndex.tsx';
import * as bodies from '../features/team/test-bodies.ts';
import { ALL_OFF } from '../kit/visitor.ts';
import { HourClockContext } from '../kit/time/hour-clock.ts';
import type { HourClock } from '../kit/time/format.ts';
import { sportById, type SportInfo } from '@nerali/domain';

/** 19:30 in India (UTC+5:30) on 22 November 2026. */
const EVENING_S = Date.UTC(2026, 10, 22, 14, 0) / 1000;
const IST = 330;
const TWELVE = /(நள்ளிரவு|அதிகாலை|காலை|மதியம்|மாலை|இரவு) \d{1,2}:\d{2}/;
const t = getI18n('ta').t;
const FOOTBALL = sportById(1) as SportInfo;

function withClock(clock: HourClock, node: ReactNode): string {
  const Stub = createRoutesStub([{ path: '/', Component: () => <>{node}</> }]);
  return renderToString(
    <I18nProvider i18n={getI18n('ta')}>
      <HourClockContext.Provider value={clock}>
        <Stub initialEntries={['/']} />
      </HourClockContext.Provider>
    </I18nProvider>,
  );
}

describe('formatters with the clock', () => {
  it('the match header’s start', () => {
    expect(formatMatchStart(EVENING_S, IST, 'ta', '12')).toMatch(/, இரவு 7:30$/);
    expect(formatMatchStart(EVENING_S, IST, 'ta')).toMatch(/, 19:30$/);
  });

  it('a news or video date', () => {
    expect(formatPublished(EVENING_S, EVENING_S, IST, 'ta', '12')).toBe('22 நவம்பர், இரவு 7:30');
    expect(formatPublished(EVENING_S, EVENING_S, IST, 'ta')).toBe('22 நவம்பர், 19:30');
  });

  it('a ranking’s update time', () => {
    expect(updatedText(EVENING_S, EVENING_S, IST, 'ta', t, '12')).toContain('இரவு 7:30');
    expect(updatedText(EVENING_S, EVENING_S, IST, 'ta', t)).toContain('19:30');
  });
});

describe('components read the clock from the page', () => {
  const header = decodeMatchHeader(FEEDS.dc_1_1_H4dpf7Tl ?? '');
  if (!header?.event) throw new Error('fixture without a header');
  const event = applyEventPatch(
    undefined,
    { ...header.event, startTime: EVENING_S },
    { sportId: 1, leagueId: header.leagueId },
  );

  it('the match header', () => {
    const html = (clock: HourClock) =>
      withClock(
        clock,
        <MatchHeader
          header={header}
          event={event}
          sport={FOOTBALL}
          clock={null}
          t={t}
          lang="ta"
          tzMinutes={IST}
        />,
      );
    expect(html('12')).toContain('இரவு 7:30');
    expect(html('24')).toContain('19:30');
  });

  it('a news row', () => {
    const item = {
      id: 'n1',
      sportId: 1,
      headline: { ta: 'தலைப்பு', en: 'Headline' },
      lead: { ta: '', en: '' },
      publishedAt: EVENING_S,
    } as unknown as NewsItem;
    const html = withClock('12', <NewsItemRow item={item} lang="ta" nowS={EVENING_S} tzMinutes={IST} />);
    expect(html).toContain('இரவு 7:30');
  });

  it('the rankings list', () => {
    const items = [
      {
        id: 'r1',
        name: { ta: 'தரவரிசை', en: 'Ranking' },
        live: false,
        updatedAt: EVENING_S,
        leader: null,
        size: 0,
      },
    ] as never;
    const html = withClock(
      '12',
      <RankingIndex items={items} sport={FOOTBALL} lang="ta" nowS={EVENING_S} tzMinutes={IST} t={t} />,
    );
    expect(html).toContain('இரவு 7:30');
  });

  it('the odds table’s kick-off', () => {
    const scheduled: MatchEvent = { ...event, stageType: StageType.scheduled, stage: 1 };
    const html = withClock(
      '12',
      <OddsTable
        league={{
          id: header.leagueId,
          sportId: 1,
          name: 'LaLiga',
          templateKey: 'x',
          tournamentType: 't',
          order: 1,
          countryId: 3,
          countryName: 'Spain',
          countryCode: 'es',
          countryOrder: 1,
          eventIds: [FOOTBALL_ID],
        }}
        rows={[
          {
            event: scheduled,
            odds: {
              eventId: FOOTBALL_ID,
              bookmakerId: 1,
              bookmakerName: 'Kestrel',
              market: Market.oneXTwo,
              live: false,
              active: true,
              prices: new Map(),
            },
          },
        ]}
        sport={FOOTBALL}
        rules={{ format: 'eu', showBookmakerNames: false }}
        lang="ta"
        tzMinutes={IST}
        t={t}
      />,
    );
    expect(html).toContain('இரவு 7:30');
  });
});

describe('pages in 12 hours (the root loader’s settings)', () => {
  const TEAM = 'CSJjjZQg';
  const TEAM_FEEDS: Record<string, string> = {
    [`p_${TEAM}_ta_1`]: bodies.teamHeader,
    [`pe_${TEAM}_ta`]: bodies.teamRecord,
    [`pl_330_${TEAM}_1_ta`]: bodies.teamPage,
    [`pr_${TEAM}_1_ta`]: bodies.teamResults,
    [`pf_${TEAM}_1_ta`]: bodies.teamFixtures,
    [`pnf_${TEAM}_1`]: bodies.teamNews,
  };

  async function teamPage(path: string, clock: HourClock): Promise<string> {
    const request = new Request(`http://nerali.test${path}`);
    const [, lang, sport, , participantId, tab] = new URL(request.url).pathname.split('/');
    const context = {
      nerali: {
        getFeed: async (name: string) => ({ status: 200, body: TEAM_FEEDS[name] ?? '0' }),
        nowS: () => bodies.CAPTURED_AT_S,
        visitor: { country: 'IN', subdivision: 'TN', group: 'IN:TN', settings: {} },
      },
    };
    const team = await teamLoader({
      params: { lang, sport, participantId, tab: tab === '' ? undefined : tab },
      request,
      context,
    } as never);
    const root = {
      theme: null,
      visitor: { country: 'IN', subdivision: 'TN', group: 'IN:TN', settings: ALL_OFF, ageGate: false },
      odds: { format: 'eu', legalAge: null },
      settings: {
        clock,
        spoilerDelayS: 0,
        liveTable: { sortByTime: false, mygamesNotifications: 'yessilent' },
      },
    };
    const Stub = createRoutesStub([
      { id: 'root', path: '/', Component: () => null, children: [] },
      {
        id: 'lang',
        path: '/:lang',
        Component: LangLayout,
        children: [{ id: 'team', path: ':sport/team/:participantId/:tab?', Component: TeamPage as never }],
      },
    ]);
    return renderToString(
      <I18nProvider i18n={getI18n('ta')}>
        <Stub initialEntries={[path]} hydrationData={{ loaderData: { root, lang: null, team } }} />
      </I18nProvider>,
    );
  }

  it('a team’s fixtures list their kick-offs in the chosen clock', async () => {
    const twelve = await teamPage(`/ta/football/team/${TEAM}/fixtures/`, '12');
    expect(twelve).toMatch(TWELVE);
    const twentyFour = await teamPage(`/ta/football/team/${TEAM}/fixtures/`, '24');
    expect(twentyFour).not.toMatch(TWELVE);
  });

  it('a team’s news list their times in the chosen clock', async () => {
    expect(await teamPage(`/ta/football/team/${TEAM}/news/`, '12')).toMatch(TWELVE);
    expect(await teamPage(`/ta/football/team/${TEAM}/news/`, '24')).not.toMatch(TWELVE);
  });
});
