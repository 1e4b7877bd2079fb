/**
 * Helpers for the simulator's tests (and for tools that want to watch it): an in-memory EnginePort
 * that records every call, and a fixture builder.
 */
import type { Country, DetailDocument, League, MatchEvent, Participant } from '@nerali/domain';
import type { EnginePort } from '../engine/port.ts';
import { hash32 } from './prng.ts';
import type { Fixture, MatchFormat } from './types.ts';

export interface RecordingPort extends EnginePort {
  countries: Country[];
  leagues: League[];
  participants: Participant[];
  /** The current event of every id put and not removed. */
  events: Map<string, MatchEvent>;
  /** The current document of every `kind:key` put and not removed. */
  documents: Map<string, DetailDocument>;
  /** Every putEvents / removeEvents call, in order. */
  calls: ({ put: MatchEvent[] } | { removed: string[] })[];
}

export function createRecordingPort(): RecordingPort {
  const port: RecordingPort = {
    countries: [],
    leagues: [],
    participants: [],
    events: new Map(),
    documents: new Map(),
    calls: [],
    putCountries: (countries) => void port.countries.push(...countries),
    putLeagues: (leagues) => void port.leagues.push(...leagues),
    putParticipants: (participants) => void port.participants.push(...participants),
    putEvents(events) {
      port.calls.push({ put: [...events] });
      for (const event of events) port.events.set(event.id, event);
    },
    removeEvents(ids) {
      port.calls.push({ removed: [...ids] });
      for (const id of ids) port.events.delete(id);
    },
    putDocuments(documents) {
      for (const document of documents) port.documents.set(`${document.kind}:${document.key}`, document);
    },
    removeDocuments(keys) {
      for (const { kind, key } of keys) port.documents.delete(`${kind}:${key}`);
    },
  };
  return port;
}

/** A fixture kicking off at unix second `startTime` with the given format and seed. */
export function makeFixture(
  format: MatchFormat,
  seed: number,
  ratings: [number, number] = [0.5, 0.5],
  startTime = 1_773_100_800,
): Fixture {
  const sportId =
    'sportId' in format
      ? format.sportId
      : { soccer: 1, tennis: 2, basketball: 3, cricket: 13, kabaddi: 42 }[format.sport];
  return {
    id: `g_${sportId}_test${String(seed).padStart(4, '0')}`,
    sportId,
    leagueId: `${sportId}_testleag`,
    startTime,
    home: { id: 'homeTeam', name: 'Home', rating: ratings[0] },
    away: { id: 'awayTeam', name: 'Away', rating: ratings[1] },
    seed: hash32('test', seed),
    format,
  };
}
