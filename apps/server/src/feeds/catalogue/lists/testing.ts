/**
 * A small hand-made world for the list feed tests: two countries, football leagues over two seasons,
 * a tennis tournament with singles and doubles, a golf round, and one document of every kind the list
 * feeds read. Times are placed around 2026-11-22 12:00 UTC (17:30 in India).
 */
import {
  type Country,
  type DetailDocument,
  EventStage,
  type League,
  Market,
  type MatchEvent,
  type Participant,
  StageType,
  Winner,
} from '@nerali/domain';
import type { FeedEngine } from '../../../engine/engine.ts';

export const NOON_UTC_MS = Date.UTC(2026, 10, 22, 12, 0, 0);
const NOON_S = NOON_UTC_MS / 1000;
const HOUR_S = 3600;
const DAY_S = 86_400;

export const COUNTRIES: Country[] = [
  { id: 1, code: 'in', name: { ta: 'இந்தியா', en: 'India' }, order: 1 },
  { id: 2, code: 'es', name: { ta: 'ஸ்பெயின்', en: 'Spain' }, order: 5 },
];

const league = (
  id: string,
  templateKey: string,
  en: string,
  ta: string,
  extra: Partial<League> = {},
): League => ({
  id,
  sportId: Number(id.split('_')[0]),
  templateKey,
  name: { ta, en },
  countryId: 1,
  tournamentType: 't',
  order: 1,
  ...extra,
});

export const LEAGUES: League[] = [
  league('1_isl2026', '1_isl', 'Indian Super League', 'இந்தியன் சூப்பர் லீக்'),
  league('1_isl2025', '1_isl', 'Indian Super League', 'இந்தியன் சூப்பர் லீக்', { order: 2 }),
  league('1_ileague', '1_ileague', 'I-League', 'ஐ-லீக்', { tournamentType: 'p', order: 3 }),
  league('1_laliga', '1_laliga', 'LaLiga', 'லா லிகா', { countryId: 2 }),
  league('2_chennai', '2_chennai', 'ATP - Chennai Open', 'ஏடிபி - சென்னை ஓபன்'),
  league('23_indopen', '23_indopen', 'Indian Open - Round 4', 'இந்தியன் ஓபன் - சுற்று 4'),
];

const participant = (
  id: string,
  sportId: number,
  name: string,
  shortName: string,
  countryId = 1,
): Participant => ({
  id,
  sportId,
  name,
  shortName,
  countryId,
});

export const PARTICIPANTS: Participant[] = [
  participant('cfc', 1, 'Chennaiyin FC', 'CFC'),
  participant('kbfc', 1, 'Kerala Blasters', 'KBFC'),
  participant('mbsg', 1, 'Mohun Bagan SG', 'MBSG'),
  participant('rma', 1, 'Real Madrid', 'RMA', 2),
  participant('nair', 2, 'R. Nair', 'Nair'),
  participant('garcia', 2, 'A. García', 'García', 2),
  participant('nairmenon', 2, 'Nair/Menon', 'Nair/Menon'),
  participant('reddyiyer', 2, 'Reddy/Iyer', 'Reddy/Iyer'),
  participant('sharma', 23, 'S. Sharma', 'Sharma'),
];

function duel(
  id: string,
  leagueId: string,
  startTime: number,
  home: Participant,
  away: Participant,
  extra: Partial<MatchEvent> = {},
): MatchEvent {
  const sportId = Number(leagueId.split('_')[0]);
  return {
    id: `g_${sportId}_${id}`,
    sportId,
    leagueId,
    startTime,
    stageType: StageType.scheduled,
    stage: EventStage.scheduled,
    homeId: home.id,
    awayId: away.id,
    homeName: home.name,
    awayName: away.name,
    ...extra,
  };
}

const p = (id: string) => PARTICIPANTS.find((x) => x.id === id) as Participant;
const finished = (home: string, away: string, winner: Winner): Partial<MatchEvent> => ({
  stageType: StageType.finished,
  stage: EventStage.finished,
  homeScore: home,
  awayScore: away,
  winner,
});

export const EVENTS: MatchEvent[] = [
  duel('isl00001', '1_isl2026', NOON_S - DAY_S, p('cfc'), p('kbfc'), finished('2', '1', Winner.home)),
  duel('isl00002', '1_isl2026', NOON_S - HOUR_S, p('mbsg'), p('cfc'), {
    stageType: StageType.live,
    stage: EventStage.secondHalf,
    stageStartTime: NOON_S - HOUR_S + 60 * 60,
    homeScore: '0',
    awayScore: '0',
  }),
  duel('isl00003', '1_isl2026', NOON_S + DAY_S, p('kbfc'), p('mbsg')),
  duel('isl00004', '1_isl2026', NOON_S + 3 * HOUR_S, p('cfc'), p('mbsg')),
  duel('isl25001', '1_isl2025', NOON_S - 300 * DAY_S, p('cfc'), p('mbsg'), finished('1', '1', Winner.draw)),
  duel('ilg00001', '1_ileague', NOON_S + 2 * HOUR_S, p('kbfc'), p('mbsg')),
  duel('liga0001', '1_laliga', NOON_S + 4 * HOUR_S, p('rma'), p('cfc')),
  duel('ten00001', '2_chennai', NOON_S - 2 * DAY_S, p('nair'), p('garcia'), {
    ...finished('2', '0', Winner.home),
    homeParts: [6, 6],
    awayParts: [4, 3],
  }),
  duel('ten00002', '2_chennai', NOON_S + 5 * HOUR_S, p('nairmenon'), p('reddyiyer')),
  {
    id: 'g_23_golf0001',
    sportId: 23,
    leagueId: '23_indopen',
    startTime: NOON_S - 6 * HOUR_S,
    stageType: StageType.finished,
    stage: EventStage.finished,
    homeId: 'sharma',
    awayId: '',
    homeName: 'S. Sharma',
    awayName: '',
    rank: 2,
    holesPlayed: 18,
    parToday: '-3',
  },
];

const text = (ta: string, en: string) => ({ ta, en });

export const DOCUMENTS: DetailDocument[] = [
  {
    kind: 'standings',
    key: '1_isl2026',
    body: {
      leagueId: '1_isl2026',
      season: '2026/27',
      groups: [
        {
          rows: [
            {
              participantId: 'kbfc',
              name: 'Kerala Blasters',
              rank: 2,
              played: 1,
              won: 0,
              drawn: 0,
              lost: 1,
              scoreFor: 1,
              scoreAgainst: 2,
              points: 0,
              form: ['L'],
            },
            {
              participantId: 'cfc',
              name: 'Chennaiyin FC',
              rank: 1,
              played: 1,
              won: 1,
              drawn: 0,
              lost: 0,
              scoreFor: 2,
              scoreAgainst: 1,
              points: 3,
              form: ['W'],
              zone: 'playoff',
            },
          ],
        },
      ],
    },
  },
  {
    kind: 'draw',
    key: '2_chennai',
    body: {
      leagueId: '2_chennai',
      rounds: [
        {
          name: text('இறுதிப் போட்டி', 'Final'),
          matches: [
            {
              eventId: 'g_2_ten00001',
              homeId: 'nair',
              awayId: 'garcia',
              homeName: 'R. Nair',
              awayName: 'A. García',
              homeScore: '2',
              awayScore: '0',
              winner: 1,
            },
          ],
        },
      ],
    },
  },
  { kind: 'bookmaker', key: '16', body: { id: 16, name: 'Kestrel' } },
  { kind: 'bookmaker', key: '417', body: { id: 417, name: 'Meridian' } },
  {
    kind: 'odds',
    key: 'g_1_isl00003',
    body: {
      eventId: 'g_1_isl00003',
      live: false,
      lines: [
        {
          market: Market.oneXTwo,
          bookmakerId: 417,
          active: true,
          prices: [
            { selection: '1', value: 2.2 },
            { selection: 'X', value: 3.3 },
            { selection: '2', value: 3.1 },
          ],
        },
        {
          market: Market.oneXTwo,
          bookmakerId: 16,
          active: true,
          prices: [
            { selection: '1', value: 2.1, previous: 2.05 },
            { selection: 'X', value: 3.4 },
            { selection: '2', value: 3.25 },
          ],
        },
        {
          market: Market.overUnder,
          bookmakerId: 16,
          line: '2.5',
          active: true,
          prices: [
            { selection: 'over', value: 1.9 },
            { selection: 'under', value: 1.9 },
          ],
        },
      ],
    },
  },
  {
    kind: 'odds',
    key: 'g_1_isl00002',
    body: {
      eventId: 'g_1_isl00002',
      live: true,
      lines: [
        {
          market: Market.oneXTwo,
          bookmakerId: 16,
          active: false,
          prices: [
            { selection: '1', value: 2.6 },
            { selection: 'X', value: 2.9 },
            { selection: '2', value: 3.0 },
          ],
        },
      ],
    },
  },
  {
    kind: 'odds',
    key: 'g_2_ten00002',
    body: {
      eventId: 'g_2_ten00002',
      live: false,
      lines: [
        {
          market: Market.homeAway,
          bookmakerId: 16,
          active: true,
          prices: [
            { selection: '1', value: 1.5 },
            { selection: '2', value: 2.5 },
          ],
        },
      ],
    },
  },
  {
    kind: 'ranking',
    key: 'tennis-men',
    body: {
      id: 'tennis-men',
      sportId: 2,
      name: text('ஏடிபி தரவரிசை', 'ATP Ranking'),
      updatedAt: NOON_S - DAY_S,
      live: false,
      rows: [
        { rank: 2, participantId: 'garcia', name: 'A. García', countryId: 2, points: 8120, move: -1 },
        { rank: 1, participantId: 'nair', name: 'R. Nair', countryId: 1, points: 9045, move: 1 },
      ],
    },
  },
  {
    kind: 'ranking',
    key: 'tennis-men-live',
    body: {
      id: 'tennis-men-live',
      sportId: 2,
      name: text('ஏடிபி நேரலை தரவரிசை', 'ATP Live Ranking'),
      updatedAt: NOON_S,
      live: true,
      rows: [{ rank: 1, participantId: 'nair', name: 'R. Nair', countryId: 1, points: 9135 }],
    },
  },
  {
    kind: 'transfers',
    key: 'cfc',
    body: {
      participantId: 'cfc',
      transfers: [
        {
          playerId: 'pl1',
          playerName: 'R. Krishnan',
          fromId: 'kbfc',
          fromName: 'Kerala Blasters',
          toId: 'cfc',
          toName: 'Chennaiyin FC',
          date: '2026-07-01',
          type: 'transfer',
          fee: '₹1.2 Cr',
        },
        {
          playerId: 'pl2',
          playerName: 'A. Menon',
          fromId: 'cfc',
          fromName: 'Chennaiyin FC',
          toName: 'Gokulam Kerala',
          date: '2026-08-15',
          type: 'loan',
        },
      ],
    },
  },
  { kind: 'squad', key: 'cfc', body: { participantId: 'cfc', coach: 'Owen Coyle', players: [] } },
  {
    kind: 'news',
    key: 'n1',
    body: {
      id: 'n1',
      sportId: 1,
      publishedAt: NOON_S - 2 * HOUR_S,
      headline: text('சென்னையின் வெற்றி', 'Chennaiyin win'),
      lead: text('கேரளாவை 2-1 என வீழ்த்தியது', 'Beat Kerala 2-1'),
      body: text('…', '…'),
      participantIds: ['cfc', 'kbfc'],
      leagueIds: ['1_isl2026'],
      eventId: 'g_1_isl00001',
    },
  },
  {
    kind: 'news',
    key: 'n2',
    body: {
      id: 'n2',
      sportId: 1,
      publishedAt: NOON_S - HOUR_S,
      headline: text('மோகன் பகான் அணி அறிவிப்பு', 'Mohun Bagan name their side'),
      lead: text('இன்றைய ஆட்டத்துக்கான அணி', "Today's line-up"),
      body: text('…', '…'),
      participantIds: ['mbsg'],
      leagueIds: ['1_isl2026'],
    },
  },
  {
    kind: 'news',
    key: 'n3',
    body: {
      id: 'n3',
      sportId: 2,
      publishedAt: NOON_S - 3 * HOUR_S,
      headline: text('நாயர் சாம்பியன்', 'Nair takes the title'),
      lead: text('சென்னை ஓபன் இறுதியில் வெற்றி', 'Wins the Chennai Open final'),
      body: text('…', '…'),
      participantIds: ['nair', 'garcia'],
      leagueIds: ['2_chennai'],
    },
  },
];

/** Loads the world into an engine. */
export function loadWorld(engine: FeedEngine): void {
  engine.putCountries(COUNTRIES);
  engine.putLeagues(LEAGUES);
  engine.putParticipants(PARTICIPANTS);
  engine.putEvents(EVENTS);
  engine.putDocuments(DOCUMENTS);
}
