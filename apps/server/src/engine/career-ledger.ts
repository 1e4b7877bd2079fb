/**
 * The career ledger: every finished match's player lines, for the career and season figures of a
 * player's page (cricket from the `balls` document's computed card, kabaddi from the `raids`
 * document's figures, the sports that count goals from the `incidents` and `lineups` documents;
 * packages/domain/src/cricket/career.ts, kabaddi/career.ts and football/career.ts). Reads never wait:
 * the engine hands the ledger each event and document it accepts, and a match's lines are worked out
 * once, when it is finished and has its document (again when either changes after: a correction).
 *
 * Lines outlive the documents: the simulator removes a match's documents when the match leaves its
 * window (7 days back), but a career is longer than that, so a removed document leaves its lines here,
 * as the results archive keeps the finished event. WARNING: they do not outlive the process: the
 * database keeps no lines, so after a restart a career counts the matches whose documents are still
 * stored (the window). Keeping lines in the database is the next step if careers must span restarts.
 *
 * Only finished matches count: a match that is no longer finished (a result annulled) leaves.
 *
 * Cost (measured over the simulator's week, 208 cricket and 161 kabaddi matches): a finished match's
 * lines are worked out once, 1.75 ms a cricket match on average (multi-day matches dominate) and 0.55 ms
 * a kabaddi match, so a start-up that loads that week spends ~0.45 s here; a profile's rows then fold
 * its team's lines in microseconds. A match's lines are ~25-30 small objects; 200,000 matches of them
 * would be some hundreds of MB, so the ledger keeps only matches the results archive keeps (trimmed
 * against it at 10 % over the same cap). The goal sports (football, ice hockey, handball ...) add their
 * matches' lines too (issue 15): a line-up's 20-40 players, counted from the incidents in one pass.
 */
import {
  type BallByBall,
  type CricketGameType,
  type CricketMatchLine,
  cricketMatchLines,
  type EventIncidents,
  type GoalMatchLine,
  goalMatchLines,
  isGoalSport,
  type KabaddiMatchLine,
  kabaddiMatchLines,
  type KabaddiRaids,
  type Lineups,
  type MatchEvent,
  scorecard,
  type SideNo,
} from '@nerali/domain';
import { isResult, RESULTS_MAX_EVENTS } from './results-archive.ts';

/** One finished match's lines, by `side:name`. */
export type LedgerMatch =
  | {
      kind: 'cricket';
      eventId: string;
      startTime: number;
      homeId: string;
      awayId: string;
      /** The event's game type; absent when the source gave none. */
      format?: CricketGameType;
      lines: ReadonlyMap<string, CricketMatchLine>;
    }
  | {
      kind: 'kabaddi';
      eventId: string;
      startTime: number;
      homeId: string;
      awayId: string;
      lines: ReadonlyMap<string, KabaddiMatchLine>;
    }
  | {
      kind: 'goals';
      eventId: string;
      startTime: number;
      homeId: string;
      awayId: string;
      lines: ReadonlyMap<string, GoalMatchLine>;
    };

/** What the ledger reads of the engine: the current event and documents of a match. */
export interface LedgerSource {
  event(id: string): MatchEvent | undefined;
  balls(id: string): BallByBall | undefined;
  raids(id: string): KabaddiRaids | undefined;
  /** The sports that count goals (football/career.ts); absent: none of their lines are kept. */
  incidents?(id: string): EventIncidents | undefined;
  lineups?(id: string): Lineups | undefined;
}

/** Documents a match's lines are worked out from. */
const LINE_DOCUMENTS: ReadonlySet<string> = new Set(['balls', 'raids', 'incidents', 'lineups']);

export interface CareerLedgerOptions {
  maxMatches?: number;
}

const byName = <L extends { side: SideNo; name: string }>(lines: readonly L[]) =>
  new Map(lines.map((l) => [`${l.side}:${l.name}`, l]));

export class CareerLedger {
  private readonly matches = new Map<string, LedgerMatch>();
  /** Per participant: bumped when one of its matches' lines came, changed or left (pp_ caches by it). */
  private readonly teamVersions = new Map<string, number>();
  private seq = 0;
  private readonly maxMatches: number;

  constructor(
    private readonly source: LedgerSource,
    options: CareerLedgerOptions = {},
  ) {
    this.maxMatches = options.maxMatches ?? RESULTS_MAX_EVENTS;
  }

  get size(): number {
    return this.matches.size;
  }

  /** The lines of a finished match, if it had a document. */
  match(eventId: string): LedgerMatch | undefined {
    return this.matches.get(eventId);
  }

  /** Version of a participant's lines (0 before any). */
  versionOf(participantId: string): number {
    return this.teamVersions.get(participantId) ?? 0;
  }

  /** An event the engine accepted: finished, its lines are worked out (if it has a document); else they leave. */
  eventChanged(event: MatchEvent): void {
    if (!isResult(event)) {
      this.drop(event.id);
      return;
    }
    this.build(event);
  }

  /** A document put (not removed: lines outlive their document). */
  documentChanged(kind: string, key: string): void {
    if (!LINE_DOCUMENTS.has(kind)) return;
    const event = this.source.event(key);
    if (event && isResult(event)) this.build(event);
  }

  /** Drops the lines of matches `keep` refuses once the ledger is 10 % over its cap (the archive's). */
  trim(keep: (eventId: string) => boolean): void {
    if (this.matches.size <= this.maxMatches * 1.1) return;
    for (const id of [...this.matches.keys()]) if (!keep(id)) this.drop(id);
  }

  private build(event: MatchEvent): void {
    const base = {
      eventId: event.id,
      startTime: event.startTime,
      homeId: event.homeId,
      awayId: event.awayId,
    };
    const balls = this.source.balls(event.id);
    const raids = balls ? undefined : this.source.raids(event.id);
    let match: LedgerMatch | undefined;
    if (balls) {
      const card = scorecard(balls, {
        finished: true,
        ...(event.cricket?.target !== undefined ? { target: event.cricket.target } : {}),
      });
      match = {
        kind: 'cricket',
        ...base,
        ...(event.cricket ? { format: event.cricket.gameType } : {}),
        lines: byName(cricketMatchLines(card)),
      };
    } else if (raids) {
      match = { kind: 'kabaddi', ...base, lines: byName(kabaddiMatchLines(raids)) };
    } else if (isGoalSport(event.sportId)) {
      const incidents = this.source.incidents?.(event.id);
      const lineups = this.source.lineups?.(event.id);
      // A match with neither names no player: nothing to count (and nothing to keep).
      if (incidents || lineups)
        match = {
          kind: 'goals',
          ...base,
          lines: byName(goalMatchLines(event.sportId, incidents?.incidents ?? [], lineups)),
        };
    }
    // A finished match whose document is gone (left the window) keeps the lines it had.
    if (!match) return;
    const before = this.matches.get(event.id);
    this.matches.set(event.id, match);
    if (before) this.bump(before);
    this.bump(match);
  }

  private drop(eventId: string): void {
    const before = this.matches.get(eventId);
    if (!before) return;
    this.matches.delete(eventId);
    this.bump(before);
  }

  private bump(match: LedgerMatch): void {
    this.seq++;
    this.teamVersions.set(match.homeId, this.seq);
    this.teamVersions.set(match.awayId, this.seq);
  }
}
