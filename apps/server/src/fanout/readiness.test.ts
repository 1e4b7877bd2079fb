import { describe, expect, it } from 'vitest';
import { buildServer } from '../app.ts';
import { testConfig } from '../testing/fixtures.ts';

describe('readiness of a node alone', () => {
  it('is never behind: /readyz says there is no bus, and no lag', async () => {
    const server = await buildServer(testConfig(), { logger: false });
    try {
      await server.app.ready();
      const res = await server.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        status: 'ready',
        replication: { bus: 'none', lagMessages: 0, lagMs: 0, reloading: false },
      });
    } finally {
      await server.app.close();
    }
  });
});
