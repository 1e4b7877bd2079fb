/**
 * Hand-made worlds for the rules' unit tests: an event is a few fields, the rest defaults to a
 * finished football match of the Indian Super League at 2026-11-22 10:00 UTC.
 */
import { EventStage, type FeedLeague, type MatchEvent, sportByKey, StageType } from '@nerali/domain';
import { emptyWorld, type World, type WorldEvent } from '../model.ts';

export const NOW_S = Date.UTC(2026, 10, 22, 12, 0, 0) / 1000;
export const HOUR = 3600;

export function league(name: string, sport = 'soccer', countryCode = 'in'): FeedLeague {
  const sportId = sportByKey(sport)?.id ?? 0;
  return {
    id: `${sportId}_${name.replace(/[^A-Za-z0-9]/g, '').slice(0, 40)}`,
    sportId,
    name,
    templateKey: `${sportId}_t`,
    tournamentType: 't',
    order: 1,
    countryId: 1,
    countryName: 'India',
    countryCode,
    countryOrder: 1,
  };
}

export const ISL = league('Indian Super League');

let next = 0;

/** A finished event (2-1 home win, ended 115 minutes after kick-off) unless `extra` says otherwise. */
export function ev(extra: Partial<WorldEvent> = {}): WorldEvent {
  const l = extra.league ?? ISL;
  const startTime = extra.startTime ?? NOW_S - 2 * HOUR;
  const base: MatchEvent = {
    id: `g_${l.sportId}_t${++next}`,
    sportId: l.sportId,
    leagueId: l.id,
    startTime,
    stageStartTime: startTime + 115 * 60,
    stageType: StageType.finished,
    stage: EventStage.finished,
    homeId: 'home',
    awayId: 'away',
    homeName: 'Mohun Bagan Super Giant',
    awayName: 'Kerala Blasters',
    homeScore: '2',
    awayScore: '1',
  };
  return { ...base, ...extra, league: l, sportId: l.sportId, leagueId: l.id };
}

export function scheduled(extra: Partial<WorldEvent> = {}): WorldEvent {
  const e = ev({
    stageType: StageType.scheduled,
    stage: EventStage.scheduled,
    startTime: NOW_S + 2 * HOUR,
    ...extra,
  });
  delete e.homeScore;
  delete e.awayScore;
  delete e.stageStartTime;
  return { ...e, ...extra };
}

export function worldOf(events: readonly WorldEvent[], fill: (w: World) => void = () => {}): World {
  const w = emptyWorld(NOW_S, 330, [-1, 0, 1]);
  for (const e of events) {
    w.events.set(e.id, e);
    w.leagues.set(e.league.id, e.league);
  }
  fill(w);
  return w;
}

/** The checks a rule's violations name, in order. */
export function checksOf(violations: readonly { check: string }[]): string[] {
  return violations.map((v) => v.check);
}
