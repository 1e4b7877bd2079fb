import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { ta } from './ta.ts';
import { taCore } from './ta-core.ts';
import { taPages } from './ta-pages.ts';
import { enCore } from './en-core.ts';
import { enPages } from './en-pages.ts';

function keys(obj: object, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

function values(obj: object): string[] {
  return Object.values(obj).flatMap((v) => (typeof v === 'object' && v !== null ? values(v) : [String(v)]));
}

function placeholders(s: string): string[] {
  return [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] as string).sort();
}

describe('message catalogues', () => {
  it('ta and en have the same keys', () => {
    expect(keys(en).sort()).toEqual(keys(ta).sort());
  });

  it('ta has no Latin letter outside {{placeholders}}', () => {
    for (const value of values(ta)) {
      expect(value.replace(/\{\{\w+\}\}/g, ''), value).not.toMatch(/[A-Za-z]/);
    }
  });

  it('each message uses the same placeholders in both languages', () => {
    const enFlat = new Map(keys(en).map((k, i) => [k, values(en)[i] as string]));
    keys(ta).forEach((k, i) => {
      expect(placeholders(enFlat.get(k) ?? ''), k).toEqual(placeholders(values(ta)[i] as string));
    });
  });

  it('no message is empty', () => {
    for (const value of [...values(ta), ...values(en)]) expect(value.trim()).not.toBe('');
  });

  it('the core and pages parts share no group, in either language (the later part would hide it)', () => {
    const core = Object.keys(taCore);
    expect(Object.keys(taPages).filter((group) => core.includes(group))).toEqual([]);
    expect(Object.keys(enCore).sort()).toEqual(core.sort());
    expect(Object.keys(enPages).sort()).toEqual(Object.keys(taPages).sort());
  });
});
