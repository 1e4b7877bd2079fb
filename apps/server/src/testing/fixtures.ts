/**
 * A small hand-made world for server tests: one country, one league, events placed at exact times.
 */
import { type Country, EventStage, type League, type MatchEvent, StageType } from '@nerali/domain';
import { buildServer, type NeraliServer } from '../app.ts';
import type { ServerConfig } from '../config.ts';

export const INDIA: Country = { id: 1, code: 'in', name: { ta: 'இந்தியா', en: 'India' }, order: 1 };
export const ISL: League = {
  id: '1_isl2026',
  sportId: 1,
  templateKey: '1_isl',
  name: { ta: 'இந்தியன் சூப்பர் லீக்', en: 'Indian Super League' },
  countryId: 1,
  tournamentType: 't',
  order: 1,
};

export function soccerEvent(id: string, startTime: number, extra: Partial<MatchEvent> = {}): MatchEvent {
  return {
    id: `g_1_${id}`,
    sportId: 1,
    leagueId: ISL.id,
    startTime,
    stageType: StageType.scheduled,
    stage: EventStage.scheduled,
    homeId: 'p1',
    awayId: 'p2',
    homeName: 'Chennaiyin FC',
    awayName: 'Kerala Blasters',
    ...extra,
  };
}

export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    host: '127.0.0.1',
    port: 0,
    logLevel: 'silent',
    publicOrigin: null,
    webBuildDir: null,
    // Memory keeps unit tests fast; storage/*.int.test.ts ask for a database explicitly.
    storage: 'memory',
    databaseUrl: null,
    dataDir: '/nonexistent/nerali-test-data',
    simulator: { enabled: false, seed: 1, speed: 1 },
    ...overrides,
  };
}

export interface FakeClock {
  (): number;
  set(ms: number): void;
  advance(ms: number): void;
}

export function fakeClock(startMs: number): FakeClock {
  let now = startMs;
  const clock = (() => now) as FakeClock;
  clock.set = (ms) => {
    now = ms;
  };
  clock.advance = (ms) => {
    now += ms;
  };
  return clock;
}

/** A server with the small world loaded and no simulator. */
export async function worldServer(clock: FakeClock): Promise<NeraliServer> {
  const server = await buildServer(testConfig(), { clock, logger: false });
  server.engine.putCountries([INDIA]);
  server.engine.putLeagues([ISL]);
  return server;
}
