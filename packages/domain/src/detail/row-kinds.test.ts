/**
 * Every registered row kind (row-kinds.ts), checked from its declaration: values of each field's kind
 * made by fast-check, encoded, through the feed text and decoded back equal; keys that cannot be
 * confused; every row schema the domain exports registered; docs/feeds.md's tables are checked in tools/feeds-doc.test.ts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeFeed, encodeFeed, type Row } from '../codec/feed-codec.ts';
import {
  type AnyRowSchema,
  type Codec,
  type Field,
  type FieldCodes,
  RowSchema,
} from '../codec/row-schema.ts';
import * as domain from '../index.ts';
import { LANGS } from '../model.ts';
import { ODDS_SELECTION_RE } from './list-keys.ts';
import { ROW_KINDS } from './row-kinds.ts';

type AnyField = Field<unknown, boolean, FieldCodes>;

/** Through the wire: encode one row as a feed and decode it back. */
const wire = (cells: Row): Row => decodeFeed(encodeFeed([cells]))[0] as Row;

/** Texts with the codec's markers, Tamil, and the separators some cells use inside values. */
const text = fc.string({
  unit: fc.constantFrom('a', 'Z', ' ', '~', '¬', '÷', '\\', 'த', 'மி', ',', '|', '-', '1', '0'),
  maxLength: 12,
});
const id = fc.stringMatching(/^[A-Za-z0-9_]{1,12}$/);
/** Any finite number but -0 (written "0"): String(n) reads back as the same double. */
const number = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }).filter((n) => !Object.is(n, -0)),
);

/** Fields whose values are made by hand beside their declaration (field.custom). */
const CUSTOM: Record<string, fc.Arbitrary<unknown>> = {
  'list.odds.prices': fc.uniqueArray(
    fc.record(
      {
        selection: fc.stringMatching(ODDS_SELECTION_RE),
        value: fc.integer({ min: 0, max: 10_000_000 }).map((n) => n / 1000),
        previous: fc.integer({ min: 0, max: 10_000_000 }).map((n) => n / 1000),
      },
      { requiredKeys: ['selection', 'value'] },
    ),
    { selector: (p) => p.selection, maxLength: 5 },
  ),
};

function arbitraryOf(kind: string, name: string, f: AnyField): fc.Arbitrary<unknown> {
  const codec: Codec<unknown> = f.codec;
  const values = codec.values ?? [];
  const blankIsAbsent = f.isOptional && (f.options.blankIsAbsent || f.options.emptyWhenAbsent);
  switch (codec.kind) {
    case 'text':
      return blankIsAbsent ? text.filter((t) => t !== '') : text;
    case 'number':
      return number;
    case 'count':
      return fc.nat();
    case 'flag':
    case 'mark':
      return fc.boolean();
    case 'oneOf':
      return fc.constantFrom(...values);
    case 'letters':
      return fc.array(fc.constantFrom(...values), { maxLength: 6 });
    case 'list':
      return fc.array(id, { maxLength: 4 });
    case 'repeated':
      return fc.array(text, { maxLength: 4 });
    case 'tally':
      return fc
        .uniqueArray(fc.tuple(fc.integer({ min: 0, max: 999 }), fc.nat()), {
          selector: ([n]) => n,
          maxLength: 4,
        })
        .map((entries) => Object.fromEntries(entries));
    case 'texts':
      return fc.record({ ta: text, en: text });
    case 'custom': {
      const arbitrary = CUSTOM[`${kind}.${name}`];
      if (!arbitrary) throw new Error(`no arbitrary for the custom field ${kind}.${name}`);
      return arbitrary;
    }
  }
}

/** Any value of a row kind: every field of its kind, optional fields present or not. */
function valueOf(kind: string, schema: AnyRowSchema): fc.Arbitrary<Record<string, unknown>> {
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  const required: string[] = [];
  for (const [name, f] of schema.fieldList) {
    model[name] = arbitraryOf(kind, name, f);
    if (!f.isOptional) required.push(name);
  }
  return fc.record(model, { requiredKeys: required });
}

/** The value a one-language feed reads back: each localized text in that language. */
function inLanguage(schema: AnyRowSchema, value: Record<string, unknown>, lang: 'ta' | 'en') {
  const out = { ...value };
  for (const [name, f] of schema.fieldList) {
    const v = value[name] as { ta: string; en: string } | undefined;
    if (f.codec.localized && v !== undefined) out[name] = v[lang];
  }
  return out;
}

/** Every RowSchema among the domain's exports and the values of its exported objects. */
function exportedSchemas(): AnyRowSchema[] {
  const found = new Set<AnyRowSchema>();
  for (const value of Object.values(domain)) {
    if (value instanceof RowSchema) found.add(value);
    else if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const inner of Object.values(value)) if (inner instanceof RowSchema) found.add(inner);
    }
  }
  return [...found];
}

describe('row kinds', () => {
  it('every row schema the domain exports is registered', () => {
    const registered = new Set(Object.values(ROW_KINDS));
    const schemas = exportedSchemas();
    expect(schemas.length).toBeGreaterThanOrEqual(Object.keys(ROW_KINDS).length);
    for (const schema of schemas) expect(registered.has(schema), schema.kind ?? 'cells').toBe(true);
  });

  it('name their row with a required first field of one key; keys are valid and distinct in a row', () => {
    for (const [name, schema] of Object.entries(ROW_KINDS)) {
      const [first] = schema.fieldList;
      expect(first, name).toBeDefined();
      expect(first?.[1].isOptional, name).toBe(false);
      expect(typeof first?.[1].codes, name).toBe('string');
      if (schema.form === 'row') expect(schema.kind, name).toBe(first?.[1].codes);
      const keys = schema.fieldList.flatMap(([, f]) =>
        f.codec.kind === 'custom' || f.codec.kind === 'tally' ? [] : f.codec.docKeys,
      );
      expect(new Set(keys).size, name).toBe(keys.length);
      for (const key of keys) expect(key, name).toMatch(/^[A-Za-z0-9_]{1,8}$/);
    }
  });

  for (const [kind, schema] of Object.entries(ROW_KINDS)) {
    const localized = schema.fieldList.some(([, f]) => f.codec.localized);
    it(`${kind}: any value round-trips through the feed text${localized ? ', in both languages or one' : ''}`, () => {
      fc.assert(
        fc.property(valueOf(kind, schema), fc.constantFrom(...LANGS), (value, lang) => {
          expect(schema.decode(wire(schema.encode(value)))).toEqual(value);
          if (localized) {
            const one = schema.decodeOneLanguage(wire(schema.encodeOneLanguage(value, lang)));
            expect(one).toEqual(inLanguage(schema, value, lang));
          }
        }),
        { numRuns: 60 },
      );
    });
  }

  it('read a row of another kind as null, and missing required fields as their fallback', () => {
    for (const [kind, schema] of Object.entries(ROW_KINDS)) {
      expect(schema.decode([['zz', '1']]), kind).toBeNull();
      const [first] = schema.fieldList;
      const only = schema.decode([[first?.[1].codes as string, 'x']]);
      expect(only, kind).not.toBeNull();
      for (const [name, f] of schema.fieldList) {
        if (f.isOptional) expect(only, `${kind}.${name}`).not.toHaveProperty(name);
      }
    }
  });
});
