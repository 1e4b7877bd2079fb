import {
  encodeFeed,
  encodeKabaddiFeed,
  encodeScorecard,
  encodeWinProbability,
  EventStage,
  type KabaddiRaids,
  type MatchEvent,
  StageType,
} from '@nerali/domain';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { getI18n } from '../../i18n/index.ts';
import { I18nProvider } from '../../i18n/react.tsx';
import { event, NOW_S } from '../../kit/event/fixture-base.ts';
import { T20_CHASE, T20_EVENT, TEST_CARD, TEST_EVENT } from './cricket-fixtures.ts';
import { Raids } from './Raids.tsx';
import { Scorecard } from './Scorecard.tsx';
import { readWinChances } from './win-chances.ts';
import { percentText } from './WinBar.tsx';

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&[a-z#0-9]+;/g, ' ')
    .replace(/\s+/g, ' ');

function scorecardPage(lang: 'ta' | 'en', body: string, match: MatchEvent): string {
  const i18n = getI18n(lang);
  const card = match === TEST_EVENT ? TEST_CARD : T20_CHASE;
  return renderToString(
    <I18nProvider i18n={i18n}>
      <Scorecard
        event={match}
        card={card}
        cardFailed={false}
        incidents="0"
        lineups="0"
        chances={readWinChances(body)}
        t={i18n.t}
        lang={lang}
      />
    </I18nProvider>,
  );
}

const KABADDI: MatchEvent = event(42, '42_pkl', 'KBDWP01', {
  homeName: 'Tamil Thalaivas',
  awayName: 'Patna Pirates',
  startTime: NOW_S - 900,
  stageType: StageType.live,
  stage: EventStage.firstHalf,
  homeScore: '3',
  awayScore: '0',
});
const RAIDS: KabaddiRaids = {
  eventId: KABADDI.id,
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
  ],
};

function raidsPage(lang: 'ta' | 'en', body: string): string {
  const i18n = getI18n(lang);
  return renderToString(
    <I18nProvider i18n={i18n}>
      <Raids body={body} event={KABADDI} t={i18n.t} lang={lang} />
    </I18nProvider>,
  );
}

const kabaddiBody = (home: number, away: number) =>
  encodeFeed([...encodeKabaddiFeed(RAIDS), encodeWinProbability({ home, draw: 1 - home - away, away })]);

describe('win probability bar', () => {
  it('cricket: both sides’ names and chances written out in Tamil, the tie under its own word', () => {
    const body = encodeFeed([
      ...encodeScorecard(T20_CHASE),
      encodeWinProbability({ home: 0.382, draw: 0.003, away: 0.615 }),
    ]);
    const html = scorecardPage('ta', body, T20_EVENT);
    const shown = text(html);
    expect(shown).toContain('வெற்றி வாய்ப்பு');
    expect(shown).toContain('India 38%');
    expect(shown).toContain('Australia 62%');
    expect(shown).toContain('சமநிலை <1%');
    // The bar's parts: as wide as the chances; it is hidden from screen readers, the legend is read.
    expect(html).toContain('width:38.2%');
    expect(html).toContain('width:61.5%');
    expect(html).toMatch(/class="wp-bar" aria-hidden="true"/);
    const bar = shown.slice(shown.indexOf('வெற்றி வாய்ப்பு'), shown.indexOf('கணிக்கப்பட்டது'));
    for (const name of ['India', 'Australia']) expect(bar.split(name).length).toBe(2);
    expect(bar.replace(/India|Australia/g, '').match(/[A-Za-z]{2,}/g) ?? []).toEqual([]);
  });

  it('a Test: a draw part between the sides (English)', () => {
    const body = encodeFeed([
      ...encodeScorecard(TEST_CARD),
      encodeWinProbability({ home: 0.2, draw: 0.5, away: 0.3 }),
    ]);
    const shown = text(scorecardPage('en', body, TEST_EVENT));
    expect(shown).toContain('Win probability');
    expect(shown).toMatch(/India 20% .*Draw 50% .*England 30%/);
  });

  it('no row (before the start, or a model with no estimate): no bar', () => {
    const html = scorecardPage('ta', encodeFeed(encodeScorecard(T20_CHASE)), T20_EVENT);
    expect(html).not.toContain('wp-bar');
    expect(raidsPage('ta', encodeFeed(encodeKabaddiFeed(RAIDS)))).not.toContain('wp-bar');
  });

  it('kabaddi: above the raids, and a new body of the feed moves it', () => {
    const first = text(raidsPage('ta', kabaddiBody(0.58, 0.38)));
    expect(first).toContain('Tamil Thalaivas 58%');
    expect(first).toContain('Patna Pirates 38%');
    expect(first).toContain('சமநிலை 4%');
    expect(first.indexOf('வெற்றி வாய்ப்பு')).toBeLessThan(first.indexOf('அணிகளின் புள்ளிவிவரம்'));
    const next = text(raidsPage('ta', kabaddiBody(0.7, 0.27)));
    expect(next).toContain('Tamil Thalaivas 70%');
    expect(next).toContain('Patna Pirates 27%');
  });

  it('writes what is possible but rounds away as <1% and >99%, never 0% or 100%', () => {
    expect(percentText(0, 'en')).toBe('0%');
    expect(percentText(3, 'en')).toBe('<1%');
    expect(percentText(5, 'en')).toBe('1%');
    expect(percentText(996, 'en')).toBe('>99%');
    expect(percentText(1000, 'en')).toBe('100%');
  });
});
