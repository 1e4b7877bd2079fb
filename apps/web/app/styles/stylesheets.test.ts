/**
 * The app's stylesheets meet on one page: the frame's (app.css and every feature the board's first
 * screen imports, odds and search among them) are on every page, a route's own (match.css, news.css
 * ...) join them there. A class that two files both give a base rule (`.x { ... }`) is two
 * components' looks landing on one element: the match page's odds cells once took the odds tab's
 * `display: inline-flex` and piled up under the first heading, and its game-by-game lists took the
 * header search's dropdown position. A file may still refine another's class in context
 * (`.match-bar .conn`, `.ev.ev-fav`); it may not define it again.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';

const APP_DIR = fileURLToPath(new URL('..', import.meta.url));

function stylesheets(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return stylesheets(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

/** A selector that is one class alone, with pseudo-classes at most: `.tab`, `.tab:hover`. */
const BASE_RULE = /^\.(-?[_a-zA-Z][\w-]*)(?::{1,2}[\w-]+(?:\([^)]*\))?)*$/;

/** The classes a stylesheet gives a base rule, at the top level or inside @media. */
function baseClasses(css: string, from: string): Set<string> {
  const classes = new Set<string>();
  postcss.parse(css, { from }).walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as postcss.AtRule).name)) return;
    for (const selector of rule.selectors) {
      const match = BASE_RULE.exec(selector.trim());
      if (match?.[1]) classes.add(match[1]);
    }
  });
  return classes;
}

describe('stylesheets', () => {
  it('reads a base rule and tells it from a refinement', () => {
    const classes = baseClasses(
      '.a { color: red } .b:hover, .c::after { color: red } @media (min-width: 1px) { .d { color: red } }' +
        ' .e .f { color: red } .g.h { color: red } .i > li { color: red } @keyframes k { from { opacity: 0 } }',
      'inline.css',
    );
    expect([...classes].sort()).toEqual(['a', 'b', 'c', 'd']);
  });

  it('gives each class its base rule in one file only', () => {
    const files = stylesheets(APP_DIR);
    expect(files.length).toBeGreaterThan(10);
    const owners = new Map<string, string[]>();
    for (const file of files) {
      const name = relative(APP_DIR, file);
      for (const cls of baseClasses(readFileSync(file, 'utf8'), name)) {
        owners.set(cls, [...(owners.get(cls) ?? []), name]);
      }
    }
    const twice = [...owners]
      .filter(([, names]) => names.length > 1)
      .map(([cls, names]) => `.${cls}: ${names.join(', ')}`);
    expect(twice).toEqual([]);
  });
});
