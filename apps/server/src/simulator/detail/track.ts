/**
 * The simulator's hook for detail documents. Each tick it walks the held matches and rebuilds a
 * match's documents only when its scoreboard changed or its odds bucket moved (a match minute in play,
 * a quarter hour before it), so a quiet tick costs a string compare per match. Matches kick-off within
 * PREMATCH_S get their preview, line-ups and prematch odds; finished ones get their final documents
 * once.
 *
 * A scoreboard change is always followed at once (a goal must reach its incidents with the score).
 * Everything else (odds minutes, which flip for hundreds of matches at the same instant because
 * kick-offs share round times; prematch documents; the final documents of the whole window after a
 * start) is done within DETAIL_BUDGET_MS per tick and carried over to the next tick, so no tick blocks the
 * event loop that also serves feeds and push.
 */
import { DOCUMENT_KINDS, type DetailDocument } from '@nerali/domain';
import type { EnginePort } from '../../engine/port.ts';
import type { Fixture, SportRules } from '../types.ts';
import { COUNTRY_LIST } from '../world/countries.ts';
import type { World } from '../world/world.ts';
import { BOOKMAKERS } from './odds.ts';
import { type DetailWorld, LIVE_BUCKET_S, MatchDetail, PREMATCH_BUCKET_S } from './match.ts';

export const PREMATCH_S = 6 * 3600;
/** Time per tick for work that may wait (see above); ticks are 1 s apart. */
export const DETAIL_BUDGET_MS = 15;

export interface HeldMatch {
  fx: Fixture;
  rules: SportRules;
  json?: string;
  script?: unknown;
  done: boolean;
}

interface State {
  detail: MatchDetail;
  json?: string;
  bucket?: number;
  final: boolean;
}

export interface DetailTrack {
  tick(nowMs: number, held: Iterable<HeldMatch>, removed: readonly string[]): void;
  /** Matches whose documents are held (for tests and the tick measurement). */
  readonly size: number;
  /** Matches the last tick left for a later one (over its budget); 0 once caught up. */
  readonly backlog: number;
}

export function createDetailTrack(
  world: DetailWorld,
  port: EnginePort,
  budgetMs: number = DETAIL_BUDGET_MS,
): DetailTrack {
  const states = new Map<string, State>();
  let bookmakersSent = false;
  let backlog = 0;
  return {
    get size() {
      return states.size;
    },
    get backlog() {
      return backlog;
    },
    tick(nowMs, held, removed) {
      const docs: DetailDocument[] = [];
      if (!bookmakersSent) {
        for (const { id, name } of BOOKMAKERS)
          docs.push({ kind: 'bookmaker', key: String(id), body: { id, name } });
        bookmakersSent = true;
      }
      const started = performance.now();
      let deferred = 0;
      const overBudget = () => {
        if (performance.now() - started <= budgetMs) return false;
        deferred += 1;
        return true;
      };
      for (const h of held) {
        const t = (nowMs / 1000 - h.fx.startTime) * world.speed;
        if (t < -PREMATCH_S * world.speed) continue;
        let st = states.get(h.fx.id);
        if (st?.final) continue;
        if (!st) {
          st = { detail: new MatchDetail(h.fx, h.rules, world), final: false };
          states.set(h.fx.id, st);
        }
        if (t < 0) {
          const bucket = Math.floor(t / PREMATCH_BUCKET_S);
          if (bucket === st.bucket || overBudget()) continue;
          st.bucket = bucket;
          docs.push(...st.detail.prematch(t));
          continue;
        }
        const bucket = Math.floor(t / LIVE_BUCKET_S);
        if (h.done) {
          if (overBudget()) continue;
          const script = h.script ?? h.rules.script(h.fx);
          docs.push(...st.detail.live(script, h.rules.duration(script)));
          // The match is over: keep only the mark, not its worked-out incidents.
          states.set(h.fx.id, { detail: new MatchDetail(h.fx, h.rules, world), final: true });
          continue;
        }
        if (h.script === undefined || (h.json === st.json && bucket === st.bucket)) continue;
        // Only the odds minute moved: that may wait for a tick with time left.
        if (h.json === st.json && overBudget()) continue;
        st.json = h.json;
        st.bucket = bucket;
        docs.push(...st.detail.live(h.script, t));
      }
      backlog = deferred;
      if (removed.length > 0) {
        const keys = [];
        for (const id of removed) {
          if (!states.delete(id)) continue;
          for (const kind of DOCUMENT_KINDS) keys.push({ kind, key: id });
        }
        if (keys.length > 0) port.removeDocuments(keys);
      }
      if (docs.length > 0) port.putDocuments(docs);
    },
  };
}

/** The detail layer's view of the simulated world: the seed, the speed and each team's country. */
export function detailWorldOf(seed: number, speed: number, world: World): DetailWorld {
  const codes = new Map(COUNTRY_LIST.map((c) => [c.id, c.code]));
  const country = new Map(world.participants.map((p) => [p.id, codes.get(p.countryId) ?? 'world']));
  const participants = new Map(world.participants.map((p) => [p.id, p]));
  return {
    seed,
    speed,
    countryOf: (id) => country.get(id) ?? 'world',
    participant: (id) => participants.get(id),
  };
}
