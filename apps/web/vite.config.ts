import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import routerConfig from './react-router.config.ts';

const BUILD_DIR = resolve(import.meta.dirname, routerConfig.buildDirectory ?? 'build');
const CATALOGUE_CHUNKS = join(BUILD_DIR, 'catalogue-chunks.json');
const CATALOGUE_PART = /\/app\/i18n\/((?:ta|en)-(?:core|pages))\.ts$/;
const CATALOGUE_MODULE = /\/app\/(i18n\/(ta|en)(-core|-pages)?\.ts|features\/[^/]+\/(page-)?messages\.ts)$/;
const ENGLISH_CATALOGUE = /\/app\/i18n\/en(?:-core|-pages)?\.ts$/;

/**
 * One catalogue per language in the browser (docs/ARCHITECTURE.md, "What the browser loads").
 * Each feature's messages.ts holds both languages. In the client build, the feature modules that
 * i18n/en*.ts import get an id of their own (`?lang=en`): rollup then sees two modules, tree-shakes
 * each to the language its importer uses, and the Tamil chunk holds no English (and the other way
 * round) instead of one shared chunk with both. The server build keeps both languages as they are.
 * It also hands the file names of the catalogue chunks (a language's core and pages parts) from the
 * client build to the server build (`__NERALI_CATALOGUE_CHUNKS__`, i18n/load.ts), which links the
 * page's parts for modulepreload.
 */
function catalogueSplit(): Plugin {
  let ssr = false;
  let base = '/';
  return {
    name: 'nerali-catalogue-split',
    apply: 'build',
    // Before Vite's own resolver, which would otherwise answer for these imports first.
    enforce: 'pre',
    config(_config, env) {
      if (!env.isSsrBuild) return undefined;
      const chunks: unknown = existsSync(CATALOGUE_CHUNKS)
        ? JSON.parse(readFileSync(CATALOGUE_CHUNKS, 'utf8'))
        : {};
      return { define: { __NERALI_CATALOGUE_CHUNKS__: JSON.stringify(chunks) } };
    },
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
      base = config.base;
    },
    async resolveId(source, importer, options) {
      if (ssr || !importer || !ENGLISH_CATALOGUE.test(importer) || !/[/-]messages\.ts$/.test(source)) {
        return null;
      }
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved ? `${resolved.id}?lang=en` : null;
    },
    writeBundle(_options, bundle) {
      if (ssr) return;
      const chunks: Record<string, string> = {};
      for (const item of Object.values(bundle)) {
        const part = item.type === 'chunk' ? CATALOGUE_PART.exec(item.facadeModuleId ?? '')?.[1] : undefined;
        if (part) chunks[part] = base + item.fileName;
      }
      mkdirSync(BUILD_DIR, { recursive: true });
      writeFileSync(CATALOGUE_CHUNKS, JSON.stringify(chunks));
    },
  };
}

// Outside the build directory, which React Router empties when a build starts.
const CHUNK_PLAN = resolve(import.meta.dirname, 'node_modules/.cache/nerali/chunk-plan.json');
const FIRST_SCREEN_ROUTES =
  /\/app\/(root\.tsx|routes\/lang-layout\.tsx|routes\/sport\.tsx|entry\.client\.tsx)(\?|$)/;

/**
 * Fewer, larger chunks for the first screen, planned from a first build (`scripts/build.mjs` runs
 * the build twice). Rollup cuts our code along every shared import: /ta/ loaded 43 small files of
 * ours, 52.9 KiB gzip one by one and 43.4 KiB as one file (bench/page.ts), each repeating its
 * imports and compressed without the others. The first build (`NERALI_CHUNKS=plan`) writes, for
 * every module, the chunk rollup gave it; the second (`NERALI_CHUNKS=use`) gives every module of a
 * shared chunk that the board's first screen loads statically (root, the language layout, the sport
 * route and the client entry) one chunk, `frame`, and every other module the chunk it had, so that
 * nothing loads earlier than before. Route modules, the client entry and the libraries only they use
 * stay where React Router and rollup put them.
 */
function chunkPlan(): Plugin {
  const mode = process.env.NERALI_CHUNKS;
  let ssr = false;
  let plan: Record<string, string> = {};
  return {
    name: 'nerali-chunk-plan',
    apply: 'build',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
      if (!ssr && mode === 'use' && existsSync(CHUNK_PLAN)) {
        plan = JSON.parse(readFileSync(CHUNK_PLAN, 'utf8')) as Record<string, string>;
      }
    },
    outputOptions(options) {
      if (ssr || mode !== 'use') return null;
      return { ...options, manualChunks: (id: string) => plan[id] };
    },
    writeBundle(_options, bundle) {
      if (ssr || mode !== 'plan') return;
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      // What the board's first screen loads statically: its routes' chunks and their static imports.
      const first = new Set<string>();
      const queue = chunks
        .filter((c) => FIRST_SCREEN_ROUTES.test(c.facadeModuleId ?? ''))
        .map((c) => c.fileName);
      while (queue.length > 0) {
        const file = queue.pop() as string;
        for (const next of byFile.get(file)?.imports ?? []) {
          if (!first.has(next)) {
            first.add(next);
            queue.push(next);
          }
        }
      }
      const next: Record<string, string> = {};
      const names = new Set<string>();
      for (const chunk of chunks) {
        if (chunk.isEntry) continue;
        const ids = Object.keys(chunk.modules);
        const libraryOnly = ids.every((id) => id.includes('/node_modules/') || id.startsWith('\0'));
        let group: string;
        if (first.has(chunk.fileName) && !libraryOnly && !CATALOGUE_PART.test(chunk.facadeModuleId ?? '')) {
          group = 'frame';
        } else {
          group = chunk.name;
          for (let n = 2; names.has(group); n += 1) group = `${chunk.name}-${n}`;
          names.add(group);
        }
        for (const id of ids) next[id] = group;
      }
      // Rollup puts a manual chunk's module together with every static dependency that no manual
      // chunk claims, through barrels too: @nerali/domain's index.ts re-exports the match page's
      // decoders, which sat in the match route's own chunk and followed the barrel into `frame`
      // (1.8 KiB gzip on the board for nothing). Such modules of a later route's chunk get a chunk
      // of their own, loaded with that route as before.
      const entryOf = new Map<string, Rollup.OutputChunk>();
      for (const chunk of chunks) {
        if (!chunk.isEntry || FIRST_SCREEN_ROUTES.test(chunk.facadeModuleId ?? '')) continue;
        for (const id of Object.keys(chunk.modules)) entryOf.set(id, chunk);
      }
      const seen = new Set(Object.keys(next).filter((id) => next[id] === 'frame'));
      const walk = [...seen];
      while (walk.length > 0) {
        for (const dep of this.getModuleInfo(walk.pop() as string)?.importedIds ?? []) {
          if (seen.has(dep)) continue;
          seen.add(dep);
          walk.push(dep);
          const owner = entryOf.get(dep);
          if (owner && dep !== owner.facadeModuleId) next[dep] = `${owner.name}-deps`;
        }
      }
      mkdirSync(dirname(CHUNK_PLAN), { recursive: true });
      writeFileSync(CHUNK_PLAN, JSON.stringify(next));
    },
  };
}

/**
 * React Router ships a production build (`dist/production`) beside its development one, but its
 * package exports only ever name the development build, whose warnings and developer screens then
 * reach every browser. The client build takes the production files instead (the two differ in one
 * flag, ENABLE_DEV_WARNINGS); `react-router` and `react-router/dom` both go there, so the browser
 * still has one copy of the router and its contexts. The server build keeps the package's own.
 */
function productionRouter(): Plugin {
  const require = createRequire(import.meta.url);
  return {
    name: 'nerali-production-router',
    apply: 'build',
    config(_config, env) {
      if (env.isSsrBuild) return undefined;
      const production = join(dirname(dirname(require.resolve('react-router/dom'))), 'production');
      return {
        resolve: {
          alias: [
            { find: /^react-router$/, replacement: join(production, 'index.mjs') },
            { find: /^react-router\/dom$/, replacement: join(production, 'dom-export.mjs') },
          ],
        },
      };
    },
  };
}

/**
 * NERALI_BUNDLE_REPORT=1: writes `bundle-modules-{client,server}.json` in the build directory, every
 * chunk with the rendered bytes (before minifying) of each module in it: what a page's JS is made of.
 */
function bundleReport(): Plugin {
  return {
    name: 'nerali-bundle-report',
    apply: 'build',
    writeBundle(options, bundle) {
      const chunks: Record<string, Record<string, number>> = {};
      for (const [file, item] of Object.entries(bundle)) {
        if (item.type !== 'chunk') continue;
        chunks[file] = Object.fromEntries(
          Object.entries(item.modules).map(([id, m]) => [
            id.replace(/^.*node_modules\//, '~/'),
            m.renderedLength,
          ]),
        );
      }
      const side = options.dir?.endsWith('server') ? 'server' : 'client';
      mkdirSync(BUILD_DIR, { recursive: true });
      writeFileSync(join(BUILD_DIR, `bundle-modules-${side}.json`), JSON.stringify(chunks));
    },
  };
}

export default defineConfig({
  plugins: [
    reactRouter(),
    productionRouter(),
    catalogueSplit(),
    chunkPlan(),
    ...(process.env.NERALI_BUNDLE_REPORT ? [bundleReport()] : []),
  ],
  build: {
    rollupOptions: {
      // The catalogues are plain data: an import of one that nothing reads (i18n/index.ts's static
      // imports, kept for the server) must not pull its chunks into the browser's entry.
      treeshake: { moduleSideEffects: (id) => !CATALOGUE_MODULE.test(id) },
    },
    // Phones of 2020 and later; keeps the output free of legacy transforms.
    target: 'es2022',
    // Terser's output gzips 4.5 KiB smaller than esbuild's on /ta/ (bench/page.ts): mostly React
    // Router and our code, which arrive unminified; React DOM comes minified already.
    // The plan build only records which chunk holds each module (chunking comes before minifying):
    // it is not minified at all, which halves its time.
    minify: process.env.NERALI_CHUNKS === 'plan' ? false : 'terser',
    terserOptions: { ecma: 2020, module: true, compress: { passes: 2 } },
    // Fonts are ~15 kB each: never inline them as base64 into the CSS.
    assetsInlineLimit: 2048,
    // With the bundle report, maps of the minified files too (their bytes by module).
    sourcemap: process.env.NERALI_BUNDLE_REPORT ? 'hidden' : false,
  },
});
