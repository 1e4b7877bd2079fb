/**
 * The detail documents of one match as a pure function of its fixture, its script and a match second
 * t: incidents, line-ups, statistics, commentary, odds, tennis point history, preview and report. What
 * depends only on the script (the named incidents, the spans of play, the counted events) is worked
 * out once per match and kept; each call then only filters it up to t.
 */
import {
  type Commentary,
  type CommentaryEntry,
  type DetailDocument,
  type EventIncidents,
  type Incident,
  IncidentKind,
  type PointHistory,
  type SideNo,
  sportById,
  Winner,
} from '@nerali/domain';
import { clamp } from '../prng.ts';
import type { CricketScript } from '../sports/cricket.ts';
import { SimSport } from '../sports/index.ts';
import type { SoccerScript } from '../sports/soccer.ts';
import { applyPoint, gameScore, newTennisState, servingNow, type TennisScript } from '../sports/tennis.ts';
import type { BasketballScript } from '../sports/basketball.ts';
import type { Fixture, MatchView, SimIncident, SportRules } from '../types.ts';
import { footballIncidents, type NamedIncident, teamIncidents } from './football.ts';
import { hasLineups, lineupsDocument, type TeamSheet, teamSheet } from './lineups.ts';
import { linesAt, type OddsInput, oddsDocument } from './odds.ts';
import {
  playSpans,
  possessionAt,
  STAT_SPECS,
  type StatEvent,
  statEvents,
  statisticsAt,
} from './statistics.ts';
import { commentaryOf, noteOf, previewText, reportText, whistle } from './texts.ts';

/** Live odds are re-priced once a match minute; prematch odds once a quarter hour. */
export const LIVE_BUCKET_S = 60;
export const PREMATCH_BUCKET_S = 900;
/** Line-ups are confirmed an hour before kick-off. */
const CONFIRMED_S = 3600;

export interface DetailWorld {
  seed: number;
  speed: number;
  /** Country code of a participant ('in', 'gb-eng'), for its players' names. */
  countryOf(participantId: string): string;
}

interface Worked {
  incidents: NamedIncident[];
  /** Incidents as documents, made the first time they are shown (their time and score are fixed). */
  shown: (Incident | undefined)[];
  stats: StatEvent[];
  duration: number;
}

export class MatchDetail {
  private sheetsCache?: [TeamSheet, TeamSheet];
  private worked?: Worked;

  constructor(
    readonly fx: Fixture,
    readonly rules: SportRules,
    private readonly world: DetailWorld,
  ) {}

  get sheets(): [TeamSheet, TeamSheet] | undefined {
    if (!hasLineups(this.fx.sportId)) return undefined;
    this.sheetsCache ??= [
      teamSheet(this.world.seed, this.fx.sportId, this.fx.home.id, this.world.countryOf(this.fx.home.id)),
      teamSheet(this.world.seed, this.fx.sportId, this.fx.away.id, this.world.countryOf(this.fx.away.id)),
    ];
    return this.sheetsCache;
  }

  /** Clock (unix seconds) of a match second. */
  clockOf(t: number): number {
    return Math.floor(this.fx.startTime + t / this.world.speed);
  }

  private work(script: unknown): Worked {
    if (this.worked) return this.worked;
    const { fx, rules } = this;
    const base = rules.incidents?.(script, fx) ?? [];
    const sheets = this.sheets;
    let incidents: NamedIncident[];
    if (fx.sportId === SimSport.soccer && sheets)
      incidents = footballIncidents(script as SoccerScript, fx, base, sheets);
    else if (sheets) incidents = teamIncidents(fx, base, sheets);
    else incidents = base.map((i) => ({ ...i }));
    const duration = rules.duration(script);
    const spans = playSpans((t) => rules.view(script, t), duration);
    const specs = STAT_SPECS.get(fx.sportId) ?? [];
    const statSource =
      fx.sportId === SimSport.basketball ? basketStats(script as BasketballScript) : incidents;
    this.worked = { incidents, shown: [], stats: statEvents(fx, specs, statSource, spans), duration };
    return this.worked;
  }

  /** Documents before kick-off, at match second t < 0: preview, predicted line-ups, prematch odds. */
  prematch(t: number): DetailDocument[] {
    const { fx } = this;
    const docs: DetailDocument[] = [];
    const sport = sportById(fx.sportId);
    const chance = homeChance(this.oddsInput(undefined, Math.floor(t / PREMATCH_BUCKET_S)));
    const preview = previewText(fx.home.name, fx.away.name, chance, sport?.name ?? { ta: '', en: '' });
    docs.push({ kind: 'preview', key: fx.id, body: { eventId: fx.id, ...preview } });
    const sheets = this.sheets;
    if (sheets)
      docs.push({
        kind: 'lineups',
        key: fx.id,
        body: lineupsDocument(fx.id, sheets[0], sheets[1], -t <= CONFIRMED_S * this.world.speed),
      });
    const bucket = Math.floor(t / PREMATCH_BUCKET_S);
    docs.push({
      kind: 'odds',
      key: fx.id,
      body: oddsDocument(
        fx.id,
        false,
        (b) => linesAt(this.oddsInput(undefined, b)),
        bucket,
        (b) => this.clockOf(b * PREMATCH_BUCKET_S),
        false,
      ),
    });
    return docs;
  }

  /** Documents in play and after the end, at match second t >= 0. */
  live(script: unknown, t: number): DetailDocument[] {
    const { fx, rules } = this;
    const w = this.work(script);
    const final = t >= w.duration;
    const now = Math.min(t, w.duration);
    const view = rules.view(script, now);
    const docs: DetailDocument[] = [];
    const incidents = this.incidentsAt(script, now);
    if (rules.incidents) docs.push({ kind: 'incidents', key: fx.id, body: incidents });
    const sheets = this.sheets;
    if (sheets)
      docs.push({ kind: 'lineups', key: fx.id, body: lineupsDocument(fx.id, sheets[0], sheets[1], true) });
    const specs = STAT_SPECS.get(fx.sportId);
    if (specs) {
      const possession = fx.sportId === SimSport.soccer ? possessionAt(fx, now) : undefined;
      docs.push({
        kind: 'statistics',
        key: fx.id,
        body: statisticsAt(fx.id, specs, w.stats, now, possession),
      });
    }
    if (fx.sportId === SimSport.soccer || fx.sportId === SimSport.cricket) {
      docs.push({
        kind: 'commentary',
        key: fx.id,
        body: this.commentary(script, now, incidents.incidents, view, final),
      });
    }
    if (fx.sportId === SimSport.tennis)
      docs.push({ kind: 'pointHistory', key: fx.id, body: pointHistory(fx.id, script as TennisScript, now) });
    const bucket = Math.floor(now / LIVE_BUCKET_S);
    const at = (b: number) => linesAt(this.oddsInput(script, b));
    docs.push({
      kind: 'odds',
      key: fx.id,
      body: oddsDocument(fx.id, true, at, bucket, (b) => this.clockOf(b * LIVE_BUCKET_S), final),
    });
    if (final)
      docs.push({
        kind: 'report',
        key: fx.id,
        body: { eventId: fx.id, ...this.report(view, incidents.incidents) },
      });
    return docs;
  }

  /** The incidents document at match second t. */
  incidentsAt(script: unknown, t: number): EventIncidents {
    const w = this.work(script);
    const out: Incident[] = [];
    w.incidents.forEach((inc, i) => {
      if (inc.t > t) return;
      let shown = w.shown[i];
      if (!shown) {
        shown = this.decorate(script, inc, out.length + 1);
        w.shown[i] = shown;
      }
      out.push({ ...shown, seq: out.length + 1 });
    });
    return { eventId: this.fx.id, incidents: out };
  }

  private decorate(script: unknown, inc: NamedIncident, seq: number): Incident {
    const view = this.rules.view(script, inc.t);
    const time = inc.time ?? view.minute ?? `${Math.floor((inc.t - view.stageStart) / 60) + 1}`;
    const out: Incident = { seq, kind: inc.kind, side: (inc.side + 1) as SideNo, time, stage: view.stage };
    if (inc.name) out.player = inc.name;
    if (inc.second) out.secondPlayer = inc.second;
    if ((inc.points ?? 0) > 0 || this.fx.sportId === SimSport.cricket) {
      out.score = `${view.homeScore ?? '0'}-${view.awayScore ?? '0'}`;
    }
    const note = noteOf(inc);
    if (note) out.note = note;
    return out;
  }

  private commentary(
    script: unknown,
    t: number,
    shown: readonly Incident[],
    view: MatchView,
    final: boolean,
  ): Commentary {
    const { fx } = this;
    const w = this.work(script);
    const entries: Omit<CommentaryEntry, 'seq'>[] = [];
    const scoreText = (v: MatchView) => `${v.homeScore ?? '0'}-${v.awayScore ?? '0'}`;
    const soccer = fx.sportId === SimSport.soccer;
    entries.push({
      time: soccer ? '1' : '0.1',
      kind: 'whistle',
      important: true,
      text: whistle(soccer ? 'kickoff' : 'start', ''),
    });
    if (soccer) {
      const phases = (script as SoccerScript).phases;
      const ht = phases[1]?.start ?? Number.POSITIVE_INFINITY;
      const h2 = phases[2]?.start ?? Number.POSITIVE_INFINITY;
      const marks: { t: number; kind: 'halfTime' | 'secondHalf' }[] = [
        { t: ht, kind: 'halfTime' },
        { t: h2, kind: 'secondHalf' },
      ];
      let mark = 0;
      w.incidents.forEach((inc, i) => {
        if (inc.t > t) return;
        while (mark < marks.length && (marks[mark]?.t ?? 0) <= inc.t) {
          const m = marks[mark++];
          if (m)
            entries.push({
              time: m.kind === 'halfTime' ? '45' : '46',
              kind: 'whistle',
              important: true,
              text: whistle(m.kind, scoreText(this.rules.view(script, m.t))),
            });
        }
        this.line(entries, inc, shown[i]);
      });
      for (; mark < marks.length && (marks[mark]?.t ?? 0) <= t; mark++) {
        const m = marks[mark];
        if (m)
          entries.push({
            time: m.kind === 'halfTime' ? '45' : '46',
            kind: 'whistle',
            important: true,
            text: whistle(m.kind, scoreText(this.rules.view(script, m.t))),
          });
      }
    } else {
      w.incidents.forEach((inc, i) => {
        if (inc.t <= t) this.line(entries, inc, shown[i]);
      });
    }
    if (final)
      entries.push({
        time: view.minute ?? 'FT',
        kind: 'whistle',
        important: true,
        text: whistle(soccer ? 'fullTime' : 'end', scoreText(view)),
      });
    // Newest first, as live commentary reads.
    const numbered = entries.map((e, i) => ({ seq: i + 1, ...e }));
    return { eventId: fx.id, entries: numbered.reverse() };
  }

  private line(entries: Omit<CommentaryEntry, 'seq'>[], inc: NamedIncident, shown: Incident | undefined) {
    const team = inc.side === 0 ? this.fx.home.name : this.fx.away.name;
    const c = commentaryOf(inc, team, shown?.score ?? '');
    if (c) entries.push({ time: shown?.time ?? '', kind: c.kind, important: c.important, text: c.text });
  }

  private report(view: MatchView, shown: readonly Incident[]) {
    const { fx } = this;
    const winner = view.winner === Winner.home ? 'home' : view.winner === Winner.away ? 'away' : 'draw';
    const scoring: number[] = [
      IncidentKind.goal,
      IncidentKind.penaltyGoal,
      IncidentKind.try,
      IncidentKind.touchdown,
      IncidentKind.hundred,
      IncidentKind.century,
      IncidentKind.setWon,
      IncidentKind.mapWon,
      IncidentKind.homeRun,
    ];
    const moments = shown
      .filter((i) => scoring.includes(i.kind) && i.player)
      .map((i) => `${i.player} ${i.time}`);
    const score = `${view.homeScore ?? '0'}-${view.awayScore ?? '0'}`;
    return reportText(fx.home.name, fx.away.name, score, winner, moments);
  }

  /** What the odds model is told at a bucket: prematch (script undefined) or the state in play. */
  oddsInput(script: unknown, bucket: number): OddsInput {
    const { fx } = this;
    const input: OddsInput = {
      sportId: fx.sportId,
      ratings: [fx.home.rating, fx.away.rating],
      score: [0, 0],
      left: 1,
      seed: fx.seed,
    };
    const need = needOf(fx);
    if (need !== undefined) input.need = need;
    if (script === undefined) {
      input.drift = bucket;
      return input;
    }
    const w = this.work(script);
    const t = clamp(bucket * LIVE_BUCKET_S, 0, w.duration);
    const view = this.rules.view(script, t);
    const num = (s: string | undefined) => Number.parseInt(s ?? '0', 10) || 0;
    input.score = [num(view.homeScore), num(view.awayScore)];
    input.left = 1 - t / Math.max(1, w.duration);
    if (fx.sportId === SimSport.cricket) input.homeChance = cricketChance(fx, script as CricketScript, view);
    if (fx.sportId === SimSport.boxing || fx.sportId === SimSport.mma) {
      const downs = w.incidents.filter((i) => i.t <= t && i.kind === IncidentKind.knockdown);
      const logit =
        2.4 * (fx.home.rating - fx.away.rating) +
        downs.reduce((sum, i) => sum + (i.side === 0 ? 0.8 : -0.8), 0);
      input.homeChance = 1 / (1 + Math.exp(-logit));
    }
    if (view.winner !== undefined && t >= w.duration) {
      input.left = 0;
    }
    return input;
  }
}

/** Basketball's counted baskets: a made field goal (goal), a three (fieldGoal marker), a free throw. */
function basketStats(script: BasketballScript): SimIncident[] {
  const out: SimIncident[] = [];
  for (const s of script.scores) {
    if (s.points === 1) out.push({ t: s.t, side: s.side, kind: IncidentKind.penaltyKick });
    else out.push({ t: s.t, side: s.side, kind: IncidentKind.goal });
    if (s.points === 3) out.push({ t: s.t, side: s.side, kind: IncidentKind.fieldGoal });
  }
  return out;
}

/** Units a side needs to win a race sport (sets, legs, frames, maps, periods). */
function needOf(fx: Fixture): number | undefined {
  const f = fx.format;
  if (f.sport === 'tennis') return Math.ceil(f.bestOf / 2);
  if (f.sport !== 'duel') return undefined;
  const r = f.rules;
  switch (r.kind) {
    case 'rally':
      return r.teamTie ? 8 : Math.ceil(r.bestOf / 2);
    case 'darts':
      return r.sets > 0 ? r.sets : r.legs;
    case 'snooker':
      return Math.ceil(r.bestOf / 2);
    case 'esports':
      return Math.ceil(r.bestOf / 2);
    case 'pesapallo':
      return 2;
    default:
      return undefined;
  }
}

/** The home side's chance in a cricket match as the scoreboard shows it (a chase weighs runs, balls, wickets). */
function cricketChance(fx: Fixture, script: CricketScript, view: MatchView): number {
  const prior = clamp(0.5 + 0.6 * (fx.home.rating - fx.away.rating + 0.03), 0.1, 0.9);
  const c = view.cricket;
  if (!c || c.target === undefined || script.overs === 0) return prior;
  const chaserIsHome =
    c.batting === 1 || (c.batting === 0 && (c.home.length > (c.away.length ?? 0) || c.home.length === 2));
  const inns = chaserIsHome ? c.home[c.home.length - 1] : c.away[c.away.length - 1];
  if (!inns) return prior;
  const legal = Math.floor(Number(inns.overs)) * 6 + Math.round((Number(inns.overs) % 1) * 10);
  const need = c.target - inns.runs;
  const resources = (script.overs * 6 - legal) * 1.25 * ((10 - inns.wickets) / 10) ** 0.6;
  const z = (resources - need) / (0.25 * Math.max(need, 0) + 8);
  const chase = need <= 0 ? 1 : inns.wickets >= 10 ? 0 : 1 / (1 + Math.exp(-1.7 * z));
  return chaserIsHome ? chase : 1 - chase;
}

/** Home chance of a model input, from its 1x2 or 12 book (for the preview's words). */
function homeChance(input: OddsInput): number {
  const lines = linesAt(input);
  const book = lines.find((l) => l.bookmakerId === 4 && (l.market === 1 || l.market === 2 || l.market === 6));
  const prices = book?.prices ?? [];
  const implied = prices.map((p) => 1 / p.value);
  const total = implied.reduce((a, b) => a + b, 0) || 1;
  return (implied[0] ?? 0.5) / total;
}

/** Tennis point by point up to match second t: each game with its server, points and winner. */
export function pointHistory(eventId: string, script: TennisScript, t: number): PointHistory {
  let state = newTennisState(script.rules, script.firstServer);
  const sets: PointHistory['sets'] = [];
  let points: string[] = [];
  let server = servingNow(state);
  for (const point of script.points) {
    if (point.t > t) break;
    const setIndex = state.sets.length;
    const games = state.sets[setIndex - 1] ?? [0, 0];
    const gamesBefore = games[0] + games[1];
    const serverBefore = state.server;
    if (points.length === 0) server = serverBefore;
    state = applyPoint(state, point.side);
    const after = state.sets[setIndex - 1] ?? [0, 0];
    const gameOver =
      state.sets.length !== setIndex || after[0] + after[1] !== gamesBefore || state.winner !== null;
    if (!gameOver) {
      const [a, b] = gameScore(state);
      points.push(`${a}:${b}`);
      continue;
    }
    let set = sets.find((s) => s.set === setIndex);
    if (!set) sets.push((set = { set: setIndex, games: [] }));
    set.games.push({ server: (server + 1) as SideNo, points, winner: (point.side + 1) as SideNo });
    points = [];
  }
  return { eventId, sets };
}
