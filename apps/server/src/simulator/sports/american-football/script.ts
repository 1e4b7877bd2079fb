/**
 * American football (NFL rules): four 15-minute quarters counted down by the client from
 * `stageStartTime` (CLK6), so a quarter lasts exactly 15 minutes here (the simulator's game clock
 * never stops); 2-minute breaks and a 13-minute half-time.
 *
 * The game is played drive by drive and the side with the ball is the `service` marker (american
 * football is a serving sport of the catalogue). A drive ends in a touchdown, a field goal (3), a
 * safety (2 to the defence) or nothing. A touchdown with its extra-point kick is one step of 7, with
 * a missed kick 6, and a two-point conversion adds a step of 2 after the 6: scores move by 2, 3, 6 or
 * 7. The other side receives after a score (the scoring side after a safety), a punt or a turnover;
 * the side that did not receive the opening kick-off receives the second half.
 *
 * Overtime after a 3-minute break, a new coin toss: each side gets a possession, then the next score
 * wins. Regular season: one 10-minute period ("15:10" override for the client's clock), then a tie;
 * play-offs: 15-minute periods until someone scores.
 *
 * Parts: four quarters and overtime (score-part count 5).
 */
import { IncidentKind, SPORT_CARDS, type Text } from '@nerali/domain';
import { clamp, type Rng } from '../../prng.ts';
import { type Fixture, type Pair, type Side, other } from '../../types.ts';
import {
  drawsAllowed,
  type PeriodPlayer,
  type TeamFormat,
  type TimedDef,
  timedSport,
} from '../shared/periods.ts';

const KICKOFF_S = 15;
const CONVERSION_S = 20;

function drivePlayer(rng: Rng, fx: Fixture): PeriodPlayer {
  const ratings: Pair = [fx.home.rating + 0.03, fx.away.rating];
  const openingReceiver: Side = rng.chance(0.5) ? 0 : 1;
  let ball: Side = openingReceiver;
  /** Sides that have had the ball in overtime. */
  let overtime: Set<Side> | undefined;
  return (ctx) => {
    if (ctx.period === 2) ball = other(openingReceiver);
    if (ctx.period < 0 && !overtime) {
      overtime = new Set();
      ball = rng.chance(0.5) ? 0 : 1;
    }
    let t = ctx.from;
    for (;;) {
      ctx.possession.push({ t, side: ball });
      const end = t + rng.int(45, 280);
      // The drive runs out of time; it carries on into the next quarter with the same side.
      if (end >= ctx.to) return ctx.to;
      t = end;
      overtime?.add(ball);
      const edge = ratings[ball] - ratings[other(ball)];
      const touchdown = clamp(0.23 + 0.25 * edge, 0.1, 0.38);
      const fieldGoal = clamp(0.15 + 0.05 * edge, 0.1, 0.2);
      const r = rng.next();
      let scorer: Side | undefined;
      if (r < touchdown) {
        scorer = ball;
        const k = rng.next();
        const steps = k < 0.08 ? [6, ...(rng.chance(0.48) ? [2] : [])] : k < 0.94 * 0.92 + 0.08 ? [7] : [6];
        steps.forEach((points, i) =>
          ctx.plays.push({ t: t + i * CONVERSION_S, side: ball, points, part: ctx.part }),
        );
        ctx.score[ball] += steps.reduce((a, b) => a + b, 0);
        t += (steps.length - 1) * CONVERSION_S;
      } else if (r < touchdown + fieldGoal) {
        scorer = ball;
        ctx.plays.push({ t, side: ball, points: 3, part: ctx.part });
        ctx.score[ball] += 3;
      } else if (r < touchdown + fieldGoal + 0.006) {
        scorer = other(ball);
        ctx.plays.push({ t, side: scorer, points: 2, part: ctx.part });
        ctx.score[scorer] += 2;
      }
      // After a safety the scoring side receives the free kick; otherwise the other side gets the ball.
      ball = scorer !== undefined && scorer !== ball ? scorer : other(ball);
      if (ctx.suddenDeath !== undefined && overtime && ctx.score[0] !== ctx.score[1]) {
        // Once both sides have had the ball the next score wins; a safety on the first possession
        // ends it at once (the defence scored, the side with the ball never gets it back).
        const defenceScored = scorer !== undefined && !overtime.has(scorer);
        if (overtime.size === 2 || defenceScored) return t;
      }
      t += KICKOFF_S;
    }
  };
}

/** Regular periods and overtime, from the card (CAT19): written once, in the domain. */
const { periods } = SPORT_CARDS['american-football'];

export function americanFootballDef(format: TeamFormat): TimedDef {
  return {
    name: 'american-football',
    stages: periods.stages,
    periodMin: periods.minutes,
    stretch: 1,
    breaksS: [2 * 60, 13 * 60, 2 * 60],
    // Only the guard of `draws` reads these: the drives make the scores.
    scoring: { perMin: 0, kinds: [{ points: 3, weight: 1 }] },
    player: drivePlayer,
    settle: format.knockout
      ? [
          {
            kind: 'overtime',
            breakS: 3 * 60,
            min: periods.overtimeMinutes,
            part: 4,
            suddenDeath: 1,
            repeat: 6,
          },
        ]
      : [
          {
            kind: 'overtime',
            breakS: 3 * 60,
            min: periods.variants.regularSeason.overtimeMinutes,
            part: 4,
            suddenDeath: 1,
          },
        ],
    draws: drawsAllowed(SPORT_CARDS['american-football'], format.knockout),
    ...(!format.knockout && { gameTime: '15:10' }),
  };
}

const EXTRA_POINT: Text = { ta: 'கூடுதல் புள்ளியுடன்', en: 'with the extra point' };
const TWO_POINT: Text = { ta: 'இரண்டு புள்ளி கன்வர்ஷன்', en: 'two-point conversion' };

// Steps of 7 and 6 are touchdowns (with and without the kick), a 2 right after a 6 is its two-point
// conversion, any other 2 a safety.
export const americanFootball = timedSport(americanFootballDef, {
  kindOf: (play, before) => {
    if (play.points === 7) return { kind: IncidentKind.touchdown, note: EXTRA_POINT };
    if (play.points === 6) return { kind: IncidentKind.touchdown };
    if (play.points === 3) return { kind: IncidentKind.fieldGoal };
    const converts = before?.points === 6 && play.t - before.t <= CONVERSION_S;
    return converts ? { kind: IncidentKind.conversion, note: TWO_POINT } : { kind: IncidentKind.safety };
  },
});
