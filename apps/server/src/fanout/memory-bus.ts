/**
 * One node: named subjects stay in the process. Delivery is on a later tick, as it is over a real bus,
 * so a caller never depends on a subscriber running inside its publish().
 */
import { checkSubject, type Subjects } from './bus.ts';

export class MemorySubjects implements Subjects {
  private readonly handlers = new Map<string, Set<(payload: string) => void>>();

  publish(subject: string, payload: string): void {
    checkSubject(subject);
    const set = this.handlers.get(subject);
    if (!set || set.size === 0) return;
    queueMicrotask(() => {
      for (const handler of [...set]) deliver(handler, payload);
    });
  }

  subscribe(subject: string, handler: (payload: string) => void): () => void {
    checkSubject(subject);
    let set = this.handlers.get(subject);
    if (!set) {
      set = new Set();
      this.handlers.set(subject, set);
    }
    set.add(handler);
    return () => {
      set.delete(handler);
      if (set.size === 0) this.handlers.delete(subject);
    };
  }
}

/** A failing subscriber must not stop the others (as the engine's listeners). */
export function deliver(handler: (payload: string) => void, payload: string): void {
  try {
    handler(payload);
  } catch (error) {
    console.error('fan-out: a subject handler failed', error);
  }
}
