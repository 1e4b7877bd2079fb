/**
 * Bodies of the detail objects a provider writes: seasons, players, bookmakers, and the documents of
 * its events (incidents, line-ups, statistics, odds), competitions (standings, draw), participants
 * (squad, transfers, injuries), rankings, news and videos. Each is a whole, current object: a PUT
 * replaces the previous one. Other objects are named by the provider's own ids, as in events.
 *
 * Limits are generous for real matches and tight enough that one body stays far below the 1 MiB limit
 * and a feed built from it stays small. Names are proper names as written; texts shown to fans carry
 * Tamil and English.
 */
import { Dismissal, type EventStage, ExtraKind, IncidentKind, Market } from '@nerali/domain';
import { type Static, Type } from '@sinclair/typebox';
import { EVENT_STAGES, SIDES } from './event-schemas.ts';
import {
  HttpsImage,
  PRINTABLE,
  PRINTABLE_CHAR,
  ProviderRef,
  Seq,
  SportIdField,
  StringEnum,
  Text,
  UnixSeconds,
} from './schemas.ts';

/** A text shown to fans, in both editions, up to `max` characters each. */
export const Bilingual = (max: number, description = 'Text in Tamil and English.') =>
  Type.Object(
    {
      ta: Text(max, { description: 'In Tamil script.' }),
      en: Text(max, { description: 'In English.' }),
    },
    { additionalProperties: false, description },
  );

const PersonName = (description: string) => Text(100, { description, examples: ['Lallianzuala Chhangte'] });
const ShirtNumber = Type.Integer({ minimum: 0, maximum: 999 });
const Position = Text(8, {
  description: 'G, D, M, F in football; the sport’s own short position otherwise.',
});
const Day = Type.String({
  pattern: '^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$',
  maxLength: 10,
  description: 'A date, YYYY-MM-DD.',
  examples: ['2026-08-14'],
});
/** A value or a name for code: letters and digits, from a letter. */
const Key = (description: string, example: string) =>
  Type.String({ pattern: '^[A-Za-z][A-Za-z0-9]{0,39}$', description, examples: [example] });
const Count = Type.Integer({ minimum: 0, maximum: 100_000 });

export const INCIDENT_KINDS = Object.keys(IncidentKind) as (keyof typeof IncidentKind)[];
export const MARKETS = Object.keys(Market) as (keyof typeof Market)[];
export const STAGE_NAMES = EVENT_STAGES as readonly (keyof typeof EventStage)[];

// ---- seasons, players, bookmakers ----

export const SeasonBody = Type.Object(
  {
    seq: Seq,
    competition: ProviderRef(
      'Your id of the competition this is a season of; the season keeps its country, type and pins.',
      'isl',
    ),
    name: Bilingual(120, 'The season’s name as lists show it ("Indian Super League 2026-27").'),
    order: Type.Optional(
      Type.Integer({ minimum: 0, maximum: 1_000_000, description: 'Default: the competition’s order.' }),
    ),
  },
  { additionalProperties: false },
);
export type SeasonBody = Static<typeof SeasonBody>;

export const PlayerBody = Type.Object(
  {
    seq: Seq,
    sport: SportIdField,
    name: PersonName('As written in the player’s home language.'),
    country: ProviderRef('Your id of a country you created (nationality).', 'in'),
    team: Type.Optional(
      ProviderRef('Your id of the participant the player plays for (same sport).', 'kerala'),
    ),
    position: Type.Optional(Position),
    number: Type.Optional(ShirtNumber),
    birthDate: Type.Optional(Day),
    heightCm: Type.Optional(Type.Integer({ minimum: 50, maximum: 260 })),
    photo: Type.Optional(
      HttpsImage('An https address of the player’s photo (square, at least 64 px). Default: initials.'),
    ),
  },
  { additionalProperties: false },
);
export type PlayerBody = Static<typeof PlayerBody>;

export const BookmakerBody = Type.Object(
  { seq: Seq, name: Text(60, { description: 'As the bookmaker writes it.', examples: ['Acme Bet'] }) },
  { additionalProperties: false },
);
export type BookmakerBody = Static<typeof BookmakerBody>;

// ---- documents of an event ----

const Side = StringEnum(SIDES);
const StageName = StringEnum(STAGE_NAMES, {
  description: 'The event stage it belongs to: firstHalf, secondHalf, set1, ...',
  examples: ['secondHalf'],
});
const MatchTime = Type.String({
  pattern: '^[0-9]{1,3}([+:.][0-9]{1,2})?$',
  maxLength: 7,
  description: 'As the sport writes it: "45+2", "18.3" (overs), "07:12" (a clock).',
  examples: ['67'],
});

export const MAX_INCIDENTS = 500;

export const IncidentsBody = Type.Object(
  {
    seq: Seq,
    incidents: Type.Array(
      Type.Object(
        {
          kind: StringEnum(INCIDENT_KINDS, { description: 'goal, yellowCard, substitution, wicket ...' }),
          side: Side,
          time: MatchTime,
          stage: StageName,
          player: Type.Optional(PersonName('Who did it.')),
          secondPlayer: Type.Optional(PersonName('The assist, or for a substitution the player going off.')),
          score: Type.Optional(
            Type.String({ pattern: '^[0-9]{1,4}-[0-9]{1,4}$', maxLength: 9, examples: ['1-0'] }),
          ),
          note: Type.Optional(Bilingual(200)),
        },
        { additionalProperties: false },
      ),
      { maxItems: MAX_INCIDENTS, description: 'Every incident so far, in match order.' },
    ),
  },
  { additionalProperties: false },
);
export type IncidentsBody = Static<typeof IncidentsBody>;

const LineupPlayer = Type.Object(
  {
    player: Type.Optional(ProviderRef('Your id of a player you created (links the profile).', 'chhangte')),
    name: PersonName('As shown in the line-up.'),
    number: Type.Optional(ShirtNumber),
    position: Position,
    captain: Type.Optional(Type.Boolean()),
    x: Type.Optional(Type.Number({ minimum: 0, maximum: 100, description: '0..100 across the pitch.' })),
    y: Type.Optional(Type.Number({ minimum: 0, maximum: 100, description: '0..100 from the own goal.' })),
  },
  { additionalProperties: false },
);

const TeamLineup = Type.Object(
  {
    formation: Type.Optional(
      Type.String({ pattern: '^[0-9]{1,2}(-[0-9]{1,2}){1,5}$', maxLength: 17, examples: ['4-3-3'] }),
    ),
    coach: Type.Optional(PersonName('Head coach.')),
    starters: Type.Array(LineupPlayer, { maxItems: 30 }),
    substitutes: Type.Array(LineupPlayer, { maxItems: 40 }),
    missing: Type.Optional(
      Type.Array(
        Type.Object(
          { name: PersonName('Who is missing.'), reason: Bilingual(80, 'Why ("injury", "suspended").') },
          { additionalProperties: false },
        ),
        { maxItems: 30 },
      ),
    ),
  },
  { additionalProperties: false },
);

export const LineupsBody = Type.Object(
  {
    seq: Seq,
    confirmed: Type.Boolean({ description: 'false while the line-ups are only predicted.' }),
    home: TeamLineup,
    away: TeamLineup,
  },
  { additionalProperties: false },
);
export type LineupsBody = Static<typeof LineupsBody>;

const StatValue = Type.String({
  maxLength: 24,
  pattern: PRINTABLE,
  description: 'As shown: "57%", "12", "3/7".',
});

export const StatisticsBody = Type.Object(
  {
    seq: Seq,
    periods: Type.Array(
      Type.Object(
        {
          period: Type.Union([Type.Literal('match'), StageName], {
            description: '"match" for the whole match, else the stage (firstHalf, set1 ...).',
          }),
          lines: Type.Array(
            Type.Object(
              {
                key: Key('Stable key of the statistic.', 'possession'),
                name: Bilingual(60),
                home: StatValue,
                away: StatValue,
              },
              { additionalProperties: false },
            ),
            { maxItems: 80 },
          ),
        },
        { additionalProperties: false },
      ),
      { maxItems: 12 },
    ),
    timeline: Type.Optional(
      Type.Array(
        Type.Object(
          {
            minute: Type.Integer({
              minimum: 1,
              maximum: 200,
              description: 'Whole match minute; stoppage time at its half’s last minute ("45+2" is 45).',
            }),
            side: Side,
            key: Key('The statistic counted (shots, shotsOnTarget, corners, dangerousAttacks ...).', 'shots'),
          },
          { additionalProperties: false },
        ),
        {
          maxItems: 2000,
          description:
            'Optional: when each counted event happened, one entry each. Football’s momentum graph is ' +
            'drawn from shots, shotsOnTarget, corners and dangerousAttacks here, and from the incidents.',
        },
      ),
    ),
  },
  { additionalProperties: false },
);
export type StatisticsBody = Static<typeof StatisticsBody>;

const Price = Type.Number({ minimum: 1, maximum: 10_000, description: 'Decimal odds.', examples: [2.15] });

export const OddsBody = Type.Object(
  {
    seq: Seq,
    live: Type.Boolean({ description: 'false for prematch lines, true once the event is live.' }),
    lines: Type.Array(
      Type.Object(
        {
          market: StringEnum(MARKETS, { description: 'oneXTwo, homeAway, overUnder, asianHandicap ...' }),
          bookmaker: ProviderRef('Your id of a bookmaker you created.', 'acmebet'),
          line: Type.Optional(
            Type.String({
              pattern: '^[+-]?[0-9]{1,3}(\\.[0-9]{1,2})?$',
              maxLength: 7,
              description: 'Handicap or total of a lined market.',
              examples: ['2.5'],
            }),
          ),
          active: Type.Boolean({ description: 'false: suspended, shown greyed out.' }),
          prices: Type.Array(
            Type.Object(
              {
                selection: Type.String({
                  pattern: '^(1|X|2|1X|12|X2|over|under|yes|no)$',
                  description: "'1', 'X', '2', '1X', '12', 'X2', 'over', 'under', 'yes', 'no'.",
                  examples: ['1'],
                }),
                value: Price,
                previous: Type.Optional(Price),
                changedAt: Type.Optional(UnixSeconds),
              },
              { additionalProperties: false },
            ),
            { minItems: 1, maxItems: 3 },
          ),
        },
        { additionalProperties: false },
      ),
      { maxItems: 300 },
    ),
  },
  { additionalProperties: false },
);
export type OddsBody = Static<typeof OddsBody>;

// ---- documents of a competition ----

export const StandingsBody = Type.Object(
  {
    seq: Seq,
    season: Text(20, { description: 'The season as written ("2026-27").', examples: ['2026-27'] }),
    groups: Type.Array(
      Type.Object(
        {
          name: Type.Optional(Bilingual(60, 'The group ("Group A"); leave out for a single table.')),
          rows: Type.Array(
            Type.Object(
              {
                participant: ProviderRef('Your id of a participant of the same sport.', 'kerala'),
                rank: Type.Integer({ minimum: 1, maximum: 1000 }),
                played: Count,
                won: Count,
                drawn: Count,
                lost: Count,
                scoreFor: Count,
                scoreAgainst: Count,
                points: Type.Integer({ minimum: -1000, maximum: 100_000 }),
                form: Type.Array(StringEnum(['W', 'D', 'L'] as const), {
                  maxItems: 5,
                  description: 'Last five results, oldest first.',
                }),
                zone: Type.Optional(Key('A coloured zone the pages translate.', 'promotion')),
              },
              { additionalProperties: false },
            ),
            { maxItems: 64 },
          ),
        },
        { additionalProperties: false },
      ),
      { maxItems: 32 },
    ),
  },
  { additionalProperties: false },
);
export type StandingsBody = Static<typeof StandingsBody>;

const DrawScore = Type.String({ pattern: '^[0-9]{1,4}(\\([0-9]{1,3}\\))?$', maxLength: 9, examples: ['2'] });

export const DrawBody = Type.Object(
  {
    seq: Seq,
    rounds: Type.Array(
      Type.Object(
        {
          name: Bilingual(60, 'The round ("Semi-finals").'),
          matches: Type.Array(
            Type.Object(
              {
                event: Type.Optional(ProviderRef('Your id of the event, when it exists.', 'isl-2026-m1')),
                home: Type.Optional(
                  ProviderRef('Your id of a participant; leave out while unknown.', 'kerala'),
                ),
                away: Type.Optional(ProviderRef('Your id of a participant.', 'chennaiyin')),
                homeScore: Type.Optional(DrawScore),
                awayScore: Type.Optional(DrawScore),
                winner: Type.Optional(Side),
              },
              { additionalProperties: false },
            ),
            { maxItems: 256 },
          ),
        },
        { additionalProperties: false },
      ),
      { maxItems: 12 },
    ),
  },
  { additionalProperties: false },
);
export type DrawBody = Static<typeof DrawBody>;

// ---- documents of a participant ----

export const SquadBody = Type.Object(
  {
    seq: Seq,
    coach: Type.Optional(PersonName('Head coach.')),
    players: Type.Array(
      Type.Object(
        {
          player: ProviderRef('Your id of a player you created.', 'chhangte'),
          number: Type.Optional(ShirtNumber),
          position: Position,
        },
        { additionalProperties: false },
      ),
      { maxItems: 100 },
    ),
  },
  { additionalProperties: false },
);
export type SquadBody = Static<typeof SquadBody>;

export const TRANSFER_TYPES = ['transfer', 'loan', 'free', 'loanEnd'] as const;

export const TransfersBody = Type.Object(
  {
    seq: Seq,
    transfers: Type.Array(
      Type.Object(
        {
          player: ProviderRef('Your id of a player you created.', 'chhangte'),
          from: Type.Optional(ProviderRef('Your id of the club left, if you created it.', 'chennaiyin')),
          fromName: Type.Optional(PersonName('The club left, when `from` is not one of yours.')),
          to: Type.Optional(ProviderRef('Your id of the club joined, if you created it.', 'kerala')),
          toName: Type.Optional(PersonName('The club joined, when `to` is not one of yours.')),
          date: Day,
          type: StringEnum(TRANSFER_TYPES),
          fee: Type.Optional(
            Text(24, {
              description: 'A fee that is no sum, as written ("undisclosed"). Not with `feeAmount`.',
            }),
          ),
          feeAmount: Type.Optional(
            Type.Number({
              exclusiveMinimum: 0,
              maximum: 1e13,
              description:
                'The fee as a sum in whole or decimal units of `feeCurrency` (42500000 for ₹4.25 crore); the page writes it in its language. With `feeCurrency`.',
              examples: [42_500_000],
            }),
          ),
          feeCurrency: Type.Optional(
            Type.String({
              pattern: '^[A-Z]{3}$',
              description:
                'ISO 4217 code of `feeAmount`: the money of the league of the club whose list this is.',
              examples: ['INR'],
            }),
          ),
        },
        { additionalProperties: false },
      ),
      { maxItems: 200 },
    ),
  },
  { additionalProperties: false },
);
export type TransfersBody = Static<typeof TransfersBody>;

export const InjuriesBody = Type.Object(
  {
    seq: Seq,
    injuries: Type.Array(
      Type.Object(
        {
          player: ProviderRef('Your id of a player you created.', 'chhangte'),
          reason: Bilingual(80, 'What it is ("hamstring", "suspended").'),
          from: Day,
          until: Type.Optional(Day),
        },
        { additionalProperties: false },
      ),
      { maxItems: 100 },
    ),
  },
  { additionalProperties: false },
);
export type InjuriesBody = Static<typeof InjuriesBody>;

// ---- rankings, news, videos ----

export const RankingBody = Type.Object(
  {
    seq: Seq,
    sport: SportIdField,
    name: Bilingual(80, 'The ranking ("FIFA world ranking").'),
    updatedAt: Type.Integer({ ...UnixSeconds, description: 'When this list was published, unix seconds.' }),
    live: Type.Optional(Type.Boolean({ description: 'A live ranking moves with the matches in play.' })),
    rows: Type.Array(
      Type.Object(
        {
          rank: Type.Integer({ minimum: 1, maximum: 100_000 }),
          participant: ProviderRef('Your id of a participant of the same sport.', 'india'),
          points: Type.Number({ minimum: -1_000_000, maximum: 1_000_000 }),
          move: Type.Optional(Type.Integer({ minimum: -100_000, maximum: 100_000 })),
        },
        { additionalProperties: false },
      ),
      { maxItems: 1000 },
    ),
  },
  { additionalProperties: false },
);
export type RankingBody = Static<typeof RankingBody>;

const Refs = (description: string, example: string, maxItems: number) =>
  Type.Array(ProviderRef(description, example), { maxItems, uniqueItems: true });

export const NewsBody = Type.Object(
  {
    seq: Seq,
    sport: SportIdField,
    publishedAt: Type.Integer({ ...UnixSeconds, description: 'Publication time, unix seconds.' }),
    headline: Bilingual(200),
    lead: Bilingual(600),
    body: Bilingual(20_000, 'The article, plain text; paragraphs separated by an empty line.'),
    participants: Type.Optional(Refs('Your ids of participants it is about.', 'kerala', 20)),
    competitions: Type.Optional(Refs('Your ids of competitions it is about.', 'isl-2026', 10)),
    event: Type.Optional(ProviderRef('Your id of the event it is about.', 'isl-2026-m1')),
  },
  { additionalProperties: false },
);
export type NewsBody = Static<typeof NewsBody>;

export const VideoBody = Type.Object(
  {
    seq: Seq,
    sport: SportIdField,
    title: Bilingual(200),
    url: Type.String({
      pattern: `^https://(?:(?!\\s)${PRINTABLE_CHAR})+$`,
      maxLength: 500,
      description: 'An https address of the video or its player page.',
      examples: ['https://video.example.com/isl/m1-highlights'],
    }),
    durationS: Type.Integer({ minimum: 1, maximum: 86_400 }),
    publishedAt: UnixSeconds,
    event: Type.Optional(ProviderRef('Your id of the event it shows.', 'isl-2026-m1')),
  },
  { additionalProperties: false },
);
export type VideoBody = Static<typeof VideoBody>;

// ---- cricket ball by ball ----

export const DISMISSALS = Object.keys(Dismissal) as (keyof typeof Dismissal)[];
export const EXTRA_KINDS = Object.keys(ExtraKind) as (keyof typeof ExtraKind)[];
/** A Test's innings rarely passes 200 overs; the bound only keeps a body finite. */
const MAX_OVER = 499;
/** Five days of 90 overs and their extras: about 3,000 deliveries; one body stays under 1 MiB. */
const MAX_BALLS = 4000;
const CricketName = (description: string) => Text(100, { description, examples: ['Ruturaj Gaikwad'] });

const CricketBallBody = Type.Object(
  {
    seq: Type.Integer({
      minimum: 1,
      maximum: 1_000_000,
      description:
        'The ball’s place in the match, increasing through the list. A correction sends the list again ' +
        'with the ball re-scored under the same seq; a ball that did not count is left out.',
    }),
    innings: Type.Integer({
      minimum: 1,
      maximum: 4,
      description: 'The innings, 1 to 4, in the order batted.',
    }),
    over: Type.Integer({
      minimum: 0,
      maximum: MAX_OVER,
      description: 'The over, from 0: "18.3" is over 18.',
    }),
    ball: Type.Integer({
      minimum: 1,
      maximum: 9,
      description:
        'The legal ball of the over, 1 to 6 (Law 17); a wide or no-ball carries the number of the ball ' +
        'bowled again. A number the over cannot have is refused with 422.',
    }),
    bowler: CricketName('Who bowled it.'),
    batter: CricketName('The striker.'),
    nonStriker: CricketName('The batter at the other end.'),
    runs: Type.Integer({
      minimum: 0,
      maximum: 10,
      description: 'Runs off the bat (a no-ball’s hit included); 0 on a wide, a bye or a leg bye.',
    }),
    boundary: Type.Optional(
      Type.Union([Type.Literal(4), Type.Literal(6)], { description: 'A boundary off the bat: 4 or 6.' }),
    ),
    extra: Type.Optional(
      Type.Object(
        {
          kind: StringEnum(EXTRA_KINDS, { description: 'wide, noBall, bye, legBye or penalty.' }),
          runs: Type.Integer({
            minimum: 0,
            maximum: 10,
            description: 'The whole extra: a wide’s own run included ("5wd" is 5); penalties come in fives.',
          }),
        },
        { additionalProperties: false },
      ),
    ),
    wicket: Type.Optional(
      Type.Object(
        {
          kind: StringEnum(DISMISSALS, {
            description: 'bowled, caught, caughtAndBowled, lbw, runOut, stumped, hitWicket ... retiredHurt.',
          }),
          out: CricketName('The batter out: the striker, or the non-striker run out at that end.'),
          fielder: Type.Optional(
            Text(100, { description: 'The catcher, the keeper who stumped, the fielders of a run out.' }),
          ),
        },
        { additionalProperties: false },
      ),
    ),
    time: Type.Optional(UnixSeconds),
  },
  { additionalProperties: false },
);

const CricketInningsBody = Type.Object(
  {
    innings: Type.Integer({ minimum: 1, maximum: 4 }),
    side: StringEnum(SIDES, { description: 'The batting side.' }),
    battingOrder: Type.Array(CricketName('A batter.'), {
      maxItems: 12,
      description: 'The batting order as used (or to be used): the openers first; the rest "did not bat".',
    }),
    declared: Type.Optional(Type.Boolean()),
    followOn: Type.Optional(Type.Boolean({ description: 'Made to follow on.' })),
    maxOvers: Type.Optional(
      Type.Integer({ minimum: 1, maximum: 50, description: 'Limited overs: 20, 50, or fewer after rain.' }),
    ),
    powerplays: Type.Optional(
      Type.Array(
        Type.Tuple([Type.Integer({ minimum: 1, maximum: 50 }), Type.Integer({ minimum: 1, maximum: 50 })], {
          description: 'First and last over, from 1: [1, 6].',
        }),
        { maxItems: 4 },
      ),
    ),
  },
  { additionalProperties: false },
);

export const BallsBody = Type.Object(
  {
    seq: Seq,
    toss: Type.Optional(
      Type.Object(
        {
          winner: StringEnum(SIDES),
          elected: StringEnum(['bat', 'bowl'] as const),
        },
        { additionalProperties: false },
      ),
    ),
    venue: Type.Optional(Text(120, { examples: ['M. A. Chidambaram Stadium, Chennai'] })),
    umpires: Type.Optional(Type.Array(CricketName('An umpire.'), { maxItems: 6 })),
    playerOfMatch: Type.Optional(CricketName('The player of the match.')),
    innings: Type.Array(CricketInningsBody, { maxItems: 4 }),
    balls: Type.Array(CricketBallBody, { maxItems: MAX_BALLS }),
  },
  { additionalProperties: false },
);
export type BallsBody = Static<typeof BallsBody>;

// ---- match information ----

export const MatchInfoBody = Type.Object(
  {
    seq: Seq,
    venue: Type.Optional(
      Text(100, { description: 'The ground, as spelt.', examples: ['Jawaharlal Nehru Stadium'] }),
    ),
    city: Type.Optional(Text(60, { description: 'Its city, as spelt.', examples: ['Chennai'] })),
    referee: Type.Optional(PersonName('The referee (umpires, judges: the main official).')),
    attendance: Type.Optional(
      Type.Integer({ minimum: 0, maximum: 250_000, description: 'Spectators, as announced.' }),
    ),
    broadcasts: Type.Optional(
      Type.Array(
        Type.Object(
          {
            type: StringEnum(['tv', 'web'] as const, {
              description:
                'tv (a television channel) or web (a streaming service). Bookmakers are not channels.',
            }),
            name: Text(60, { description: 'The channel, as spelt.', examples: ['Star Sports 3'] }),
          },
          { additionalProperties: false },
        ),
        { maxItems: 12, description: 'Channels showing the match in India, in the order to list them.' },
      ),
    ),
  },
  {
    additionalProperties: false,
    description:
      'Venue, referee, attendance and the channels in India. Send the whole object each time: a field ' +
      'left out is unknown and not shown.',
  },
);
export type MatchInfoBody = Static<typeof MatchInfoBody>;
