/**
 * The row schema module on fixed cases: what each field kind writes, and how leniently it reads
 * (missing, empty, unreadable and unknown cells). The round trips of every registered row kind are in
 * detail/row-kinds.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { encodeFeed } from './feed-codec.ts';
import { rowTable, renderRowTables, RowDocsError } from './row-docs.ts';
import { cellGroup, field, keysOf, kindsOf, rowKind, type RowValue } from './row-schema.ts';

const sample = rowKind({
  id: field.text('XA'),
  count: field.number('XN'),
  pitcherRole: field.number('XR', 1),
  live: field.flag('XL'),
  active: field.flag('XV', true),
  captain: field.mark('XC'),
  side: field.oneOf('XS', [1, 2]),
  form: field.letters('XF', ['W', 'D', 'L']),
  ids: field.list('XI'),
  points: field.repeated('XP'),
  counts: field.tally('XK'),
  note: field.texts('XO').optional(),
  name: field.texts({ ta: 'XT', en: 'XE' }),
  player: field.text('XPL').optional({ blankIsAbsent: true }),
  zone: field.text('XZ').optional(),
  result: field.oneOf('XW', ['W', 'D', 'L']).optional({ emptyWhenAbsent: true }),
  leagues: field.count('XG'),
});
type Sample = RowValue<typeof sample>;

const value: Sample = {
  id: 'a~b',
  count: 2.5,
  pitcherRole: 2,
  live: true,
  active: false,
  captain: true,
  side: 2,
  form: ['W', 'L'],
  ids: ['p1', 'p2'],
  points: ['15-0', '30-0'],
  counts: { 8: 1, 1: 2 },
  note: { ta: 'த', en: 'pen' },
  name: { ta: 'சென்னை', en: 'Chennai' },
  player: 'Luna',
  zone: '',
  leagues: 3,
};

describe('row schema', () => {
  it('writes the fields in declaration order, as the hand-written encoders did', () => {
    expect(encodeFeed([sample.encode(value)])).toBe(
      'XA÷a\\~b¬XN÷2.5¬XR÷2¬XL÷1¬XV÷0¬XC÷1¬XS÷2¬XF÷WL¬XI÷p1,p2¬XP÷15-0¬XP÷30-0¬XK1÷2¬XK8÷1¬' +
        'XO_ta÷த¬XO_en÷pen¬XT÷சென்னை¬XE÷Chennai¬XPL÷Luna¬XZ÷¬XW÷¬XG÷3¬~',
    );
    // One language: the localized text once under its key; texts with two keys of their own stay both.
    expect(sample.encodeOneLanguage(value, 'en')).toContainEqual(['XO', 'pen']);
    expect(sample.encodeOneLanguage(value, 'en')).toContainEqual(['XT', 'சென்னை']);
    // A false mark and an absent optional field leave no cell.
    const bare = sample.encode({ ...value, captain: false, note: undefined, player: undefined });
    expect(bare.map(([k]) => k)).not.toContain('XC');
    expect(bare.map(([k]) => k)).not.toContain('XO_ta');
    expect(bare.map(([k]) => k)).not.toContain('XPL');
  });

  it('reads missing required fields as their fallbacks and leaves optional ones absent', () => {
    expect(sample.decode([['XA', 'x']])).toEqual({
      id: 'x',
      count: 0,
      pitcherRole: 1,
      live: false,
      active: true,
      captain: false,
      side: 1,
      form: [],
      ids: [],
      points: [],
      counts: {},
      name: { ta: '', en: '' },
      leagues: 0,
    });
  });

  it('reads unreadable cells leniently and ignores unknown ones', () => {
    const decoded = sample.decode([
      ['XA', 'x'],
      ['XN', 'abc'],
      ['XV', ''],
      ['XS', '3'],
      ['XF', 'WxDW?'],
      ['XI', ''],
      ['XK12', '4'],
      ['XK1234', '9'],
      ['XT', 'only ta'],
      ['XPL', ''],
      ['XZ', ''],
      ['XW', ''],
      ['XG', '-2'],
      ['QQ', 'a newer cell'],
    ]);
    expect(decoded).toMatchObject({
      count: 0,
      active: true,
      side: 1,
      form: ['W', 'D', 'W'],
      ids: [],
      counts: { 12: 4 },
      name: { ta: 'only ta', en: '' },
      zone: '',
      leagues: 0,
    });
    // An empty match-feed text is no player; an empty `emptyWhenAbsent` cell is no result.
    expect(decoded).not.toHaveProperty('player');
    expect(decoded).not.toHaveProperty('result');
    expect(decoded).not.toHaveProperty('QQ');
  });

  it('reads a row of another kind as null; cell groups by their first cell', () => {
    expect(sample.decode([['XB', 'x']])).toBeNull();
    expect(sample.decode([])).toBeNull();
    const extra = cellGroup({ events: field.number('ZN'), season: field.text('ZS').optional() });
    expect(
      extra.decode([
        ['ZA', 'league'],
        ['ZN', '4'],
      ]),
    ).toEqual({ events: 4 });
    expect(extra.decode([['ZA', 'league']])).toBeNull();
    expect(extra.kind).toBeNull();
  });

  it('reads texts in one language from their one cell', () => {
    const row = sample.encodeOneLanguage(value, 'ta');
    expect(sample.decodeOneLanguage(row)).toMatchObject({ note: 'த', name: value.name });
  });

  it('derives key tables, kind tables and extended kinds', () => {
    expect(sample.keys).toMatchObject({
      id: 'XA',
      noteTa: 'XO_ta',
      noteEn: 'XO_en',
      nameTa: 'XT',
      nameEn: 'XE',
    });
    expect(sample.keys).not.toHaveProperty('counts');
    expect(keysOf({ a: field.text('AB') })).toEqual({ a: 'AB' });
    const longer = sample.extend({ more: field.text('XM') });
    expect(longer.kind).toBe('XA');
    expect(longer.encode({ ...value, more: 'm' }).at(-1)).toEqual(['XM', 'm']);
    expect(kindsOf({ sample, longer, cells: cellGroup({ n: field.number('ZN') }) })).toEqual({
      sample: 'XA',
      longer: 'XA',
    });
  });

  it('makes a docs table from the declaration, and fills only the marked blocks', () => {
    const table = rowTable('test.sample', sample);
    expect(table).toContain('Row `XA` (`test.sample`):');
    expect(table).toContain('| `XPL` | player | text | optional; empty reads as absent |  |');
    expect(table).toContain('| `XC` | captain | `1` | when true |  |');
    expect(table).toContain('| `XW` | result | one of `W` `D` `L` | empty when absent |  |');
    const doc = 'prose\n<!-- rows: test.sample -->\nold table\n<!-- /rows -->\nmore prose\n';
    const filled = renderRowTables(doc, { 'test.sample': sample });
    expect(filled).toBe(`prose\n<!-- rows: test.sample -->\n\n${table}\n\n<!-- /rows -->\nmore prose\n`);
    expect(renderRowTables(filled, { 'test.sample': sample })).toBe(filled);
    expect(() => renderRowTables(doc, {})).toThrow(RowDocsError);
  });
});
