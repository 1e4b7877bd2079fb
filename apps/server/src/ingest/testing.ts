/**
 * Test helpers of the ingest API: a server with a provider key, and a small valid world of bodies
 * (one country, competition, two teams, one match) that tests change one field at a time.
 */
import type { LightMyRequestResponse } from 'fastify';
import { buildServer, type NeraliServer } from '../app.ts';
import { createApiKey } from '../storage/api-keys.ts';
import { type FakeClock, testConfig } from '../testing/fixtures.ts';
import type { EventBody } from './event-schemas.ts';
import { INGEST_PREFIX } from './routes.ts';
import type { CompetitionBody, CountryBody, ParticipantBody } from './schemas.ts';

// 2026-11-22 12:00:00 UTC = 17:30 in India.
export const NOON_UTC_MS = Date.UTC(2026, 10, 22, 12, 0, 0);
export const KICKOFF_S = Math.floor(Date.UTC(2026, 10, 22, 11, 30, 0) / 1000);

export interface IngestHarness {
  server: NeraliServer;
  key: string;
  /** A request with the provider's key (or `key: null` for none). */
  send(
    method: 'PUT' | 'PATCH' | 'POST' | 'GET',
    path: string,
    body?: unknown,
    options?: { key?: string | null; headers?: Record<string, string> },
  ): Promise<LightMyRequestResponse>;
}

export async function ingestHarness(clock: FakeClock, provider = 'acme'): Promise<IngestHarness> {
  const server = await buildServer(testConfig(), { clock, logger: false });
  const { key } = await createApiKey(server.stores.apiKeys, { provider, label: 'test', nowMs: clock() });
  return {
    server,
    key,
    send(method, path, body, options = {}) {
      const presented = options.key === undefined ? key : options.key;
      const headers: Record<string, string> = { ...options.headers };
      if (presented !== null) headers.authorization = `Bearer ${presented}`;
      return server.app.inject({
        method,
        url: `${INGEST_PREFIX}${path}`,
        headers,
        ...(body === undefined
          ? {}
          : typeof body === 'string'
            ? { payload: body }
            : { payload: body as object }),
      });
    },
  };
}

export const india = (seq = 1): CountryBody => ({ seq, code: 'in', name: { ta: 'இந்தியா', en: 'India' } });
export const isl = (seq = 1): CompetitionBody => ({
  seq,
  sport: 1,
  country: 'in',
  name: { ta: 'இந்தியன் சூப்பர் லீக்', en: 'Indian Super League' },
  type: 'top',
});
export const team = (name: string, seq = 1): ParticipantBody => ({ seq, sport: 1, name, country: 'in' });
export const match = (seq = 1, extra: Partial<EventBody> = {}): EventBody => ({
  seq,
  sport: 1,
  competition: 'isl-2026',
  home: 'chennaiyin',
  away: 'kerala',
  startTime: KICKOFF_S,
  status: 'live',
  stage: 'firstHalf',
  homeScore: '0',
  awayScore: '0',
  ...extra,
});

/** Creates the small world through the API; throws on any answer but 200. */
export async function createWorld(h: IngestHarness): Promise<string> {
  const steps: [string, unknown][] = [
    ['/countries/in', india()],
    ['/competitions/isl-2026', isl()],
    ['/participants/chennaiyin', team('Chennaiyin FC')],
    ['/participants/kerala', team('Kerala Blasters')],
    ['/events/m1', match()],
  ];
  let id = '';
  for (const [path, body] of steps) {
    const res = await h.send('PUT', path, body);
    if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
    id = (res.json() as { id: string }).id;
  }
  return id;
}

/** A Formula 1 race (auto racing, 32) and a golf round (23): the README's race examples. */
export const RACE_WORLD: readonly [string, unknown][] = [
  ['/countries/in', india()],
  [
    '/competitions/abu-dhabi-gp-2026',
    { seq: 1, sport: 32, country: 'in', name: { ta: 'அபுதாபி கிராண்ட் பிரி', en: 'Abu Dhabi Grand Prix' } },
  ],
  ['/participants/verstappen', { seq: 1, sport: 32, name: 'Max Verstappen', country: 'in' }],
  ['/participants/norris', { seq: 1, sport: 32, name: 'Lando Norris', country: 'in' }],
  [
    '/competitions/indian-open-2026-r2',
    { seq: 1, sport: 23, country: 'in', name: { ta: 'இந்தியன் ஓப்பன் 2-வது சுற்று', en: 'Indian Open, round 2' } },
  ],
  ['/participants/shubhankar', { seq: 1, sport: 23, name: 'Shubhankar Sharma', country: 'in' }],
];

export const f1Entry = (seq = 1, extra: Partial<EventBody> = {}): EventBody => ({
  seq,
  sport: 32,
  competition: 'abu-dhabi-gp-2026',
  participant: 'norris',
  startTime: KICKOFF_S,
  status: 'live',
  stage: 'live',
  rank: 2,
  laps: 41,
  gap: '+5.832',
  grid: 3,
  pitStops: 1,
  lapTime: '1:26.103',
  team: 'McLaren',
  ...extra,
});

export const golfRow = (seq = 1, extra: Partial<EventBody> = {}): EventBody => ({
  seq,
  sport: 23,
  competition: 'indian-open-2026-r2',
  participant: 'shubhankar',
  startTime: KICKOFF_S,
  status: 'live',
  stage: 'golfRound2',
  rank: 3,
  tiedRank: true,
  holesPlayed: 14,
  parToday: '-3',
  results: { points: '-7', round1: '68' },
  ...extra,
});

/** Sends each step; throws on any answer but 200. */
export async function putAll(h: IngestHarness, steps: readonly [string, unknown][]): Promise<void> {
  for (const [path, body] of steps) {
    const res = await h.send('PUT', path, body);
    if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
  }
}
