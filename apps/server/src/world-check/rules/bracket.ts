/**
 * Knock-out draws (td_): a bracket in which winners go on and nobody plays a round before reaching it.
 *
 * - bracket.shape: each round has half the ties of the one before, and a side is in a round once
 *   (a single-elimination draw: ITF/ATP/WTA, BWF, ITTF, PDC and WPBSA draws, football cups).
 * - bracket.advance: the winners of ties 2i-1 and 2i of a round meet in tie i of the next (the draw's
 *   bracket order); a tie's winner is the side with the better score, and the same as its match's.
 * - bracket.calendar: a tie starts only after the ties feeding it have finished.
 */
import type { DrawMatch } from '@nerali/domain';
import type { Violation, World } from '../model.ts';
import { interval } from './support.ts';

function winnerId(m: DrawMatch): string | undefined {
  if (m.winner === 1) return m.homeId;
  if (m.winner === 2) return m.awayId;
  return undefined;
}

export function bracketRule(world: World): Violation[] {
  const out: Violation[] = [];
  for (const [leagueId, rounds] of world.draws) {
    const league = world.leagues.get(leagueId);
    if (!league) continue;
    const add = (check: string, detail: string) =>
      out.push({ sportId: league.sportId, check, subject: leagueId, detail: `${league.name}: ${detail}` });
    rounds.forEach((round, r) => {
      const prev = rounds[r - 1];
      if (prev && prev.matches.length !== 2 * round.matches.length) {
        add(
          'bracket.shape',
          `${round.name} has ${round.matches.length} ties after ${prev.name}'s ${prev.matches.length}`,
        );
      }
      const seen = new Set<string>();
      for (const { index, match } of round.matches) {
        for (const id of [match.homeId, match.awayId]) {
          if (id && seen.has(id)) add('bracket.shape', `${round.name}: ${id} is in two ties`);
          if (id) seen.add(id);
        }
        const [h, a] = [Number(match.homeScore), Number(match.awayScore)];
        if (
          match.winner &&
          match.homeScore !== undefined &&
          match.awayScore !== undefined &&
          Number.isFinite(h) &&
          Number.isFinite(a)
        ) {
          const wrong = match.winner === 1 ? h < a : a < h;
          if (wrong)
            add(
              'bracket.advance',
              `${round.name} tie ${index}: ${match.homeName} ${h}-${a} ${match.awayName} won by side ${match.winner}`,
            );
        }
        const event = match.eventId ? world.events.get(match.eventId) : undefined;
        if (event && match.winner && event.winner !== undefined && event.winner !== match.winner) {
          add(
            'bracket.advance',
            `${round.name} tie ${index}: the draw's winner is side ${match.winner}, the match's ${event.winner} (${event.id})`,
          );
        }
        if (!prev) continue;
        const feeders = [
          prev.matches.find((m) => m.index === 2 * index - 1),
          prev.matches.find((m) => m.index === 2 * index),
        ];
        feeders.forEach((feeder, k) => {
          const through = feeder ? winnerId(feeder.match) : undefined;
          const slot = k === 0 ? match.homeId : match.awayId;
          const other = k === 0 ? match.awayId : match.homeId;
          if (through && slot && through !== slot && through !== other) {
            add(
              'bracket.advance',
              `${round.name} tie ${index}: ${slot} plays, but tie ${feeder?.index} of ${prev.name} was won by ${through}`,
            );
          }
          const fed = feeder?.match.eventId ? world.events.get(feeder.match.eventId) : undefined;
          const span = fed ? interval(fed, world.nowS) : null;
          if (event && fed && span && event.startTime < span[1]) {
            add(
              'bracket.calendar',
              `${round.name} tie ${index} (${event.id}) starts before ${prev.name} tie ${feeder?.index} (${fed.id}) ended`,
            );
          }
        });
      }
    });
  }
  return out;
}
