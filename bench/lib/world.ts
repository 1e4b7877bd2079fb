/**
 * A synthetic day of football for the benches, loaded straight into the engine (as
 * apps/server/src/testing/fixtures.ts does): by default 150 matches in 20 leagues of 8 countries, 40
 * of them live, 50 finished, 60 still to play; BUSY_DAY is a big Saturday of 1,000 matches in 125
 * leagues. `scoreChange` makes the next goal of a live match, which is what a provider's update would
 * do.
 */
import {
  type Country,
  dayBounds,
  EventStage,
  type League,
  type MatchEvent,
  StageType,
  TournamentType,
  Winner,
} from '@nerali/domain';

/** The engine's writing side, as much of it as the benches need. */
export interface WorldPort {
  putCountries(countries: readonly Country[]): void;
  putLeagues(leagues: readonly League[]): void;
  putEvents(events: readonly MatchEvent[]): void;
}

/** 2026-06-15 12:00 UTC (17:30 in India): a fixed "now" so that every run builds the same feeds. */
export const ANCHOR_MS = Date.UTC(2026, 5, 15, 12, 0, 0);

/** A clock that starts at ANCHOR_MS and then runs at real speed. */
export function anchoredClock(): () => number {
  const started = Date.now();
  return () => ANCHOR_MS + (Date.now() - started);
}

const COUNTRIES: Country[] = [
  { id: 1, code: 'in', name: { ta: 'இந்தியா', en: 'India' }, order: 1 },
  { id: 2, code: 'gb-eng', name: { ta: 'இங்கிலாந்து', en: 'England' }, order: 2 },
  { id: 3, code: 'es', name: { ta: 'ஸ்பெயின்', en: 'Spain' }, order: 3 },
  { id: 4, code: 'de', name: { ta: 'ஜெர்மனி', en: 'Germany' }, order: 4 },
  { id: 5, code: 'it', name: { ta: 'இத்தாலி', en: 'Italy' }, order: 5 },
  { id: 6, code: 'fr', name: { ta: 'பிரான்ஸ்', en: 'France' }, order: 6 },
  { id: 7, code: 'br', name: { ta: 'பிரேசில்', en: 'Brazil' }, order: 7 },
  { id: 8, code: 'ar', name: { ta: 'அர்ஜென்டினா', en: 'Argentina' }, order: 8 },
];

const LEAGUE_NAMES: [ta: string, en: string][] = [
  ['இந்தியன் சூப்பர் லீக்', 'Indian Super League'],
  ['ஐ-லீக்', 'I-League'],
  ['டூரண்ட் கோப்பை', 'Durand Cup'],
  ['பிரீமியர் லீக்', 'Premier League'],
  ['சாம்பியன்ஷிப்', 'Championship'],
  ['எஃப்ஏ கோப்பை', 'FA Cup'],
  ['லா லீகா', 'LaLiga'],
  ['செகுண்டா டிவிசியோன்', 'Segunda Division'],
  ['புண்டஸ்லீகா', 'Bundesliga'],
  ['2. புண்டஸ்லீகா', '2. Bundesliga'],
  ['சீரி ஏ', 'Serie A'],
  ['சீரி பி', 'Serie B'],
  ['லீக் 1', 'Ligue 1'],
  ['லீக் 2', 'Ligue 2'],
  ['கூப் டி பிரான்ஸ்', 'Coupe de France'],
  ['சீரி ஏ பிரேசில்', 'Serie A Brazil'],
  ['சீரி பி பிரேசில்', 'Serie B Brazil'],
  ['கோபா டோ பிரேசில்', 'Copa do Brasil'],
  ['லீகா புரொபஷனல்', 'Liga Profesional'],
  ['பிரைமரா நேஷனல்', 'Primera Nacional'],
];

const TEAMS = [
  'Chennaiyin FC',
  'Kerala Blasters',
  'Mohun Bagan SG',
  'East Bengal',
  'Bengaluru FC',
  'FC Goa',
  'Mumbai City',
  'Odisha FC',
  'Jamshedpur FC',
  'Punjab FC',
  'Arsenal',
  'Liverpool',
  'Manchester City',
  'Chelsea',
  'Real Madrid',
  'Barcelona',
  'Atletico Madrid',
  'Sevilla',
  'Bayern Munich',
  'Borussia Dortmund',
  'Inter',
  'AC Milan',
  'Juventus',
  'Napoli',
  'Paris Saint-Germain',
  'Olympique Marseille',
  'Flamengo',
  'Palmeiras',
  'Boca Juniors',
  'River Plate',
];

export interface WorldSize {
  events: number;
  leagues: number;
  live: number;
  finished: number;
}

export const WORLD_SIZE: WorldSize = { events: 150, leagues: 20, live: 40, finished: 50 };
/**
 * About what a busy football Saturday holds at a big provider: ~1,000 matches in the day. The
 * simulator has no size option (its fixtures follow fixed per-sport plans), so feeds.ts uses this.
 */
export const BUSY_DAY: WorldSize = { events: 1000, leagues: 125, live: 120, finished: 380 };

export interface World {
  countries: Country[];
  leagues: League[];
  events: MatchEvent[];
  /** Ids of the live matches, the ones whose scores change. */
  liveIds: string[];
}

function leagueName(i: number): { ta: string; en: string } {
  const [ta, en] = LEAGUE_NAMES[i % LEAGUE_NAMES.length] as [string, string];
  // Past the 20 real names, regional divisions: "Premier League 3".
  const division = Math.floor(i / LEAGUE_NAMES.length);
  return division === 0 ? { ta, en } : { ta: `${ta} ${division + 1}`, en: `${en} ${division + 1}` };
}

/** Builds the day around `nowS` for a visitor in `tzMinutes` (India: 330). Deterministic. */
export function syntheticWorld(nowS: number, tzMinutes = 330, size: WorldSize = WORLD_SIZE): World {
  const { start, end } = dayBounds(nowS, 0, tzMinutes);
  const leagues: League[] = Array.from({ length: size.leagues }, (_, i) => ({
    id: `1_bench${String(i + 1).padStart(3, '0')}`,
    sportId: 1,
    templateKey: `1_b${i + 1}`,
    name: leagueName(i),
    countryId: (
      COUNTRIES[Math.floor(((i % LEAGUE_NAMES.length) * COUNTRIES.length) / LEAGUE_NAMES.length)] as Country
    ).id,
    tournamentType: i % 5 === 0 ? TournamentType.top : TournamentType.primary,
    order: i + 1,
  }));
  const events: MatchEvent[] = [];
  const liveIds: string[] = [];
  for (let i = 0; i < size.events; i++) {
    const league = leagues[i % leagues.length] as League;
    const home = TEAMS[(i * 7) % TEAMS.length] as string;
    const away = TEAMS[(i * 7 + 11) % TEAMS.length] as string;
    const base = {
      id: `g_1_b${String(i).padStart(7, '0')}`,
      sportId: 1,
      leagueId: league.id,
      homeId: `p${(i * 7) % TEAMS.length}`,
      awayId: `p${(i * 7 + 11) % TEAMS.length}`,
      homeName: home,
      awayName: away,
    };
    if (i < size.live) {
      const minute = 5 + ((i * 13) % 85);
      const secondHalf = minute > 45;
      const kickoff = nowS - minute * 60 - (secondHalf ? 15 * 60 : 0);
      events.push({
        ...base,
        startTime: kickoff,
        stageStartTime: secondHalf ? nowS - (minute - 45) * 60 : kickoff,
        stageType: StageType.live,
        stage: secondHalf ? EventStage.secondHalf : EventStage.firstHalf,
        homeScore: String(i % 3),
        awayScore: String((i * 5) % 3),
        homeParts: [i % 2],
        awayParts: [(i * 5) % 2],
      });
      liveIds.push(base.id);
    } else if (i < size.live + size.finished) {
      // Finished earlier today (or just before, when "now" is early in the local day).
      const span = Math.max(3600, nowS - 2 * 3600 - start);
      const kickoff =
        Math.max(start, nowS - 2 * 3600 - span) +
        Math.floor(((i * 37) % size.finished) * (span / size.finished));
      const hs = i % 4;
      const as = (i * 3) % 3;
      events.push({
        ...base,
        startTime: Math.min(kickoff, nowS - 2 * 3600),
        stageType: StageType.finished,
        stage: EventStage.finished,
        homeScore: String(hs),
        awayScore: String(as),
        homeParts: [Math.min(hs, 1)],
        awayParts: [Math.min(as, 1)],
        winner: hs > as ? Winner.home : hs < as ? Winner.away : Winner.draw,
      });
    } else {
      const from = nowS + 15 * 60;
      const span = Math.max(3600, end - from);
      const k = i - size.live - size.finished;
      const scheduled = size.events - size.live - size.finished;
      events.push({
        ...base,
        startTime: from - (from % 900) + 900 * Math.floor((k * span) / scheduled / 900),
        stageType: StageType.scheduled,
        stage: EventStage.scheduled,
      });
    }
  }
  return { countries: COUNTRIES, leagues, events, liveIds };
}

export function loadWorld(port: WorldPort, world: World): void {
  port.putCountries(world.countries);
  port.putLeagues(world.leagues);
  port.putEvents(world.events);
}

/**
 * The n-th goal of the day: one live match scores. Returns the changed event, to pass to putEvents;
 * `world` keeps the current state so that every change is a real change.
 */
export function scoreChange(world: World, n: number, nowS: number): MatchEvent {
  const id = world.liveIds[n % world.liveIds.length] as string;
  const index = world.events.findIndex((e) => e.id === id);
  const before = world.events[index] as MatchEvent;
  const homeScores = n % 2 === 0;
  const after: MatchEvent = {
    ...before,
    homeScore: homeScores ? String(Number(before.homeScore ?? 0) + 1) : before.homeScore,
    awayScore: homeScores ? before.awayScore : String(Number(before.awayScore ?? 0) + 1),
    scoreChangedAt: nowS,
  };
  world.events[index] = after;
  return after;
}
