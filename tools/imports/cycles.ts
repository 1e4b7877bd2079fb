/**
 * Circles in an import graph: the strongly connected sets of files (Tarjan), each with one shortest
 * cycle through it to show in a message. A set is one circle however many cycles run through it,
 * which is what a reader has to break; `cycleCount` counts cycles the way madge does (one per back
 * edge of a depth-first walk), for figures comparable with its output.
 */
import type { ImportEdge } from './graph.ts';

export type Adjacency = ReadonlyMap<string, readonly string[]>;

export function adjacency(files: readonly string[], edges: readonly ImportEdge[]): Map<string, string[]> {
  const next = new Map<string, string[]>(files.map((file) => [file, []]));
  for (const edge of edges) {
    const list = next.get(edge.from);
    if (list && !list.includes(edge.to)) list.push(edge.to);
  }
  return next;
}

/** Strongly connected sets of more than one file, or of one file importing itself; sorted. */
export function circles(graph: Adjacency): string[][] {
  let index = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  // Iterative, so a long chain of imports cannot overflow the call stack.
  for (const start of graph.keys()) {
    if (order.has(start)) continue;
    const work: { node: string; next: number }[] = [{ node: start, next: 0 }];
    order.set(start, index);
    low.set(start, index);
    index += 1;
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1] as { node: string; next: number };
      const targets = graph.get(frame.node) ?? [];
      if (frame.next < targets.length) {
        const target = targets[frame.next] as string;
        frame.next += 1;
        if (!order.has(target)) {
          order.set(target, index);
          low.set(target, index);
          index += 1;
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, next: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node) as number, order.get(target) as number));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent)
        low.set(parent.node, Math.min(low.get(parent.node) as number, low.get(frame.node) as number));
      if (low.get(frame.node) === order.get(frame.node)) {
        const set: string[] = [];
        let member: string;
        do {
          member = stack.pop() as string;
          onStack.delete(member);
          set.push(member);
        } while (member !== frame.node);
        const selfLoop = set.length === 1 && (graph.get(frame.node) ?? []).includes(frame.node);
        if (set.length > 1 || selfLoop) found.push(set.sort());
      }
    }
  }
  return found.sort((a, b) => (a[0] as string).localeCompare(b[0] as string));
}

/** A shortest cycle through the first file of `circle` (breadth-first inside the circle). */
export function shortestCycle(graph: Adjacency, circle: readonly string[]): string[] {
  const members = new Set(circle);
  const start = circle[0] as string;
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift() as string;
    for (const target of graph.get(node) ?? []) {
      if (!members.has(target)) continue;
      if (target === start) {
        const path = [node];
        while (path[0] !== start) path.unshift(previous.get(path[0] as string) as string);
        return [...path, start];
      }
      if (!previous.has(target)) {
        previous.set(target, node);
        queue.push(target);
      }
    }
  }
  return [start, start];
}

/** Cycles as madge counts them: one per back edge of a depth-first walk in file order. */
export function cycleCount(graph: Adjacency): number {
  const done = new Set<string>();
  const onPath = new Set<string>();
  let count = 0;
  const walk = (node: string): void => {
    onPath.add(node);
    for (const target of graph.get(node) ?? []) {
      if (done.has(target)) continue;
      if (onPath.has(target)) count += 1;
      else walk(target);
    }
    onPath.delete(node);
    done.add(node);
  };
  for (const node of graph.keys()) if (!done.has(node)) walk(node);
  return count;
}
