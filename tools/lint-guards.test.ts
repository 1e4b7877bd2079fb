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
beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

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
