/**
 * Row schemas: a feed row kind declared once, as its fields in wire order, and the rest derived from
 * that declaration: the encoder (value to cells), the decoder (row to value), the TypeScript type of
 * the value (`RowValue`) and the row's table in docs/feeds.md (`row-docs.ts`). Model: rocicorp/mono
 * `zero-protocol`, one schema per wire message with its type inferred.
 *
 *     export const standingRow = rowKind({
 *       rank: field.number('GR'),           // the first field's key names the row kind
 *       participantId: field.text('GP'),
 *       form: field.letters('GO', ['W', 'D', 'L']),
 *       zone: field.text('GZ').optional(),
 *     });
 *     export type Standing = RowValue<typeof standingRow>;
 *     standingRow.encode(value)  // [['GR', '1'], ['GP', 'cfc'], ['GO', 'WDL']]
 *     standingRow.decode(row)    // the value, or null for a row of another kind
 *
 * The wire is the one the hand-written encoders wrote: fields in declaration order; a number as
 * `String(n)`; an optional field whose value is undefined left out (or, `emptyWhenAbsent`, written
 * empty). Decoding is as lenient as the hand-written decoders were: cells of unknown keys are ignored
 * (a newer server may add some), a missing or unreadable required field reads as its fallback (0, '',
 * false, [], the first value of a `oneOf`), a missing optional field is absent (no property).
 *
 * Texts (docs/feeds.md, match feeds "Texts"): `field.texts('INO')` is a text a feed with `{lang}`
 * writes once under `INO` and a feed without writes twice, under `INO_ta` and `INO_en`:
 * `encodeOneLanguage(value, lang)` and `decodeOneLanguage` use the first form, `encode` and `decode`
 * the second. `field.texts({ ta: 'NHT', en: 'NHE' })` is always written in both, under its two keys.
 *
 * What does not fit a field kind (odds prices whose keys carry the selection) is a `field.custom`
 * written by hand beside its row's declaration. Every row kind is registered in detail/row-kinds.ts,
 * which the round-trip tests and the docs walk.
 *
 * Cost: `encode` is one loop over the fields with one call each, about what the hand-written
 * encoders cost (list and match feed bodies are built once per version, not per request); `decode`
 * looks each key up with `cellValue`, a linear scan of a short row, as the decoders did. The hot
 * scoreboard rows (`fields.ts`) keep their own hand-tuned codec.
 */
import type { Lang } from '../model.ts';
import { type Cell, cellValue, decodeFeed, type Row } from './feed-codec.ts';

/** A text in both languages (the shape of `Text` in detail/model.ts). */
export interface BothTexts {
  ta: string;
  en: string;
}

declare const localText: unique symbol;
/**
 * The value type of `field.texts(key)`: encoded from a Text, written in one language or both, and
 * read back as a string (`decodeOneLanguage`) or a Text (`decode`). `RowValue<S, L>` puts `L` here.
 */
export interface LocalText {
  readonly [localText]: true;
}

/** The two keys of a text in a feed without `{lang}`: `NAH` gives `NAH_ta` and `NAH_en`. */
export function textKeys<K extends string>(key: K): { ta: `${K}_ta`; en: `${K}_en` } {
  return { ta: `${key}_ta`, en: `${key}_en` };
}

/** The kinds of field (`field.text` ...): the tests make values of each kind. */
export type FieldKind =
  | 'text'
  | 'number'
  | 'count'
  | 'flag'
  | 'mark'
  | 'oneOf'
  | 'letters'
  | 'list'
  | 'repeated'
  | 'tally'
  | 'texts'
  | 'custom';

/** How a field's value lies in cells. */
export interface Codec<T> {
  readonly kind: FieldKind;
  /** oneOf, letters: the values allowed. */
  readonly values?: readonly (string | number)[];
  /** texts: whether it has a one-language form (`texts('INO')`). */
  readonly localized?: boolean;
  /** For the docs table: what the value is on the wire. */
  readonly type: string;
  /** For the docs table: the keys the field writes (`O_{selection}` for a custom field). */
  readonly docKeys: readonly string[];
  /** For the docs table, when a required field is not simply always there (`when true`). */
  readonly presence?: string;
  /** Appends the cells of a defined value. */
  write(value: T, out: Cell[], lang: Lang | undefined): void;
  /** The value in `row`, undefined when its cell is missing or unreadable. */
  read(row: Row, oneLanguage: boolean): T | undefined;
  /** What a required field reads as when `read` finds nothing. */
  fallback(oneLanguage: boolean): T;
  /** A field of one cell: its key and text both ways (`RowSchema` calls these directly: cheaper). */
  readonly cell?: {
    readonly key: string;
    toText(value: T): string;
    fromText(text: string | undefined): T | undefined;
  };
}

/** A field's key: one key, the two keys of a text in both languages, or none of its own (custom). */
export type FieldCodes = string | { readonly ta: string; readonly en: string } | null;

export interface OptionalOptions {
  /** An empty cell reads as absent (the match feeds' optional texts: an empty player is no player). */
  blankIsAbsent?: boolean;
  /** Written as an empty cell when absent instead of being left out; an empty cell reads as absent. */
  emptyWhenAbsent?: boolean;
}

export class Field<T, O extends boolean = boolean, C extends FieldCodes = FieldCodes> {
  constructor(
    readonly codes: C,
    readonly codec: Codec<T>,
    readonly isOptional: O,
    readonly options: OptionalOptions = {},
    /** A few words for the docs table. */
    readonly note = '',
  ) {}

  /** Absent values are left out of the row (see OptionalOptions for the two other forms). */
  optional(options: OptionalOptions = {}): Field<T, true, C> {
    return new Field(this.codes, this.codec, true, options, this.note);
  }

  /**
   * The value read as a narrower type, unchecked: `field.number('OM').as<Market>()` (a newer server
   * may send a market this code does not know; it passes through as the number it is).
   */
  as<U extends T>(): Field<U, O, C> {
    return this as unknown as Field<U, O, C>;
  }

  /** Adds a note to the field's line in the docs table. */
  describe(note: string): Field<T, O, C> {
    return new Field(this.codes, this.codec, this.isOptional, this.options, note);
  }
}

// --------------------------------------------------------------------------------------- field kinds

function parseNumber(text: string | undefined): number | undefined {
  if (text === undefined || text === '') return undefined;
  const n = Number(text);
  return Number.isFinite(n) ? n : undefined;
}

/** A field of one cell under `key`, its value written as `write(value)` and read by `read(text)`. */
function single<T, K extends string>(
  key: K,
  spec: Pick<Codec<T>, 'kind' | 'type' | 'values'> & {
    write: (value: T) => string;
    read: (text: string | undefined) => T | undefined;
    fallback: () => T;
  },
): Field<T, false, K> {
  const { write, read } = spec;
  const codec: Codec<T> = {
    kind: spec.kind,
    type: spec.type,
    docKeys: [key],
    write: (value, out) => {
      out.push([key, write(value)]);
    },
    read: (row) => read(cellValue(row, key)),
    fallback: spec.fallback,
    cell: { key, toText: write, fromText: read },
  };
  if (spec.values) return new Field(key, { ...codec, values: spec.values }, false);
  return new Field(key, codec, false);
}

/** The field kinds. A field is required unless `.optional()`. */
export const field = {
  /** A text as it is. Required: missing reads as ''. */
  text<K extends string>(key: K): Field<string, false, K> {
    return single(key, {
      kind: 'text',
      type: 'text',
      write: (v: string) => v,
      read: (t) => t,
      fallback: () => '',
    });
  },

  /** A number written as `String(n)`. Required: missing or not a number reads as `fallback`. */
  number<K extends string>(key: K, fallback = 0): Field<number, false, K> {
    const type = fallback === 0 ? 'number' : `number (missing: ${fallback})`;
    return single(key, { kind: 'number', type, write: String, read: parseNumber, fallback: () => fallback });
  },

  /** A count: a whole number from 0; anything else reads as 0. */
  count<K extends string>(key: K): Field<number, false, K> {
    const read = (text: string | undefined) => {
      if (text === undefined) return undefined;
      const n = Number(text);
      return Number.isInteger(n) && n >= 0 ? n : undefined;
    };
    return single(key, {
      kind: 'count',
      type: 'count (whole, from 0)',
      write: String,
      read,
      fallback: () => 0,
    });
  },

  /** A boolean as `1` or `0`. A missing cell reads as `absent`; a cell as `absent` unless it says otherwise. */
  flag<K extends string>(key: K, absent = false): Field<boolean, false, K> {
    return single(key, {
      kind: 'flag',
      type: absent ? '`1`/`0` (missing: 1)' : '`1`/`0`',
      write: (v: boolean) => (v ? '1' : '0'),
      read: (text) => (text === undefined ? undefined : absent ? text !== '0' : text === '1'),
      fallback: () => absent,
    });
  },

  /** A boolean written only when true, as `1`. */
  mark<K extends string>(key: K): Field<boolean, false, K> {
    const codec: Codec<boolean> = {
      kind: 'mark',
      type: '`1`',
      docKeys: [key],
      presence: 'when true',
      write: (value, out) => {
        if (value) out.push([key, '1']);
      },
      read: (row) => {
        const text = cellValue(row, key);
        return text === undefined ? undefined : text === '1';
      },
      fallback: () => false,
    };
    return new Field(key, codec, false);
  },

  /** One of a few values (texts or numbers). Required: anything else reads as the first value. */
  oneOf<K extends string, const V extends readonly [string, ...string[]] | readonly [number, ...number[]]>(
    key: K,
    values: V,
  ): Field<V[number], false, K> {
    const numeric = typeof values[0] === 'number';
    const allowed: readonly (string | number)[] = values;
    return single(key, {
      kind: 'oneOf',
      values,
      type: `one of ${values.map((v) => `\`${v}\``).join(' ')}`,
      write: String,
      read: (text) => {
        const value = numeric ? parseNumber(text) : text;
        return value !== undefined && allowed.includes(value) ? (value as V[number]) : undefined;
      },
      fallback: () => values[0] as V[number],
    });
  },

  /** A list of one-letter values written together (`WWDLW`); other letters are skipped. */
  letters<K extends string, const V extends string>(key: K, values: readonly V[]): Field<V[], false, K> {
    const allowed: readonly string[] = values;
    return single(key, {
      kind: 'letters',
      values,
      type: `letters ${values.map((v) => `\`${v}\``).join(' ')}`,
      write: (v: V[]) => v.join(''),
      read: (text) => (text === undefined ? undefined : [...text].filter((c): c is V => allowed.includes(c))),
      fallback: () => [],
    });
  },

  /** Ids joined by `,` (ids are [A-Za-z0-9_]: a comma never occurs inside one). */
  list<K extends string>(key: K): Field<string[], false, K> {
    return single(key, {
      kind: 'list',
      type: 'ids joined by `,`',
      write: (v: string[]) => v.join(','),
      read: (text) => (text === undefined ? undefined : text ? text.split(',') : []),
      fallback: () => [],
    });
  },

  /** One cell per item, all under the same key, in order (the points of a game). */
  repeated<K extends string>(key: K): Field<string[], false, K> {
    const codec: Codec<string[]> = {
      kind: 'repeated',
      type: 'text',
      docKeys: [key],
      presence: 'one cell per item',
      write: (value, out) => {
        for (const item of value) out.push([key, item]);
      },
      read: (row) => row.filter(([k]) => k === key).map(([, v]) => v),
      fallback: () => [],
    };
    return new Field(key, codec, false);
  },

  /** Counts by a small number, one cell each: `PK1÷2` is 2 of thing 1 (numbers 0-999, ascending). */
  tally<P extends string>(prefix: P): Field<Record<number, number>, false, null> {
    const re = new RegExp(`^${prefix}([0-9]{1,3})$`);
    const codec: Codec<Record<number, number>> = {
      kind: 'tally',
      type: 'count of thing n (0-999)',
      docKeys: [`${prefix}{n}`],
      presence: 'one cell per n, ascending',
      // Integer-like keys iterate in ascending order, as the feed lists them.
      write: (value, out) => {
        for (const n of Object.keys(value)) out.push([prefix + n, String(value[Number(n)])]);
      },
      read: (row) => {
        const counts: Record<number, number> = {};
        for (const [key, text] of row) {
          const m = re.exec(key);
          if (m) counts[Number(m[1])] = Number(text) || 0;
        }
        return counts;
      },
      fallback: () => ({}),
    };
    return new Field(null, codec, false);
  },

  texts,

  /** Anything else, written and read by hand beside its row's declaration (odds prices). */
  custom<T>(codec: Omit<Codec<T>, 'kind'>): Field<T, false, null> {
    return new Field(null, { ...codec, kind: 'custom' }, false);
  },
};

/**
 * A text in the feed's language, or in both. `texts('INO')`: one cell `INO` when encoded with a
 * language, else `INO_ta` and `INO_en`; its value is a Text when encoding and `L` in `RowValue<S, L>`.
 * `texts({ ta, en })`: always both, under those keys; its value is a Text.
 */
function texts<K extends string>(key: K): Field<LocalText, false, { ta: `${K}_ta`; en: `${K}_en` }>;
function texts<A extends string, B extends string>(keys: {
  ta: A;
  en: B;
}): Field<BothTexts, false, { ta: A; en: B }>;
function texts(keys: string | { ta: string; en: string }): AnyField {
  const one = typeof keys === 'string' ? keys : undefined;
  const both = typeof keys === 'string' ? textKeys(keys) : keys;
  const codec: Codec<BothTexts | string> = {
    kind: 'texts',
    localized: one !== undefined,
    type: one === undefined ? 'text in Tamil and English' : 'text in `{lang}`, or in Tamil and English',
    docKeys: one === undefined ? [both.ta, both.en] : [one, both.ta, both.en],
    write(value, out, lang) {
      const text = value as BothTexts;
      if (one !== undefined && lang !== undefined) out.push([one, text[lang]]);
      else out.push([both.ta, text.ta], [both.en, text.en]);
    },
    read(row, oneLanguage) {
      if (oneLanguage && one !== undefined) return cellValue(row, one);
      const ta = cellValue(row, both.ta);
      const en = cellValue(row, both.en);
      return ta === undefined && en === undefined ? undefined : { ta: ta ?? '', en: en ?? '' };
    },
    fallback: (oneLanguage) => (oneLanguage && one !== undefined ? '' : { ta: '', en: '' }),
  };
  return new Field(both, codec, false);
}

// ---------------------------------------------------------------------------------------- row kinds

// `any` here only to match every field in the mapped types below.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyField = Field<any, boolean, FieldCodes>;
export type Fields = Record<string, AnyField>;

type Simplify<T> = { [K in keyof T]: T[K] } & {};
type ValueOf<F, L> = F extends Field<infer T, boolean, FieldCodes> ? (T extends LocalText ? L : T) : never;

/** The value of a row with fields `F`, its `field.texts(key)` read as `L`. */
export type FieldsValue<F extends Fields, L = BothTexts> = Simplify<
  { -readonly [N in keyof F as F[N] extends Field<unknown, false> ? N : never]: ValueOf<F[N], L> } & {
    -readonly [N in keyof F as F[N] extends Field<unknown, true> ? N : never]?: ValueOf<F[N], L>;
  }
>;

/** The value of a row kind; `L` is what its `field.texts(key)` read as (a Text, or a string in one language). */
export type RowValue<S, L = BothTexts> = S extends RowSchema<infer F> ? FieldsValue<F, L> : never;

type CodesOf<F> = F extends Field<unknown, boolean, infer C> ? C : never;
/** Field name to key; a text in both languages gives `nameTa` and `nameEn`; custom fields none. */
export type RowKeys<F extends Fields> = Simplify<
  { readonly [N in keyof F as CodesOf<F[N]> extends string ? N : never]: CodesOf<F[N]> } & {
    readonly [N in keyof F as CodesOf<F[N]> extends { ta: string } ? `${N & string}Ta` : never]: CodesOf<
      F[N]
    > extends { ta: infer A }
      ? A
      : never;
  } & {
    readonly [N in keyof F as CodesOf<F[N]> extends { en: string } ? `${N & string}En` : never]: CodesOf<
      F[N]
    > extends { en: infer B }
      ? B
      : never;
  }
>;

export class RowSchema<F extends Fields> {
  /** The key of the first cell, which names the row kind; null for cells added to another row. */
  readonly kind: string | null;
  readonly keys: RowKeys<F>;
  /** The fields in wire order (for the docs and the tests). */
  readonly fieldList: readonly (readonly [string, AnyField])[];
  private readonly steps: readonly Step[];

  constructor(
    readonly fields: F,
    /** A row kind (its first field names it), or cells that ride on another row (`cellGroup`). */
    readonly form: 'row' | 'cells',
  ) {
    this.fieldList = Object.entries(fields);
    this.steps = this.fieldList.map(([name, f]) => step(name, f));
    this.keys = keysOf(fields);
    const first = this.fieldList[0]?.[1].codes;
    this.kind = form === 'row' && typeof first === 'string' ? first : null;
  }

  /**
   * The cells of a value, in declaration order, texts in both languages. Give it an object of the
   * row's fields, not a spread copy of a larger one: such a copy costs several times the encoding
   * (a line-up player: 1.0 µs spread, 0.17 µs picked).
   */
  readonly encode = (value: FieldsValue<F>): Cell[] => this.write(value, undefined);

  /** As `encode`, for a feed with `{lang}`: each `field.texts(key)` once, in `lang`, under its key. */
  readonly encodeOneLanguage = (value: FieldsValue<F>, lang: Lang): Cell[] => this.write(value, lang);

  private write(value: FieldsValue<F>, lang: Lang | undefined): Cell[] {
    const out: Cell[] = [];
    const record = value as Record<string, unknown>;
    for (const s of this.steps) {
      const v = record[s.name];
      if (v === undefined) {
        if (s.emptyKey !== null) out.push([s.emptyKey, '']);
      } else if (s.cell !== null) {
        out.push([s.cell.key, s.cell.toText(v)]);
      } else {
        s.codec.write(v, out, lang);
      }
    }
    return out;
  }

  /** The row's value (texts in both languages), or null when the row is of another kind. */
  readonly decode = (row: Row): FieldsValue<F> | null => this.read(row, false) as FieldsValue<F> | null;

  /** As `decode`, for a feed with `{lang}`: each `field.texts(key)` read from its one cell. */
  readonly decodeOneLanguage = (row: Row): FieldsValue<F, string> | null =>
    this.read(row, true) as FieldsValue<F, string> | null;

  /** Whether a row is of this kind (cells: whether the row carries the group's first cell). */
  matches(row: Row): boolean {
    if (this.kind !== null) return row[0]?.[0] === this.kind;
    const first = this.fieldList[0]?.[1].codes;
    return typeof first === 'string' && cellValue(row, first) !== undefined;
  }

  /** The same kind with more fields after these (a row that carries more in another feed). */
  extend<G extends Fields>(more: G): RowSchema<F & G> {
    return new RowSchema({ ...this.fields, ...more }, this.form);
  }

  private read(row: Row, oneLanguage: boolean): Record<string, unknown> | null {
    if (!this.matches(row)) return null;
    const out: Record<string, unknown> = {};
    for (const s of this.steps) {
      const v =
        s.cell !== null ? s.cell.fromText(cellValue(row, s.cell.key)) : s.codec.read(row, oneLanguage);
      if (v !== undefined && !(v === '' && s.blankIsAbsent)) out[s.name] = v;
      else if (!s.optional) out[s.name] = s.codec.fallback(oneLanguage);
    }
    return out;
  }
}

/** A field as `RowSchema` runs it: what it needs at hand in the loops of `encode` and `decode`. */
interface Step {
  name: string;
  codec: Codec<unknown>;
  cell: NonNullable<Codec<unknown>['cell']> | null;
  optional: boolean;
  /** An empty cell reads as absent. */
  blankIsAbsent: boolean;
  /** `emptyWhenAbsent`: the key an absent value is written under, empty. */
  emptyKey: string | null;
}

function step(name: string, f: AnyField): Step {
  const { blankIsAbsent = false, emptyWhenAbsent = false } = f.options;
  return {
    name,
    codec: f.codec,
    cell: f.codec.cell ?? null,
    optional: f.isOptional,
    blankIsAbsent: blankIsAbsent || emptyWhenAbsent,
    emptyKey: emptyWhenAbsent && typeof f.codes === 'string' ? f.codes : null,
  };
}

/** The key table of some fields: name to key (`{ rank: 'GR', ... }`), texts in both as `nameTa`, `nameEn`. */
export function keysOf<F extends Fields>(fields: F): RowKeys<F> {
  const keys: Record<string, string> = {};
  for (const [name, f] of Object.entries(fields)) {
    if (typeof f.codes === 'string') keys[name] = f.codes;
    else if (f.codes !== null) {
      keys[`${name}Ta`] = f.codes.ta;
      keys[`${name}En`] = f.codes.en;
    }
  }
  return keys as RowKeys<F>;
}

/** The kind keys of some row kinds, by name (`{ standing: 'GR', ... }`); cell groups have none. */
export function kindsOf<R extends Record<string, AnyRowSchema>>(
  rows: R,
): { readonly [N in keyof R]: string } {
  const kinds: Record<string, string> = {};
  for (const [name, schema] of Object.entries(rows)) if (schema.kind !== null) kinds[name] = schema.kind;
  return kinds as { readonly [N in keyof R]: string };
}

/** Any row schema (its encoder takes some value): for lists of schemas such as the registry. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRowSchema = RowSchema<any>;

/** A row kind: its fields in wire order; the first field's key names the kind (`GR` a standing). */
export function rowKind<F extends Fields>(fields: F): RowSchema<F> {
  return new RowSchema(fields, 'row');
}

/** Cells that ride on rows of another kind (a league row's list extras); read when its first cell is there. */
export function cellGroup<F extends Fields>(fields: F): RowSchema<F> {
  return new RowSchema(fields, 'cells');
}

/** Every row of one kind in a feed body, in body order (a mangled body throws FeedCodecError). */
export function rowsOfKind<V>(body: string, decode: (row: Row) => V | null): V[] {
  const out: V[] = [];
  for (const row of decodeFeed(body)) {
    const value = decode(row);
    if (value) out.push(value);
  }
  return out;
}
