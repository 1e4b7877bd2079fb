/**
 * What the board's test fixtures share: the test clock, a few countries, and builders of leagues and
 * events. Test-only: nothing in the app imports it.
 */
import { type Country, EventStage, type League, type MatchEvent, StageType } from '@nerali/domain';

/** Sunday 22 November 2026, 14:00 UTC (19:30 in India). */
export const NOW_S = Date.UTC(2026, 10, 22, 14, 0, 0) / 1000;

export const INDIA: Country = { id: 100, code: 'IN', name: { ta: 'இந்தியா', en: 'India' }, order: 1 };
export const ENGLAND: Country = {
  id: 200,
  code: 'GB-ENG',
  name: { ta: 'இங்கிலாந்து', en: 'England' },
  order: 5,
};
export const WORLD: Country = { id: 1, code: 'WORLD', name: { ta: 'உலகம்', en: 'World' }, order: 9 };
export const USA: Country = { id: 300, code: 'US', name: { ta: 'அமெரிக்கா', en: 'USA' }, order: 6 };

export function league(sportId: number, key: string, ta: string, en: string, country: Country): League {
  return {
    id: `${sportId}_${key}`,
    sportId,
    templateKey: `${sportId}_${key.toLowerCase()}`,
    name: { ta, en },
    countryId: country.id,
    tournamentType: 't',
    order: 1,
  };
}

export function event(sportId: number, leagueId: string, id: string, extra: Partial<MatchEvent>): MatchEvent {
  return {
    id: `g_${sportId}_${id}`,
    sportId,
    leagueId,
    startTime: NOW_S - 3600,
    stageType: StageType.scheduled,
    stage: EventStage.scheduled,
    homeId: `${id}h`,
    awayId: `${id}a`,
    homeName: 'Home',
    awayName: 'Away',
    ...extra,
  };
}
