/**
 * The detail endpoints: one PUT per kind, each with its schema, its text for /docs and one example
 * body. The examples name the objects of the README's walk-through (country "in", competition
 * "isl-2026", teams "chennaiyin" and "kerala", match "isl-2026-m1"); the tests send them as they are.
 */
import type { TSchema } from '@sinclair/typebox';
import type { DocumentItem } from './batch-schemas.ts';
import {
  BallsBody,
  BookmakerBody,
  DrawBody,
  IncidentsBody,
  InjuriesBody,
  LineupsBody,
  MatchInfoBody,
  NewsBody,
  OddsBody,
  PlayerBody,
  RankingBody,
  SeasonBody,
  SquadBody,
  StandingsBody,
  StatisticsBody,
  TransfersBody,
  VideoBody,
} from './document-schemas.ts';
import { RaidsBody } from './raids-schemas.ts';

export interface DetailRoute {
  kind: DocumentItem['kind'];
  /** Under the API prefix; `:id` is the object's id, or its owner's for a document of one. */
  url: string;
  summary: string;
  description: string;
  body: TSchema;
  example: Record<string, unknown>;
}

const KICKOFF_S = 1_795_000_000;
const player = (id: string, name: string, number: number, position: string) => ({
  player: id,
  name,
  number,
  position,
});

export const DETAIL_ROUTES: readonly DetailRoute[] = [
  {
    kind: 'season',
    url: '/seasons/:id',
    summary: 'Create or replace a season of a competition',
    description:
      'A season is listed as a competition of its own (its matches, standings, draw) and shares the ' +
      'pins of its competition. Name it in an event’s `competition`, or in /competitions/{id}/standings.',
    body: SeasonBody,
    example: {
      seq: 1,
      competition: 'isl-2026',
      name: { ta: 'இந்தியன் சூப்பர் லீக் 2027-28', en: 'Indian Super League 2027-28' },
    },
  },
  {
    kind: 'player',
    url: '/players/:id',
    summary: 'Create or replace a player',
    description: 'A player profile; line-ups, squads, transfers and injuries name players by your id.',
    body: PlayerBody,
    example: {
      seq: 1,
      sport: 1,
      name: 'Lallianzuala Chhangte',
      country: 'in',
      team: 'chennaiyin',
      position: 'F',
      number: 7,
      birthDate: '1997-06-08',
    },
  },
  {
    kind: 'bookmaker',
    url: '/bookmakers/:id',
    summary: 'Create or replace a bookmaker',
    description: 'Odds lines name their bookmaker by your id.',
    body: BookmakerBody,
    example: { seq: 1, name: 'Acme Bet' },
  },
  {
    kind: 'incidents',
    url: '/events/:id/incidents',
    summary: 'Replace the incidents of an event',
    description:
      'Every incident so far (goals, cards, substitutions, wickets, raid points ...), in match order: ' +
      'send the whole list each time. Its seq is its own, not the event’s.',
    body: IncidentsBody,
    example: {
      seq: 1,
      incidents: [
        { kind: 'yellowCard', side: 'away', time: '12', stage: 'firstHalf', player: 'Adrian Luna' },
        {
          kind: 'goal',
          side: 'home',
          time: '27',
          stage: 'firstHalf',
          player: 'Lallianzuala Chhangte',
          secondPlayer: 'Connor Shields',
          score: '1-0',
          note: { ta: 'தலையால் அடித்த கோல்', en: 'Header' },
        },
      ],
    },
  },
  {
    kind: 'lineups',
    url: '/events/:id/lineups',
    summary: 'Replace the line-ups of an event',
    description: 'Starters, substitutes and missing players of both sides; predicted until `confirmed`.',
    body: LineupsBody,
    example: {
      seq: 1,
      confirmed: true,
      home: {
        formation: '4-3-3',
        coach: 'Owen Coyle',
        starters: [{ ...player('chhangte', 'Lallianzuala Chhangte', 7, 'F'), captain: true, x: 80, y: 85 }],
        substitutes: [{ name: 'Farukh Choudhary', number: 11, position: 'F' }],
      },
      away: {
        starters: [{ name: 'Adrian Luna', number: 10, position: 'M' }],
        substitutes: [],
        missing: [{ name: 'Jeakson Singh', reason: { ta: 'காயம்', en: 'Injury' } }],
      },
    },
  },
  {
    kind: 'statistics',
    url: '/events/:id/statistics',
    summary: 'Replace the statistics of an event',
    description: 'Per period ("match" for the whole match), lines of home and away values as shown.',
    body: StatisticsBody,
    example: {
      seq: 1,
      periods: [
        {
          period: 'match',
          lines: [
            {
              key: 'possession',
              name: { ta: 'பந்து வைத்திருத்தல்', en: 'Possession' },
              home: '56%',
              away: '44%',
            },
            {
              key: 'shotsOnTarget',
              name: { ta: 'இலக்கை நோக்கிய ஷாட்கள்', en: 'Shots on target' },
              home: '5',
              away: '2',
            },
          ],
        },
      ],
    },
  },
  {
    kind: 'matchInfo',
    url: '/events/:id/info',
    summary: 'Replace the match information of an event',
    description:
      'Venue, city, referee, attendance and the channels showing the match in India (tv or web). ' +
      'Every field is optional: what is left out is unknown and not shown. Shown on the summary tab.',
    body: MatchInfoBody,
    example: {
      seq: 1,
      venue: 'Jawaharlal Nehru Stadium',
      city: 'Chennai',
      referee: 'Crystal John',
      attendance: 18500,
      broadcasts: [
        { type: 'tv', name: 'Star Sports 3' },
        { type: 'web', name: 'JioHotstar' },
      ],
    },
  },
  {
    kind: 'odds',
    url: '/events/:id/odds',
    summary: 'Replace the odds of an event',
    description: 'Every line of every bookmaker (created first with PUT /bookmakers/{id}), decimal prices.',
    body: OddsBody,
    example: {
      seq: 1,
      live: false,
      lines: [
        {
          market: 'oneXTwo',
          bookmaker: 'acmebet',
          active: true,
          prices: [
            { selection: '1', value: 2.1 },
            { selection: 'X', value: 3.3 },
            { selection: '2', value: 3.4 },
          ],
        },
        {
          market: 'overUnder',
          bookmaker: 'acmebet',
          line: '2.5',
          active: true,
          prices: [
            { selection: 'over', value: 1.9, previous: 1.95, changedAt: KICKOFF_S },
            { selection: 'under', value: 1.9 },
          ],
        },
      ],
    },
  },
  {
    kind: 'standings',
    url: '/competitions/:id/standings',
    summary: 'Replace the standings of a competition or season',
    description: 'The table, or one table per group, with participants of the competition’s sport.',
    body: StandingsBody,
    example: {
      seq: 1,
      season: '2026-27',
      groups: [
        {
          rows: [
            {
              participant: 'chennaiyin',
              rank: 1,
              played: 3,
              won: 2,
              drawn: 1,
              lost: 0,
              scoreFor: 6,
              scoreAgainst: 2,
              points: 7,
              form: ['W', 'D', 'W'],
              zone: 'playoff',
            },
            {
              participant: 'kerala',
              rank: 2,
              played: 3,
              won: 1,
              drawn: 1,
              lost: 1,
              scoreFor: 4,
              scoreAgainst: 4,
              points: 4,
              form: ['L', 'W', 'D'],
            },
          ],
        },
      ],
    },
  },
  {
    kind: 'draw',
    url: '/competitions/:id/draw',
    summary: 'Replace the draw (bracket) of a cup',
    description: 'Rounds of pairings; a pairing may name its event and stay without sides while unknown.',
    body: DrawBody,
    example: {
      seq: 1,
      rounds: [
        {
          name: { ta: 'இறுதிப் போட்டி', en: 'Final' },
          matches: [
            { event: 'isl-2026-m1', home: 'chennaiyin', away: 'kerala', homeScore: '1', awayScore: '0' },
          ],
        },
      ],
    },
  },
  {
    kind: 'squad',
    url: '/participants/:id/squad',
    summary: 'Replace the squad of a participant',
    description: 'The players (created first with PUT /players/{id}) with their numbers and positions.',
    body: SquadBody,
    example: { seq: 1, coach: 'Owen Coyle', players: [{ player: 'chhangte', number: 7, position: 'F' }] },
  },
  {
    kind: 'transfers',
    url: '/participants/:id/transfers',
    summary: 'Replace the transfers of a participant',
    description: 'Players in and out; a club that is not one of yours is named by `fromName` or `toName`.',
    body: TransfersBody,
    example: {
      seq: 1,
      transfers: [
        {
          player: 'chhangte',
          fromName: 'Mumbai City FC',
          to: 'chennaiyin',
          date: '2026-08-14',
          type: 'transfer',
          feeAmount: 42_500_000,
          feeCurrency: 'INR',
        },
      ],
    },
  },
  {
    kind: 'injuries',
    url: '/participants/:id/injuries',
    summary: 'Replace the injury list of a participant',
    description: 'Who is out, why, and until when if known.',
    body: InjuriesBody,
    example: {
      seq: 1,
      injuries: [
        { player: 'chhangte', reason: { ta: 'தொடைப் பின் தசைக் காயம்', en: 'Hamstring' }, from: '2026-11-20' },
      ],
    },
  },
  {
    kind: 'ranking',
    url: '/rankings/:id',
    summary: 'Create or replace a ranking',
    description: 'A ranked list of participants of one sport (world rankings, a live ranking).',
    body: RankingBody,
    example: {
      seq: 1,
      sport: 1,
      name: { ta: 'ஐஎஸ்எல் அணிகள் தரவரிசை', en: 'ISL power ranking' },
      updatedAt: KICKOFF_S,
      rows: [
        { rank: 1, participant: 'chennaiyin', points: 1520.5, move: 1 },
        { rank: 2, participant: 'kerala', points: 1498, move: -1 },
      ],
    },
  },
  {
    kind: 'news',
    url: '/news/:id',
    summary: 'Create or replace a news article',
    description: 'An article in Tamil and English, linked to participants, competitions and an event.',
    body: NewsBody,
    example: {
      seq: 1,
      sport: 1,
      publishedAt: KICKOFF_S,
      headline: { ta: 'சென்னையின் எஃப்சி முதலிடம்', en: 'Chennaiyin FC go top' },
      lead: { ta: 'சாங்தேவின் கோலால் வெற்றி.', en: 'Chhangte’s header settles it.' },
      body: { ta: 'சென்னையில் நடந்த ஆட்டத்தில் ...', en: 'In Chennai ...' },
      participants: ['chennaiyin', 'kerala'],
      competitions: ['isl-2026'],
      event: 'isl-2026-m1',
    },
  },
  {
    kind: 'video',
    url: '/videos/:id',
    summary: 'Create or replace a video',
    description: 'A highlight or interview, linked to an event if it shows one.',
    body: VideoBody,
    example: {
      seq: 1,
      sport: 1,
      title: { ta: 'சிறப்பம்சங்கள்: சென்னையின் 1-0 கேரளா', en: 'Highlights: Chennaiyin 1-0 Kerala' },
      url: 'https://video.example.com/isl/m1-highlights',
      durationS: 214,
      publishedAt: KICKOFF_S,
      event: 'isl-2026-m1',
    },
  },
];

/** A delivery of the balls example: the first over of an IPL match, Bumrah to Gaikwad and Conway. */
const delivery = (
  seq: number,
  over: number,
  ball: number,
  batter: string,
  rest: Record<string, unknown> = {},
) => ({
  seq,
  innings: 1,
  over,
  ball,
  bowler: 'Jasprit Bumrah',
  batter,
  nonStriker: batter === 'Ruturaj Gaikwad' ? 'Devon Conway' : 'Ruturaj Gaikwad',
  runs: 0,
  ...rest,
});

/**
 * Cricket's ball by ball. Apart from DETAIL_ROUTES because its example is a cricket match (the
 * README's IPL match "ipl-2027-m1"), not the walk-through's football match that the tests of every
 * detail route write their examples to.
 */
export const CRICKET_ROUTES: readonly DetailRoute[] = [
  {
    kind: 'balls',
    url: '/events/:id/balls',
    summary: 'Replace the deliveries of a cricket match',
    description:
      'Every delivery so far, in order, with the innings they belong to: send the whole list each time ' +
      '(a correction is the list sent again with a ball re-scored under its seq, or left out). The ' +
      'scorecard (batting, bowling, extras, fall of wickets, partnerships, the live over) is computed ' +
      'from it by the Laws of Cricket and served as `df_sc_1_{event}`. What the Laws forbid is refused ' +
      'with 422 at its pointer: a seventh legal ball, a bowler bowling two overs in a row or more than a ' +
      'fifth of a limited-overs innings, bowled or caught off a no-ball, caught or lbw off a wide, a ' +
      'batter out twice, balls out of seq order. Its seq is its own, not the event’s.',
    body: BallsBody,
    example: {
      seq: 1,
      toss: { winner: 'away', elected: 'bowl' },
      venue: 'M. A. Chidambaram Stadium, Chennai',
      umpires: ['Nitin Menon', 'Richard Illingworth'],
      innings: [
        {
          innings: 1,
          side: 'home',
          battingOrder: ['Ruturaj Gaikwad', 'Devon Conway', 'Ajinkya Rahane', 'Shivam Dube', 'MS Dhoni'],
          maxOvers: 20,
          powerplays: [[1, 6]],
        },
      ],
      balls: [
        delivery(1, 0, 1, 'Ruturaj Gaikwad', { runs: 4, boundary: 4 }),
        delivery(2, 0, 2, 'Ruturaj Gaikwad'),
        delivery(3, 0, 3, 'Ruturaj Gaikwad', { extra: { kind: 'wide', runs: 1 } }),
        delivery(4, 0, 3, 'Ruturaj Gaikwad', { runs: 1 }),
        delivery(5, 0, 4, 'Devon Conway', { extra: { kind: 'legBye', runs: 1 } }),
        delivery(6, 0, 5, 'Ruturaj Gaikwad'),
        delivery(7, 0, 6, 'Ruturaj Gaikwad', {
          wicket: { kind: 'caught', out: 'Ruturaj Gaikwad', fielder: 'Tilak Varma' },
        }),
      ],
    },
  },
];

/** An entry of the raids example: the opening minutes of a PKL match, Tamil Thalaivas (home) and Bengaluru Bulls. */
const entry = (seq: number, clock: string, side: 'home' | 'away', rest: Record<string, unknown>) => ({
  seq,
  half: 1,
  clock,
  side,
  ...rest,
});
const raid = (raider: string, onCourtBefore: [number, number], rest: Record<string, unknown>) => ({
  kind: 'raid',
  raider,
  onCourtBefore,
  touched: [],
  bonus: false,
  ...rest,
});

/**
 * Kabaddi's raid by raid, apart for the same reason as cricket's: its example is the README's Pro
 * Kabaddi match "pkl-2027-m1".
 */
export const KABADDI_ROUTES: readonly DetailRoute[] = [
  {
    kind: 'raids',
    url: '/events/:id/raids',
    summary: 'Replace the raids of a kabaddi match',
    description:
      'Every raid so far and what happened between raids (time-outs, cards, technical points, ' +
      'substitutions), in order: send the whole list each time (a correction is the list sent again with ' +
      'an entry changed under its seq, or left out). The team and player figures (raid, tackle, all-out ' +
      'and extra points, Super 10, High 5) are computed from it and served with the raid log as ' +
      '`df_kb_1_{event}`. What the Pro Kabaddi rules forbid is refused with 422 at its pointer: a raider ' +
      'or defender who is out (players come back in the order they went out), a court count the raids ' +
      'do not leave, points that do not follow the result (a bonus with fewer than six defenders, a super ' +
      'tackle with more than three), a side raiding twice in a row, a missed all out or do-or-die, a ' +
      'score that is not the sum of the points, a third time-out in a half, a clock going back. Its seq ' +
      'is its own, not the event’s.',
    body: RaidsBody,
    example: {
      seq: 1,
      entries: [
        entry(1, '00:28', 'home', {
          ...raid('Narender Kandola', [7, 7], { touched: ['Saurabh Nandal'], bonus: true }),
          result: 'successful',
          points: [2, 0],
          score: [2, 0],
        }),
        entry(2, '00:59', 'away', {
          ...raid('Pardeep Narwal', [7, 6], { tackledBy: 'Sagar Rathee', assist: 'Sahil Gulia' }),
          result: 'tackled',
          points: [1, 0],
          score: [3, 0],
        }),
        entry(3, '01:31', 'home', {
          ...raid('Ajinkya Pawar', [7, 5], {}),
          result: 'empty',
          points: [0, 0],
          score: [3, 0],
        }),
        entry(4, '01:50', 'away', { kind: 'timeOut' }),
        entry(5, '02:24', 'away', {
          ...raid('Bharat Hooda', [7, 5], { touched: ['Sahil Gulia'] }),
          result: 'successful',
          points: [0, 1],
          score: [3, 1],
        }),
        entry(6, '02:55', 'home', {
          ...raid('Narender Kandola', [6, 6], { touched: ['Parteek Dahiya'] }),
          result: 'successful',
          points: [1, 0],
          score: [4, 1],
        }),
      ],
    },
  },
];
