import {
  EventStage,
  type MatchEvent,
  ParticipantStatus,
  StageType,
  StatsResultType as R,
  sportById,
  type SportInfo,
} from '@nerali/domain';
import { describe, expect, it } from 'vitest';
import { getI18n } from '../../i18n/index.ts';
import {
  cellClass,
  columnValue,
  compareRaceRows,
  leaderDistanceKm,
  raceColumns,
  raceTime,
  rankText,
  signedGap,
  statusText,
} from './race.ts';
import { entry } from './race-fixtures.ts';

const ta = getI18n('ta').t;
const en = getI18n('en').t;
const sport = (id: number) => sportById(id) as SportInfo;

function runner(extra: Partial<MatchEvent>, id = 'R00000001', name = 'Runner'): MatchEvent {
  return entry(32, '32_RACE', id, name, { stageType: StageType.live, stage: EventStage.live, ...extra });
}

describe('ranks (spec 2 §9)', () => {
  it('golf prefixes a tied rank with T (= in Tamil, as Tamil papers print a tie)', () => {
    const golfer = entry(23, '23_X', 'G00000001', 'A', { rank: 3, tiedRank: true });
    expect(rankText(golfer, sport(23), en)).toBe('T3');
    expect(rankText(golfer, sport(23), ta)).toBe('=3');
  });

  it('every other rank is suffixed with a dot, tied or not, golf untied too', () => {
    expect(rankText(entry(23, '23_X', 'G00000002', 'A', { rank: 1 }), sport(23), ta)).toBe('1.');
    expect(rankText(runner({ rank: 3, tiedRank: true }), sport(32), en)).toBe('3.');
  });

  it('reads the rank result when the rank field is missing; no rank, no text', () => {
    expect(rankText(runner({ results: { [R.rank]: '7' } }), sport(32), ta)).toBe('7.');
    expect(rankText(runner({}), sport(32), ta)).toBeNull();
  });
});

describe('gap display (spec 2 §5)', () => {
  it('the leader shows no gap: its own time, or nothing', () => {
    expect(raceTime(runner({ rank: 1, gap: '0.000' }))).toEqual({ kind: 'none' });
    expect(raceTime(runner({ rank: 1, results: { [R.time]: '1:31:02.117' } }))).toEqual({
      kind: 'time',
      text: '1:31:02.117',
    });
  });

  it('positive gaps get a plus sign, once', () => {
    expect(signedGap('2.431')).toBe('+2.431');
    expect(signedGap('+2.431')).toBe('+2.431');
    expect(signedGap('1:02.331')).toBe('+1:02.331');
    expect(signedGap('-0.5')).toBe('-0.5');
    expect(signedGap('0.000')).toBe('0.000');
    expect(raceTime(runner({ rank: 2, gap: '2.431' }))).toEqual({ kind: 'gap', text: '+2.431' });
    expect(raceTime(runner({ rank: 2, results: { [R.gap]: '14.2' } }))).toEqual({
      kind: 'gap',
      text: '+14.2',
    });
  });

  it('a zero lap distance uses the gap text; a lapped entry shows its laps', () => {
    expect(raceTime(runner({ rank: 5, gap: '31.2', results: { [R.lapDistance]: '0' } }))).toEqual({
      kind: 'gap',
      text: '+31.2',
    });
    expect(raceTime(runner({ rank: 18, gap: '1:02.3', results: { [R.lapDistance]: '2' } }))).toEqual({
      kind: 'laps',
      laps: 2,
    });
  });

  it('an entry out of the race shows no time', () => {
    expect(raceTime(runner({ participantStatus: ParticipantStatus.didNotFinish, gap: '3.2' }))).toEqual({
      kind: 'none',
    });
  });
});

describe('winter sports distance (spec 2 §9)', () => {
  const skier = (extra: Partial<MatchEvent>) =>
    entry(40, '40_X', 'X00000001', 'A', { stageType: StageType.live, stage: EventStage.live, ...extra });

  it('shows the live leader’s covered distance in km', () => {
    expect(leaderDistanceKm(skier({ rank: 1, results: { [R.currentDistance]: '7.5' } }), sport(40))).toBe(
      '7.5',
    );
    // Metres from a provider that writes them so.
    expect(leaderDistanceKm(skier({ rank: 1, results: { [R.currentDistance]: '12500' } }), sport(40))).toBe(
      '12.5',
    );
  });

  it('not for the others, not after the finish, not outside winter sports', () => {
    expect(
      leaderDistanceKm(skier({ rank: 2, results: { [R.currentDistance]: '7.5' } }), sport(40)),
    ).toBeNull();
    const done = skier({ rank: 1, stageType: StageType.finished, stage: EventStage.finished });
    expect(leaderDistanceKm({ ...done, results: { [R.currentDistance]: '10' } }, sport(40))).toBeNull();
    expect(
      leaderDistanceKm(runner({ rank: 1, results: { [R.currentDistance]: '7' } }), sport(32)),
    ).toBeNull();
  });
});

describe('participant statuses', () => {
  it('are said in Tamil; a horse that fell is not a person that fell', () => {
    const fell = { participantStatus: ParticipantStatus.fall };
    expect(statusText(entry(35, '35_X', 'H00000001', 'A', fell), sport(35), ta)).toBe('விழுந்தது');
    expect(statusText(entry(39, '39_X', 'S00000001', 'A', fell), sport(39), ta)).toBe('விழுந்தார்');
    const nr = entry(35, '35_X', 'H00000002', 'A', { participantStatus: ParticipantStatus.nonRunner });
    expect(statusText(nr, sport(35), ta)).toBe('ஓடவில்லை');
    expect(statusText(nr, sport(35), en)).toBe('Non-runner');
  });

  it('every status has a Tamil text without a Latin letter', () => {
    for (const status of Object.values(ParticipantStatus)) {
      const text = statusText(runner({ participantStatus: status }), sport(32), ta);
      expect(text, String(status)).toMatch(/[\u0B80-\u0BFF]/);
      expect(text).not.toMatch(/[A-Za-z]/);
    }
  });
});

describe('table order and columns', () => {
  it('ranks first, then entries not ranked yet by name, then entries out of the race', () => {
    const rows = [
      runner({ participantStatus: ParticipantStatus.didNotStart }, 'R00000001', 'Aaron'),
      runner({}, 'R00000002', 'Zed'),
      runner({ rank: 2 }, 'R00000003', 'Yan'),
      runner({}, 'R00000004', 'Bea'),
      runner({ rank: 1 }, 'R00000005', 'Xia'),
    ];
    expect([...rows].sort(compareRaceRows).map((e) => e.homeName)).toEqual([
      'Xia',
      'Yan',
      'Bea',
      'Zed',
      'Aaron',
    ]);
  });

  it('leaves out the columns no entry has a value for', () => {
    const rows = [runner({ rank: 1, laps: 12 }), runner({ rank: 2, laps: 12, gap: '1.2' }, 'R00000002')];
    expect(raceColumns(rows, sport(32), ta, true)).toEqual(['time', 'laps']);
  });

  it('marks where a row ends on a phone and on a wide screen', () => {
    const columns = ['time', 'laps', 'pits', 'grid'] as const;
    expect(cellClass('laps', columns)).toBe('ra-f ra-laps ra-endn');
    expect(cellClass('grid', columns)).toBe('ra-f ra-grid ra-wide ra-end');
  });
});

describe('horse racing: starting prices', () => {
  it('even money ("evs") is said in words; fractional prices stay as printed', () => {
    const horse = (startingPrice: string) =>
      entry(35, '35_R1', 'H00000001', 'Wild Echo', { rank: 1, startingPrice });
    expect(columnValue(horse('evs'), 'sp', ta)).toBe('சம விலை');
    expect(columnValue(horse('Evens'), 'sp', en)).toBe('Evens');
    expect(columnValue(horse('11/4'), 'sp', ta)).toBe('11/4');
    expect(columnValue(horse(' '), 'sp', ta)).toBeUndefined();
  });
});
