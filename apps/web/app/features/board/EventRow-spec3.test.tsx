/**
 * A board row and the event fields of spec 1 §3.12-3.17, with the marks of §9: the real row, rendered.
 */
import {
  CricketGameType,
  EventStage,
  type MatchEvent,
  SourceType,
  sportById,
  type SportInfo,
  StageType,
  Winner,
} from '@nerali/domain';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { getI18n } from '../../i18n/index.ts';
import type { RowMarkKind } from '../../live/types.ts';
import type { RowContext } from '../../kit/event/row-context.ts';
import { liveClock } from '../../kit/event/status.ts';
import { EventRow, partColumns, rowMarks } from './EventRow.tsx';
import { event, NOW_S } from './test-fixtures.ts';

function ctx(sportId: number, lang: 'ta' | 'en' = 'ta'): RowContext {
  return { t: getI18n(lang).t, lang, tzMinutes: 330, sport: sportById(sportId) as SportInfo };
}

function rowOf(e: MatchEvent, lang: 'ta' | 'en' = 'ta', marks: readonly RowMarkKind[] = []): string {
  return renderToString(
    <ul>
      <EventRow
        event={e}
        ctx={ctx(e.sportId, lang)}
        highlighted={false}
        clock={e.stageType === StageType.live ? liveClock(e, NOW_S) : null}
        partCount={partColumns(e, ctx(e.sportId).sport)}
        marks={marks}
      />
    </ul>,
  );
}

function text(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
const sides = (html: string) => html.split(/(?=<div class="ev-side[ "])/).slice(1);

const liveFootball = (extra: Partial<MatchEvent> = {}) =>
  event(1, '1_ISL', 'CHEKER001', {
    homeName: 'Chennaiyin FC',
    awayName: 'Kerala Blasters',
    stageType: StageType.live,
    stage: EventStage.secondHalf,
    stageStartTime: NOW_S - 600,
    homeScore: '1',
    awayScore: '0',
    ...extra,
  });

describe('[S1 3.14] [S1 4.35] swapped participants on the row', () => {
  it('[S1 4.35] a swapped event shows its sides, scores and winner the right way round', () => {
    const sent = event(1, '1_ISL', 'SWAP00001', {
      swapped: true,
      homeName: 'Kerala Blasters',
      awayName: 'Chennaiyin FC',
      homeScore: '0',
      awayScore: '3',
      stageType: StageType.finished,
      stage: EventStage.finished,
      winner: Winner.away,
    });
    const [home, away] = sides(rowOf(sent));
    expect(text(home ?? '')).toContain('Chennaiyin FC');
    expect(home).toMatch(/class="ev-sc">3</);
    expect(home).toContain('ev-win');
    expect(text(away ?? '')).toContain('Kerala Blasters');
    expect(away).toMatch(/class="ev-sc">0</);
    // Without the flag the same cells read as sent.
    const [plainHome] = sides(rowOf({ ...sent, swapped: false }));
    expect(text(plainHome ?? '')).toContain('Kerala Blasters');
  });
});

describe('[S1 3.15] goals under review and the info notice', () => {
  it('[S1 3.15] a goal under video review shows on the row, with the side for a screen reader, instead of the goal badge', () => {
    const html = rowOf(liveFootball({ goalUnderReview: 2 }));
    expect(text(html)).toContain('கோல் மறுஆய்வில்');
    expect(text(html)).toContain('Kerala Blasters அடித்த கோல்: காணொலி மறுஆய்வில்');
    expect(text(rowOf(liveFootball({ goalUnderReview: 2 }), 'en'))).toContain('Goal under review');
    expect(text(rowOf(liveFootball()))).not.toContain('மறுஆய்வு');
  });

  it('[S1 3.15] an info notice is a short line under the sides, in the page’s language', () => {
    const test = event(13, '13_TEST', 'INDAUS001', {
      stageType: StageType.live,
      stage: EventStage.firstInning,
      infoNotice: 'rainStopped',
      cricket: { gameType: CricketGameType.test, batting: 1, home: [], away: [] },
    });
    expect(rowOf(test)).toContain('<p class="ev-note ev-info">மழையால் ஆட்டம் நிறுத்தம்</p>');
    expect(text(rowOf(test, 'en'))).toContain('Play stopped: rain');
  });

  it('[S1 3.15] a notice code the catalogue does not know shows nothing (never a provider’s raw text)', () => {
    const html = rowOf(liveFootball({ infoNotice: 'Rain, covers on' as MatchEvent['infoNotice'] }));
    expect(html).not.toContain('ev-info');
    expect(html).not.toContain('covers');
  });
});

describe('[S1 9.11] [S1 9.12] [S1 9.13] the row’s marks', () => {
  it('[S1 9.11] a corrected score is marked on the row', () => {
    const html = rowOf(liveFootball(), 'ta', ['correction']);
    expect(html).toContain('ev-corr');
    expect(text(html)).toContain('ஸ்கோர் திருத்தம்');
    expect(rowOf(liveFootball())).not.toContain('ev-corr');
  });

  it('[S1 9.12] a penalty awarded is marked on a live row', () => {
    const html = rowOf(liveFootball(), 'ta', ['penalty']);
    expect(html).toContain('ev-pen');
    expect(text(html)).toContain('பெனால்டி வாய்ப்பு வழங்கப்பட்டது');
  });

  it('[S1 9.13] a period update marks the clock of a live row', () => {
    expect(rowOf(liveFootball(), 'ta', ['counter'])).toContain('ev-per');
    expect(rowOf(liveFootball())).not.toContain('ev-per');
  });

  it('rowMarks lists the marks present, in a fixed order', () => {
    expect(rowMarks(undefined)).toEqual([]);
    expect(rowMarks({ counter: 5, correction: 1 })).toEqual(['correction', 'counter']);
  });
});

describe('[S1 3.12] a multi-day event’s end', () => {
  const day = 86_400;
  it('[S1 3.12] a Test match under way shows its last day under its status; a one-day match does not', () => {
    const test = event(13, '13_TEST', 'INDENG001', {
      startTime: NOW_S - 2 * day,
      endTime: NOW_S + 2 * day,
      stageType: StageType.live,
      stage: EventStage.firstInning,
      cricket: { gameType: CricketGameType.test, batting: 1, home: [], away: [] },
    });
    const html = rowOf(test);
    expect(html).toContain('class="ev-until"');
    expect(text(html)).toMatch(/\d{1,2}\/\d{1,2} வரை/);
    expect(text(rowOf(test, 'en'))).toMatch(/Until \d{1,2}\/\d{1,2}/);
    expect(rowOf({ ...test, endTime: test.startTime + 3600 })).not.toContain('ev-until');
    expect(rowOf({ ...test, stageType: StageType.finished, stage: EventStage.finished })).not.toContain(
      'ev-until',
    );
    // At stumps a Test is finished for the day only: its last day stays.
    expect(rowOf({ ...test, stageType: StageType.finished, stage: EventStage.afterDay2 })).toContain(
      'ev-until',
    );
  });
});

describe('[S1 3.13] full-time score, hits and errors', () => {
  it('[S1 3.13] a cup tie after extra time says its full-time (90 minutes) score', () => {
    const tie = liveFootball({
      stageType: StageType.finished,
      stage: EventStage.afterExtraTime,
      homeScore: '2',
      awayScore: '1',
      homeFullTimeScore: '1',
      awayFullTimeScore: '1',
    });
    expect(text(rowOf(tie))).toContain('ஆட்ட நேர முடிவில் 1-1');
    expect(text(rowOf(tie, 'en'))).toContain('Full time 1-1');
  });

  it('[S1 3.13] a baseball row shows hits and errors after the runs', () => {
    const game = event(6, '6_MLB', 'NYYLAD001', {
      stageType: StageType.live,
      stage: EventStage.seventhInning,
      homeScore: '3',
      awayScore: '2',
      homeHits: 8,
      awayHits: 5,
      homeErrors: 0,
      awayErrors: 1,
    });
    const [home, away] = sides(rowOf(game));
    expect(home).toMatch(/class="ev-h"[^>]*>8</);
    expect(home).toMatch(/class="ev-e"[^>]*>0</);
    expect(away).toMatch(/class="ev-h"[^>]*>5</);
    expect(away).toMatch(/class="ev-e"[^>]*>1</);
    expect(text(home ?? '')).toContain('8 ஹிட்கள், 0 பிழைகள்');
    expect(
      rowOf({
        ...game,
        homeHits: undefined,
        awayHits: undefined,
        homeErrors: undefined,
        awayErrors: undefined,
      }),
    ).not.toContain('ev-he');
  });
});

describe('[S1 3.16] [S1 3.17] pitchers and the source type', () => {
  it('[S1 3.16] a baseball game not yet over names its pitchers', () => {
    const game = event(6, '6_MLB', 'NYYLAD002', {
      homePitcher: 'Yoshinobu Yamamoto',
      awayPitcher: 'Gerrit Cole',
    });
    expect(text(rowOf(game))).toContain('பிட்சர்கள்: Yoshinobu Yamamoto, Gerrit Cole');
    expect(text(rowOf({ ...game, stageType: StageType.finished, stage: EventStage.finished }))).not.toContain(
      'பிட்சர்கள்',
    );
  });

  it('[S1 3.17] a match whose source gives the final result only says so until it is over', () => {
    const only = event(1, '1_ISL', 'RESONLY01', { sourceType: SourceType.finalResultOnly });
    expect(text(rowOf(only))).toContain('இறுதி முடிவு மட்டும்');
    expect(text(rowOf({ ...only, sourceType: SourceType.yes }))).not.toContain('இறுதி முடிவு மட்டும்');
  });
});
