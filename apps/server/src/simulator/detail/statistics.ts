/**
 * Match statistics as counts that only grow. Each line counts incidents of some kinds (goals feed
 * shots on target, breaks feed break points won), plus its own events drawn once per match over the
 * time the ball is in play, plus another line it contains (shots contain shots on target). A line's
 * value at match second t counts what happened up to t, so the document grows with the match and a
 * line per period sums to the match's line.
 */
import { EventStage, IncidentKind, type MatchStatistics, type SportId, type StatLine } from '@nerali/domain';
import { clamp, Rng } from '../prng.ts';
import { SimSport } from '../sports/index.ts';
import type { Fixture, SimIncident } from '../types.ts';

export interface StatSpec {
  key: string;
  ta: string;
  en: string;
  /** Incidents of these kinds, by the side they belong to. */
  kinds?: readonly IncidentKind[];
  /** Sum the incidents' `value` instead of counting them (penalty minutes). */
  sumValue?: boolean;
  /** Own events per side per match between equal sides. */
  perMatch?: number;
  /** A line this one contains. */
  plus?: string;
}

const s = (
  key: string,
  en: string,
  ta: string,
  rest: Omit<StatSpec, 'key' | 'ta' | 'en'> = {},
): StatSpec => ({
  key,
  en,
  ta,
  ...rest,
});

const K = IncidentKind;
const GOALS = [K.goal, K.penaltyGoal];

const TIMED_SHOTS = (perMatch: number) => [
  s('shotsOnTarget', 'Shots on target', 'இலக்கை நோக்கிய ஷாட்கள்', { kinds: [K.goal], perMatch }),
  s('shots', 'Shots', 'ஷாட்கள்', { perMatch: perMatch * 0.8, plus: 'shotsOnTarget' }),
];

export const STAT_SPECS: ReadonlyMap<SportId, readonly StatSpec[]> = new Map<SportId, readonly StatSpec[]>([
  [
    SimSport.soccer,
    [
      s('shotsOnTarget', 'Shots on target', 'இலக்கை நோக்கிய ஷாட்கள்', { kinds: GOALS, perMatch: 3.2 }),
      s('shots', 'Total shots', 'மொத்த ஷாட்கள்', { perMatch: 7, plus: 'shotsOnTarget' }),
      s('corners', 'Corner kicks', 'கார்னர் கிக்குகள்', { perMatch: 5 }),
      s('fouls', 'Fouls', 'ஃபவுல்கள்', { perMatch: 11 }),
      s('offsides', 'Offsides', 'ஆஃப்சைடுகள்', { perMatch: 2 }),
      s('yellowCards', 'Yellow cards', 'மஞ்சள் அட்டைகள்', { kinds: [K.yellowCard, K.secondYellow] }),
      s('redCards', 'Red cards', 'சிவப்பு அட்டைகள்', { kinds: [K.redCard, K.secondYellow] }),
    ],
  ],
  [
    SimSport.hockey,
    [
      s('shotsOnGoal', 'Shots on goal', 'கோல் நோக்கிய ஷாட்கள்', { kinds: [K.goal], perMatch: 27 }),
      s('penaltyMinutes', 'Penalty minutes', 'பெனால்டி நிமிடங்கள்', {
        kinds: [K.penaltyMinutes],
        sumValue: true,
      }),
      s('hits', 'Hits', 'ஹிட்கள்', { perMatch: 21 }),
      s('faceoffsWon', 'Faceoffs won', 'வென்ற ஃபேஸ்-ஆஃப்கள்', { perMatch: 28 }),
    ],
  ],
  [
    SimSport.handball,
    [
      s('shots', 'Shots', 'ஷாட்கள்', { kinds: [K.goal], perMatch: 22 }),
      s('saves', 'Goalkeeper saves', 'கோல்கீப்பர் தடுப்புகள்', { perMatch: 11 }),
      s('suspensions', '2-minute suspensions', '2 நிமிட இடைநீக்கங்கள்', { kinds: [K.suspension] }),
      s('technicalFaults', 'Technical faults', 'தொழில்நுட்பப் பிழைகள்', { perMatch: 10 }),
    ],
  ],
  [
    SimSport.floorball,
    [
      ...TIMED_SHOTS(14),
      s('penaltyMinutes', 'Penalty minutes', 'பெனால்டி நிமிடங்கள்', {
        kinds: [K.penaltyMinutes],
        sumValue: true,
      }),
    ],
  ],
  [
    SimSport.bandy,
    [
      ...TIMED_SHOTS(12),
      s('corners', 'Corners', 'கார்னர்கள்', { perMatch: 9 }),
      s('penaltyMinutes', 'Penalty minutes', 'பெனால்டி நிமிடங்கள்', {
        kinds: [K.penaltyMinutes],
        sumValue: true,
      }),
    ],
  ],
  [SimSport.futsal, [...TIMED_SHOTS(10), s('fouls', 'Fouls', 'ஃபவுல்கள்', { perMatch: 9 })]],
  [SimSport.waterPolo, [...TIMED_SHOTS(14), s('exclusions', 'Exclusions', 'வெளியேற்றங்கள்', { perMatch: 7 })]],
  [
    SimSport.fieldHockey,
    [...TIMED_SHOTS(6), s('penaltyCorners', 'Penalty corners', 'பெனால்டி கார்னர்கள்', { perMatch: 6 })],
  ],
  [SimSport.beachSoccer, [...TIMED_SHOTS(12), s('fouls', 'Fouls', 'ஃபவுல்கள்', { perMatch: 6 })]],
  [
    SimSport.netball,
    [
      s('goals', 'Goals', 'கோல்கள்', { kinds: [K.goal] }),
      s('intercepts', 'Intercepts', 'இடைமறிப்புகள்', { perMatch: 8 }),
      s('penalties', 'Penalties', 'பெனால்டிகள்', { perMatch: 50 }),
    ],
  ],
  [
    SimSport.basketball,
    [
      s('fieldGoalsMade', 'Field goals made', 'ஃபீல்ட் கோல்கள்', { kinds: [K.goal] }),
      s('threePointersMade', '3-pointers made', '3-புள்ளி கூடைகள்', { kinds: [K.fieldGoal] }),
      s('freeThrowsMade', 'Free throws made', 'ஃப்ரீ த்ரோக்கள்', { kinds: [K.penaltyKick] }),
      s('rebounds', 'Rebounds', 'ரீபவுண்டுகள்', { perMatch: 42 }),
      s('assists', 'Assists', 'அசிஸ்ட்கள்', { perMatch: 22 }),
      s('turnovers', 'Turnovers', 'டர்ன்ஓவர்கள்', { perMatch: 13 }),
    ],
  ],
  [
    SimSport.americanFootball,
    [
      s('touchdowns', 'Touchdowns', 'டச்டவுன்கள்', { kinds: [K.touchdown] }),
      s('fieldGoals', 'Field goals', 'ஃபீல்ட் கோல்கள்', { kinds: [K.fieldGoal] }),
      s('firstDowns', 'First downs', 'ஃபர்ஸ்ட் டவுன்கள்', { perMatch: 20 }),
      s('penalties', 'Penalties', 'பெனால்டிகள்', { perMatch: 6 }),
      s('turnovers', 'Turnovers', 'டர்ன்ஓவர்கள்', { perMatch: 1.4 }),
    ],
  ],
  ...([SimSport.rugbyUnion, SimSport.rugbyLeague] as const).map(
    (id) =>
      [
        id,
        [
          s('tries', 'Tries', 'ட்ரைகள்', { kinds: [K.try] }),
          s('conversions', 'Conversions', 'கன்வர்ஷன்கள்', { kinds: [K.conversion] }),
          s('penaltyGoals', 'Penalty goals', 'பெனால்டி கோல்கள்', { kinds: [K.penaltyKick] }),
          s('tackles', 'Tackles', 'டேக்கிள்கள்', { perMatch: 120 }),
          s('lineouts', 'Line-outs won', 'வென்ற லைன்-அவுட்கள்', { perMatch: 11 }),
        ],
      ] as const,
  ),
  [
    SimSport.aussieRules,
    [
      s('goals', 'Goals', 'கோல்கள்', { kinds: [K.goal] }),
      s('behinds', 'Behinds', 'பிஹைண்டுகள்', { kinds: [K.behind] }),
      s('disposals', 'Disposals', 'டிஸ்போசல்கள்', { perMatch: 330 }),
      s('marks', 'Marks', 'மார்க்குகள்', { perMatch: 90 }),
      s('tackles', 'Tackles', 'டேக்கிள்கள்', { perMatch: 58 }),
    ],
  ],
  [
    SimSport.kabaddi,
    [
      s('raidPoints', 'Raid points', 'ரெய்டு புள்ளிகள்', { kinds: [K.raidPoint, K.superRaid], sumValue: true }),
      s('tacklePoints', 'Tackle points', 'டேக்கிள் புள்ளிகள்', { kinds: [K.tacklePoint], sumValue: true }),
      s('allOuts', 'All-outs inflicted', 'ஆல்-அவுட்கள்', { kinds: [K.allOut] }),
      s('superRaids', 'Super raids', 'சூப்பர் ரெய்டுகள்', { kinds: [K.superRaid] }),
    ],
  ],
  [
    SimSport.cricket,
    [
      s('fours', 'Fours', 'பவுண்டரிகள்', { kinds: [K.four] }),
      s('sixes', 'Sixes', 'சிக்ஸர்கள்', { kinds: [K.six] }),
      s('wicketsLost', 'Wickets lost', 'இழந்த விக்கெட்டுகள்', { kinds: [K.wicket] }),
      s('fifties', 'Fifties', 'அரைசதங்கள்', { kinds: [K.fifty] }),
      s('hundreds', 'Hundreds', 'சதங்கள்', { kinds: [K.hundred] }),
      s('extras', 'Extras conceded', 'வழங்கிய உதிரிகள்', { perMatch: 9 }),
    ],
  ],
  [
    SimSport.tennis,
    [
      s('aces', 'Aces', 'ஏஸ்கள்', { perMatch: 7 }),
      s('doubleFaults', 'Double faults', 'இரட்டைத் தவறுகள்', { perMatch: 3 }),
      s('breakPointsWon', 'Break points won', 'வென்ற பிரேக் பாயிண்டுகள்', { kinds: [K.breakOfServe] }),
      s('breakPoints', 'Break points', 'பிரேக் பாயிண்டுகள்', { perMatch: 3, plus: 'breakPointsWon' }),
      s('winners', 'Winners', 'வின்னர்கள்', { perMatch: 24 }),
    ],
  ],
  ...([SimSport.volleyball, SimSport.beachVolleyball] as const).map(
    (id) =>
      [
        id,
        [
          s('setsWon', 'Sets won', 'வென்ற செட்கள்', { kinds: [K.setWon] }),
          s('aces', 'Aces', 'ஏஸ்கள்', { perMatch: 5 }),
          s('blocks', 'Blocks', 'பிளாக்குகள்', { perMatch: 8 }),
          s('serviceErrors', 'Service errors', 'சர்வீஸ் தவறுகள்', { perMatch: 12 }),
        ],
      ] as const,
  ),
  ...([SimSport.badminton, SimSport.tableTennis] as const).map(
    (id) =>
      [
        id,
        [
          s('gamesWon', 'Games won', 'வென்ற கேம்கள்', { kinds: [K.setWon] }),
          s('smashWinners', 'Winners', 'வின்னர்கள்', { perMatch: 14 }),
          s('serviceErrors', 'Service errors', 'சர்வீஸ் தவறுகள்', { perMatch: 3 }),
        ],
      ] as const,
  ),
  [
    SimSport.baseball,
    [
      s('hits', 'Hits', 'ஹிட்கள்', { kinds: [K.run, K.homeRun], perMatch: 5 }),
      s('homeRuns', 'Home runs', 'ஹோம் ரன்கள்', { kinds: [K.homeRun] }),
      s('strikeouts', 'Strikeouts', 'ஸ்ட்ரைக்அவுட்கள்', { perMatch: 8.5 }),
      s('walks', 'Walks', 'வாக்குகள்', { perMatch: 3.2 }),
      s('errors', 'Errors', 'பிழைகள்', { perMatch: 0.6 }),
    ],
  ],
  [
    SimSport.pesapallo,
    [
      s('runs', 'Runs', 'ரன்கள்', { kinds: [K.run], sumValue: true }),
      s('hits', 'Hits', 'ஹிட்கள்', { kinds: [K.run], perMatch: 9 }),
      s('woundings', 'Batters wounded', 'காயப்பட்ட பேட்டர்கள்', { perMatch: 6 }),
    ],
  ],
  [
    SimSport.darts,
    [
      s('oneEighties', '180s', '180கள்', { kinds: [K.oneEighty] }),
      s('checkouts', 'Checkouts', 'செக்அவுட்கள்', { kinds: [K.checkout] }),
      s('checkoutAttempts', 'Checkout attempts', 'செக்அவுட் முயற்சிகள்', { perMatch: 9, plus: 'checkouts' }),
      s('tonPlus', '100+ visits', '100+ வருகைகள்', { perMatch: 12 }),
    ],
  ],
  [
    SimSport.snooker,
    [
      s('framesWon', 'Frames won', 'வென்ற ஃப்ரேம்கள்', { kinds: [K.frameWon] }),
      s('centuries', 'Century breaks', 'சதம் பிரேக்குகள்', { kinds: [K.century] }),
      s('fiftyBreaks', '50+ breaks', '50+ பிரேக்குகள்', { perMatch: 3, plus: 'centuries' }),
    ],
  ],
  ...([SimSport.boxing, SimSport.mma] as const).map(
    (id) =>
      [
        id,
        [
          s('knockdowns', 'Knockdowns', 'நாக்டவுன்கள்', { kinds: [K.knockdown] }),
          s('strikesLanded', 'Strikes landed', 'பட்ட அடிகள்', { perMatch: id === SimSport.mma ? 70 : 130 }),
          ...(id === SimSport.mma
            ? [s('takedowns', 'Takedowns', 'டேக்டவுன்கள்', { perMatch: 2 })]
            : [s('jabsLanded', 'Jabs landed', 'பட்ட ஜாப்கள்', { perMatch: 60 })]),
        ],
      ] as const,
  ),
  [
    SimSport.esports,
    [
      s('mapsWon', 'Maps won', 'வென்ற மேப்புகள்', { kinds: [K.mapWon] }),
      s('kills', 'Kills', 'கில்கள்', { perMatch: 110 }),
      s('firstBloods', 'First bloods', 'ஃபர்ஸ்ட் பிளட்கள்', { perMatch: 2 }),
    ],
  ],
]);

/** Stages in which play stops: breaks, intervals, the night between two days of a Test. */
const STOPPED: ReadonlySet<number> = new Set<number>([
  EventStage.halfTime,
  EventStage.breakTime,
  EventStage.lunch,
  EventStage.tea,
  EventStage.afterDay1,
  EventStage.afterDay2,
  EventStage.afterDay3,
  EventStage.afterDay4,
  EventStage.afterDay5,
  EventStage.pending,
  EventStage.penalties,
  EventStage.finished,
  EventStage.afterExtraTime,
  EventStage.afterPenalties,
  EventStage.retired,
]);

export interface PlaySpan {
  from: number;
  to: number;
  stage: number;
}

/** Spans of play, from a coarse walk of the views (at most ~300 per match, once per match). */
export function playSpans(view: (t: number) => { stage: number }, duration: number): PlaySpan[] {
  const step = clamp(Math.round(duration / 300), 10, 900);
  const spans: PlaySpan[] = [];
  for (let t = 0; t < duration; t += step) {
    const { stage } = view(t);
    if (STOPPED.has(stage)) continue;
    const last = spans[spans.length - 1];
    if (last && last.to === t && last.stage === stage) last.to = Math.min(duration, t + step);
    else spans.push({ from: t, to: Math.min(duration, t + step), stage });
  }
  return spans;
}

export interface StatEvent {
  t: number;
  side: 0 | 1;
  key: string;
  amount: number;
  stage: number;
}

/** Every counted event of the match, drawn once: the spec's own events and its incidents. */
export function statEvents(
  fx: Fixture,
  specs: readonly StatSpec[],
  incidents: readonly SimIncident[],
  spans: readonly PlaySpan[],
): StatEvent[] {
  const rng = Rng.of(fx.seed, 'statistics');
  const total = spans.reduce((sum, sp) => sum + (sp.to - sp.from), 0);
  const stageAt = (t: number) =>
    spans.find((sp) => t >= sp.from && t < sp.to)?.stage ?? spans.findLast((sp) => sp.from <= t)?.stage ?? 0;
  const out: StatEvent[] = [];
  const ratings = [fx.home.rating, fx.away.rating];
  for (const spec of specs) {
    for (const inc of incidents) {
      if (spec.kinds?.includes(inc.kind)) {
        out.push({
          t: inc.t,
          side: inc.side,
          key: spec.key,
          amount: spec.sumValue ? (inc.value ?? inc.points ?? 1) : 1,
          stage: stageAt(inc.t),
        });
      }
    }
    if (!spec.perMatch || total <= 0) continue;
    for (const side of [0, 1] as const) {
      const edge = (ratings[side] ?? 0.5) - (ratings[1 - side] ?? 0.5);
      for (let k = rng.poisson(spec.perMatch * clamp(1 + 0.5 * edge, 0.6, 1.4)); k > 0; k--) {
        let u = rng.int(0, total - 1);
        for (const sp of spans) {
          if (u < sp.to - sp.from) {
            out.push({ t: sp.from + u, side, key: spec.key, amount: 1, stage: sp.stage });
            break;
          }
          u -= sp.to - sp.from;
        }
      }
    }
  }
  return out.sort((a, b) => a.t - b.t);
}

/** The statistics at match second t: period 0 for the match, then each period played so far. */
export function statisticsAt(
  eventId: string,
  specs: readonly StatSpec[],
  events: readonly StatEvent[],
  t: number,
  possession?: [number, number],
): MatchStatistics {
  const counts = new Map<number, Map<string, [number, number]>>();
  const bump = (period: number, key: string, side: 0 | 1, amount: number) => {
    let map = counts.get(period);
    if (!map) counts.set(period, (map = new Map()));
    const pair = map.get(key) ?? [0, 0];
    pair[side] += amount;
    map.set(key, pair);
  };
  counts.set(0, new Map());
  for (const e of events) {
    if (e.t > t) break;
    bump(0, e.key, e.side, e.amount);
    bump(e.stage, e.key, e.side, e.amount);
  }
  const linesOf = (map: Map<string, [number, number]>, withPossession: boolean): StatLine[] => {
    const value = (key: string): [number, number] => {
      const own = map.get(key) ?? [0, 0];
      const plus = specs.find((sp) => sp.key === key)?.plus;
      if (!plus) return own;
      const inner = value(plus);
      return [own[0] + inner[0], own[1] + inner[1]];
    };
    const lines: StatLine[] = [];
    if (withPossession && possession) {
      lines.push({
        key: 'possession',
        name: { ta: 'பந்து வைத்திருப்பு', en: 'Ball possession' },
        home: `${possession[0]}%`,
        away: `${possession[1]}%`,
      });
    }
    for (const spec of specs) {
      const [h, a] = value(spec.key);
      lines.push({ key: spec.key, name: { ta: spec.ta, en: spec.en }, home: String(h), away: String(a) });
    }
    return lines;
  };
  const periods = [...counts.keys()].sort((a, b) => a - b);
  return {
    eventId,
    periods: periods.map((period) => ({
      period,
      lines: linesOf(counts.get(period) ?? new Map(), period === 0),
    })),
  };
}

/** Football possession: the stronger side keeps the ball more, wandering a little every five minutes. */
export function possessionAt(fx: Fixture, t: number): [number, number] {
  const edge = fx.home.rating - fx.away.rating;
  const wobble = Rng.of(fx.seed, 'possession', Math.floor(t / 300)).next() * 6 - 3;
  const home = Math.round(clamp(50 + 14 * edge + wobble, 28, 72));
  return [home, 100 - home];
}
