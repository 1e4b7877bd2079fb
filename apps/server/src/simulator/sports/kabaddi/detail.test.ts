/**
 * Kabaddi's detail documents as the simulator puts them: the raids document and its commentary from a
 * real world's match, named from the real team sheets, growing raid by raid as the match goes on.
 */
import { kabaddiFigures, type KabaddiRaids } from '@nerali/domain';
import { describe, expect, it } from 'vitest';
import { MatchDetail } from '../../detail/match.ts';
import { detailWorldOf } from '../../detail/track.ts';
import { fixturesForDay } from '../../fixtures.ts';
import { buildWorld } from '../../world/world.ts';
import { RULES, SIMULATED_SPORTS, SimSport } from '../index.ts';

const SEED = 7;
const world = buildWorld(SIMULATED_SPORTS);

describe('kabaddi detail documents', () => {
  it('puts the raids document and a commentary line a raid, named from the line-ups, never ahead of time', () => {
    const fx = fixturesForDay(world, SEED, SimSport.kabaddi as never, 20_500)[0];
    if (!fx) throw new Error('no kabaddi fixture that day');
    const rules = RULES.get(fx.sportId);
    if (!rules) throw new Error('no kabaddi rules');
    const script = rules.script(fx);
    const detail = new MatchDetail(fx, rules, detailWorldOf(SEED, 1, world));
    const end = rules.duration(script);
    const starters = new Set(
      (detail.sheets ?? []).flatMap((s) => [...s.starters, ...s.substitutes].map((p) => p.name)),
    );
    let before = 0;
    for (const t of [600, 1800, end]) {
      const docs = detail.live(script, t);
      const raids = docs.find((d) => d.kind === 'raids')?.body as KabaddiRaids | undefined;
      if (!raids) throw new Error('no raids document');
      expect(raids.entries.length).toBeGreaterThan(before);
      before = raids.entries.length;
      for (const e of raids.entries) if (e.kind === 'raid') expect(starters.has(e.raider)).toBe(true);
      const view = rules.view(script, t);
      expect(kabaddiFigures(raids).teams.map((x) => String(x.total))).toEqual([
        view.homeScore,
        view.awayScore,
      ]);
      const commentary = docs.find((d) => d.kind === 'commentary');
      expect(commentary?.kind === 'commentary' && commentary.body.entries.length).toBeGreaterThan(
        raids.entries.length,
      );
    }
  });
});
