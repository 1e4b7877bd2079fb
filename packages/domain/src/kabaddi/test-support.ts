/** A fast-check arbitrary of raids documents whose points follow the rules, for the kabaddi tests. */
import fc from 'fast-check';
import type { SideNo } from '../detail/basics.ts';
import type { KabaddiEntry, KabaddiRaid, KabaddiRaids, RaidResult } from './model.ts';

const NAMES = ['Pawan', 'Naveen', 'Arjun', 'Fazel', 'Surjeet', 'Sagar', 'Nitesh'];

/** What each side gets from a raid, written from the rules [KB2, KB3, KB5, KB6] apart from figures.ts. */
function pointsOf(
  side: SideNo,
  result: RaidResult,
  touched: number,
  bonus: boolean,
  superTackle: boolean,
  allOut: SideNo | undefined,
): [number, number] {
  const attack = touched + (bonus ? 1 : 0);
  const defence = result === 'tackled' ? (superTackle ? 2 : 1) : result === 'doOrDieFailed' ? 1 : 0;
  const pts: [number, number] = side === 1 ? [attack, defence] : [defence, attack];
  if (allOut !== undefined) pts[allOut === 1 ? 1 : 0] += 2;
  return pts;
}

const raidArb = fc.record({
  side: fc.constantFrom<SideNo>(1, 2),
  raider: fc.constantFrom(...NAMES),
  result: fc.constantFrom<RaidResult>('successful', 'tackled', 'empty', 'doOrDieFailed'),
  touched: fc.subarray(NAMES, { maxLength: 4 }),
  bonus: fc.boolean(),
  tackler: fc.constantFrom(...NAMES),
  superTackle: fc.boolean(),
  allOut: fc.boolean(),
  doOrDie: fc.boolean(),
});
const breakArb = fc.oneof(
  fc.record({ kind: fc.constant('timeOut' as const), side: fc.constantFrom<SideNo>(1, 2) }),
  fc.record({
    kind: fc.constant('technicalPoint' as const),
    side: fc.constantFrom<SideNo>(1, 2),
    points: fc.integer({ min: 1, max: 2 }),
  }),
  fc.record({
    kind: fc.constant('card' as const),
    side: fc.constantFrom<SideNo>(1, 2),
    card: fc.constantFrom('green' as const, 'yellow' as const, 'red' as const),
    player: fc.constantFrom(...NAMES),
    technical: fc.integer({ min: 0, max: 1 }),
  }),
);

/** A document whose raids are each well formed (the score after each is carried on), in any order. */
export const docArb = fc
  .array(fc.oneof({ weight: 4, arbitrary: raidArb.map((r) => ({ raid: r })) }, breakArb), {
    maxLength: 120,
  })
  .map((items): KabaddiRaids => {
    const score: [number, number] = [0, 0];
    const entries: KabaddiEntry[] = items.map((item, i) => {
      const base = { seq: i + 1, half: 1, clock: '00:00' };
      if (!('raid' in item)) {
        const against = item.side === 1 ? 1 : 0;
        if (item.kind === 'technicalPoint') score[against] += item.points;
        if (item.kind === 'card') score[against] += item.technical;
        return { ...base, ...item };
      }
      const r = item.raid;
      const touched = r.result === 'successful' ? r.touched : [];
      const bonus = r.result === 'successful' || r.result === 'tackled' ? r.bonus : false;
      const result: RaidResult =
        r.result === 'successful' && touched.length === 0 && !bonus ? 'empty' : r.result;
      const allOut = r.allOut && result !== 'empty' ? (((r.side % 2) + 1) as SideNo) : undefined;
      const points = pointsOf(r.side, result, touched.length, bonus, r.superTackle, allOut);
      score[0] += points[0];
      score[1] += points[1];
      const raid: KabaddiRaid = {
        ...base,
        kind: 'raid',
        side: r.side,
        raider: r.raider,
        onCourtBefore: [7, 7],
        result,
        touched,
        bonus,
        points,
        score: [score[0], score[1]],
      };
      if (result === 'tackled') {
        raid.tackledBy = r.tackler;
        if (r.superTackle) raid.superTackle = true;
      }
      if (r.doOrDie) raid.doOrDie = true;
      if (allOut !== undefined) raid.allOut = allOut;
      return raid;
    });
    return { eventId: 'e1', entries, ...{ score } };
  });
