/**
 * A small hand-made match world for the match feed tests: a live football match with every detail
 * document, its teams' earlier results, a tennis, a darts and a baseball match, and a horse race with
 * non-runners. Times are fixed; nothing is random.
 */
import {
  type DetailDocument,
  EventStage,
  IncidentKind,
  type League,
  Market,
  type MatchEvent,
  ParticipantStatus,
  StageType,
} from '@nerali/domain';
import type { FeedEngine } from '../../../engine/engine.ts';
import { INDIA, ISL, soccerEvent } from '../../../testing/fixtures.ts';

export const NOON_UTC_MS = Date.UTC(2026, 10, 22, 12, 0, 0);
export const KICKOFF_S = Math.floor(Date.UTC(2026, 10, 22, 11, 0, 0) / 1000);
const DAY_S = 86_400;

export const MATCH_ID = 'g_1_mtch0001';
export const TENNIS_ID = 'g_2_tens0001';
export const DARTS_ID = 'g_14_dart0001';
export const BASEBALL_ID = 'g_6_base0001';
export const RACE_ENTRY_ID = 'g_35_race0001';
export const CRICKET_ID = 'g_13_crik0001';
export const KABADDI_ID = 'g_42_kbdi0001';

const league = (sportId: number, id: string, en: string, ta: string): League => ({
  id,
  sportId,
  templateKey: `${sportId}_${id}`,
  name: { ta, en },
  countryId: INDIA.id,
  tournamentType: 'p',
  order: 1,
});

export const OTHER_LEAGUES: League[] = [
  league(2, '2_chennai', 'Chennai Open', 'சென்னை ஓபன்'),
  league(14, '14_premier', 'Premier League Darts', 'பிரீமியர் லீக் டார்ட்ஸ்'),
  league(6, '6_mlb', 'MLB', 'எம்எல்பி'),
  league(35, '35_guindy', 'Guindy 14:30', 'கிண்டி 14:30'),
  league(13, '13_ipl', 'Indian Premier League', 'இந்தியன் பிரீமியர் லீக்'),
  league(42, '42_pkl', 'Pro Kabaddi League', 'புரோ கபடி லீக்'),
];

const finished = (id: string, daysAgo: number, home: string, away: string, hs: string, as: string) =>
  soccerEvent(id, KICKOFF_S - daysAgo * DAY_S, {
    stageType: StageType.finished,
    stage: EventStage.finished,
    homeId: home,
    awayId: away,
    homeName: home === 'p1' ? 'Chennaiyin FC' : home === 'p2' ? 'Kerala Blasters' : 'Bengaluru FC',
    awayName: away === 'p1' ? 'Chennaiyin FC' : away === 'p2' ? 'Kerala Blasters' : 'Bengaluru FC',
    homeScore: hs,
    awayScore: as,
  });

function duel(id: string, sportId: number, leagueId: string, extra: Partial<MatchEvent>): MatchEvent {
  return {
    id,
    sportId,
    leagueId,
    startTime: KICKOFF_S,
    stageType: StageType.live,
    stage: EventStage.live,
    homeId: `${sportId}p1`,
    awayId: `${sportId}p2`,
    homeName: 'Home',
    awayName: 'Away',
    ...extra,
  };
}

export function matchEvents(): MatchEvent[] {
  return [
    soccerEvent('mtch0001', KICKOFF_S, {
      stageType: StageType.live,
      stage: EventStage.secondHalf,
      stageStartTime: KICKOFF_S + 60 * 60,
      homeScore: '2',
      awayScore: '1',
      homeParts: [1],
      awayParts: [1],
    }),
    finished('hist0001', 30, 'p1', 'p2', '1', '1'),
    finished('hist0002', 60, 'p2', 'p1', '0', '2'),
    finished('hist0003', 10, 'p1', 'p3', '0', '1'),
    finished('hist0004', 20, 'p3', 'p2', '2', '3'),
    // Postponed: finished without being played, never a result.
    { ...finished('hist0005', 5, 'p1', 'p2', '', ''), stage: EventStage.postponed },
    duel(TENNIS_ID, 2, '2_chennai', {
      homeName: 'Ramkumar Ramanathan',
      awayName: 'Sumit Nagal',
      stage: EventStage.secondSet,
      homeScore: '1',
      awayScore: '0',
    }),
    duel(DARTS_ID, 14, '14_premier', { homeName: 'Luke Littler', awayName: 'Luke Humphries' }),
    duel(BASEBALL_ID, 6, '6_mlb', { homeName: 'New York Yankees', awayName: 'Boston Red Sox' }),
    duel(CRICKET_ID, 13, '13_ipl', { homeName: 'Chennai Super Kings', awayName: 'Mumbai Indians' }),
    duel(KABADDI_ID, 42, '42_pkl', {
      homeName: 'Tamil Thalaivas',
      awayName: 'Patna Pirates',
      stage: EventStage.firstHalf,
      homeScore: '5',
      awayScore: '3',
    }),
    ...[
      ['race0001', 'Chennai Express', undefined],
      ['race0002', 'Marina Star', ParticipantStatus.nonRunner],
      ['race0003', 'Adyar Queen', ParticipantStatus.withdrawn],
      ['race0004', 'Kaveri Wind', ParticipantStatus.didNotFinish],
    ].map(([id, name, status]): MatchEvent => ({
      id: `g_35_${id as string}`,
      sportId: 35,
      leagueId: '35_guindy',
      startTime: KICKOFF_S,
      stageType: StageType.scheduled,
      stage: EventStage.scheduled,
      homeId: `h_${id as string}`,
      awayId: '',
      homeName: name as string,
      awayName: '',
      ...(status === undefined ? {} : { participantStatus: status as ParticipantStatus }),
    })),
  ];
}

export function matchDocuments(): DetailDocument[] {
  return [
    {
      kind: 'incidents',
      key: MATCH_ID,
      body: {
        eventId: MATCH_ID,
        incidents: [
          {
            seq: 1,
            kind: IncidentKind.goal,
            side: 1,
            time: '12',
            stage: 12,
            player: 'Irfan Yadwad',
            secondPlayer: 'Connor Shields',
            score: '1-0',
          },
          { seq: 2, kind: IncidentKind.yellowCard, side: 2, time: '30', stage: 12, player: 'Adrian Luna' },
          {
            seq: 3,
            kind: IncidentKind.penaltyGoal,
            side: 2,
            time: '45+2',
            stage: 12,
            player: 'Noah Sadaoui',
            score: '1-1',
            note: { ta: 'பெனால்டி', en: 'Penalty' },
          },
          {
            seq: 4,
            kind: IncidentKind.goal,
            side: 1,
            time: '61',
            stage: 13,
            player: 'Connor Shields',
            score: '2-1',
          },
          {
            seq: 5,
            kind: IncidentKind.substitution,
            side: 1,
            time: '70',
            stage: 13,
            player: 'Farukh Choudhary',
            secondPlayer: 'Irfan Yadwad',
          },
        ],
      },
    },
    {
      kind: 'lineups',
      key: MATCH_ID,
      body: {
        eventId: MATCH_ID,
        confirmed: true,
        home: {
          formation: '4-3-3',
          coach: 'Owen Coyle',
          starters: [
            { name: 'Mohammad Nawaz', number: 1, position: 'G', x: 50, y: 5 },
            {
              name: 'Connor Shields',
              playerId: 'pl_cs',
              number: 10,
              position: 'F',
              captain: true,
              x: 30,
              y: 80,
            },
            { name: 'Irfan Yadwad', number: 9, position: 'F', x: 50, y: 85 },
          ],
          substitutes: [{ name: 'Farukh Choudhary', number: 17, position: 'F' }],
          missing: [{ name: 'Ryan Edwards', reason: { ta: 'காயம்', en: 'Injury' } }],
        },
        away: {
          formation: '4-4-2',
          starters: [{ name: 'Adrian Luna', number: 10, position: 'M', captain: true }],
          substitutes: [],
        },
      },
    },
    {
      kind: 'statistics',
      key: MATCH_ID,
      body: {
        eventId: MATCH_ID,
        periods: [
          {
            period: 12,
            lines: [
              {
                key: 'possession',
                name: { ta: 'பந்து வசம்', en: 'Ball possession' },
                home: '48%',
                away: '52%',
              },
            ],
          },
          {
            period: 0,
            lines: [
              {
                key: 'possession',
                name: { ta: 'பந்து வசம்', en: 'Ball possession' },
                home: '55%',
                away: '45%',
              },
              {
                key: 'shotsOnTarget',
                name: { ta: 'இலக்கை நோக்கிய ஷாட்கள்', en: 'Shots on target' },
                home: '6',
                away: '3',
              },
            ],
          },
        ],
      },
    },
    {
      kind: 'commentary',
      key: MATCH_ID,
      body: {
        eventId: MATCH_ID,
        entries: [
          { seq: 1, time: '1', kind: 'whistle', text: { ta: 'ஆட்டம் தொடங்கியது', en: 'Kick-off' } },
          {
            seq: 2,
            time: '12',
            kind: 'goal',
            important: true,
            text: { ta: 'கோல்! சென்னையின் முன்னிலை', en: 'Goal! Chennaiyin lead' },
          },
          {
            seq: 3,
            time: '61',
            kind: 'goal',
            important: true,
            text: { ta: 'மீண்டும் கோல்!', en: 'Another goal!' },
          },
        ],
      },
    },
    {
      kind: 'odds',
      key: MATCH_ID,
      body: {
        eventId: MATCH_ID,
        live: true,
        lines: [
          {
            market: Market.overUnder,
            bookmakerId: 2,
            line: '3.5',
            active: true,
            prices: [
              { selection: 'over', value: 1.91, previous: 2.05, changedAt: KICKOFF_S + 3900 },
              { selection: 'under', value: 1.85 },
            ],
          },
          {
            market: Market.oneXTwo,
            bookmakerId: 2,
            active: false,
            prices: [{ selection: '1', value: 1.3 }],
          },
          {
            market: Market.oneXTwo,
            bookmakerId: 1,
            active: true,
            prices: [
              { selection: '1', value: 1.25, previous: 1.5 },
              { selection: 'X', value: 5.5, previous: 4.2 },
              { selection: '2', value: 11 },
            ],
          },
        ],
      },
    },
    { kind: 'bookmaker', key: '1', body: { id: 1, name: 'Kestrel' } },
    { kind: 'bookmaker', key: '2', body: { id: 2, name: 'Meridian' } },
    {
      kind: 'preview',
      key: MATCH_ID,
      body: {
        eventId: MATCH_ID,
        title: { ta: 'தெற்கு டெர்பி', en: 'The southern derby' },
        body: { ta: 'சென்னையின் சொந்த மைதானத்தில்.', en: 'Chennaiyin at home.' },
      },
    },
    {
      kind: 'report',
      key: MATCH_ID,
      body: {
        eventId: MATCH_ID,
        title: { ta: 'சென்னையின் வெற்றி', en: 'Chennaiyin win' },
        body: { ta: 'ஷீல்ட்ஸ் வெற்றி கோல்.', en: 'Shields scores the winner.' },
      },
    },
    {
      kind: 'news',
      key: 'n1',
      body: {
        id: 'n1',
        sportId: 1,
        publishedAt: KICKOFF_S - 3600,
        headline: { ta: 'கோயில் அணியில் மாற்றம்', en: 'Coyle changes his side' },
        lead: { ta: 'இரண்டு மாற்றங்கள்.', en: 'Two changes.' },
        body: { ta: '...', en: '...' },
        participantIds: ['p1'],
        leagueIds: [ISL.id],
      },
    },
    {
      kind: 'news',
      key: 'n2',
      body: {
        id: 'n2',
        sportId: 1,
        publishedAt: KICKOFF_S - 7200,
        headline: { ta: 'வேறு அணி', en: 'Another team' },
        lead: { ta: '.', en: '.' },
        body: { ta: '.', en: '.' },
        participantIds: ['p9'],
        leagueIds: [ISL.id],
      },
    },
    {
      kind: 'video',
      key: 'v1',
      body: {
        id: 'v1',
        sportId: 1,
        eventId: MATCH_ID,
        title: { ta: 'முதல் கோல்', en: 'First goal' },
        url: 'https://video.example/v1.mp4',
        durationS: 42,
        publishedAt: KICKOFF_S + 900,
      },
    },
    {
      kind: 'pointHistory',
      key: TENNIS_ID,
      body: {
        eventId: TENNIS_ID,
        sets: [
          {
            set: 1,
            games: [
              { server: 1, points: ['15-0', '30-0', '40-0'], winner: 1 },
              { server: 2, points: ['0-15', '15-15', '30-15', '40-15'], winner: 1, breakPoints: 1 },
            ],
          },
          {
            set: 2,
            games: [{ server: 1, points: ['15-0', '15-15', '15-30', '15-40'], winner: 2, breakPoints: 1 }],
          },
        ],
      },
    },
    {
      kind: 'pointHistory',
      key: DARTS_ID,
      body: {
        eventId: DARTS_ID,
        sets: [
          {
            set: 1,
            games: [
              { server: 1, points: ['180', '140', '100', '81'], winner: 1 },
              { server: 2, points: ['60', '100', '140'], winner: 2 },
            ],
          },
        ],
      },
    },
    {
      kind: 'statistics',
      key: DARTS_ID,
      body: {
        eventId: DARTS_ID,
        periods: [
          {
            period: 0,
            lines: [
              {
                key: 'average3',
                name: { ta: '3-டார்ட் சராசரி', en: '3-dart average' },
                home: '104.2',
                away: '98.7',
              },
            ],
          },
          {
            period: 1,
            lines: [{ key: 'oneEighties', name: { ta: '180கள்', en: '180s' }, home: '2', away: '1' }],
          },
        ],
      },
    },
    {
      // One ball and a wide into the first over (docs/feeds.md, df_sc).
      kind: 'balls',
      key: CRICKET_ID,
      body: {
        eventId: CRICKET_ID,
        toss: { winner: 2, elected: 'bowl' },
        innings: [{ innings: 1, side: 1, battingOrder: ['Gaikwad', 'Conway', 'Dube'], maxOvers: 20 }],
        balls: [
          {
            seq: 1,
            innings: 1,
            over: 0,
            ball: 1,
            bowler: 'Bumrah',
            batter: 'Gaikwad',
            nonStriker: 'Conway',
            runs: 4,
            boundary: 4,
          },
          {
            seq: 2,
            innings: 1,
            over: 0,
            ball: 2,
            bowler: 'Bumrah',
            batter: 'Gaikwad',
            nonStriker: 'Conway',
            runs: 0,
            extra: { kind: 'wide', runs: 1 },
          },
        ],
      },
    },
    {
      kind: 'lineups',
      key: BASEBALL_ID,
      body: {
        eventId: BASEBALL_ID,
        confirmed: true,
        home: {
          starters: [{ name: 'Gerrit Cole', number: 45, position: 'P' }],
          substitutes: [{ name: 'Clay Holmes', number: 35, position: 'P' }],
        },
        away: {
          starters: [
            { name: 'Chris Sale', number: 41, position: 'P' },
            { name: 'Rafael Devers', number: 11, position: '3B' },
          ],
          substitutes: [],
        },
      },
    },
    // Kabaddi raid by raid: a super raid, a tackle after a bonus, a time-out, two empty raids, a do-or-die.
    {
      kind: 'raids',
      key: KABADDI_ID,
      body: {
        eventId: KABADDI_ID,
        entries: [
          {
            kind: 'raid',
            seq: 1,
            half: 1,
            clock: '00:31',
            side: 1,
            raider: 'Arjun Deshwal',
            onCourtBefore: [7, 7],
            result: 'successful',
            touched: ['Sachin', 'Ankit'],
            bonus: true,
            points: [3, 0],
            score: [3, 0],
          },
          {
            kind: 'raid',
            seq: 2,
            half: 1,
            clock: '01:02',
            side: 2,
            raider: 'Devank',
            onCourtBefore: [7, 5],
            result: 'tackled',
            touched: [],
            bonus: true,
            tackledBy: 'Sagar',
            assist: 'Sahil',
            points: [1, 1],
            score: [4, 1],
          },
          { kind: 'timeOut', seq: 3, half: 1, clock: '01:20', side: 2 },
          {
            kind: 'raid',
            seq: 4,
            half: 1,
            clock: '01:55',
            side: 1,
            raider: 'Arjun Deshwal',
            onCourtBefore: [7, 4],
            result: 'empty',
            touched: [],
            bonus: false,
            points: [0, 0],
            score: [4, 1],
          },
          {
            kind: 'raid',
            seq: 5,
            half: 1,
            clock: '02:30',
            side: 2,
            raider: 'Ayan',
            onCourtBefore: [7, 4],
            result: 'successful',
            touched: ['Sahil'],
            bonus: false,
            points: [0, 1],
            score: [4, 2],
          },
          {
            kind: 'raid',
            seq: 6,
            half: 1,
            clock: '03:01',
            side: 1,
            raider: 'Narender',
            onCourtBefore: [6, 5],
            result: 'empty',
            touched: [],
            bonus: false,
            points: [0, 0],
            score: [4, 2],
          },
          {
            kind: 'card',
            seq: 7,
            half: 1,
            clock: '03:10',
            side: 1,
            card: 'green',
            player: 'Sahil',
          },
          {
            kind: 'raid',
            seq: 8,
            half: 1,
            clock: '03:40',
            side: 2,
            raider: 'Devank',
            onCourtBefore: [6, 5],
            result: 'successful',
            touched: ['Sagar'],
            bonus: false,
            points: [0, 1],
            score: [4, 3],
          },
          {
            kind: 'raid',
            seq: 9,
            half: 1,
            clock: '04:12',
            side: 1,
            raider: 'Arjun Deshwal',
            onCourtBefore: [5, 6],
            result: 'successful',
            touched: ['Ayan'],
            bonus: false,
            doOrDie: true,
            points: [1, 0],
            score: [5, 3],
          },
        ],
      },
    },
  ];
}

/** Puts the match world into an engine that already holds the testing fixtures' India and ISL. */
export function loadMatchWorld(engine: FeedEngine): void {
  engine.putLeagues(OTHER_LEAGUES);
  engine.putParticipants([
    { id: 'p1', sportId: 1, name: 'Chennaiyin FC', shortName: 'CFC', countryId: INDIA.id },
    { id: 'p2', sportId: 1, name: 'Kerala Blasters', shortName: 'KBFC', countryId: INDIA.id },
  ]);
  engine.putEvents(matchEvents());
  engine.putDocuments(matchDocuments());
}

/** The value, or a test failure naming what was missing (tests may not assert non-null). */
export function must<T>(value: T | undefined | null, what = 'value'): T {
  if (value === undefined || value === null) throw new Error(`fixture: no ${what}`);
  return value;
}
