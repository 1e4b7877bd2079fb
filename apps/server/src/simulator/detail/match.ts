/**
 * The detail documents of one match as a pure function of its fixture, its script and a match second
 * t: incidents, line-ups, statistics, commentary, odds, tennis point history, cricket's balls, preview
 * and report. What depends only on the script (the named incidents, the spans of play, the counted
 * events) is worked out once per match and kept; each call then only filters it up to t.
 */
import {
  type Commentary,
  type CommentaryEntry,
  type DetailDocument,
  type EventIncidents,
  type Incident,
  IncidentKind,
  matchMinute,
  type MatchStatistics,
  type Participant,
  type SideNo,
  Winner,
} from '@nerali/domain';
import { clamp } from '../prng.ts';
import { duelRoomById } from '../sports/index.ts';
import type { DetailHooks, DuelRoom, Played } from '../sports/room.ts';
import type { Fixture, MatchView, SportRules } from '../types.ts';
import { hasLineups, lineupsDocument, type TeamSheet, teamSheet } from './lineups.ts';
import { type NamedIncident, teamIncidents } from './named-incidents.ts';
import { matchInfoOf } from './match-info.ts';
import { linesAt, type OddsInput, oddsDocument } from './odds.ts';
import { playSpans, type StatEvent, statEvents, statisticsAt } from './statistics.ts';
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
  /** The participant, whose squad (league/squads.ts) fields the match's team sheet. */
  participant?(participantId: string): Participant | undefined;
}

interface Worked {
  incidents: NamedIncident[];
  /** Incidents as documents, made the first time they are shown (their time and score are fixed). */
  shown: (Incident | undefined)[];
  stats: StatEvent[];
  /** The whole match minute of each stat event, worked out the first time it is shown. */
  statMinutes: (number | undefined)[];
  duration: number;
}

/** Sports whose statistics carry a timeline (for football's momentum graph). */
const TIMELINE_SPORTS: ReadonlySet<number> = new Set([1]);

export class MatchDetail {
  private sheetsCache?: [TeamSheet, TeamSheet];
  private worked?: Worked;
  /** The sport's room: its statistics, and what it adds to the documents (sports/<key>/room.ts). */
  private readonly room: DuelRoom;
  private readonly hooks: DetailHooks;

  constructor(
    readonly fx: Fixture,
    readonly rules: SportRules,
    private readonly world: DetailWorld,
  ) {
    this.room = duelRoomById(fx.sportId);
    this.hooks = this.room.detail;
  }

  get sheets(): [TeamSheet, TeamSheet] | undefined {
    if (!hasLineups(this.fx.sportId)) return undefined;
    const { format } = this.fx;
    const variant = format.sport === 'team' ? format.variant : undefined;
    const sheet = (id: string) =>
      teamSheet(
        this.world.seed,
        this.fx.sportId,
        id,
        this.world.countryOf(id),
        variant,
        this.world.participant?.(id),
      );
    this.sheetsCache ??= [sheet(this.fx.home.id), sheet(this.fx.away.id)];
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
    const { nameIncidents, statSource } = this.hooks;
    let incidents: NamedIncident[];
    if (sheets && nameIncidents) incidents = nameIncidents(script, fx, base, sheets);
    else if (sheets) incidents = teamIncidents(fx, base, sheets);
    else incidents = base.map((i) => ({ ...i }));
    const duration = rules.duration(script);
    const specs = this.room.stats;
    let stats: StatEvent[] = [];
    if (specs !== null) {
      const spans = playSpans((t) => rules.view(script, t), duration);
      stats = statEvents(fx, specs, statSource ? statSource(script) : incidents, spans);
    }
    this.worked = { incidents, shown: [], stats, statMinutes: [], duration };
    return this.worked;
  }

  /** Documents before kick-off, at match second t < 0: preview, predicted line-ups, prematch odds. */
  prematch(t: number): DetailDocument[] {
    const { fx } = this;
    const docs: DetailDocument[] = [];
    const info = matchInfoOf(fx, t, (id) => this.world.countryOf(id));
    if (info) docs.push({ kind: 'matchInfo', key: fx.id, body: info });
    const chance = homeChance(this.oddsInput(undefined, Math.floor(t / PREMATCH_BUCKET_S)));
    const preview = previewText(fx.home.name, fx.away.name, chance, this.room.card.name);
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
    const specs = this.room.stats;
    const { commentary, pointHistory, possession } = this.hooks;
    if (this.hooks.statistics) {
      docs.push({ kind: 'statistics', key: fx.id, body: this.hooks.statistics(fx.id, script, now, fx) });
    } else if (specs !== null) {
      const body: MatchStatistics = statisticsAt(fx.id, specs, w.stats, now, possession?.(fx, now));
      if (TIMELINE_SPORTS.has(fx.sportId)) body.timeline = this.timelineAt(script, now);
      docs.push({ kind: 'statistics', key: fx.id, body });
    }
    const info = matchInfoOf(fx, now, (id) => this.world.countryOf(id));
    if (info) docs.push({ kind: 'matchInfo', key: fx.id, body: info });
    if (commentary?.style === 'own') {
      if (sheets)
        docs.push({
          kind: 'commentary',
          key: fx.id,
          body: commentary.document(this.played(script, now, final, sheets)),
        });
    } else if (commentary) {
      docs.push({
        kind: 'commentary',
        key: fx.id,
        body: this.commentary(script, now, incidents.incidents, view, final, commentary),
      });
    }
    if (pointHistory)
      docs.push({ kind: 'pointHistory', key: fx.id, body: pointHistory(fx.id, script, now, fx) });
    const { balls } = this.hooks;
    if (balls && sheets)
      docs.push({ kind: 'balls', key: fx.id, body: balls(this.played(script, now, final, sheets)) });
    // Kabaddi raid by raid: the raids document and its commentary, from the same entries.
    const { raids } = this.hooks;
    if (raids && sheets) {
      const written = raids(fx, script, now, sheets, (s) => this.clockOf(s));
      docs.push({ kind: 'raids', key: fx.id, body: written.raids });
      docs.push({ kind: 'commentary', key: fx.id, body: written.commentary });
    }
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
        body: { eventId: fx.id, ...this.report(script, now, view, incidents.incidents) },
      });
    return docs;
  }

  /** The match as played up to t, for the documents a sport writes itself (cricket's balls). */
  private played(script: unknown, t: number, final: boolean, sheets: [TeamSheet, TeamSheet]): Played {
    return { fx: this.fx, script, sheets, t, final, clockOf: (x) => this.clockOf(x) };
  }

  /** The statistics' timeline at match second t: each counted event with its whole match minute. */
  private timelineAt(script: unknown, t: number): NonNullable<MatchStatistics['timeline']> {
    const w = this.work(script);
    const out: NonNullable<MatchStatistics['timeline']> = [];
    w.stats.forEach((e, i) => {
      if (e.t > t) return;
      let minute = w.statMinutes[i];
      if (minute === undefined) {
        const view = this.rules.view(script, e.t);
        minute =
          (view.minute ? matchMinute(view.minute) : null) ?? Math.floor((e.t - view.stageStart) / 60) + 1;
        w.statMinutes[i] = minute;
      }
      out.push({ minute: Math.max(1, minute), side: (e.side + 1) as SideNo, key: e.key });
    });
    return out;
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
    if ((inc.points ?? 0) > 0 || this.hooks.scoreOnEveryIncident === true) {
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
    style: Exclude<NonNullable<DetailHooks['commentary']>, { style: 'own' }>,
  ): Commentary {
    const { fx } = this;
    const w = this.work(script);
    const entries: Omit<CommentaryEntry, 'seq'>[] = [];
    const scoreText = (v: MatchView) => `${v.homeScore ?? '0'}-${v.awayScore ?? '0'}`;
    const soccer = style.style === 'football';
    entries.push({
      time: soccer ? '1' : '0.1',
      kind: 'whistle',
      important: true,
      text: whistle(soccer ? 'kickoff' : 'start', ''),
    });
    if (style.style === 'football') {
      const marks = style.marks(script);
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

  private report(script: unknown, t: number, view: MatchView, shown: readonly Incident[]) {
    const { fx } = this;
    // The sport's own report from the match's facts, where it writes one.
    const sheets = this.sheets;
    const own = this.hooks.report?.({
      fx,
      script,
      view,
      t,
      ...(sheets ? { sheets } : {}),
      clockOf: (x) => this.clockOf(x),
    });
    if (own) return own;
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
    const { drawChance } = this.hooks;
    if (script === undefined) {
      input.drift = bucket;
      const draw = drawChance?.(fx, undefined, undefined, 0);
      if (draw !== undefined) input.drawChance = draw;
      return input;
    }
    const w = this.work(script);
    const t = clamp(bucket * LIVE_BUCKET_S, 0, w.duration);
    const view = this.rules.view(script, t);
    const num = (s: string | undefined) => Number.parseInt(s ?? '0', 10) || 0;
    input.score = [num(view.homeScore), num(view.awayScore)];
    input.left = 1 - t / Math.max(1, w.duration);
    // The sport's own reading of the state (cricket's chase, a fight's knockdowns), where it has one.
    const { homeChance } = this.hooks;
    if (homeChance) input.homeChance = homeChance(fx, script, view, w.incidents, t);
    const draw = drawChance?.(fx, script, view, t);
    if (draw !== undefined) input.drawChance = draw;
    if (view.winner !== undefined && t >= w.duration) {
      input.left = 0;
    }
    return input;
  }
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

/** Home chance of a model input, from its 1x2 or 12 book (for the preview's words). */
function homeChance(input: OddsInput): number {
  const lines = linesAt(input);
  const book = lines.find((l) => l.bookmakerId === 4 && (l.market === 1 || l.market === 2 || l.market === 6));
  const prices = book?.prices ?? [];
  const implied = prices.map((p) => 1 / p.value);
  const total = implied.reduce((a, b) => a + b, 0) || 1;
  return (implied[0] ?? 0.5) / total;
}
