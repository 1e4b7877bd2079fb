import { CricketGameType, EventStage, type MatchEvent, StageType, StatsResultType } from '@nerali/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getI18n } from '../../i18n/index.ts';
import { event } from '../../kit/event/fixture-base.ts';
import { BOUT_METHODS, boutNote, cricketNote, parseBoutEnding } from './row-notes.ts';

const ta = getI18n('ta').t;
const en = getI18n('en').t;

function innings(extra: Partial<NonNullable<MatchEvent['cricket']>>): MatchEvent {
  return event(13, '13_T20', 'CK0000001', {
    stageType: StageType.live,
    stage: EventStage.secondInning,
    cricket: { gameType: CricketGameType.t20, batting: 2, home: [], away: [], ...extra },
  });
}

function bout(stopReason: string | undefined): MatchEvent {
  return event(16, '16_HW', 'BX0000001', {
    stageType: StageType.finished,
    stage: EventStage.finished,
    ...(stopReason === undefined ? {} : { results: { [StatsResultType.stopReason]: stopReason } }),
  });
}

describe('cricket: run rates under the sides', () => {
  it('a chase shows the run rate, the target and the required rate', () => {
    const e = innings({ runRate: '7.85', target: 167, requiredRunRate: '11.63' });
    expect(cricketNote(e, ta)).toBe('ரன் விகிதம் 7.85 · இலக்கு 167 · தேவையான ரன் விகிதம் 11.63');
    expect(cricketNote(e, en)).toBe('Run rate 7.85 · Target 167 · Required rate 11.63');
  });

  it('a first innings shows the run rate alone; 0.00 before the first ball says nothing', () => {
    expect(cricketNote(innings({ runRate: '6.92' }), ta)).toBe('ரன் விகிதம் 6.92');
    expect(cricketNote(innings({ runRate: '0.00' }), ta)).toBeNull();
    expect(cricketNote(innings({ runRate: '0.00', target: 179, requiredRunRate: '8.95' }), ta)).toBe(
      'இலக்கு 179 · தேவையான ரன் விகிதம் 8.95',
    );
  });

  it('a match that is not live, or has no cricket figures, has no line', () => {
    expect(cricketNote({ ...innings({ runRate: '8.00' }), stageType: StageType.finished }, ta)).toBeNull();
    expect(cricketNote(event(13, '13_T20', 'CK0000002', {}), ta)).toBeNull();
  });
});

describe('boxing and MMA: how the bout ended', () => {
  it('reads the record-book line: method, round, scheduled rounds, time of a stoppage', () => {
    expect(parseBoutEnding('TKO 5 (12) 2:31')).toEqual({
      method: 'TKO',
      round: 5,
      scheduled: 12,
      time: '2:31',
    });
    expect(parseBoutEnding('UD 12 (12)')).toEqual({ method: 'UD', round: 12, scheduled: 12 });
    expect(parseBoutEnding('sub 2 (3) 4:05')).toEqual({
      method: 'SUB',
      round: 2,
      scheduled: 3,
      time: '4:05',
    });
    for (const bad of ['', 'TKO', 'TKO 13 (12)', 'TKO 0 (12)', 'XX 3 (5)', 'KO 3 (5) 9:99', 'KO 3 of 5']) {
      expect(parseBoutEnding(bad), bad).toBeNull();
    }
  });

  it('says a stoppage with its round and time, a decision after the distance, in Tamil words', () => {
    expect(boutNote(bout('TKO 5 (12) 2:31'), ta)).toBe('தொழில்நுட்ப நாக்அவுட், 5-வது சுற்று 2:31');
    expect(boutNote(bout('RTD 7 (10)'), ta)).toBe('இடைவேளையில் விலகல், 7-வது சுற்று');
    expect(boutNote(bout('UD 12 (12)'), ta)).toBe('நடுவர்களின் ஒருமனதான தீர்ப்பு, 12 சுற்றுகள் முடிவில்');
    expect(boutNote(bout('SUB 1 (3) 3:12'), en)).toBe('Submission, Round 1 3:12');
    expect(boutNote(bout('D 3 (3)'), en)).toBe('Draw, after 3 rounds');
  });

  it('shows a provider’s own wording as sent, and nothing when there is none', () => {
    expect(boutNote(bout('Doctor stoppage'), ta)).toBe('Doctor stoppage');
    expect(boutNote(bout(undefined), ta)).toBeNull();
    expect(boutNote(bout('  '), ta)).toBeNull();
  });

  it('every well-formed line is read back exactly; no text throws', () => {
    const ending = fc
      .record({
        method: fc.constantFrom(...BOUT_METHODS),
        scheduled: fc.integer({ min: 1, max: 15 }),
        at: fc.double({ min: 0, max: 1, noNaN: true }),
        time: fc.option(fc.tuple(fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 59 })), {
          nil: undefined,
        }),
      })
      .map(({ method, scheduled, at, time }) => ({
        method,
        scheduled,
        round: Math.min(scheduled, 1 + Math.floor(at * scheduled)),
        ...(time ? { time: `${time[0]}:${String(time[1]).padStart(2, '0')}` } : {}),
      }));
    fc.assert(
      fc.property(ending, (e) => {
        const line = `${e.method} ${e.round} (${e.scheduled})${e.time ? ` ${e.time}` : ''}`;
        expect(parseBoutEnding(line)).toEqual(e);
      }),
    );
    fc.assert(
      fc.property(fc.string(), (text) => {
        const parsed = parseBoutEnding(text);
        if (parsed) expect(parsed.round).toBeLessThanOrEqual(parsed.scheduled);
        expect(() => boutNote(bout(text), ta)).not.toThrow();
      }),
    );
  });
});
