/**
 * Hydrate what is on screen first, the rest a piece at a time (issue 18 point 5).
 *
 * A board of hundreds of rows hydrated as one render and one commit: on a phone the commit and the
 * rows' effects made a long task of the page's start (bench/web.ts, total blocking time). Wrapped in
 * `<HydrateLater>`, a part of the server's HTML stays as it is (a dehydrated Suspense boundary: its
 * links work as plain links, its text is there) while React hydrates the rest; then the parts are
 * hydrated one after another, each in tasks of its own, in the order of the page.
 *
 * How: while the page hydrates, each part's child reads (`use`) a gate of its own, a promise that is
 * still pending, so React leaves the part dehydrated. Once the page's first commit is done
 * (`hydrateTheRest`, from an effect), the gates open in document order, a few rows at a time, the
 * next ones after the previous parts have committed. A gate opens at once, synchronously, when
 *  - the part is drawn again with new content (a live update, a fold) before its turn: React then
 *    hydrates it first, at the update's priority, with what the server drew, then applies the update;
 *  - the visitor touches, presses a key or moves focus anywhere on the page: every gate opens, so an
 *    input never waits for the schedule (React replays the event once its part is hydrated).
 * A gate's promise carries its state (`status`), as React's `use` reads it, so an opened gate never
 * suspends again. On the server, and for parts first drawn after the page has hydrated (a client
 * navigation, a new league), there is no gate: they render at once.
 */
import { type ReactNode, Suspense, use, useEffect, useId, useState } from 'react';

interface GatePromise extends Promise<void> {
  status: 'pending' | 'fulfilled';
  value?: undefined;
}

interface Gate {
  readonly promise: GatePromise;
  /** Rows (or any unit of work) behind the gate: what the schedule counts per step. */
  readonly weight: number;
  open(): void;
  /** The part's content has committed (its effect ran), or the part is gone. */
  settled(): void;
  readonly done: Promise<void>;
}

/** Rows hydrated per step: a step stays well under a 50 ms task on a phone (bench/web.ts, bench/board.ts). */
export const ROWS_PER_STEP = 24;
/** A step whose parts never report (unmounted before their turn) does not hold the next ones back. */
const STEP_TIMEOUT_MS = 200;

let phase: 'hydrating' | 'scheduled' | 'done' = typeof window === 'undefined' ? 'done' : 'hydrating';
const queue: Gate[] = [];
// By the part's useId: a hydrating render that React restarts draws the part again, with the same id.
const byId = new Map<string, Gate>();
const INPUT_EVENTS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

function makeGate(weight: number): Gate {
  let resolve = () => {};
  const promise = new Promise<void>((r) => {
    resolve = r;
  }) as GatePromise;
  promise.status = 'pending';
  let settle = () => {};
  const done = new Promise<void>((r) => {
    settle = r;
  });
  return {
    promise,
    weight,
    done,
    open() {
      if (promise.status === 'fulfilled') return;
      promise.status = 'fulfilled';
      promise.value = undefined;
      resolve();
    },
    settled: () => settle(),
  };
}

function openAll(): void {
  byId.clear();
  for (const gate of queue.splice(0)) {
    gate.open();
    gate.settled();
  }
  phase = 'done';
  for (const type of INPUT_EVENTS) window.removeEventListener(type, openAll, true);
}

function step(): void {
  if (queue.length === 0) {
    openAll();
    return;
  }
  const batch: Gate[] = [];
  let weight = 0;
  while (queue.length > 0 && (batch.length === 0 || weight + (queue[0] as Gate).weight <= ROWS_PER_STEP)) {
    const gate = queue.shift() as Gate;
    weight += gate.weight;
    batch.push(gate);
  }
  for (const gate of batch) gate.open();
  const timeout = new Promise<void>((r) => setTimeout(r, STEP_TIMEOUT_MS));
  void Promise.race([Promise.all(batch.map((g) => g.done)), timeout]).then(() => setTimeout(step, 0));
}

/**
 * Starts hydrating the parts left for later: called from an effect of the page's first commit (the
 * board's). Idempotent; parts created from then on have no gate.
 */
export function hydrateTheRest(): void {
  if (phase !== 'hydrating') return;
  phase = 'scheduled';
  if (queue.length === 0) {
    openAll();
    return;
  }
  for (const type of INPUT_EVENTS) window.addEventListener(type, openAll, true);
  setTimeout(step, 0);
}

/** Whether parts drawn now would be left for later (the page is still hydrating). For tests. */
export function hydratingFirstScreen(): boolean {
  return phase === 'hydrating';
}

function Gated({ gate, children }: { gate: Gate | null; children: ReactNode }) {
  if (gate) use(gate.promise as Promise<void>);
  useEffect(() => gate?.settled(), [gate]);
  return children;
}

function gateFor(id: string, weight: number): Gate | null {
  if (phase !== 'hydrating') return null;
  let gate = byId.get(id);
  if (!gate) {
    gate = makeGate(weight);
    byId.set(id, gate);
    queue.push(gate);
  }
  return gate;
}

/**
 * A part of the page that may be hydrated after the first screen (`later`, read once, when the part
 * is first drawn). Both sides always draw the Suspense boundary, so the server's HTML and the
 * hydrating tree agree whatever `later` says, and a part whose `later` changes is never drawn anew.
 */
export function HydrateLater({
  later,
  weight,
  children,
}: {
  later: boolean;
  weight: number;
  children: ReactNode;
}) {
  const id = useId();
  const [own] = useState(() => (later ? gateFor(id, weight) : null));
  // Drawn again with new content before its turn: its gate opens now, so React hydrates it (with what
  // the server drew) before the update instead of throwing the server's HTML away.
  const [first] = useState(children);
  if (own && first !== children) own.open();
  useEffect(
    () => () => {
      own?.open();
      own?.settled();
    },
    [own],
  );
  return (
    <Suspense fallback={null}>
      <Gated gate={own}>{children}</Gated>
    </Suspense>
  );
}
