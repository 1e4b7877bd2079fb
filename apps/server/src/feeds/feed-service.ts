/**
 * Answers feed names from the engine's memory. Every body is built and encoded once per version and
 * kept in a small LRU; requests for the same version share the bytes (and their compressed forms).
 */
import {
  type Cell,
  dayBounds,
  encodeFeed,
  encodeFullFeed,
  encodeUpdateFeed,
  eventCells,
  type FeedName,
  formatFeedName,
  formatSignature,
  parseSignature,
  RepairKind,
  type Row,
  RowKey,
  StageType,
  SystemKey,
} from '@nerali/domain';
import { mergeBatches, REPAIR_WINDOW_S } from '../engine/change-log.ts';
import { DEFAULT_MAX_LAG_MS } from '../fanout/fanout.ts';
import type { FeedEngine } from '../engine/engine.ts';
import type { Clock } from '../engine/port.ts';
import { createCatalogue } from './catalogue/index.ts';
import type { Catalogue } from './catalogue/registry.ts';
import { EncodedBody } from './encoded.ts';
import { buildSections } from './sections.ts';

type FullFeedName = Extract<FeedName, { kind: 'full' }>;

/** A merged update longer than this is not listed: the client fetches the repair feed instead. */
export const MAX_UPDATE_ROWS = 2000;
/** The update interval the system feed announces (spec: update sync 5 s). */
export const UPDATE_INTERVAL_S = 5;
/**
 * How much earlier than another node's signature a catch-up reaches: a change that node had not applied
 * yet when it signed was applied here at most the replication lag limit (FANOUT_MAX_LAG_MS: a node
 * further behind is not ready, fanout/lag.ts) before it, plus this much for the nodes' clocks
 * disagreeing (NTP keeps them within milliseconds; a second is generous).
 */
export const CLOCK_SKEW_ALLOWANCE_MS = 1000;

class Lru<V> {
  private readonly map = new Map<string, V>();
  constructor(private readonly capacity: number) {}
  get(key: string): V | undefined {
    const value = this.map.get(key);
    if (value !== undefined) {
      this.map.delete(key);
      this.map.set(key, value);
    }
    return value;
  }
  set(key: string, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size > this.capacity) this.map.delete(this.map.keys().next().value as string);
  }
}

export type UpdateAnswer = { kind: 'not-modified' } | { kind: 'body'; body: EncodedBody };

export type FeedKindCounted = 'full' | 'update' | 'repair' | 'catalogue' | 'system';

export class FeedService {
  private readonly fullCache = new Lru<{ key: string; body: EncodedBody }>(2048);
  private readonly updateCache = new Lru<{ key: string; body: EncodedBody }>(1024);
  private readonly repairCache = new Lru<{ key: string; body: EncodedBody }>(64);
  private readonly catalogueCache = new Lru<{ key: string; body: EncodedBody }>(4096);
  private systemCache: { atS: number; body: EncodedBody } | undefined;
  private readonly catalogue: Catalogue = createCatalogue();
  /**
   * Bodies answered from the cache and bodies built (encoded), by kind of feed (/metrics). Plain
   * numbers: an increment is all the read path pays.
   */
  readonly counts: Record<Exclude<FeedKindCounted, 'update'>, { hits: number; builds: number }> & {
    /** Builds include catch-ups (another node's signature) and those of them answered with a reload. */
    update: { hits: number; builds: number; catchUps: number; catchUpReloads: number };
  } = {
    full: { hits: 0, builds: 0 },
    update: { hits: 0, builds: 0, catchUps: 0, catchUpReloads: 0 },
    repair: { hits: 0, builds: 0 },
    catalogue: { hits: 0, builds: 0 },
    system: { hits: 0, builds: 0 },
  };

  /** How far before another node's signature time a catch-up reaches (see CLOCK_SKEW_ALLOWANCE_MS). */
  private readonly catchUpMarginMs: number;

  /** `maxLagMs`: FANOUT_MAX_LAG_MS (on one node nothing replicates, and no signature of another node is met). */
  constructor(
    private readonly engine: FeedEngine,
    private readonly clock: Clock,
    maxLagMs: number = DEFAULT_MAX_LAG_MS,
  ) {
    this.catchUpMarginMs = maxLagMs + CLOCK_SKEW_ALLOWANCE_MS;
  }

  private nowS(): number {
    return Math.floor(this.clock() / 1000);
  }

  signature(sportId: number): string {
    const log = this.engine.log(sportId);
    return formatSignature(this.engine.epoch, log.seq, log.changedAtMs);
  }

  /** The full feed of a sport's day in a timezone and language. */
  full(feed: FullFeedName): EncodedBody {
    const nowS = this.nowS();
    const { start, end } = dayBounds(nowS, feed.day, feed.tzMinutes);
    const key = `${this.engine.version(feed.sportId)}.${start}`;
    const name = formatFeedName(feed);
    const cached = this.fullCache.get(name);
    if (cached && cached.key === key) {
      this.counts.full.hits += 1;
      return cached.body;
    }
    this.counts.full.builds += 1;

    const events = [];
    for (const id of this.engine.eventIdsOfSport(feed.sportId)) {
      const event = this.engine.events.get(id);
      if (!event) continue;
      const inDay = event.startTime >= start && event.startTime < end;
      // A match that began before local midnight and is still being played belongs to today too.
      if (inDay || (feed.day === 0 && event.stageType === StageType.live)) events.push(event);
    }
    const sections = buildSections(events, this.engine.leagues, this.engine.countries, feed.lang);
    const text = encodeFullFeed({
      sportId: feed.sportId,
      lang: feed.lang,
      day: feed.day,
      tzMinutes: feed.tzMinutes,
      sections,
      signature: this.signature(feed.sportId),
      serverTime: nowS,
    });
    const body = new EncodedBody(text, `"${this.engine.epoch.toString(36)}.${key}"`);
    this.fullCache.set(name, { key, body });
    return body;
  }

  /** What changed since the client's signature (spec: update feed with X-Signature). */
  update(sportId: number, clientSign: string | undefined): UpdateAnswer {
    const log = this.engine.log(sportId);
    const current = this.signature(sportId);
    const parsed = parseSignature(clientSign);
    if (parsed && parsed.epoch === this.engine.epoch && parsed.seq === log.seq)
      return { kind: 'not-modified' };

    const cacheKey = `${sportId}.${clientSign ?? ''}`;
    const cached = this.updateCache.get(cacheKey);
    if (cached && cached.key === current) {
      this.counts.update.hits += 1;
      return { kind: 'body', body: cached.body };
    }
    this.counts.update.builds += 1;

    if (parsed && parsed.epoch !== this.engine.epoch && parsed.changedAtMs !== null) {
      const body = new EncodedBody(this.catchUpText(sportId, parsed.changedAtMs), `"${current}"`);
      this.updateCache.set(cacheKey, { key: current, body });
      return { kind: 'body', body };
    }
    const batches = parsed && parsed.epoch === this.engine.epoch ? log.since(parsed.seq) : null;
    let text: string;
    if (batches === null) {
      text = this.updateText(sportId, [], RepairKind.reload);
    } else {
      const deltas = mergeBatches(batches);
      text =
        deltas.length > MAX_UPDATE_ROWS
          ? this.updateText(sportId, [], RepairKind.repair)
          : this.updateText(sportId, deltas);
    }
    const body = new EncodedBody(text, `"${current}"`);
    this.updateCache.set(cacheKey, { key: current, body });
    return { kind: 'body', body };
  }

  private updateText(sportId: number, deltas: readonly (readonly Cell[])[], repair?: '1' | '2'): string {
    return encodeUpdateFeed({
      sportId,
      deltas,
      signature: this.signature(sportId),
      serverTime: this.nowS(),
      ...(repair ? { repair } : {}),
    });
  }

  /**
   * The answer to another node's signature (its seq means nothing here; docs/ARCHITECTURE.md "Many
   * nodes"): the full row of every event this node changed since the signature's time less the margin,
   * and the ids of those it removed. Rows the client already holds are applied again to the same values
   * (full rows, so no cell depends on what the client had). A reload only when this node's log does
   * not reach back that far (it is younger than the gap), or the answer would be too long.
   */
  private catchUpText(sportId: number, changedAtMs: number): string {
    this.counts.update.catchUps += 1;
    const catchUp = this.engine.log(sportId).catchUp(changedAtMs - this.catchUpMarginMs);
    if (catchUp === null || catchUp.changed.size + catchUp.removed.size > MAX_UPDATE_ROWS) {
      this.counts.update.catchUpReloads += 1;
      return this.updateText(sportId, [], RepairKind.reload);
    }
    const rows: Row[] = [];
    for (const id of catchUp.changed) {
      const event = this.engine.events.get(id);
      if (event) rows.push(eventCells(event));
    }
    return encodeUpdateFeed({
      sportId,
      deltas: rows,
      removed: [...catchUp.removed],
      signature: this.signature(sportId),
      serverTime: this.nowS(),
    });
  }

  /**
   * The repair feed: the current full row of every event changed within the repair window, so a
   * client that missed messages catches up in one request. Sport 0 covers all sports.
   */
  repair(sportId: number): EncodedBody {
    const sportIds = sportId === 0 ? this.engine.sportIds() : [sportId];
    const key = sportIds.map((id) => this.engine.version(id)).join(',');
    const cacheKey = String(sportId);
    const cached = this.repairCache.get(cacheKey);
    if (cached && cached.key === key) {
      this.counts.repair.hits += 1;
      return cached.body;
    }
    this.counts.repair.builds += 1;

    const sinceMs = this.clock() - REPAIR_WINDOW_S * 1000;
    const rows: Row[] = [];
    for (const id of sportIds) {
      rows.push([[RowKey.sport, String(id)]]);
      for (const eventId of this.engine.log(id).changedSince(sinceMs)) {
        const event = this.engine.events.get(eventId);
        if (event) rows.push(eventCells(event));
      }
      rows.push([[RowKey.signature, this.signature(id)]]);
    }
    rows.push([[RowKey.serverTime, String(this.nowS())]]);
    const body = new EncodedBody(encodeFeed(rows), `"${key}"`);
    this.repairCache.set(cacheKey, { key, body });
    return body;
  }

  /**
   * A feed of the catalogue (match detail, league, team, odds, news ...), or null when no kind of the
   * catalogue parses the name (a 404). Built once per name and version.
   */
  catalogueFeed(name: string): EncodedBody | null {
    const resolved = this.catalogue.resolve(name);
    if (!resolved) return null;
    const ctx = { engine: this.engine, nowS: this.nowS() };
    const key = resolved.feed.version(ctx, resolved.params);
    const cached = this.catalogueCache.get(name);
    if (cached && cached.key === key) {
      this.counts.catalogue.hits += 1;
      return cached.body;
    }
    this.counts.catalogue.builds += 1;
    const text = encodeFeed(resolved.feed.build(ctx, resolved.params));
    const body = new EncodedBody(text, `"${this.engine.epoch.toString(36)}.${name}.${key}"`);
    this.catalogueCache.set(name, { key, body });
    return body;
  }

  /** The system feed (spec: mlp, sst, stu, utime); rebuilt at most once a second. */
  system(): EncodedBody {
    const nowS = this.nowS();
    if (this.systemCache?.atS === nowS) {
      this.counts.system.hits += 1;
      return this.systemCache.body;
    }
    this.counts.system.builds += 1;
    const text = encodeFeed([
      [
        [SystemKey.multiplier, '1'],
        [SystemKey.serviceStatus, '1'],
        [SystemKey.updateInterval, String(UPDATE_INTERVAL_S)],
        [SystemKey.serverTime, String(nowS)],
      ],
    ]);
    const body = new EncodedBody(text, `"sys.${nowS}"`);
    this.systemCache = { atS: nowS, body };
    return body;
  }
}
