/**
 * fast-check settings of the server's fuzz tests. `FC_SEED` replays a run (a failure prints its seed),
 * and a loop over seeds shows a property is stable: `FC_SEED=1 npx vitest run --project server <file>`.
 */
import fc from 'fast-check';

export function fuzzSeed(): number | undefined {
  const text = process.env.FC_SEED;
  if (text === undefined || text === '') return undefined;
  const seed = Number(text);
  if (!Number.isInteger(seed)) throw new Error(`FC_SEED must be an integer, got ${text}`);
  return seed;
}

/** `fc.assert` parameters: the run count, and the seed of `FC_SEED` when it is set. */
export function fuzzRuns(numRuns: number): fc.Parameters<unknown> {
  const seed = fuzzSeed();
  return seed === undefined ? { numRuns } : { numRuns, seed };
}

/**
 * True when a JSON text holds a key that the server's JSON parser refuses (json-body.ts): `__proto__`,
 * or `constructor` holding `prototype`, at any depth. Such a body is a coded 400 before any route runs.
 */
export function hasForbiddenKey(json: string): boolean {
  const walk = (value: unknown): boolean =>
    typeof value === 'object' &&
    value !== null &&
    Object.entries(value).some(
      ([key, child]) =>
        key === '__proto__' ||
        (key === 'constructor' &&
          typeof child === 'object' &&
          child !== null &&
          Object.hasOwn(child, 'prototype')) ||
        walk(child),
    );
  return walk(JSON.parse(json));
}

/**
 * Text as anyone may send it: any UTF-16 code unit on its own (lone surrogates included, which
 * JSON's `\\udXXX` escapes carry), whole astral characters, and the ones that have bitten before:
 * NUL, the feed codec's separators, Tamil with its combining signs, U+2028, BOM, noncharacters.
 */
export function anyText(maxLength: number): fc.Arbitrary<string> {
  const unit = fc.oneof(
    { weight: 4, arbitrary: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
    {
      weight: 3,
      arbitrary: fc.constantFrom(
        '\ud800',
        '\udbff',
        '\udc00',
        '\udfff',
        '\u0000',
        '~',
        '¬',
        '÷',
        '\\',
        'த',
        'ங்',
        'கோ',
        '\u2028',
        '\ufeff',
        '\ufffe',
        '\ud83c\udfcf',
        'a',
        ' ',
      ),
    },
  );
  return fc.string({ unit, maxLength });
}
