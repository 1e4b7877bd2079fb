/**
 * [S2 df_mr] The report of a finished darts match tells its facts: the winner and the score in sets
 * (legs in a match of legs), the legs of each set, the averages and 180s of the statistics, the
 * highest checkout of the match.
 */
import { IncidentKind } from '@nerali/domain';
import { describe, expect, it } from 'vitest';
import { MatchDetail } from '../../detail/match.ts';
import { makeFixture } from '../../testing.ts';
import { type DartsFormat, duel } from '../shared/duel-format.ts';
import { darts, type DartsScript } from './script.ts';

const world = { seed: 1, speed: 1, countryOf: () => 'gb-eng' };

function finished(format: DartsFormat, seed: number) {
  const base = makeFixture(duel(14, format), seed);
  const fx = {
    ...base,
    home: { ...base.home, name: 'L. Littler' },
    away: { ...base.away, name: 'N. Kumar' },
  };
  const script = darts.script(fx) as DartsScript;
  const end = darts.duration(script);
  const docs = new MatchDetail(fx, darts, world).live(script, end);
  const report = docs.find((d) => d.kind === 'report');
  const stats = docs.find((d) => d.kind === 'statistics');
  if (report?.kind !== 'report' || stats?.kind !== 'statistics') throw new Error('no report');
  return {
    report: report.body,
    stats: stats.body,
    view: darts.view(script, end),
    incidents: darts.incidents?.(script, fx) ?? [],
  };
}

describe('[S2 df_mr] darts match reports', () => {
  it.each([
    ['sets', { kind: 'darts', sets: 3, legs: 3 } as DartsFormat, 'செட்'],
    ['legs', { kind: 'darts', sets: 0, legs: 6 } as DartsFormat, 'லெக்'],
  ])('a match of %s: the score, averages, 180s and highest checkout as played', (_, format, unit) => {
    for (let seed = 1; seed <= 5; seed++) {
      const { report, stats, view, incidents } = finished(format, seed);
      const home = Number(view.homeScore);
      const away = Number(view.awayScore);
      const [w, l] = home > away ? ['L. Littler', 'N. Kumar'] : ['N. Kumar', 'L. Littler'];
      const score = `${Math.max(home, away)}-${Math.min(home, away)}`;
      expect(report.title.en).toBe(`${w} beat ${l} ${score}`);
      expect(report.title.ta).toContain(`${score} என்ற ${unit} கணக்கில் ${w} வெற்றி`);
      const line = (key: string) => stats.periods[0]?.lines.find((x) => x.key === key);
      const [wCell, lCell] = home > away ? (['home', 'away'] as const) : (['away', 'home'] as const);
      expect(report.body.en).toContain(
        `${w} averaged ${line('average')?.[wCell]}, ${l} ${line('average')?.[lCell]}`,
      );
      expect(report.body.ta).toContain(`${w} ${line('average')?.[wCell]}, ${l} ${line('average')?.[lCell]}`);
      expect(report.body.en).toContain(
        `180s: ${w} ${line('oneEighties')?.[wCell]}, ${l} ${line('oneEighties')?.[lCell]}`,
      );
      const best = Math.max(
        ...incidents.filter((i) => i.kind === IncidentKind.checkout).map((i) => i.value ?? 0),
      );
      expect(report.body.en).toContain(`Highest checkout: ${best}`);
      expect(report.body.ta).toContain(`அதிகபட்ச செக்அவுட்: ${best}`);
      const ta = `${report.title.ta} ${report.body.ta}`
        .replaceAll('L. Littler', '')
        .replaceAll('N. Kumar', '');
      expect(ta).not.toMatch(/[A-Za-z]/);
    }
  });
});
