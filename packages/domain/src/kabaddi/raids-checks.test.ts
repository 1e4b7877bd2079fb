import { describe, expect, it } from 'vitest';
import type { KabaddiBreak, KabaddiEntry, KabaddiRaid, KabaddiRaids } from './model.ts';
import { raidsFault } from './raids-checks.ts';

type RaidFields = Omit<KabaddiRaid, 'kind' | 'seq' | 'half' | 'clock' | 'score' | 'touched' | 'bonus'> &
  Partial<Pick<KabaddiRaid, 'touched' | 'bonus' | 'half' | 'clock'>>;

type BreakFields = KabaddiBreak extends infer B
  ? B extends KabaddiBreak
    ? Omit<B, 'seq' | 'half' | 'clock'>
    : never
  : never;

/** A document from raids and breaks, numbered, timed half a minute apart and scored as they add up. */
function doc(...items: (RaidFields | BreakFields)[]): KabaddiRaids {
  const score: [number, number] = [0, 0];
  const entries = items.map((item, i): KabaddiEntry => {
    const half = 'half' in item && item.half !== undefined ? item.half : 1;
    const s = (half - 1) * 1200 + 30 * (i + 1);
    const clock =
      'clock' in item && item.clock !== undefined
        ? item.clock
        : `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
    const base = { seq: i + 1, half, clock };
    if ('raider' in item) {
      score[0] += item.points[0];
      score[1] += item.points[1];
      return { touched: [], bonus: false, ...item, ...base, kind: 'raid', score: [score[0], score[1]] };
    }
    const against = item.side === 1 ? 1 : 0;
    if (item.kind === 'technicalPoint') score[against] += item.points;
    if (item.kind === 'card') score[against] += item.technical ?? 0;
    return { ...item, ...base } as KabaddiEntry;
  });
  return { eventId: 'g_42_test', entries };
}

/** Four raids: home touch A1; away A2 tackled by H3; home touch A3; away A4 touches H1 (A1 back). */
const OPENING: RaidFields[] = [
  { side: 1, raider: 'H1', onCourtBefore: [7, 7], result: 'successful', touched: ['A1'], points: [1, 0] },
  { side: 2, raider: 'A2', onCourtBefore: [7, 6], result: 'tackled', tackledBy: 'H3', points: [1, 0] },
  { side: 1, raider: 'H2', onCourtBefore: [7, 5], result: 'successful', touched: ['A3'], points: [1, 0] },
  { side: 2, raider: 'A4', onCourtBefore: [7, 4], result: 'successful', touched: ['H1'], points: [0, 1] },
];

describe('raidsFault: what the kabaddi rules forbid, with a pointer', () => {
  it('a document that keeps the rules has no fault', () => {
    expect(raidsFault(doc(...OPENING))).toBeNull();
    expect(raidsFault({ eventId: 'e', entries: [] })).toBeNull();
  });

  it('[KB4] players come back in the order they went out: A1 raids, A2 (out after him) cannot yet', () => {
    const next: RaidFields = {
      side: 1,
      raider: 'H2',
      onCourtBefore: [6, 5],
      result: 'empty',
      points: [0, 0],
    };
    const a1: Omit<RaidFields, 'raider'> = {
      side: 2,
      onCourtBefore: [6, 5],
      result: 'empty',
      points: [0, 0],
    };
    expect(raidsFault(doc(...OPENING, next, { ...a1, raider: 'A1' }))).toBeNull();
    expect(raidsFault(doc(...OPENING, next, { ...a1, raider: 'A2' }))).toEqual({
      path: '/entries/5/raider',
      message: expect.stringContaining('A2 is out'),
    });
    // A defender already out cannot be touched or tackle.
    const touchOut: RaidFields = {
      side: 1,
      raider: 'H2',
      onCourtBefore: [6, 5],
      result: 'successful',
      points: [1, 0],
    };
    expect(raidsFault(doc(...OPENING, { ...touchOut, touched: ['A3'] }))?.path).toBe('/entries/4/touched/0');
  });

  it('[KB1, KB5] court counts are what the raids leave; a side emptied is all out, two points, all back', () => {
    expect(
      raidsFault(doc(...OPENING.slice(0, 2), { ...OPENING[2], onCourtBefore: [7, 6] } as RaidFields))?.path,
    ).toBe('/entries/2/onCourtBefore/1');
    const lastMan: RaidFields[] = [
      {
        side: 1,
        raider: 'H1',
        onCourtBefore: [7, 7],
        result: 'successful',
        touched: ['A1', 'A2', 'A3'],
        points: [3, 0],
      },
      { side: 2, raider: 'A4', onCourtBefore: [7, 4], result: 'tackled', tackledBy: 'H2', points: [1, 0] },
      {
        side: 1,
        raider: 'H3',
        onCourtBefore: [7, 3],
        result: 'successful',
        touched: ['A5', 'A6'],
        points: [2, 0],
      },
    ];
    // A7 alone; tackled: away all out, 1 + 2 to home, then seven back.
    const allOut: RaidFields = {
      side: 2,
      raider: 'A7',
      onCourtBefore: [7, 1],
      result: 'tackled',
      tackledBy: 'H4',
      superTackle: false,
      allOut: 2,
      points: [3, 0],
    };
    const after: RaidFields = {
      side: 1,
      raider: 'H5',
      onCourtBefore: [7, 7],
      result: 'empty',
      points: [0, 0],
    };
    expect(raidsFault(doc(...lastMan, allOut, after))).toBeNull();
    expect(raidsFault(doc(...lastMan, { ...allOut, allOut: undefined, points: [1, 0] }))?.path).toBe(
      '/entries/3/allOut',
    );
    expect(raidsFault(doc(...lastMan, { ...allOut, points: [1, 0] }))?.path).toBe('/entries/3/points/0');
    expect(raidsFault(doc(...lastMan, allOut, { ...after, onCourtBefore: [7, 0] }))?.path).toBe(
      '/entries/4/onCourtBefore/1',
    );
  });

  it('[KB2, KB3] results and points agree: bonus with six defenders, super tackle with three or fewer', () => {
    const bonus: RaidFields = {
      side: 1,
      raider: 'H1',
      onCourtBefore: [7, 7],
      result: 'successful',
      bonus: true,
      points: [1, 0],
    };
    expect(raidsFault(doc(bonus))).toBeNull();
    expect(raidsFault(doc({ ...bonus, result: 'empty', points: [0, 0] }))?.path).toBe('/entries/0/bonus');
    expect(raidsFault(doc({ ...bonus, bonus: false, points: [0, 0] }))?.path).toBe('/entries/0/result');
    expect(raidsFault(doc({ ...bonus, result: 'tackled', points: [1, 1] }))?.path).toBe(
      '/entries/0/tackledBy',
    );
    expect(
      raidsFault(doc({ ...bonus, result: 'tackled', tackledBy: 'A1', superTackle: true, points: [1, 2] }))
        ?.path,
    ).toBe('/entries/0/superTackle');
    expect(raidsFault(doc({ ...bonus, points: [2, 0] }))?.path).toBe('/entries/0/points/0');
  });

  it('[KB6] after two empty raids in a row the next is do-or-die, never empty', () => {
    const empty = (side: 1 | 2): RaidFields => ({
      side,
      raider: side === 1 ? 'H1' : 'A1',
      onCourtBefore: [7, 7],
      result: 'empty',
      points: [0, 0],
    });
    const two = [empty(1), empty(2), empty(1), empty(2)];
    const failed: RaidFields = { ...empty(1), result: 'doOrDieFailed', doOrDie: true, points: [0, 1] };
    expect(raidsFault(doc(...two, failed))).toBeNull();
    expect(raidsFault(doc(...two, { ...failed, doOrDie: undefined }))?.path).toBe('/entries/4/doOrDie');
    expect(raidsFault(doc(...two, { ...empty(1), doOrDie: true }))?.path).toBe('/entries/4/result');
    expect(raidsFault(doc(empty(1), { ...empty(2), result: 'doOrDieFailed', points: [1, 0] }))?.path).toBe(
      '/entries/1/result',
    );
  });

  it('[KB7, KB8] technical points count in the score; a third time-out in a half is refused', () => {
    const raid: RaidFields = {
      side: 1,
      raider: 'H1',
      onCourtBefore: [7, 7],
      result: 'empty',
      points: [0, 0],
    };
    const withTechnical = doc({ kind: 'technicalPoint', side: 2, points: 1 }, raid);
    expect(raidsFault(withTechnical)).toBeNull();
    expect((withTechnical.entries[1] as KabaddiRaid).score).toEqual([1, 0]);
    const timeOut: BreakFields = { kind: 'timeOut', side: 1 };
    expect(raidsFault(doc(timeOut, timeOut, raid))).toBeNull();
    expect(raidsFault(doc(timeOut, timeOut, timeOut))?.path).toBe('/entries/2/kind');
  });

  it('[KB10] the sides raid in turn; the side that did not raid first starts the second half', () => {
    const raid = (side: 1 | 2, half = 1): RaidFields => ({
      side,
      half,
      raider: side === 1 ? 'H1' : 'A1',
      onCourtBefore: [7, 7],
      result: 'successful',
      bonus: true,
      points: side === 1 ? [1, 0] : [0, 1],
    });
    expect(raidsFault(doc(raid(1), raid(1)))?.path).toBe('/entries/1/side');
    expect(raidsFault(doc(raid(1), raid(2), raid(2, 2), raid(1, 2)))).toBeNull();
    expect(raidsFault(doc(raid(1), raid(2), raid(1, 2)))?.path).toBe('/entries/2/side');
  });

  it('[KB1] the clock stays in its half and goes forward; seqs increase', () => {
    const raid: RaidFields = {
      side: 1,
      raider: 'H1',
      onCourtBefore: [7, 7],
      result: 'empty',
      points: [0, 0],
    };
    expect(raidsFault(doc({ ...raid, clock: '20:31' }))?.path).toBe('/entries/0/clock');
    expect(raidsFault(doc({ ...raid, half: 2, clock: '19:59' }))?.path).toBe('/entries/0/clock');
    expect(raidsFault(doc({ ...raid, clock: '05:00' }, { ...raid, side: 2, clock: '04:59' }))?.path).toBe(
      '/entries/1/clock',
    );
    expect(raidsFault(doc({ ...raid, clock: '5:00' }))?.path).toBe('/entries/0/clock');
    const twice = doc(raid, { ...raid, side: 2 });
    (twice.entries[1] as KabaddiRaid).seq = 1;
    expect(raidsFault(twice)?.path).toBe('/entries/1/seq');
  });

  it('a yellow card leaves the carded side counted as sent (its return is not in the document) until its all out', () => {
    const card: BreakFields = { kind: 'card', side: 2, card: 'yellow', player: 'A5', technical: 1 };
    const short: RaidFields = {
      side: 1,
      raider: 'H1',
      onCourtBefore: [7, 6],
      result: 'empty',
      points: [0, 0],
    };
    expect(raidsFault(doc(card, short))).toBeNull();
    // The other side is still followed.
    expect(raidsFault(doc(card, { ...short, onCourtBefore: [6, 6] }))?.path).toBe(
      '/entries/1/onCourtBefore/0',
    );
  });
});
