import { EventStage, Winner } from '@nerali/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeFixture } from '../../testing.ts';
import { duel, type EsportsFormat } from '../shared/duel-format.ts';
import { esports, type EsportsScript, esportsView, mapIsOver } from './script.ts';

const scriptOf = (format: EsportsFormat, seed: number, ratings: [number, number] = [0.5, 0.5]) =>
  esports.script(makeFixture(duel(36, format), seed, ratings)) as EsportsScript;

describe('esports maps', () => {
  it('end CS2 maps at 13 in regulation and at 16, 19 ... in overtime blocks', () => {
    expect(mapIsOver('cs2', 13, 11)).toBe(true);
    expect(mapIsOver('cs2', 13, 12)).toBe(false);
    expect(mapIsOver('cs2', 14, 12)).toBe(false);
    expect(mapIsOver('cs2', 15, 13)).toBe(false);
    expect(mapIsOver('cs2', 16, 14)).toBe(true);
    expect(mapIsOver('cs2', 16, 15)).toBe(false);
    expect(mapIsOver('cs2', 19, 17)).toBe(true);
  });

  it('end VALORANT maps at 13, or two clear from 12-12', () => {
    expect(mapIsOver('valorant', 13, 7)).toBe(true);
    expect(mapIsOver('valorant', 13, 12)).toBe(false);
    expect(mapIsOver('valorant', 14, 12)).toBe(true);
    expect(mapIsOver('valorant', 17, 15)).toBe(true);
  });

  it('always end a series with the maps it needed, each map legal for its game', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.constantFrom<EsportsFormat['game']>('cs2', 'valorant', 'dota2'),
        fc.constantFrom<3 | 5>(3, 5),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (seed, game, bestOf, r) => {
          const script = scriptOf({ kind: 'esports', game, bestOf }, seed, [r, 1 - r]);
          const view = esportsView(script, script.end);
          const [home, away] = [Number(view.homeScore), Number(view.awayScore)];
          expect(Math.max(home, away)).toBe(Math.ceil(bestOf / 2));
          expect(view.winner).toBe(home > away ? Winner.home : Winner.away);
          expect(view.homeParts).toHaveLength(home + away);
          script.maps.forEach((map, i) => {
            const [h, a] = [view.homeParts?.[i] ?? 0, view.awayParts?.[i] ?? 0];
            if (game !== 'dota2') {
              const [w, l] = map.winner === 0 ? [h, a] : [a, h];
              expect(mapIsOver(game, w, l), `${w}-${l}`).toBe(true);
            }
          });
        },
      ),
      { numRuns: 150 },
    );
  });

  it('shows the map in play as a set stage, a break between maps', () => {
    const script = scriptOf({ kind: 'esports', game: 'cs2', bestOf: 3 }, 12);
    const [first, second] = script.maps;
    expect(esportsView(script, 60).stage).toBe(EventStage.firstSet);
    expect(esportsView(script, (first?.end ?? 0) + 30).stage).toBe(EventStage.breakTime);
    expect(esportsView(script, (second?.start ?? 0) + 30).stage).toBe(EventStage.secondSet);
    expect(esportsView(script, (second?.start ?? 0) + 30).homeParts).toHaveLength(2);
  });
});
