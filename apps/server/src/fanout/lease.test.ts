import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { type LeaseBackend, runLease, within } from './lease.ts';

const silent = pino({ level: 'silent' });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function until(done: () => boolean): Promise<void> {
  for (let i = 0; i < 500 && !done(); i++) await sleep(10);
  if (!done()) throw new Error('not within 5 s');
}

/** One lease key shared by several nodes, as Redis or NATS would keep it (no expiry here). */
function sharedKey() {
  let holder: string | null = null;
  let reachable = true;
  const backend = (node: string): LeaseBackend => {
    const check = () => {
      if (!reachable) throw new Error('unreachable');
    };
    return {
      acquire: async () => {
        check();
        if (holder === null || holder === node) holder = node;
        return holder === node;
      },
      renew: async () => {
        check();
        return holder === node;
      },
      release: async () => {
        check();
        if (holder === node) holder = null;
      },
    };
  };
  return {
    backend,
    take: (node: string) => (holder = node),
    setReachable: (value: boolean) => (reachable = value),
  };
}

function node(name: string, key: ReturnType<typeof sharedKey>, ttlMs: number) {
  const events: string[] = [];
  const stopper = runLease(
    key.backend(name),
    ttlMs,
    { acquired: () => events.push('acquired'), lost: (reason) => void events.push(`lost: ${reason}`) },
    silent,
  );
  return { events, stopper };
}

describe('runLease', () => {
  it('lets one node of two hold it, and the other take over when it stops', async () => {
    const key = sharedKey();
    const a = node('a', key, 300);
    await until(() => a.events.length > 0);
    const b = node('b', key, 300);
    await sleep(250);
    expect(a.events).toEqual(['acquired']);
    expect(b.events).toEqual([]);
    await a.stopper.stop();
    expect(a.events).toEqual(['acquired', 'lost: this node is stopping']);
    await until(() => b.events.length > 0);
    expect(b.events).toEqual(['acquired']);
    await b.stopper.stop();
  });

  it('stops the work when another node took the lease', async () => {
    const key = sharedKey();
    const a = node('a', key, 150);
    await until(() => a.events.length > 0);
    key.take('b');
    await until(() => a.events.length > 1);
    expect(a.events).toEqual(['acquired', 'lost: another node holds the lease']);
    await a.stopper.stop();
  });

  it('stops the work when the bus cannot confirm the lease in time', async () => {
    const key = sharedKey();
    const a = node('a', key, 150);
    await until(() => a.events.length > 0);
    key.setReachable(false);
    await until(() => a.events.length > 1);
    expect(a.events).toEqual(['acquired', 'lost: the lease could not be renewed in time']);
    key.setReachable(true);
    await until(() => a.events.length > 2);
    expect(a.events.at(-1)).toBe('acquired');
    await a.stopper.stop();
  });
});

describe('within', () => {
  it('rejects a promise that does not settle in time', async () => {
    await expect(within(new Promise(() => {}), 20)).rejects.toThrow('no answer within 20 ms');
    await expect(within(Promise.resolve(3), 20)).resolves.toBe(3);
  });

  it('lets an answer that arrived while the event loop was held up win over the late timer', async () => {
    let answer = (_value: number) => {};
    const pending = within(new Promise<number>((resolve) => (answer = resolve)), 10);
    setTimeout(() => answer(7), 15);
    // Hold the loop past both: the timer (10 ms) and the answer (15 ms) run in the same turn.
    const until = Date.now() + 40;
    while (Date.now() < until);
    await expect(pending).resolves.toBe(7);
  });
});
