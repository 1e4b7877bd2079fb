/**
 * The import graph of the three packages: no circle of imports in any of them (type-only imports and
 * `import()` count: a circle of types is still two files that cannot be read one without the other),
 * and the web app's floors (web-layers.ts; docs/ARCHITECTURE.md, "Layers") hold. Reads the sources
 * with the TypeScript parser, about two seconds for the ~900 files.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { adjacency, circles, cycleCount, shortestCycle } from './cycles.ts';
import { type ImportGraph, readImportGraph } from './graph.ts';
import { checkWebLayers, featureOrder } from './web-layers.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

const PACKAGES = [
  { name: 'domain', dir: 'packages/domain/src' },
  { name: 'server', dir: 'apps/server/src' },
  { name: 'web', dir: 'apps/web/app' },
] as const;

const graphs = new Map<string, ImportGraph>(
  PACKAGES.map(({ name, dir }) => [name, readImportGraph(ROOT, [dir])]),
);
const graphOf = (name: string) => {
  const graph = graphs.get(name);
  if (!graph) throw new Error(name);
  return graph;
};

describe('import graph', () => {
  for (const { name, dir } of PACKAGES) {
    it(`${name}: every relative import names a file`, () => {
      expect(graphOf(name).unresolved).toEqual([]);
    });

    it(`${name}: no circle of imports`, () => {
      const graph = graphOf(name);
      const inside = adjacency(
        graph.files,
        graph.edges.filter((edge) => edge.to.startsWith(`${dir}/`)),
      );
      const found = circles(inside);
      console.log(
        `${name}: ${graph.files.length} files, ${graph.edges.length} imports; ` +
          `${found.length} circles, ${cycleCount(inside)} cycles as madge counts them`,
      );
      expect(
        found.map((circle) => `${circle.length} files: ${shortestCycle(inside, circle).join(' -> ')}`),
      ).toEqual([]);
    });
  }

  it('web: every file sits on a floor, and no import goes up one', () => {
    const graph = graphOf('web');
    const report = checkWebLayers(graph.files, graph.edges);
    console.log(
      `web: ${report.upward.length} imports up a floor, ${report.featureCircles.length} feature circles`,
    );
    expect(report.unplaced).toEqual([]);
    expect(report.upward).toEqual([]);
    expect(report.messages).toEqual([]);
  });

  it('web: the feature folders form no circle', () => {
    const graph = graphOf('web');
    expect(checkWebLayers(graph.files, graph.edges).featureCircles).toEqual([]);
    console.log(
      `web: feature folders, each importing only those on earlier lines:\n${featureOrder(graph.edges)
        .map((level) => `  ${level.join(', ')}`)
        .join('\n')}`,
    );
  });
});
