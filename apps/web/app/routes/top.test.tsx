/**
 * The mixed page (spec 1 §2 "mixed", §7 `fm_`): its loader asks the sport-0 mixed feed, and its first
 * HTML lists the top matches of every sport in the feed, in Tamil.
 */
import { encodeFeed, eventCells, leagueCells, RowKey, StageType } from '@nerali/domain';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { event, INDIA, league, NOW_S } from '../kit/event/fixture-base.ts';
import { getI18n } from '../i18n/index.ts';
import { I18nProvider } from '../i18n/react.tsx';
import { mixedFeedName, readMixedFeed } from '../features/top/mixed-feed.ts';
import LangLayout from './lang-layout.tsx';
import TopPage, { loader } from './top.tsx';

const ISL = league(1, 'isl', 'இந்தியன் சூப்பர் லீக்', 'Indian Super League', INDIA);
const PKL = league(18, 'pkl', 'புரோ கபடி லீக்', 'Pro Kabaddi League', INDIA);
const MATCH = event(1, ISL.id, 'isl01', {
  homeName: 'Chennaiyin FC',
  awayName: 'Kerala Blasters',
  stageType: StageType.scheduled,
  startTime: NOW_S + 3600,
});
const RAID = event(18, PKL.id, 'pkl01', {
  homeName: 'Tamil Thalaivas',
  awayName: 'Bengal Warriorz',
  stageType: StageType.scheduled,
  startTime: NOW_S + 7200,
});

function mixedBody(lang: 'ta' | 'en'): string {
  return encodeFeed([
    [[RowKey.feedDay, '0;330']],
    [[RowKey.sport, '1']],
    leagueCells(ISL, INDIA, lang),
    eventCells(MATCH),
    [[RowKey.sport, '18']],
    leagueCells(PKL, INDIA, lang),
    eventCells(RAID),
  ]);
}

async function load(feeds: Map<string, string>) {
  const asked: string[] = [];
  const result = await loader({
    params: { lang: 'ta' },
    request: new Request('http://nerali.test/ta/top/', { headers: { cookie: 'tz=330' } }),
    context: {
      nerali: {
        getFeed: async (name: string) => {
          asked.push(name);
          return { status: 200, body: feeds.get(name) ?? '0' };
        },
        nowS: () => NOW_S,
      },
    },
  } as never);
  return { result, asked };
}

function render(loaderData: unknown): string {
  const Stub = createRoutesStub([
    {
      id: 'lang',
      path: '/:lang',
      Component: LangLayout,
      children: [{ id: 'page', path: '*', Component: TopPage as never }],
    },
  ]);
  return renderToString(
    <I18nProvider i18n={getI18n('ta')}>
      <Stub initialEntries={['/ta/top/']} hydrationData={{ loaderData: { lang: null, page: loaderData } }} />
    </I18nProvider>,
  );
}

describe('[S1 2.2] [S1 7.2] the mixed page', () => {
  it('[S1 7.2] the loader asks fm_0_{day}_{tz}_{lang} (sport 0, every sport)', async () => {
    const feeds = new Map([[mixedFeedName(0, 330, 'ta'), mixedBody('ta')]]);
    const { result, asked } = await load(feeds);
    expect(asked).toEqual(['fm_0_0_330_ta']);
    expect(result).toMatchObject({ kind: 'top', lang: 'ta', path: '/ta/top/' });
  });

  it('[S1 2.2] lists the top matches of each sport of the feed, league by league, with a Tamil heading', async () => {
    const feeds = new Map([[mixedFeedName(0, 330, 'ta'), mixedBody('ta')]]);
    const html = render((await load(feeds)).result);
    expect(html).toContain('<h1>இன்றைய முக்கியப் போட்டிகள்</h1>');
    expect(html).toContain('data-event-id="g_1_isl01"');
    expect(html).toContain('data-event-id="g_18_pkl01"');
    expect(html.indexOf('இந்தியன் சூப்பர் லீக்')).toBeLessThan(html.indexOf('புரோ கபடி லீக்'));
  });

  it('[S1 2.2] a day without top matches says so', async () => {
    const html = render((await load(new Map())).result);
    expect(html).toContain('இன்று முன்னணித் தொடர்களில் போட்டிகள் இல்லை.');
    expect(readMixedFeed('0').events).toEqual([]);
  });
});
