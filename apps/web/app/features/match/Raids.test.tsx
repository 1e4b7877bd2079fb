import {
  encodeFeed,
  encodeKabaddiFeed,
  EventStage,
  type KabaddiRaids,
  matchFeedName,
  MatchFeed,
  type MatchEvent,
  sportById,
  type SportInfo,
  StageType,
} from '@nerali/domain';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { getI18n } from '../../i18n/index.ts';
import { I18nProvider } from '../../i18n/react.tsx';
import { event, NOW_S } from '../../kit/event/fixture-base.ts';
import { Raids } from './Raids.tsx';
import { tabFeeds, tabsOfSport } from './tabs.ts';

const KABADDI = sportById(42) as SportInfo;
const MATCH: MatchEvent = event(42, '42_pkl', 'KBD001', {
  homeName: 'Tamil Thalaivas',
  awayName: 'Patna Pirates',
  startTime: NOW_S - 900,
  stageType: StageType.live,
  stage: EventStage.firstHalf,
  homeScore: '6',
  awayScore: '2',
});

/** A few raids by the rules: a super raid, a bonus before a tackle, two empty raids, a time-out, a card. */
const DOC: KabaddiRaids = {
  eventId: MATCH.id,
  entries: [
    {
      kind: 'raid',
      seq: 1,
      half: 1,
      clock: '00:31',
      side: 1,
      raider: 'Arjun Deshwal',
      onCourtBefore: [7, 7],
      result: 'successful',
      touched: ['Sachin', 'Ankit'],
      bonus: true,
      points: [3, 0],
      score: [3, 0],
    },
    {
      kind: 'raid',
      seq: 2,
      half: 1,
      clock: '01:02',
      side: 2,
      raider: 'Devank',
      onCourtBefore: [7, 5],
      result: 'tackled',
      touched: [],
      bonus: true,
      tackledBy: 'Sagar',
      assist: 'Sahil',
      points: [1, 1],
      score: [4, 1],
    },
    { kind: 'timeOut', seq: 3, half: 1, clock: '01:20', side: 2 },
    {
      kind: 'raid',
      seq: 4,
      half: 1,
      clock: '01:55',
      side: 2,
      raider: 'Ayan',
      onCourtBefore: [7, 4],
      result: 'empty',
      touched: [],
      bonus: false,
      points: [0, 0],
      score: [4, 1],
    },
    {
      kind: 'raid',
      seq: 5,
      half: 1,
      clock: '02:30',
      side: 2,
      raider: 'Ayan',
      onCourtBefore: [7, 4],
      result: 'empty',
      touched: [],
      bonus: false,
      points: [0, 0],
      score: [4, 1],
    },
    {
      kind: 'card',
      seq: 6,
      half: 1,
      clock: '02:40',
      side: 2,
      card: 'yellow',
      player: 'Devank',
      technical: 1,
    },
    {
      kind: 'raid',
      seq: 7,
      half: 1,
      clock: '03:10',
      side: 1,
      raider: 'Narender',
      onCourtBefore: [7, 4],
      result: 'successful',
      touched: ['Ayan'],
      bonus: false,
      points: [1, 0],
      score: [6, 1],
    },
  ],
};
const BODY = encodeFeed(encodeKabaddiFeed(DOC));

function page(lang: 'ta' | 'en', body: string | undefined = BODY, event: MatchEvent = MATCH): string {
  const i18n = getI18n(lang);
  return renderToString(
    <I18nProvider i18n={i18n}>
      <Raids body={body} event={event} t={i18n.t} lang={lang} />
    </I18nProvider>,
  );
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&[a-z#0-9]+;/g, ' ');
const NAMES = [
  'Tamil Thalaivas',
  'Patna Pirates',
  'Arjun Deshwal',
  'Devank',
  'Sachin',
  'Ankit',
  'Sagar',
  'Sahil',
  'Ayan',
  'Narender',
];

describe('kabaddi raids tab', () => {
  it('is a tab of kabaddi matches only, read from df_kb', () => {
    expect(tabsOfSport(KABADDI)).toContain('raids');
    expect(tabsOfSport(sportById(1) as SportInfo)).not.toContain('raids');
    const ctx = {
      eventId: MATCH.id,
      sport: KABADDI,
      leagueId: '42_pkl',
      lang: 'ta',
      oddsFormat: 'eu',
    } as const;
    expect(tabFeeds('raids', ctx)).toEqual([matchFeedName(MatchFeed.kabaddiRaids, MATCH.id)]);
  });

  it('shows team and player figures and the raids newest first, in Tamil with no English word', () => {
    const html = page('ta');
    const shown = text(html);
    expect(shown).toContain('ரெய்டு புள்ளிகள்');
    expect(shown).toContain('சூப்பர் ரெய்டு');
    expect(shown).toContain('வெற்று ரெய்டு');
    expect(shown).toContain('டேக்கிள் செய்தவர்: Sagar');
    expect(shown).toContain('மஞ்சள் அட்டை');
    expect(shown).toContain('Patna Pirates டைம் அவுட் எடுத்தது');
    // Two empty raids by Patna Pirates: their next raid is do-or-die.
    expect(shown).toContain('Patna Pirates அணியின் அடுத்த ரெய்டு டூ ஆர் டை ரெய்டு');
    // Newest first: Narender's raid before Arjun Deshwal's first.
    expect(shown.indexOf('Narender')).toBeLessThan(shown.lastIndexOf('Arjun Deshwal ('));
    let rest = shown;
    for (const name of NAMES) rest = rest.split(name).join(' ');
    expect(rest.match(/[A-Za-z]{2,}/g) ?? []).toEqual([]);
  });

  it('totals add up: the team total is the score after the last raid and the card', () => {
    const shown = text(page('en'));
    expect(shown).toMatch(/Total points\s+6\s+1/);
    expect(shown).toMatch(/Extra points\s+1\s+0/);
  });

  it('says when there is nothing yet', () => {
    expect(text(page('ta', '0'))).toContain('ரெய்டுகள் தொடங்கியதும்');
  });

  it('never promises raids to come for a finished match without them', () => {
    const finished = { ...MATCH, stageType: StageType.finished, stage: EventStage.finished };
    const shown = text(page('ta', '0', finished));
    expect(shown).toContain('ரெய்டு வாரியான விவரம் கிடைக்கவில்லை');
    expect(shown).not.toContain('தொடங்கியதும்');
  });
});
