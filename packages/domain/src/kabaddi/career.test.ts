import { describe, expect, it } from 'vitest';
import { kabaddiCareer, kabaddiMatchLines } from './career.ts';
import type { KabaddiRaid, KabaddiRaids } from './model.ts';

const raid = (r: Partial<KabaddiRaid> & Pick<KabaddiRaid, 'seq' | 'side' | 'raider' | 'result'>) =>
  ({
    kind: 'raid',
    half: 1,
    clock: '01:00',
    onCourtBefore: [7, 7],
    touched: [],
    bonus: false,
    points: [0, 0],
    score: [0, 0],
    ...r,
  }) as KabaddiRaid;

/** Pawan: 2 touch + bonus, then 3 touch, then tackled: 6 raid points, 3 raids, 1 unsuccessful. */
const doc: KabaddiRaids = {
  eventId: 'g_42_career',
  entries: [
    raid({
      seq: 1,
      side: 1,
      raider: 'Pawan',
      result: 'successful',
      touched: ['Fazel', 'Sagar'],
      bonus: true,
    }),
    raid({ seq: 2, side: 2, raider: 'Naveen', result: 'tackled', tackledBy: 'Surjeet', superTackle: true }),
    raid({ seq: 3, side: 1, raider: 'Pawan', result: 'successful', touched: ['Fazel', 'Sagar', 'Nitesh'] }),
    raid({ seq: 4, side: 1, raider: 'Pawan', result: 'tackled', tackledBy: 'Fazel', assist: 'Amit' }),
    {
      seq: 5,
      half: 2,
      clock: '21:00',
      kind: 'substitution',
      side: 1,
      playerOn: 'Arjun',
      playerOff: 'Surjeet',
    },
  ],
};

describe('kabaddi career', () => {
  const lines = kabaddiMatchLines(doc);
  const line = (name: string, side: 1 | 2) => lines.find((l) => l.name === name && l.side === side);

  it("a match line: the raider's points and raids, the tackler's points", () => {
    expect(line('Pawan', 1)).toMatchObject({
      raids: 3,
      raidPoints: 6,
      successfulRaids: 2,
      unsuccessfulRaids: 1,
      superRaids: 2,
      tacklePoints: 0,
      super10: false,
    });
    expect(line('Surjeet', 1)).toMatchObject({ tacklePoints: 2, tackles: 1, superTackles: 1 });
    expect(line('Fazel', 2)).toMatchObject({ tacklePoints: 1, tackles: 1, raids: 0 });
  });

  it('a player the log only names (touched, assisting, coming on) played, with zeros', () => {
    expect(line('Nitesh', 2)).toMatchObject({ raids: 0, raidPoints: 0, tacklePoints: 0 });
    expect(line('Amit', 2)).toBeDefined();
    expect(line('Arjun', 1)).toBeDefined();
    // Nobody named Sagar on the raiding side: a name counts only on its side.
    expect(line('Sagar', 1)).toBeUndefined();
  });

  it('folds matches: sums, Super 10s and High 5s counted by match', () => {
    const nitesh = line('Nitesh', 2);
    if (!nitesh) throw new Error('Nitesh has a line');
    const zero = { ...nitesh };
    const c = kabaddiCareer([
      {
        ...zero,
        raids: 20,
        raidPoints: 12,
        successfulRaids: 9,
        emptyRaids: 6,
        unsuccessfulRaids: 5,
        super10: true,
      },
      {
        ...zero,
        raids: 15,
        raidPoints: 10,
        tacklePoints: 5,
        tackles: 4,
        superTackles: 1,
        super10: true,
        high5: true,
      },
      { ...zero, raids: 3, raidPoints: 1, tacklePoints: 2, tackles: 2 },
    ]);
    expect(c).toEqual({
      matches: 3,
      raids: 38,
      raidPoints: 23,
      successfulRaids: 9,
      unsuccessfulRaids: 5,
      emptyRaids: 6,
      superRaids: 0,
      tacklePoints: 7,
      tackles: 6,
      superTackles: 1,
      total: 30,
      super10s: 2,
      high5s: 1,
    });
  });
});
