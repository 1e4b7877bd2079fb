import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldLatin, phoneticKey, shorterKeys, tokenize } from './match-text.ts';
import { normaliseQuery, queryProblem, SEARCH_QUERY_MAX_CHARS } from './model.ts';
import { hasTamil, romaniseTamil } from './tamil-romanise.ts';

/** Characters names and queries are made of, and the ones that break naive code. */
const CHARS = fc.oneof(
  fc.constantFrom('a', 'Z', 'ń', 'ł', 'ß', '\u0301', '\u0BCD', 'ை', 'ச', 'ஃ', '௧', '7', ' ', "'", '-', '.'),
  fc.constantFrom('\u200D', '\uD800', '😀', '\u0000', '\t', 'ǅ', 'ﬁ', 'Ⅻ'),
  fc.integer({ min: 0, max: 0x10ffff }).map((c) => String.fromCodePoint(c)),
);

const keyOf = (text: string) => tokenize(text).map((t) => t.key);

describe('romaniseTamil [SRC2]', () => {
  it.each([
    ['சென்னை', 'chennai'],
    ['இந்தியன் சூப்பர் லீக்', 'inthiyan chuppar lik'],
    ['கேரளா', 'kerala'],
    ['மோகன் பகான்', 'mokan pakan'],
    ['பெங்களூரு', 'pengkaluru'],
    ['ஃபுட்பால்', 'futpal'],
    ['தமிழ்', 'thamizh'],
    ['ஜடேஜா', 'jateja'],
    ['௨௦௨௬ டி20', '2026 ti20'],
  ])('%s -> %s', (tamil, latin) => {
    expect(romaniseTamil(tamil)).toBe(latin);
  });

  it('composes decomposed vowel signs first (ொ written as ெ + ா)', () => {
    expect(romaniseTamil('கொ'.normalize('NFD'))).toBe(romaniseTamil('கொ'));
    expect(romaniseTamil('\u0B95\u0BC6\u0BBE')).toBe('ko');
  });

  it('leaves no Tamil letter behind and keeps other text', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.integer({ min: 0x0b80, max: 0x0bff }).map((c) => String.fromCodePoint(c)) }),
        (s) => {
          expect(hasTamil(romaniseTamil(s))).toBe(false);
        },
      ),
    );
    expect(romaniseTamil('FC சென்னை!')).toBe('FC chennai!');
  });
});

describe('foldLatin [SRC1]', () => {
  it.each([
    ['Kamiński', 'kaminski'],
    ['KAMINSKI', 'kaminski'],
    ['Ødegaard', 'odegaard'],
    ['Müller', 'muller'],
    ['Łukasz Piszczek', 'lukasz piszczek'],
    ['Straße', 'strasse'],
    ['García', 'garcia'],
  ])('%s -> %s', (name, folded) => {
    expect(foldLatin(name)).toBe(folded);
  });

  it('is idempotent and leaves no combining mark', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const once = foldLatin(s);
        expect(foldLatin(once)).toBe(once);
        expect(once).not.toMatch(/\p{M}/u);
      }),
    );
  });
});

describe('tokenize [SRC1]', () => {
  it('cuts at punctuation, joins apostrophes, keeps Tamil words whole', () => {
    expect(tokenize("R. O'Brien-Smith").map((t) => t.text)).toEqual(['r', 'obrien', 'smith']);
    expect(tokenize('இந்தியன் சூப்பர் லீக்').map((t) => [t.text, t.script])).toEqual([
      ['இந்தியன்', 'tamil'],
      ['சூப்பர்', 'tamil'],
      ['லீக்', 'tamil'],
    ]);
  });

  it('never throws and yields no empty word', () => {
    fc.assert(
      fc.property(fc.string({ unit: CHARS, maxLength: 40 }), (s) => {
        for (const t of tokenize(s)) expect(t.text).not.toBe('');
      }),
    );
  });
});

describe('phoneticKey [SRC3]', () => {
  const startsWith = (name: string, query: string) => {
    const q = keyOf(query)[0] ?? '';
    return keyOf(name).some((k) => k.startsWith(q) || shorterKeys(q).some((s) => k.startsWith(s)));
  };

  it.each([
    ['Chennaiyin FC', 'சென்னை'],
    ['Bengaluru FC', 'பெங்களூரு'],
    ['Kerala Blasters', 'கேரளா'],
    ['Kerala Blasters', 'பிளாஸ்டர்ஸ்'],
    ['Mohun Bagan', 'பகான்'],
    ['Mumbai City', 'மும்பை'],
    ['Ravindra Jadeja', 'ஜடேஜா'],
    ['Yuvraj Singh', 'யுவராஜ்'],
    ['Virat Kohli', 'கோலி'],
  ])('%s is found by the Tamil %s', (name, tamil) => {
    expect(startsWith(name, tamil)).toBe(true);
  });

  it.each([
    ['Chennaiyin FC', 'மும்பை'],
    ['Kerala Blasters', 'சென்னை'],
    ['Sunrisers Hyderabad', 'சென்னை'],
    ['China', 'சென்னை'],
    ['S. Saini', 'சென்னை'],
    ['Sunny Rose', 'சென்னை'],
  ])('%s is not found by %s', (name, tamil) => {
    expect(startsWith(name, tamil)).toBe(false);
  });

  it('keys only lower-case letters and digits, with no letter twice in a row', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const key = phoneticKey(foldLatin(s));
        expect(key).not.toMatch(/(.)\1/u);
        expect(key).not.toMatch(/[A-Zhbdgjszfwqxoy]/);
      }),
    );
  });
});

describe('queries [SRC5]', () => {
  it('trims and collapses spaces', () => {
    expect(normaliseQuery('  indian \t super  ')).toBe('indian super');
  });

  it('refuses empty, long, wordy and control-character queries', () => {
    expect(queryProblem('')).toBe('empty');
    expect(queryProblem('a'.repeat(SEARCH_QUERY_MAX_CHARS))).toBeNull();
    expect(queryProblem('a'.repeat(SEARCH_QUERY_MAX_CHARS + 1))).toBe('tooLong');
    expect(queryProblem('a b c d e f g')).toBe('tooLong');
    expect(queryProblem('a\u0000b')).toBe('bad');
    expect(queryProblem('சென்னை')).toBeNull();
  });

  it('counts Tamil by code points, not by UTF-16 units', () => {
    expect(queryProblem('சென்னை'.repeat(10))).toBeNull();
  });
});
