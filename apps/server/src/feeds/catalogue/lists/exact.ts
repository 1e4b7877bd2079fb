/**
 * Version keys that change exactly when the body does.
 *
 * A list feed reads many things (a sport's events, documents of several kinds, names of leagues,
 * countries and participants), and the cheap signs of change the engine offers are coarse: a sport's
 * version moves with every goal anywhere in the sport. Used as the version, it would give a league's
 * results page a new ETag on each goal of another league, and every client a 200 instead of a 304.
 *
 * So each feed names its `inputs`: a cheap key covering everything its rows read (it may change when
 * the rows do not, never the other way round). When the inputs move, the rows are built and the
 * version becomes a digest of their encoded text; equal text keeps the old version. The rows built
 * for the digest are handed to the following `build` call, so a changed body is built once.
 */
import { createHash } from 'node:crypto';
import { encodeFeed, type Row } from '@nerali/domain';
import type { FeedEngine } from '../../../engine/engine.ts';
import { type CatalogueContext, type CatalogueFeed, defineFeed } from '../registry.ts';

export interface ListFeedDefinition<P> {
  prefix: string;
  parse(rest: string): P | null;
  /** A key of everything `build` reads; time-dependent feeds include their time bucket. */
  inputs(ctx: CatalogueContext, params: P): string;
  build(ctx: CatalogueContext, params: P): readonly Row[];
}

interface Memo {
  inputs: string;
  version: string;
  /** Rows of the last digest, kept only until the service asks for them. */
  rows: readonly Row[] | null;
}

/** Names remembered per engine; matches the service's body cache so both forget at the same pace. */
const MEMO_CAPACITY = 4096;
const memos = new WeakMap<FeedEngine, Map<string, Memo>>();

function memoOf(engine: FeedEngine): Map<string, Memo> {
  let memo = memos.get(engine);
  if (!memo) {
    memo = new Map();
    memos.set(engine, memo);
  }
  return memo;
}

/** 96 bits of sha1: collisions are not a concern at a few thousand bodies per name. */
export function bodyDigest(rows: readonly Row[]): string {
  return createHash('sha1').update(encodeFeed(rows)).digest('base64url').slice(0, 16);
}

export function listFeed<P>(definition: ListFeedDefinition<P>): CatalogueFeed<unknown> {
  const memoKey = (params: P) => `${definition.prefix}\u0000${JSON.stringify(params)}`;
  const feed: CatalogueFeed<P> = {
    prefix: definition.prefix,
    parse: (rest) => definition.parse(rest),
    version(ctx, params) {
      const memo = memoOf(ctx.engine);
      const key = memoKey(params);
      const inputs = definition.inputs(ctx, params);
      const known = memo.get(key);
      if (known && known.inputs === inputs) return known.version;
      const rows = definition.build(ctx, params);
      const version = bodyDigest(rows);
      memo.delete(key);
      // Same text: the service keeps its cached body and will not ask for these rows.
      memo.set(key, { inputs, version, rows: known?.version === version ? null : rows });
      if (memo.size > MEMO_CAPACITY) memo.delete(memo.keys().next().value as string);
      return version;
    },
    build(ctx, params) {
      const known = memoOf(ctx.engine).get(memoKey(params));
      if (known?.rows) {
        const rows = known.rows;
        known.rows = null;
        return rows;
      }
      return definition.build(ctx, params);
    },
  };
  return defineFeed(feed);
}
