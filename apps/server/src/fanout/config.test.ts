import { describe, expect, it } from 'vitest';
import { readConfig } from '../config.ts';

const DB = 'postgres://nerali@db/nerali';
const fanoutOf = (env: Record<string, string>) => readConfig(env).fanout;

describe('fan-out settings', () => {
  it('is one node unless a shared PostgreSQL and a bus are configured', () => {
    expect(fanoutOf({})?.kind).toBe('memory');
    expect(fanoutOf({ REDIS_URL: 'redis://r:6379' })?.kind).toBe('memory');
    expect(fanoutOf({ DATABASE_URL: DB })?.kind).toBe('memory');
    expect(fanoutOf({ DATABASE_URL: DB, STORAGE: 'memory', NATS_URL: 'nats://n:4222' })?.kind).toBe('memory');
  });

  it('picks NATS, else Redis, by their URLs; FANOUT chooses explicitly', () => {
    expect(fanoutOf({ DATABASE_URL: DB, REDIS_URL: 'redis://r:6379' })).toMatchObject({
      kind: 'redis',
      url: 'redis://r:6379',
    });
    const both = { DATABASE_URL: DB, REDIS_URL: 'redis://r:6379', NATS_URL: 'nats://n:4222' };
    expect(fanoutOf(both)).toMatchObject({ kind: 'nats', url: 'nats://n:4222' });
    expect(fanoutOf({ ...both, FANOUT: 'redis' })?.kind).toBe('redis');
    expect(fanoutOf({ ...both, FANOUT: 'off' })?.kind).toBe('memory');
  });

  it('reads the namespace and the stream length, with defaults', () => {
    expect(fanoutOf({ DATABASE_URL: DB, NATS_URL: 'nats://n:4222' })).toMatchObject({
      namespace: null,
      maxMessages: 10_000,
      leaseMs: 2000,
    });
    expect(
      fanoutOf({
        DATABASE_URL: DB,
        NATS_URL: 'nats://n',
        FANOUT_NAMESPACE: 'staging',
        FANOUT_MAX_MESSAGES: '500',
      }),
    ).toMatchObject({ namespace: 'staging', maxMessages: 500 });
  });

  it('reads how far behind a node may be and still take traffic (FANOUT_MAX_LAG_MS)', () => {
    const env = { DATABASE_URL: DB, NATS_URL: 'nats://n' };
    expect(fanoutOf(env)?.maxLagMs).toBe(5000);
    expect(fanoutOf({ ...env, FANOUT_MAX_LAG_MS: '15000' })?.maxLagMs).toBe(15_000);
    // Below two of the once-a-second looks at the stream, a healthy node would come and go.
    expect(() => readConfig({ ...env, FANOUT_MAX_LAG_MS: '500' })).toThrow(/FANOUT_MAX_LAG_MS/);
    expect(() => readConfig({ ...env, FANOUT_MAX_LAG_MS: 'soon' })).toThrow(/FANOUT_MAX_LAG_MS/);
  });

  it('refuses settings that cannot work, at start rather than later', () => {
    expect(() => readConfig({ FANOUT: 'nats', NATS_URL: 'nats://n' })).toThrow(/DATABASE_URL/);
    expect(() => readConfig({ FANOUT: 'redis', DATABASE_URL: DB })).toThrow(/REDIS_URL/);
    expect(() => readConfig({ FANOUT: 'kafka', DATABASE_URL: DB })).toThrow(/FANOUT must be/);
    expect(() => readConfig({ DATABASE_URL: DB, REDIS_URL: 'r', FANOUT_MAX_MESSAGES: '5' })).toThrow(
      /FANOUT_MAX_MESSAGES/,
    );
  });
});
