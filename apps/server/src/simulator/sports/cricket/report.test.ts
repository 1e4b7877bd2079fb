/**
 * [S2 df_mr] The report of a finished cricket match tells its result from the facts: a side chasing a
 * target that reaches it wins by the wickets it has left (of ten), a side defending one by the runs it
 * had to spare, a side batting once that outscores two innings by an innings and the runs between;
 * the top score and the best bowling figures are those of the scorecard.
 */
import { CricketGameType, scorecard, Winner } from '@nerali/domain';
import { describe, expect, it } from 'vitest';
import { MatchDetail } from '../../detail/match.ts';
import { makeFixture } from '../../testing.ts';
import { cricket, type CricketScript } from './script.ts';

const world = { seed: 1, speed: 1, countryOf: () => 'in' };
const FORMATS = [
  { sport: 'cricket', gameType: CricketGameType.t20, oversPerInnings: 20, days: 0 },
  { sport: 'cricket', gameType: CricketGameType.odi, oversPerInnings: 50, days: 0 },
  { sport: 'cricket', gameType: CricketGameType.test, oversPerInnings: 0, days: 5 },
] as const;

function finished(format: (typeof FORMATS)[number], seed: number) {
  const base = makeFixture(format, seed);
  const fx = { ...base, home: { ...base.home, name: 'India' }, away: { ...base.away, name: 'Australia' } };
  const detail = new MatchDetail(fx, cricket, world);
  const script = cricket.script(fx) as CricketScript;
  const end = cricket.duration(script);
  const docs = detail.live(script, end);
  const report = docs.find((d) => d.kind === 'report');
  const balls = docs.find((d) => d.kind === 'balls');
  if (report?.kind !== 'report' || balls?.kind !== 'balls') throw new Error('no report');
  return {
    report: report.body,
    card: scorecard(balls.body, { finished: true }),
    view: cricket.view(script, end),
  };
}

describe('[S2 df_mr] cricket match reports', () => {
  it('state the winner and the margin as the laws count it, in both languages', () => {
    let seen = 0;
    for (const format of FORMATS) {
      for (let seed = 1; seed <= 6; seed++) {
        const { report, card, view } = finished(format, seed);
        const inns = card.innings;
        const last = inns.at(-1);
        if (!last) continue;
        const total = (side: 1 | 2) => inns.filter((i) => i.side === side).reduce((s, i) => s + i.runs, 0);
        if (view.winner !== Winner.home && view.winner !== Winner.away) {
          expect(report.body.ta).toContain('சமநிலை');
          continue;
        }
        seen++;
        const w = view.winner === Winner.home ? 1 : 2;
        const l = w === 1 ? 2 : 1;
        const [wEn, lEn, wTa] =
          w === 1 ? ['India', 'Australia', 'இந்தியா'] : ['Australia', 'India', 'ஆஸ்திரேலியா'];
        expect(report.title.en.startsWith(`${wEn} beat ${lEn} by `)).toBe(true);
        expect(report.title.ta.endsWith(`வீழ்த்தியது ${wTa}`)).toBe(true);
        const wInns = inns.filter((i) => i.side === w).length;
        const lInns = inns.filter((i) => i.side === l).length;
        if (wInns === 1 && lInns === 2) {
          const n = total(w) - total(l);
          expect(report.title.en).toContain(`by an innings and ${n} run`);
          expect(report.title.ta).toContain(`ஓர் இன்னிங்ஸ் மற்றும் ${n} ரன்`);
        } else if (last.side === w) {
          expect(report.title.en).toContain(`by ${10 - last.wickets} wicket`);
          expect(report.title.ta).toContain(`${10 - last.wickets} விக்கெட் வித்தியாசத்தில்`);
        } else {
          expect(report.title.en).toContain(`by ${total(w) - total(l)} run`);
          expect(report.title.ta).toContain(`${total(w) - total(l)} ரன்`);
        }
      }
    }
    expect(seen).toBeGreaterThan(5);
  });

  it('name the top scorer and the best bowling of the scorecard; the Tamil has no English but names', () => {
    for (const format of FORMATS) {
      const { report, card } = finished(format, 2);
      const batters = card.innings.flatMap((i) => i.batting);
      const top = Math.max(...batters.map((b) => b.runs));
      const topBatter = batters.find((b) => b.runs === top);
      expect(report.body.en).toContain(`${topBatter?.name}`);
      expect(report.body.en).toContain(`top-scored with ${top}`);
      expect(report.body.ta).toContain(`${top} ரன்`);
      const bowlers = card.innings.flatMap((i) => i.bowling);
      const most = Math.max(...bowlers.map((b) => b.wickets));
      const fewest = Math.min(...bowlers.filter((b) => b.wickets === most).map((b) => b.runs));
      expect(report.body.en).toContain(`took ${most} for ${fewest}`);
      expect(report.body.ta).toContain(`${fewest} ரன்`);
      expect(report.body.ta).toContain(`${most} விக்கெட் வீழ்த்தினார்`);
      let ta = `${report.title.ta} ${report.body.ta}`;
      for (const name of [...batters.map((b) => b.name), ...bowlers.map((b) => b.name)])
        ta = ta.replaceAll(name, '');
      expect(ta).not.toMatch(/[A-Za-z]/);
    }
  });
});
