import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { ta } from './ta.ts';
import { taCore } from './ta-core.ts';
import { taPages } from './ta-pages.ts';
import { enCore } from './en-core.ts';
import { enPages } from './en-pages.ts';
import { mergeCatalogue } from './shape.ts';

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
    // Each catalogue flattened once (flattening per key made this quadratic: seconds on a busy machine).
    const enValues = values(en);
    const taValues = values(ta);
    const enFlat = new Map(keys(en).map((k, i) => [k, enValues[i] as string]));
    keys(ta).forEach((k, i) => {
      expect(placeholders(enFlat.get(k) ?? ''), k).toEqual(placeholders(taValues[i] as string));
    });
  });

  it('no message is empty', () => {
    for (const value of [...values(ta), ...values(en)]) expect(value.trim()).not.toBe('');
  });

  it('the core and pages parts share no key, and each part has the same keys in both languages', () => {
    const core = keys(taCore);
    expect(keys(taPages).filter((key) => core.includes(key))).toEqual([]);
    expect(keys(enCore).sort()).toEqual([...core].sort());
    expect(keys(enPages).sort()).toEqual(keys(taPages).sort());
  });

  it('a group split between the parts has all its keys once both are added, and the parts stay as they were', () => {
    // As the browser adds them (index.ts, addCatalogue): the core part first, the pages part later.
    const browser = mergeCatalogue(mergeCatalogue({}, taCore), taPages);
    expect(browser.account.open).toBe(taCore.account.open);
    expect(browser.account.signInTitle).toBe(taPages.account.signInTitle);
    expect(browser.settings.open).toBe(taCore.settings.open);
    expect(browser.settings.close).toBe(taPages.settings.close);
    expect(taCore.account).not.toHaveProperty('signInTitle');
    expect(taPages.account).not.toHaveProperty('open');
    expect(keys(browser).sort()).toEqual(keys(ta).sort());
  });
});
