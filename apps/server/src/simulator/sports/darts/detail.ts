/**
 * What darts adds to its detail documents, from the visits (throws.ts):
 * - the point history (df_mh, df_mhn, df_mhsn): each finished leg of each set with who threw first, who
 *   won, the legs of the set after it, every visit's score in order, the checkout and the darts the
 *   winner threw;
 * - the statistics (df_stn the match, df_stp each set): the three-dart average, 180s, 140+ and 100+
 *   visits, checkouts, the checkout percentage and the highest checkout. A set's figures count its own
 *   visits, so the sets add up to the match. A match of legs has no sets: only the match's figures.
 */
import type { MatchStatistics, PointHistory, SideNo, StatLine } from '@nerali/domain';
import type { Fixture } from '../../types.ts';
import type { DartsScript } from './script.ts';
import { type DartsFigures, dartsFigures, dartsThrows, type LegThrows, threeDartAverage } from './throws.ts';

const endOf = (script: DartsScript, n: number) => script.legs[n]?.visits.at(-1) ?? Infinity;

/** The legs finished by match second t, visit by visit. */
export function dartsPointHistory(
  eventId: string,
  script: DartsScript,
  t: number,
  fx: Fixture,
): PointHistory {
  const throws = dartsThrows(script, fx);
  const sets: PointHistory['sets'] = [];
  throws.forEach((leg, n) => {
    if (endOf(script, n) > t) return;
    let set = sets.find((s) => s.set === leg.set);
    if (!set) sets.push((set = { set: leg.set, games: [] }));
    set.games.push({
      server: (leg.thrower + 1) as SideNo,
      winner: (leg.winner + 1) as SideNo,
      points: leg.visits.map((v) => String(v.score)),
      checkout: leg.checkout,
      darts: leg.visits.filter((v) => v.side === leg.winner).reduce((sum, v) => sum + v.darts, 0),
    });
  });
  return { eventId, sets };
}

/** The visits thrown by match second t, leg by leg (the leg in play cut at t). */
function thrownBy(script: DartsScript, throws: readonly LegThrows[], t: number): LegThrows[] {
  const out: LegThrows[] = [];
  throws.forEach((leg, n) => {
    const times = script.legs[n]?.visits ?? [];
    const visits = leg.visits.filter((_, i) => (times[i] ?? Infinity) <= t);
    if (visits.length > 0) out.push({ ...leg, visits });
  });
  return out;
}

const LINES: readonly { key: string; en: string; ta: string; of: (f: DartsFigures) => string }[] = [
  {
    key: 'average',
    en: '3-dart average',
    ta: 'மூன்று டார்ட் சராசரி',
    of: (f) => threeDartAverage(f).toFixed(2),
  },
  { key: 'oneEighties', en: '180s', ta: '180கள்', of: (f) => String(f.oneEighties) },
  { key: 'tonForty', en: '140+ visits', ta: '140+ வீச்சுகள்', of: (f) => String(f.tonForty) },
  { key: 'tonPlus', en: '100+ visits', ta: '100+ வீச்சுகள்', of: (f) => String(f.ton) },
  { key: 'checkouts', en: 'Checkouts', ta: 'செக்அவுட்கள்', of: (f) => `${f.checkouts}/${f.onFinish}` },
  {
    key: 'checkoutPercent',
    en: 'Checkout %',
    ta: 'செக்அவுட் சதவீதம்',
    of: (f) => `${f.onFinish > 0 ? ((100 * f.checkouts) / f.onFinish).toFixed(1) : '0.0'}%`,
  },
  {
    key: 'highestCheckout',
    en: 'Highest checkout',
    ta: 'அதிகபட்ச செக்அவுட்',
    of: (f) => (f.highest > 0 ? String(f.highest) : '-'),
  },
  { key: 'darts', en: 'Darts thrown', ta: 'வீசிய டார்ட்கள்', of: (f) => String(f.darts) },
];

function linesOf(legs: readonly LegThrows[]): StatLine[] {
  const [home, away] = dartsFigures(legs);
  return LINES.map((l) => ({ key: l.key, name: { ta: l.ta, en: l.en }, home: l.of(home), away: l.of(away) }));
}

/** Period 0 the match; in a match of sets, period n the n-th set played so far. */
export function dartsStatistics(
  eventId: string,
  script: DartsScript,
  t: number,
  fx: Fixture,
): MatchStatistics {
  const thrown = thrownBy(script, dartsThrows(script, fx), t);
  const periods: MatchStatistics['periods'] = [{ period: 0, lines: linesOf(thrown) }];
  if (script.format.sets > 0) {
    const sets = [...new Set(thrown.map((l) => l.set))].sort((a, b) => a - b);
    for (const set of sets)
      periods.push({ period: set, lines: linesOf(thrown.filter((l) => l.set === set)) });
  }
  return { eventId, periods };
}
