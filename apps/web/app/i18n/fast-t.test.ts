import { createInstance, type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { makeFastT } from './fast-t.ts';
import { getI18n, LOCALES } from './index.ts';
import { ta } from './ta.ts';

/** i18next as the site configures it, without our `t`: the reference. */
function reference(lang: 'ta' | 'en'): TFunction {
  const i18n = createInstance();
  void i18n.init({
    lng: lang,
    fallbackLng: false,
    resources: { [lang]: { translation: lang === 'ta' ? ta : en } },
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return i18n.t;
}

/** Every key a component can ask for: plural forms asked by their bare key. */
function keysOf(messages: object): { key: string; text: string }[] {
  return Object.entries(messages).flatMap(([group, entries]) =>
    Object.entries(entries as Record<string, string>).map(([name, text]) => ({
      key: `${group}.${name.replace(/_(zero|one|two|few|many|other)$/, '')}`,
      text,
    })),
  );
}

describe.each(['ta', 'en'] as const)('fast t, %s', (lang) => {
  const messages = lang === 'ta' ? ta : en;
  const slow = reference(lang);
  const fast = makeFastT(messages, LOCALES[lang]);

  it('gives i18next’s text for every message, with and without values and counts', () => {
    for (const { key, text } of keysOf(messages)) {
      const names = [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] as string);
      const values = Object.fromEntries(names.map((n) => [n, `«${n}»`]));
      const calls: (Record<string, unknown> | undefined)[] = [
        undefined,
        {},
        values,
        ...[0, 1, 2, 5, 21].map((count) => ({ ...values, count })),
        { ...values, count: '3' },
      ];
      for (const options of calls) {
        expect(fast(key, options), `${key} ${JSON.stringify(options)}`).toBe(slow(key, options as never));
      }
    }
  });

  it('answers as i18next for unknown keys, defaults, key lists and values that are not strings', () => {
    const cases: [unknown, unknown][] = [
      ['nosuch.key', undefined],
      ['nosuch', { count: 2 }],
      ['site.nosuch', { defaultValue: 'x {{n}}', n: 3 }],
      [['site.nosuch', 'site.name'], undefined],
      [['site.nosuch', 'nav.nosuch'], undefined],
      ['meta.sportTitle', { sport: 7 }],
      ['meta.sportTitle', { sport: 'A & B <b>' }],
      ['meta.sportTitle', {}],
    ];
    for (const [key, options] of cases) {
      expect(fast(key, options), JSON.stringify([key, options])).toEqual(
        slow(key as string, options as never),
      );
    }
    // A group is not a message: i18next answers with an error text, we with the key (a visible slip).
    expect(fast('site')).toBe('site');
  });

  it('is the `t` of the site’s instance', () => {
    const i18n = getI18n(lang);
    expect(i18n.language).toBe(lang);
    expect(i18n.t('meta.sportTitle', { sport: 'X' })).toBe(slow('meta.sportTitle', { sport: 'X' }));
  });
});
