import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyText } from '../rules/test-support.ts';
import {
  type Cell,
  cellValue,
  decodeFeed,
  EMPTY_FEED,
  encodeFeed,
  encodeRow,
  escapeValue,
  FeedCodecError,
  isEmptyFeed,
  type Row,
} from './feed-codec.ts';

describe('feed codec: fixed cases', () => {
  it.each<[string, Row[], string]>([
    ['one cell', [[['AA', 'g_1_x']]], 'AA÷g_1_x¬~'],
    [
      'two rows',
      [
        [['SA', '1']],
        [
          ['AA', 'x'],
          ['AG', '0'],
        ],
      ],
      'SA÷1¬~AA÷x¬AG÷0¬~',
    ],
    ['an empty value', [[['AG', '']]], 'AG÷¬~'],
    ['Tamil as it is', [[['AE', 'சென்னையின் எஃப்சி']]], 'AE÷சென்னையின் எஃப்சி¬~'],
    ['a team named with every marker', [[['AE', 'A~B¬C÷D\\E']]], 'AE÷A\\~B\\¬C\\÷D\\\\E¬~'],
    ['a lone escape', [[['A1', '\\']]], 'A1÷\\\\¬~'],
    ['markers only', [[['x', '~~¬¬÷÷']]], 'x÷\\~\\~\\¬\\¬\\÷\\÷¬~'],
    ['a value "0"', [[['AG', '0']]], 'AG÷0¬~'],
    ['the longest key', [[['ABCDEFGH', 'v']]], 'ABCDEFGH÷v¬~'],
    ['no rows', [], '0'],
  ])('[CDC1] [CDC2] %s', (_name, rows, text) => {
    expect(encodeFeed(rows)).toBe(text);
    expect(decodeFeed(text)).toEqual(rows);
  });

  it('[CDC1] escapes exactly the escape and the three markers', () => {
    expect(escapeValue('a\\b~c¬d÷e|f,g')).toBe('a\\\\b\\~c\\¬d\\÷e|f,g');
    expect(escapeValue('கபடி')).toBe('கபடி');
  });

  it.each(['', 'A B', 'ABCDEFGHI', 'A÷', 'A~', 'க', 'a-b'])('[CDC1] refuses the key %j', (key) => {
    expect(() => encodeRow([[key, 'v']])).toThrow(FeedCodecError);
    expect(() => encodeFeed([[[key, 'v']]])).toThrow(FeedCodecError);
  });

  it.each([
    ['a dangling escape', 'AA÷x\\'],
    ['an escape of a plain character', 'AA÷x\\q¬~'],
    ['an escape inside a key', 'A\\~A÷x¬~'],
    ['a cell without a key', 'AAx¬~'],
    ['a bad key', 'A A÷x¬~'],
    ['a key too long', 'ABCDEFGHI÷x¬~'],
    ['a feed that ends inside a row', 'AA÷x¬'],
    ['a feed that ends inside a cell', 'AA÷xyz'],
    ['a row that ends inside a cell', 'AA÷x~'],
    ['a row that ends inside a key', 'AAAA~'],
    ['an unescaped ÷ in a value', 'AA÷x÷y¬~'],
  ])('[CDC2] throws FeedCodecError on %s', (_name, body) => {
    expect(() => decodeFeed(body)).toThrow(FeedCodecError);
  });

  it.each([null, undefined, '', '0', 'abc', '~~~', EMPTY_FEED])('[CDC5] %j is an empty feed', (body) => {
    expect(isEmptyFeed(body)).toBe(true);
    if (body != null) expect(decodeFeed(body)).toEqual([]);
  });

  it('[CDC5] four characters can carry a row', () => {
    expect(isEmptyFeed('A÷¬~')).toBe(false);
    expect(decodeFeed('A÷¬~')).toEqual([[['A', '']]]);
  });

  it('[CDC5] rows without cells carry nothing, and a feed of only such rows may read as empty', () => {
    expect(encodeFeed([[]])).toBe('~');
    expect(decodeFeed('~')).toEqual([]);
    expect(decodeFeed('~~~~')).toEqual([[], [], [], []]);
  });

  it('looks a cell up by key, the first one winning', () => {
    const row: Row = [
      ['AA', 'x'],
      ['AG', '1'],
      ['AG', '2'],
    ];
    expect(cellValue(row, 'AG')).toBe('1');
    expect(cellValue(row, 'AH')).toBeUndefined();
  });
});

const key = fc.stringMatching(/^[A-Za-z0-9_]{1,8}$/);
const cell: fc.Arbitrary<Cell> = fc.tuple(key, anyText());
const rows = fc.array(fc.array(cell, { minLength: 1, maxLength: 6 }), { maxLength: 8 });

describe('feed codec: properties', () => {
  it('[CDC1] [CDC2] decoding an encoded feed gives back its rows', () => {
    fc.assert(
      fc.property(rows, (input) => {
        expect(decodeFeed(encodeFeed(input))).toEqual(input);
      }),
      { numRuns: 500 },
    );
  });

  it('[CDC1] an encoded row never holds an unescaped marker inside a value', () => {
    fc.assert(
      fc.property(rows, (input) => {
        const text = encodeFeed(input);
        const rowEnds = text.replace(/\\[\\~¬÷]/g, '').split('~').length - 1;
        expect(rowEnds).toBe(input.length);
      }),
    );
  });

  // Mostly feed-like text, so the decoder reaches its deep branches instead of failing on the first char.
  const feedish = fc.oneof(
    fc.string({ unit: fc.constantFrom('~', '¬', '÷', '\\', 'A', 'B', '1', '_', 'க', ' '), maxLength: 40 }),
    fc.string({ unit: 'binary', maxLength: 40 }),
    rows
      .map((r) => encodeFeed(r))
      .chain((text) =>
        fc
          .tuple(fc.nat(text.length), fc.nat(3), anyText({ maxLength: 3 }))
          .map(([at, cut, insert]) => text.slice(0, at) + insert + text.slice(at + cut)),
      ),
  );

  it('[CDC2] on any text, decodeFeed returns rows or throws FeedCodecError, never another error', () => {
    fc.assert(
      fc.property(feedish, (body) => {
        try {
          const out = decodeFeed(body);
          expect(Array.isArray(out)).toBe(true);
          // Whatever decodes is a feed the encoder writes the same way (rows with cells).
          const full = out.filter((r) => r.length > 0);
          if (full.length === out.length && out.length > 0) expect(decodeFeed(encodeFeed(out))).toEqual(out);
        } catch (error) {
          expect(error).toBeInstanceOf(FeedCodecError);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
