/**
 * The site's `t`: the part of i18next our catalogues use, done directly.
 *
 * Why not i18next itself: its engine is 16 KiB of gzipped JavaScript on every page (a tenth of the
 * page's budget), and its `t` (as react-i18next's `getFixedT` gave it) copies its options object,
 * resolves namespaces and fallbacks and runs its interpolation regexes on every call: ~30 µs a
 * message, which added up to milliseconds per live update and a good share of the board's hydration
 * on a phone (bench/board.ts). i18n/index.ts makes an instance of this `t`; react.tsx hands it
 * to components.
 *
 * What it does, as i18next does it (`fast-t.test.ts` compares both on every message of both
 * catalogues): two-level keys (`group.key`); `{{name}}` placeholders, a missing value leaving the
 * placeholder as it is, no escaping (React escapes); plural forms by `Intl.PluralRules` from a numeric
 * `count` (`key_one`, `key_other`, ... then the bare key; `key_zero` first for 0); a list of keys
 * (the first that exists); for a key that exists nowhere, `defaultValue` or the key itself.
 */
import type { CatalogueShape } from './shape.ts';

type Options = Record<string, unknown>;
export type PlainT = (key: unknown, options?: unknown) => string;

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

export function makeFastT(
  messages: CatalogueShape<Record<string, Record<string, string>>>,
  locale: string,
): PlainT {
  const plural = new Intl.PluralRules(locale);
  const groups = messages as Readonly<Record<string, Readonly<Record<string, string>> | undefined>>;

  function lookup(key: string, o: Options): string | undefined {
    const dot = key.indexOf('.');
    const group = dot > 0 ? groups[key.slice(0, dot)] : undefined;
    if (!group) return undefined;
    const name = key.slice(dot + 1);
    if (typeof o.count !== 'number') return group[name];
    return (
      (o.count === 0 ? group[`${name}_zero`] : undefined) ??
      group[`${name}_${plural.select(o.count)}`] ??
      group[name]
    );
  }

  function interpolate(text: string, o: Options): string {
    if (text.indexOf('{{') < 0) return text;
    return text.replace(PLACEHOLDER, (whole, variable: string) => {
      const value = o[variable];
      return value === undefined ? whole : typeof value === 'string' ? value : String(value);
    });
  }

  return function t(key, options) {
    const o = (options !== null && typeof options === 'object' ? options : {}) as Options;
    const keys = Array.isArray(key) ? key : [key];
    for (const k of keys) {
      const text = typeof k === 'string' ? lookup(k, o) : undefined;
      if (text !== undefined) return interpolate(text, o);
    }
    if (typeof o.defaultValue === 'string') return interpolate(o.defaultValue, o);
    const last = keys[keys.length - 1];
    return typeof last === 'string' ? last : '';
  };
}
