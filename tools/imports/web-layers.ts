/**
 * The web app's floors (docs/ARCHITECTURE.md, "Layers"), bottom to top:
 *
 *   0 contract  load-context.ts: what the server hands every loader
 *   1 live      live/: the live client (feeds, push, repair)
 *   1 i18n      i18n/: `t`, the catalogues and their loading
 *   2 kit       kit/: what several features share and none owns (paths, cookies, the visitor, time
 *               and match texts, the board's day and tab navigation, small UI pieces)
 *   3 features  features/<feature>/: one folder each
 *   4 shell     shell/ and root.tsx: the document, the frame (header, menu, footer, settings window),
 *               the site-wide wiring of features (the favourites store's account link)
 *   5 app       routes/, routes.ts, entry.*.tsx, paint-first.ts, styles/: pages and entry points
 *
 * A file imports its own floor or a lower one: never up. Two groups of one floor do not import each
 * other (live and i18n), except features: a feature may use another feature's modules, but the
 * features' folders never form a circle (one feature is always below the other). One exception for
 * the catalogues: i18n/ gathers every feature's `messages.ts` and `page-messages.ts`, which for that
 * reason import nothing of the app but `i18n/shape.ts`.
 */
import type { ImportEdge } from './graph.ts';
import { circles, shortestCycle } from './cycles.ts';

export const WEB_APP = 'apps/web/app/';

export type Floor = 'contract' | 'live' | 'i18n' | 'kit' | 'features' | 'shell' | 'app';

const RANK: Readonly<Record<Floor, number>> = {
  contract: 0,
  live: 1,
  i18n: 1,
  kit: 2,
  features: 3,
  shell: 4,
  app: 5,
};

export interface Place {
  readonly floor: Floor;
  /** The floor's folder, or the feature's folder name for features. */
  readonly group: string;
}

const APP_FILES = new Set([
  'routes.ts',
  'entry.client.tsx',
  'entry.server.tsx',
  'paint-first.ts',
  'paint-first.test.ts',
]);
const MESSAGES = /^features\/[^/]+\/(page-)?messages\.ts$/;
const CATALOGUE_SHAPE = 'i18n/shape.ts';

/** Where a file of apps/web/app sits (path relative to apps/web/app), or null when nowhere. */
export function placeOf(path: string): Place | null {
  if (path === 'load-context.ts') return { floor: 'contract', group: 'contract' };
  if (path === 'root.tsx') return { floor: 'shell', group: 'shell' };
  if (APP_FILES.has(path)) return { floor: 'app', group: 'app' };
  const [top, second] = path.split('/');
  switch (top) {
    case 'live':
    case 'i18n':
    case 'kit':
    case 'shell':
      return { floor: top, group: top };
    case 'routes':
    case 'styles':
      return { floor: 'app', group: 'app' };
    case 'features':
      return second && path.split('/').length > 2 ? { floor: 'features', group: second } : null;
    default:
      return null;
  }
}

export interface LayerReport {
  /** Files of apps/web/app that sit on no floor. */
  readonly unplaced: string[];
  /** Imports that go up a floor, or sideways between two groups that must not meet. */
  readonly upward: string[];
  /** Imports of a catalogue part (`messages.ts`) other than i18n/shape.ts. */
  readonly messages: string[];
  /** Circles between feature folders, each as a path `a -> b -> a` with one file import per step. */
  readonly featureCircles: string[];
}

const strip = (path: string) => path.slice(WEB_APP.length);

export function checkWebLayers(files: readonly string[], edges: readonly ImportEdge[]): LayerReport {
  const unplaced = files
    .filter((file) => file.startsWith(WEB_APP))
    .map(strip)
    .filter((path) => placeOf(path) === null);
  const upward: string[] = [];
  const messages: string[] = [];
  const featureEdges = new Map<string, Map<string, string>>();
  for (const edge of edges) {
    if (!edge.from.startsWith(WEB_APP) || !edge.to.startsWith(WEB_APP)) continue;
    const from = strip(edge.from);
    const to = strip(edge.to);
    const source = placeOf(from);
    const target = placeOf(to);
    if (!source || !target) continue;
    const line = `${from} -> ${to}${edge.typeOnly ? ' (type)' : ''}${edge.dynamic ? ' (dynamic)' : ''}`;
    if (MESSAGES.test(from) && to !== CATALOGUE_SHAPE) messages.push(line);
    if (source.group === target.group) continue;
    if (source.floor === 'features' && target.floor === 'features') {
      const out = featureEdges.get(source.group) ?? new Map<string, string>();
      if (!out.has(target.group)) out.set(target.group, `${from} -> ${to}`);
      featureEdges.set(source.group, out);
      continue;
    }
    if (source.floor === 'i18n' && MESSAGES.test(to)) continue;
    if (RANK[target.floor] >= RANK[source.floor]) upward.push(line);
  }
  const folders = [...featureEdges.keys()];
  const graph = new Map<string, string[]>(folders.map((f) => [f, [...(featureEdges.get(f)?.keys() ?? [])]]));
  for (const targets of graph.values()) for (const t of targets) if (!graph.has(t)) graph.set(t, []);
  const featureCircles = circles(graph).map((circle) => {
    const path = shortestCycle(graph, circle);
    const steps = path.slice(1).map((to, i) => featureEdges.get(path[i] as string)?.get(to) ?? '');
    return `${circle.length} folders (${circle.join(', ')}), for one: ${path.join(' -> ')}: ${steps.join('; ')}`;
  });
  return { unplaced, upward, messages, featureCircles };
}

/** The feature folders in an order where each imports only folders before it (for the docs). */
export function featureOrder(edges: readonly ImportEdge[]): string[][] {
  const deps = new Map<string, Set<string>>();
  for (const edge of edges) {
    if (!edge.from.startsWith(WEB_APP) || !edge.to.startsWith(WEB_APP)) continue;
    const source = placeOf(strip(edge.from));
    const target = placeOf(strip(edge.to));
    if (source?.floor !== 'features') continue;
    if (!deps.has(source.group)) deps.set(source.group, new Set());
    if (target?.floor === 'features' && target.group !== source.group) {
      deps.get(source.group)?.add(target.group);
      if (!deps.has(target.group)) deps.set(target.group, new Set());
    }
  }
  const levels: string[][] = [];
  const placed = new Set<string>();
  while (placed.size < deps.size) {
    const level = [...deps.keys()]
      .filter((f) => !placed.has(f) && [...(deps.get(f) ?? [])].every((d) => placed.has(d)))
      .sort();
    if (level.length === 0) break; // a circle: checkWebLayers reports it
    for (const f of level) placed.add(f);
    levels.push(level);
  }
  return levels;
}
