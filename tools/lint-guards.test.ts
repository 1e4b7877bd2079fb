/**
 * The layer rules hold because the linter refuses to break them, not by habit: each forbidden import
 * is linted as if it stood in a file inside the real tree (ESLint's `lintText` with a `filePath`
 * applies the repository's own eslint.config.js; nothing is written), and must be an error; the
 * imports each layer needs must pass. The forbidden ones are those an architecture review planted
 * and saw accepted (docs/ARCHITECTURE.md, "Layers").
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

let eslint: ESLint;
beforeAll(async () => {
  eslint = new ESLint({ cwd: ROOT });
  // The first lint loads the config, its plugins and the TypeScript parser (seconds on a busy
  // machine): done here, with time to spare, so that no single case pays for it and times out.
  await eslint.lintText('export {};\n', { filePath: join(ROOT, WEB_FILE) });
}, 60_000);

/** The errors ESLint gives `code` as the file `file` (a path from the repository root), as `rule: message`. */
async function layerErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, file) });
  if (!result) throw new Error(`no lint result for ${file}`);
  const fatal = result.messages.filter((m) => m.fatal);
  if (fatal.length > 0) throw new Error(`${file} does not parse: ${fatal[0]?.message}`);
  return result.messages.filter((m) => m.severity === 2).map((m) => `${m.ruleId}: ${m.message}`);
}

/** One import of `spec` that uses what it imports, so that no other rule speaks. */
const importing = (spec: string) => `import * as imported from '${spec}';\nexport const used = imported;\n`;

interface Case {
  file: string;
  refused: string[];
  allowed: string[];
}

const DOMAIN_FILE = 'packages/domain/src/rules/probe.ts';
const WEB_FILE = 'apps/web/app/features/probe.ts';

const CASES: Record<string, Case> = {
  'the domain (source)': {
    file: DOMAIN_FILE,
    refused: [
      'node:fs',
      'fs',
      'node:path',
      'ioredis',
      'pg',
      'nats',
      '@nats-io/transport-node',
      'kysely',
      'ws',
      'fastify',
      'react',
      'vitest',
      'fast-check',
      '@nerali/domain',
      '@nerali/server/src/app.ts',
      '@nerali/web/app/i18n/ta.ts',
      '../../../../apps/server/src/app.ts',
      '../../../../apps/web/app/i18n/ta.ts',
      '../../../../node_modules/ioredis/built/index.js',
      '../../package.json',
      './test-support.ts',
    ],
    allowed: [
      './game-clock.ts',
      '../codec/fields.ts',
      '../index.ts',
      '@sinclair/typebox',
      '@sinclair/typebox/value',
    ],
  },
  'the domain (a test)': {
    file: 'packages/domain/src/rules/probe.test.ts',
    refused: ['node:fs', 'ioredis', '@nerali/server/src/app.ts', '../../../../apps/server/src/app.ts'],
    allowed: ['vitest', 'fast-check', './game-clock.ts', './test-support.ts', '@sinclair/typebox/value'],
  },
  'the domain (test support)': {
    file: 'packages/domain/src/rules/test-support.ts',
    refused: ['node:fs', 'ioredis', '@nerali/server/src/app.ts'],
    allowed: ['fast-check', '../enums.ts'],
  },
  'the web': {
    file: WEB_FILE,
    refused: [
      '@nerali/server',
      '@nerali/server/src/app.ts',
      '@nerali/server/src/web/ssr.ts',
      '../../../server/src/app.ts',
      '../../../../apps/server/src/app.ts',
      '@nerali/domain/src/index.ts',
      '../../../../packages/domain/src/index.ts',
    ],
    allowed: ['@nerali/domain', 'react', 'react-router', '../load-context.ts', './site/visitor.ts'],
  },
  'the web (an end-to-end test)': {
    file: 'apps/web/e2e/probe.test.ts',
    refused: ['@nerali/server/src/testing/fixtures.ts', '../../server/src/app.ts'],
    allowed: ['playwright-core', 'node:child_process', '../app/load-context.ts'],
  },
  'the server': {
    file: 'apps/server/src/probe.ts',
    refused: [
      '@nerali/web',
      '@nerali/web/app/i18n/ta.ts',
      '../../web/app/i18n/ta.ts',
      '../../../apps/web/app/root.tsx',
      '@nerali/domain/src/index.ts',
      '../../../packages/domain/src/index.ts',
      '../../../bench/run.ts',
    ],
    allowed: ['@nerali/domain', 'node:fs', 'ioredis', 'fastify', './app.ts', './ingest/routes.ts'],
  },
};

describe('the lint guards of the layers (eslint.config.js)', () => {
  for (const [layer, { file, refused, allowed }] of Object.entries(CASES)) {
    describe(layer, () => {
      it.each(refused)('refuses an import of %s', async (spec) => {
        expect(await layerErrors(file, importing(spec))).toHaveLength(1);
      });
      it.each(refused)(
        'refuses %s also re-exported, imported as a type or imported on demand',
        async (spec) => {
          const forms = [
            `export * from '${spec}';\n`,
            `import type * as T from '${spec}';\nexport type Used = typeof T;\n`,
            `export const later = () => import('${spec}');\n`,
          ];
          for (const form of forms) expect(await layerErrors(file, form), form).toHaveLength(1);
        },
      );
      it.each(allowed)('allows an import of %s', async (spec) => {
        expect(await layerErrors(file, importing(spec))).toEqual([]);
      });
    });
  }

  it('says why, naming the rule that was broken', async () => {
    const [domain] = await layerErrors(DOMAIN_FILE, importing('node:fs'));
    expect(domain).toMatch(/domain/);
    const [web] = await layerErrors(WEB_FILE, importing('../../../server/src/app.ts'));
    expect(web).toMatch(/leaves apps\/web/);
  });
});

/**
 * `nerali/sport-branches`: a sport's facts come from the web's registry (kit/sport-facts.ts) or the
 * domain's card, never from a test of which sport it is. Each refused file is what the web had
 * before the registry (MatchHeader's part-noun switch, game-events' TENNIS/CRICKET ids, tabs' sets of
 * keys, standings' `?? 'score'`), planted as a new feature file.
 */
describe('the web decides no sport fact by testing which sport it is (nerali/sport-branches)', () => {
  const FEATURE = 'apps/web/app/features/probe/probe.ts';
  const head = `import type { SportInfo } from '@nerali/domain';\n`;
  const headEvent = `import type { MatchEvent } from '@nerali/domain';\n`;
  const refused: Record<string, string> = {
    'a switch on sport.key': `${head}export function noun(sport: SportInfo): string {
  switch (sport.key) {
    case 'basketball':
      return 'quarter';
    default:
      return 'set';
  }
}
`,
    'a switch on a sport id': `export function limit(sportId: number): number {
  switch (sportId) {
    case 23:
      return 30;
    default:
      return 40;
  }
}
`,
    'a key compared with a literal': `${head}export const tied = (sport: SportInfo) => sport.key === 'golf';\n`,
    'a key compared the other way round, through a context': `${head}export const f = (ctx: { sport: SportInfo }) => 'cricket' !== ctx.sport.key;\n`,
    "an event's sport id compared with a number": `${headEvent}export const cricket = (event: MatchEvent) => event.sportId === 13;\n`,
    'a sport id compared with a named constant': `${headEvent}const TENNIS = 2;\nexport const tennis = (after: MatchEvent) => after.sportId === TENNIS;\n`,
    'an umbrella told by its parent id': `${head}export const winter = (sport: SportInfo) => sport.parentId === 37;\n`,
    'a numeric id list': `${head}export const pairs = (sport: SportInfo) => [2, 21, 25].includes(sport.id);\n`,
    'a constant set of keys': `${head}const HISTORY_SPORTS: ReadonlySet<string> = new Set(['tennis', 'darts']);
export const history = (sport: SportInfo) => HISTORY_SPORTS.has(sport.key);
`,
    'a constant table read with ??': `${head}const UNIT: Readonly<Record<string, string>> = { soccer: 'goals' };
export const unit = (sport: SportInfo) => UNIT[sport.key] ?? 'score';
`,
    'a constant table by id read with ||': `const NOUN: Readonly<Record<number, string>> = { 21: 'game' };
export const noun = (sportId: number) => NOUN[sportId] || 'set';
`,
  };
  const allowed: Record<string, string> = {
    "the registry's line": `import type { SportInfo } from '@nerali/domain';
import { sportFacts } from '../../kit/sport-facts.ts';
export const unit = (sport: SportInfo) => { const f = sportFacts(sport); return f.kind === 'duel' ? f.tableUnit : null; };
`,
    'two sports compared (the same sport?)': `import type { MatchEvent, SportInfo } from '@nerali/domain';\nexport const same = (event: MatchEvent, sport: SportInfo) => event.sportId === sport.id;\n`,
    "a visitor's data kept per sport": `export const pinned = (state: Record<number, string[]>, sportId: number) => state[sportId] ?? [];\n`,
    'a key that is no sport': `export const escape = (event: { key: string }) => event.key === 'Escape';\n`,
  };

  it.each(Object.entries(refused))('refuses %s', async (_, code) => {
    const errors = await layerErrors(FEATURE, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^nerali\/sport-branches: .*kit\/sport-facts\.ts/);
  });
  it.each(Object.entries(allowed))('allows %s', async (_, code) => {
    expect(await layerErrors(FEATURE, code)).toEqual([]);
  });
  it('lets tests and their fixtures name sports, but not the kit or the routes', async () => {
    const code = refused['a key compared with a literal'] as string;
    expect(await layerErrors('apps/web/app/features/probe/probe.test.ts', code)).toEqual([]);
    expect(await layerErrors('apps/web/app/features/probe/duel-fixtures.ts', code)).toEqual([]);
    expect(await layerErrors('apps/web/app/kit/probe.ts', code)).toHaveLength(1);
    expect(await layerErrors('apps/web/app/routes/probe.tsx', code)).toHaveLength(1);
  });
  it('passes a listed exception only in its own file and only for its own code', async () => {
    const home = `import type { SportInfo } from '@nerali/domain';
const DEFAULT_SPORT_SLUG = 'football';
export const home = (sport: SportInfo) => sport.slug === DEFAULT_SPORT_SLUG;
`;
    expect(await layerErrors('apps/web/app/kit/sports.ts', home)).toEqual([]);
    expect(await layerErrors(FEATURE, home)).toHaveLength(1);
    const other = `${home}export const golf = (sport: SportInfo) => sport.key === 'golf';\n`;
    expect(await layerErrors('apps/web/app/kit/sports.ts', other)).toHaveLength(1);
  });
});
