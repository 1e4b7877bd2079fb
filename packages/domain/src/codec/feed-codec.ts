/**
 * The feed text format (rules CDC1-CDC6 in SPEC.md).
 *
 * A feed is a list of rows; a row is an ordered list of cells; a cell is a key and a value.
 *
 *     K1÷value¬K2÷value¬~K1÷value¬~
 *
 * - ROW_END `~` ends every row, CELL_END `¬` ends every cell, KV `÷` separates key from value.
 * - Keys are 1 to 8 characters of [A-Za-z0-9_] and are never escaped.
 * - In values, the escape character `\` precedes any of `\ ~ ¬ ÷`, so no value (a team named
 *   "A~B¬C") can break a row. Nothing else is escaped: Tamil and every other text passes as it is.
 * - An empty feed is the body `0` (spec 1 §5: input shorter than 4 characters or equal to "0" is empty).
 *
 * Why not JSON: the rows are flat, keys repeat in every row, and this form is 30-40 % smaller
 * before compression and cheaper to scan on a slow phone (one pass, no object allocation per key).
 */

export const ROW_END = '~';
export const CELL_END = '¬';
export const KV = '÷';
export const ESCAPE = '\\';
export const EMPTY_FEED = '0';

export type Cell = readonly [key: string, value: string];
export type Row = readonly Cell[];

const KEY_RE = /^[A-Za-z0-9_]{1,8}$/;
const NEEDS_ESCAPE_RE = /[\\~¬÷]/g;

export class FeedCodecError extends Error {
  override readonly name = 'FeedCodecError';
}

export function escapeValue(value: string): string {
  return value.replace(NEEDS_ESCAPE_RE, (c) => ESCAPE + c);
}

export function encodeRow(row: Row): string {
  let out = '';
  for (const [key, value] of row) {
    if (!KEY_RE.test(key)) throw new FeedCodecError(`bad feed key ${JSON.stringify(key)}`);
    out += key + KV + escapeValue(value) + CELL_END;
  }
  return out + ROW_END;
}

/** [CDC1] Encodes rows; no rows gives the empty feed `0`. */
export function encodeFeed(rows: readonly Row[]): string {
  if (rows.length === 0) return EMPTY_FEED;
  let out = '';
  for (const row of rows) out += encodeRow(row);
  return out;
}

/** [CDC5] A body carries data only if it is at least 4 characters and not `0`. */
export function isEmptyFeed(body: string | null | undefined): boolean {
  return body == null || body.length < 4 || body === EMPTY_FEED;
}

/**
 * [CDC2] Decodes a feed body into rows. Throws FeedCodecError on text that no encoder writes
 * (a dangling escape, a cell without `÷`, a bad key, an unterminated row): a provider or a proxy that
 * mangled a body must be noticed, not half-applied.
 */
export function decodeFeed(body: string): Row[] {
  if (isEmptyFeed(body)) return [];
  const rows: Row[] = [];
  let cells: Cell[] = [];
  let key: string | null = null;
  let buf = '';
  const n = body.length;
  for (let i = 0; i < n; i++) {
    const c = body[i] as string;
    if (c === ESCAPE) {
      if (key === null) throw new FeedCodecError(`escape inside a key at ${i}`);
      const next = body[i + 1];
      if (next !== ESCAPE && next !== ROW_END && next !== CELL_END && next !== KV) {
        throw new FeedCodecError(`dangling escape at ${i}`);
      }
      buf += next;
      i++;
    } else if (c === KV && key === null) {
      if (!KEY_RE.test(buf)) throw new FeedCodecError(`bad feed key ${JSON.stringify(buf)} at ${i}`);
      key = buf;
      buf = '';
    } else if (c === CELL_END) {
      if (key === null) throw new FeedCodecError(`cell without key at ${i}`);
      cells.push([key, buf]);
      key = null;
      buf = '';
    } else if (c === ROW_END) {
      if (key !== null || buf !== '') throw new FeedCodecError(`unterminated cell at ${i}`);
      rows.push(cells);
      cells = [];
    } else if (c === KV || c === ROW_END) {
      throw new FeedCodecError(`unescaped marker at ${i}`);
    } else {
      buf += c;
    }
  }
  if (key !== null || buf !== '' || cells.length > 0) {
    throw new FeedCodecError('feed ends inside a row');
  }
  return rows;
}

/** Looks a key up in a row (rows are short: a linear scan beats building a Map). */
export function cellValue(row: Row, key: string): string | undefined {
  for (const [k, v] of row) if (k === key) return v;
  return undefined;
}
