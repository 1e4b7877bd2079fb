/**
 * Football's incidents with their players: the script's goals, red cards and shoot-out kicks, plus
 * what never reaches the scoreboard (yellow cards, assists, substitutions), played through a pitch
 * that knows who is on it: nobody scores after going off, a second yellow follows a first one, a
 * substitute replaces someone still playing.
 */
import { IncidentKind, SPORT_CARDS } from '@nerali/domain';
import type { SheetPlayer, TeamSheet } from '../../detail/team-sheet.ts';
import type { NamedIncident } from '../../detail/named-incidents.ts';
import { clamp, Rng } from '../../prng.ts';
import type { Fixture, SimIncident } from '../../types.ts';
import type { SoccerScript } from './script.ts';

const SCORING: Record<string, number> = { G: 0, D: 1, M: 3, F: 6 };
const GOING_OFF: Record<string, number> = { G: 0, D: 1, M: 2, F: 3 };

interface Pitch {
  on: SheetPlayer[];
  bench: SheetPlayer[];
  booked: Set<string>;
}

function pick(
  rng: Rng,
  players: readonly SheetPlayer[],
  weight: Record<string, number>,
): SheetPlayer | undefined {
  if (players.length === 0) return undefined;
  return rng.weighted(players, (p) => weight[p.position] ?? 1);
}

export function footballIncidents(
  script: SoccerScript,
  fx: Fixture,
  base: readonly SimIncident[],
  sheets: readonly [TeamSheet, TeamSheet],
): NamedIncident[] {
  const rng = Rng.of(fx.seed, 'football-detail');
  const h1End = script.phases[1]?.start ?? SPORT_CARDS.soccer.periods.minutes * 60;
  const h2Start = script.phases[2]?.start ?? h1End + 15 * 60;
  const h2End = script.phases[3]?.start ?? script.end;
  const regulation = h1End + (h2End - h2Start);
  const inPlay = (u: number) => (u < h1End ? u : h2Start + (u - h1End));
  const extra: SimIncident[] = [];
  for (const side of [0, 1] as const) {
    for (let k = rng.poisson(1.9); k > 0; k--) {
      extra.push({ t: inPlay(rng.int(60, regulation - 1)), side, kind: IncidentKind.yellowCard });
    }
    const subs = rng.int(3, 5);
    for (let k = 0; k < subs; k++) {
      // A change at the break now and then; most come after the hour.
      const t =
        k === 0 && rng.chance(0.2)
          ? h2Start
          : h2Start + rng.int(10 * 60, Math.max(10 * 60, h2End - h2Start - 120));
      extra.push({ t, side, kind: IncidentKind.substitution });
    }
  }
  const all = [...base, ...extra].sort((a, b) => a.t - b.t || a.kind - b.kind);
  const pitches: [Pitch, Pitch] = [0, 1].map((s) => ({
    on: [...(sheets[s]?.starters ?? [])],
    bench: [...(sheets[s]?.substitutes ?? [])],
    booked: new Set<string>(),
  })) as [Pitch, Pitch];
  const out: NamedIncident[] = [];
  const takers: [number, number] = [0, 0];
  for (const inc of all) {
    const pitch = pitches[inc.side];
    const other = pitches[inc.side === 0 ? 1 : 0];
    const named: NamedIncident = { ...inc };
    switch (inc.kind) {
      case IncidentKind.goal:
      case IncidentKind.penaltyGoal: {
        const scorer = pick(rng, pitch.on, SCORING);
        if (scorer) named.name = scorer.name;
        if (inc.kind === IncidentKind.goal && rng.chance(0.75)) {
          const helper = pick(
            rng,
            pitch.on.filter((p) => p !== scorer),
            { G: 0.1, D: 1.5, M: 4, F: 3 },
          );
          if (helper) named.second = helper.name;
        }
        break;
      }
      case IncidentKind.ownGoal: {
        const unlucky = pick(rng, other.on, { G: 0.5, D: 5, M: 2, F: 0.5 });
        if (unlucky) named.name = unlucky.name;
        break;
      }
      case IncidentKind.yellowCard: {
        const player = pick(
          rng,
          pitch.on.filter((p) => !pitch.booked.has(p.name)),
          { G: 0.2, D: 3, M: 3, F: 1.5 },
        );
        if (!player) continue;
        pitch.booked.add(player.name);
        named.name = player.name;
        break;
      }
      case IncidentKind.secondYellow:
      case IncidentKind.redCard: {
        const booked = pitch.on.filter((p) => pitch.booked.has(p.name));
        let player: SheetPlayer | undefined;
        if (inc.kind === IncidentKind.secondYellow && booked.length > 0) player = rng.pick(booked);
        else player = pick(rng, pitch.on, { G: 0.3, D: 3, M: 2, F: 1 });
        if (!player) continue;
        if (inc.kind === IncidentKind.secondYellow && !pitch.booked.has(player.name)) {
          // The first yellow of this player came earlier in the match.
          const first = Math.max(60, Math.floor(inc.t * rng.next()));
          out.push({
            t: Math.min(first, inc.t - 1),
            side: inc.side,
            kind: IncidentKind.yellowCard,
            name: player.name,
          });
        }
        named.name = player.name;
        pitch.on = pitch.on.filter((p) => p !== player);
        break;
      }
      case IncidentKind.substitution: {
        const off = pick(rng, pitch.on, GOING_OFF);
        const onIndex = pitch.bench.findIndex((p) => p.position === off?.position && p.position !== 'G');
        const on = pitch.bench[onIndex >= 0 ? onIndex : pitch.bench.findIndex((p) => p.position !== 'G')];
        if (!off || !on) continue;
        pitch.on = pitch.on.map((p) => (p === off ? on : p));
        pitch.bench = pitch.bench.filter((p) => p !== on);
        named.name = on.name;
        named.second = off.name;
        break;
      }
      case IncidentKind.shootoutScored:
      case IncidentKind.shootoutMissed: {
        const order = [...pitch.on].sort((a, b) => (SCORING[b.position] ?? 0) - (SCORING[a.position] ?? 0));
        const taker = order[takers[inc.side] % Math.max(1, order.length)];
        takers[inc.side]++;
        if (taker) named.name = taker.name;
        break;
      }
    }
    out.push(named);
  }
  return out.sort((a, b) => a.t - b.t);
}

/** Football possession: the stronger side keeps the ball more, wandering a little every five minutes. */
export function possessionAt(fx: Fixture, t: number): [number, number] {
  const edge = fx.home.rating - fx.away.rating;
  const wobble = Rng.of(fx.seed, 'possession', Math.floor(t / 300)).next() * 6 - 3;
  const home = Math.round(clamp(50 + 14 * edge + wobble, 28, 72));
  return [home, 100 - home];
}

/** When the commentary's half-time and second-half whistles go: the ends of the first half and break. */
export function footballMarks(script: SoccerScript): { t: number; kind: 'halfTime' | 'secondHalf' }[] {
  const ht = script.phases[1]?.start ?? Number.POSITIVE_INFINITY;
  const h2 = script.phases[2]?.start ?? Number.POSITIVE_INFINITY;
  return [
    { t: ht, kind: 'halfTime' },
    { t: h2, kind: 'secondHalf' },
  ];
}
