import {
  encodeFeed,
  encodeScorecard,
  type MatchHeader as Header,
  sportById,
  type SportInfo,
} from '@nerali/domain';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { getI18n } from '../../i18n/index.ts';
import { I18nProvider } from '../../i18n/react.tsx';
import { ballChip, chase, dismissalText, ordinal, sideScore } from './cricket.ts';
import { CricketCard } from './CricketCard.tsx';
import { T20_CHASE, T20_EVENT, TEST_CARD, TEST_EVENT } from './cricket-fixtures.ts';
import { MatchHeader } from './MatchHeader.tsx';
import { Scorecard } from './Scorecard.tsx';
import { readScorecard, scorecardFeedName } from './scorecard-feed.ts';

const ta = getI18n('ta').t;
const en = getI18n('en').t;

/** The text a reader sees (tags dropped, entities of React's escaping undone). */
function text(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
}

function render(node: React.ReactNode, lang: 'ta' | 'en'): string {
  return renderToString(
    <MemoryRouter>
      <I18nProvider i18n={getI18n(lang)}>{node}</I18nProvider>
    </MemoryRouter>,
  );
}

/** Latin words of a Tamil page's text once the proper names of the fixtures are taken out. */
function latinWords(html: string): string[] {
  const names = [
    'India',
    'Australia',
    'England',
    'Wankhede Stadium, Mumbai',
    'Nitin Menon',
    'Richard Illingworth',
    ...[...T20_CHASE.innings, ...TEST_CARD.innings].flatMap((i) => [
      ...i.batting.map((b) => b.name),
      ...i.bowling.map((b) => b.name),
      ...i.didNotBat,
    ]),
  ].sort((a, b) => b.length - a.length);
  let rest = text(html);
  for (const name of names) rest = rest.split(name).join(' ');
  return [...new Set(rest.match(/[A-Za-z]+/g) ?? [])];
}

function header(event: typeof T20_EVENT, card: typeof T20_CHASE | null, lang: 'ta' | 'en'): string {
  const head: Header = {
    eventId: event.id,
    sportId: 13,
    leagueId: event.leagueId,
    leagueName: { ta: 'ஐசிசி', en: 'ICC' },
    tournamentType: 't',
    countryId: 1,
    countryCode: 'WORLD',
    countryName: { ta: 'உலகம்', en: 'World' },
    event: null,
    participants: [],
  };
  return render(
    <MatchHeader
      header={head}
      event={event}
      sport={sportById(13) as SportInfo}
      clock={null}
      card={card}
      t={getI18n(lang).t}
      lang={lang}
      tzMinutes={330}
    />,
    lang,
  );
}

describe('cricket header: the fans\u2019 form of the score', () => {
  it('writes a live innings with its overs and the side yet to bat with nothing ("87/3 (8.2)", not "87/3 - -")', () => {
    expect(sideScore(T20_EVENT, 'home')).toEqual({ text: '157/4', overs: '17.4' });
    expect(sideScore(T20_EVENT, 'away')).toEqual({ text: '180/7' });
    const html = text(header(T20_EVENT, null, 'en'));
    expect(html).toContain('157/4 (17.4)');
    expect(html).toContain('180/7');
    expect(html).not.toMatch(/- -/);
  });

  it('writes a Test as "202 & 401/9d" once the scorecard says the innings was declared', () => {
    expect(sideScore(TEST_EVENT, 'home', TEST_CARD)?.text).toBe('202 & 401/9d');
    expect(sideScore(TEST_EVENT, 'home')?.text).toBe('202 & 401/9');
    expect(sideScore(TEST_EVENT, 'away', TEST_CARD)).toEqual({ text: '543 & 12/0', overs: '4' });
    expect(text(header(TEST_EVENT, TEST_CARD, 'en'))).toContain('202 & 401/9d');
  });

  it('says what the chase needs, with the run rate and the required rate', () => {
    // From the scoreboard row alone: 181 - 157 runs, 120 - 106 balls.
    expect(chase(T20_EVENT)).toEqual({ runs: 24, balls: 14 });
    const english = text(header(T20_EVENT, null, 'en'));
    expect(english).toContain('India: needs 24 runs off 14 balls');
    expect(english).toContain('CRR 8.89');
    expect(english).toContain('RRR 10.29');
    const tamil = text(header(T20_EVENT, T20_CHASE, 'ta'));
    expect(tamil).toContain('India: வெற்றிக்கு 14 பந்துகளில் 24 ரன்கள் தேவை');
    expect(tamil).toContain('ரன் விகிதம் 8.89');
    expect(tamil).toContain('தேவையான ரன் விகிதம் 10.29');
    // The innings in words, not "2-வது இன்னிங்ஸ்".
    expect(tamil).toContain('இரண்டாம் இன்னிங்ஸ்');
    expect(tamil).not.toContain('-வது');
    expect(latinWords(header(T20_EVENT, T20_CHASE, 'ta'))).toEqual([]);
  });

  it('a Test chase has no balls to count: "needs 49 to win"', () => {
    expect(chase(TEST_EVENT)).toEqual({ runs: 49 });
    expect(text(header(TEST_EVENT, TEST_CARD, 'en'))).toContain('England: needs 49 runs to win');
  });
});

describe('dismissals in the scorecard\u2019s short form', () => {
  const cases = [
    [{ kind: 'caught', fielder: 'Rahul', bowler: 'Bumrah' }, 'c Rahul b Bumrah', '(கே) Rahul (ப) Bumrah'],
    [{ kind: 'lbw', bowler: 'Ashwin' }, 'lbw b Ashwin', 'எல்பிடபிள்யூ (ப) Ashwin'],
    [{ kind: 'runOut', fielder: 'Jadeja' }, 'run out (Jadeja)', 'ரன் அவுட் (Jadeja)'],
    [
      { kind: 'stumped', fielder: 'Pant', bowler: 'Kuldeep' },
      'st Pant b Kuldeep',
      '(ஸ்டம்பிங்) Pant (ப) Kuldeep',
    ],
    [{ kind: 'bowled', bowler: 'Shami' }, 'b Shami', '(ப) Shami'],
    [{ kind: 'caughtAndBowled', bowler: 'Bumrah' }, 'c & b Bumrah', '(கே & ப) Bumrah'],
  ] as const;
  for (const [out, english, tamil] of cases) {
    it(`${out.kind}: "${english}" / "${tamil}"`, () => {
      expect(dismissalText(out, en)).toBe(english);
      expect(dismissalText(out, ta)).toBe(tamil);
    });
  }
  it('not out', () => {
    expect(dismissalText(undefined, en)).toBe('not out');
    expect(dismissalText(undefined, ta)).toBe('ஆட்டமிழக்காமல்');
  });
});

describe('this over as chips', () => {
  it('reads every mark the live view sends, in Tamil letters on /ta', () => {
    const marks = ['1', '4', 'W', '•', '2', '6', '1wd', '2nb', '1lb', '1b', '0', '5p', '2+5p'];
    const chips = marks.map((m) => ballChip(m, ta));
    expect(chips.map((c) => c.kind)).toEqual([
      'runs',
      'four',
      'wicket',
      'dot',
      'runs',
      'six',
      'wide',
      'noBall',
      'legBye',
      'bye',
      'dot',
      'bye',
      'bye',
    ]);
    expect(chips.map((c) => c.text)).toEqual([
      '1',
      '4',
      'வி',
      '•',
      '2',
      '6',
      '1அக',
      '2நோ',
      '1லெபை',
      '1பை',
      '•',
      '5அப',
      '2+5அப',
    ]);
    for (const chip of chips) expect(`${chip.text} ${chip.label}`).not.toMatch(/[A-Za-z]/);
    expect(ballChip('1wd', ta).label).toBe('அகலப்பந்து, 1 ரன்');
    expect(ballChip('2nb', ta).label).toBe('நோ-பால், 2 ரன்கள்');
    expect(ballChip('1wd', en).text).toBe('1wd');
    expect(ballChip('2+5p', en).label).toBe('2 runs, penalty runs, 5 runs');
  });
});

describe('the df_sc feed', () => {
  it('is read back as the Scorecard it was written from (the one decoder call of the page)', () => {
    const body = encodeFeed(encodeScorecard(T20_CHASE));
    expect(readScorecard(body)).toEqual(T20_CHASE);
    expect(readScorecard('0')).toBeNull();
    expect(readScorecard(undefined)).toBeNull();
    expect(scorecardFeedName('g_13_CKT20001')).toBe('df_sc_1_13_CKT20001');
  });
});

describe('the scorecard tab from a ball-by-ball Scorecard', () => {
  const tamil = render(<CricketCard card={T20_CHASE} event={T20_EVENT} test={false} t={ta} />, 'ta');
  const english = render(<CricketCard card={T20_CHASE} event={T20_EVENT} test={false} t={en} />, 'en');

  it('shows the live view: striker marked, non-striker, bowler figures, this over, partnership, rates', () => {
    const live = /<section class="card ck-live"[\s\S]*?<\/section>/.exec(english)?.[0] ?? '';
    const words = text(live);
    expect(words).toContain('India 157/4 (17.4)');
    expect(words).toContain('India: needs 24 runs off 14 balls');
    expect(words).toMatch(/Kohli \* , on strike 61 \(40\)/);
    expect(words).toContain('Hardik 5 (7)');
    expect(words).toContain('Zampa 3.4-0-30-2');
    expect(words).toContain('This over 1 1 run 4 four 1wd wide, 1 run W wicket');
    expect(words).toContain('Partnership 16 (11)');
    expect(words).toContain('CRR 8.89');
    expect(text(tamil)).toContain('இந்த ஓவர்');
  });

  it('lays out each innings: batting with how out, extras, total, did not bat, fall of wickets, partnerships, bowling', () => {
    const words = text(english);
    expect(words).toContain('Australia innings');
    expect(words).toContain('Head c Pant b Bumrah 62 35 7 3 177.14');
    expect(words).toContain('Starc not out 6 8 0 0 75.00');
    expect(words).toContain('Extras 8 (b 1, lb 2, w 3, nb 2, p 0)');
    expect(words).toContain('Total 180/7 (20 ov, CRR 9.00)');
    expect(words).toContain('Did not bat Zampa, Hazlewood, Ellis');
    expect(words).toContain('41-1 (Warner, 4.2 ov)');
    expect(words).toContain('5th wicket Kohli - Hardik 16 (11) unbroken');
    expect(words).toContain('Shami 4 0 41 2 10.25 2 0 8');
    expect(words).toContain('Toss Australia won the toss and chose to bat');
    expect(words).toContain('Umpires Nitin Menon, Richard Illingworth');
  });

  it('in Tamil: Tamil headings with the full word in a title, ordinal words, no Latin letter but names', () => {
    const words = text(tamil);
    expect(words).toContain('Australia இன்னிங்ஸ்');
    expect(words).toContain('Head (கே) Pant (ப) Bumrah 62');
    expect(words).toContain('முதல் விக்கெட்');
    expect(words).toContain('ஐந்தாம் விக்கெட்');
    expect(words).toContain('உதிரி ரன்கள் 8 (பை 1, லெக் பை 2, அகலப்பந்து 3, நோ-பால் 2, அபராதம் 0)');
    expect(words).toContain('பேட்டிங் செய்யாதவர்கள்');
    expect(tamil).toContain('<abbr title="ஸ்ட்ரைக் ரேட் (100 பந்துகளுக்கு ரன்கள்)"');
    expect(tamil).toContain('<abbr title="எகானமி (ஓவருக்கு ரன்கள்)"');
    expect(latinWords(tamil)).toEqual([]);
  });

  it('puts every wide table in a box that scrolls on its own (no sideways scroll of the page at 360 px)', () => {
    const tables = english.match(/<table/g)?.length ?? 0;
    const boxed = english.match(/<div class="tbl-wrap"><table/g)?.length ?? 0;
    expect(tables).toBe(4);
    expect(boxed).toBe(tables);
  });

  it('a Test names each side\u2019s innings with an ordinal word: "India: இரண்டாம் இன்னிங்ஸ்"', () => {
    const html = text(render(<CricketCard card={TEST_CARD} event={TEST_EVENT} test t={ta} />, 'ta'));
    expect(html).toContain('India: முதல் இன்னிங்ஸ்');
    expect(html).toContain('India: இரண்டாம் இன்னிங்ஸ்');
    expect(html).toContain('England: இரண்டாம் இன்னிங்ஸ்');
    expect(html).toContain('401/9 டிக்ளேர்');
    expect(html).toContain('202 ஆல் அவுட்');
    expect(html).not.toContain('-வது');
    expect(ordinal(3, ta)).toBe('மூன்றாம்');
  });

  it('before the first ball says the scorecard has not come yet; a failed feed is said in Tamil', () => {
    const empty = { ...T20_EVENT, cricket: undefined };
    const none = text(
      render(
        <Scorecard event={empty} card={null} cardFailed={false} incidents="0" lineups="0" t={ta} lang="ta" />,
        'ta',
      ),
    );
    expect(none).toContain('ஸ்கோர்கார்டு இன்னும் வரவில்லை');
    const failed = render(
      <Scorecard event={empty} card={null} cardFailed incidents="0" lineups="0" t={ta} lang="ta" />,
      'ta',
    );
    expect(failed).toContain('role="alert"');
    expect(text(failed)).toContain('ஸ்கோர்கார்டைப் பெற முடியவில்லை');
  });
});
