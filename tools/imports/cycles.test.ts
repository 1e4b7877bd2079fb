import { describe, expect, it } from 'vitest';
import { circles, cycleCount, shortestCycle } from './cycles.ts';
import type { ImportEdge } from './graph.ts';
import { checkWebLayers, featureOrder, placeOf } from './web-layers.ts';

const graph = (pairs: string) =>
  new Map(
    pairs
      .split(' ')
      .map((pair) => pair.split('>') as [string, string])
      .reduce((map, [from, to]) => {
        map.set(from, [...(map.get(from) ?? []), to]);
        if (!map.has(to)) map.set(to, []);
        return map;
      }, new Map<string, string[]>()),
  );

describe('circles', () => {
  it('finds each strongly connected set once, with a shortest cycle through it', () => {
    const g = graph('a>b b>c c>a c>d d>e e>d f>f g>a');
    expect(circles(g)).toEqual([['a', 'b', 'c'], ['d', 'e'], ['f']]);
    expect(shortestCycle(g, ['a', 'b', 'c'])).toEqual(['a', 'b', 'c', 'a']);
    expect(cycleCount(g)).toBe(3);
  });

  it('finds none in a tree with shared leaves', () => {
    const g = graph('a>b a>c b>d c>d');
    expect(circles(g)).toEqual([]);
    expect(cycleCount(g)).toBe(0);
  });
});

const web = (from: string, to: string, typeOnly = false): ImportEdge => ({
  from: `apps/web/app/${from}`,
  to: `apps/web/app/${to}`,
  specifier: to,
  typeOnly,
  dynamic: false,
});

describe('web floors', () => {
  it('places files and refuses what sits nowhere', () => {
    expect(placeOf('features/board/EventRow.tsx')).toEqual({ floor: 'features', group: 'board' });
    expect(placeOf('root.tsx')).toEqual({ floor: 'shell', group: 'shell' });
    expect(placeOf('kit/time/format.ts')).toEqual({ floor: 'kit', group: 'kit' });
    expect(placeOf('features/loose.ts')).toBeNull();
    expect(placeOf('helpers.ts')).toBeNull();
  });

  it('reports an import up a floor, sideways between live and i18n, and a circle of features', () => {
    const report = checkWebLayers(
      ['apps/web/app/helpers.ts'],
      [
        web('kit/paths.ts', 'features/sports/sports.ts'),
        web('features/odds/prefs.ts', 'root.tsx', true),
        web('live/board.ts', 'i18n/index.ts'),
        web('i18n/ta-core.ts', 'features/news/messages.ts'),
        web('features/news/messages.ts', 'kit/paths.ts'),
        web('features/board/A.tsx', 'features/league/B.tsx'),
        web('features/league/C.tsx', 'features/board/D.tsx'),
        web('features/match/E.tsx', 'features/board/D.tsx'),
        web('routes/sport.tsx', 'features/board/A.tsx'),
      ],
    );
    expect(report.unplaced).toEqual(['helpers.ts']);
    expect(report.upward).toEqual([
      'kit/paths.ts -> features/sports/sports.ts',
      'features/odds/prefs.ts -> root.tsx (type)',
      'live/board.ts -> i18n/index.ts',
    ]);
    expect(report.messages).toEqual(['features/news/messages.ts -> kit/paths.ts']);
    expect(report.featureCircles).toEqual([
      '2 folders (board, league), for one: board -> league -> board: features/board/A.tsx -> features/league/B.tsx; features/league/C.tsx -> features/board/D.tsx',
    ]);
  });

  it('orders features that form no circle', () => {
    expect(
      featureOrder([
        web('features/a/x.ts', 'features/b/y.ts'),
        web('features/b/y.ts', 'features/c/z.ts'),
        web('features/d/w.ts', 'kit/paths.ts'),
      ]),
    ).toEqual([['c', 'd'], ['b'], ['a']]);
  });
});
