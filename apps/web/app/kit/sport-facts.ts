/**
 * The web's sport registry: what the site shows of each sport that is not a fact of the sport itself
 * (which table a race gets, which tabs a match page has, which sound a point makes, what the row's
 * small cells count). One line per sport, keyed by the domain's `SportKey` and checked with
 * `satisfies`: a sport added to the catalogue (`SPORT_ROWS`) and missing here, or a duel missing one
 * of its facts, does not compile (docs/ARCHITECTURE.md, "Adding a sport").
 *
 * Facts of the sport itself (its parts and their noun, its clock, whether it is a duel, a race or an
 * umbrella) stay in the domain's card; pages read them from the row (`SPORT_ROWS[sport.key]`).
 * Components ask this registry instead of testing `sport.key === 'cricket'` or a list of ids; the
 * lint rule `nerali/sport-branches` refuses such tests in apps/web/app (tools/eslint-layers.js).
 *
 * The kind of each entry is the card's kind: a duel's entry has duel facts, a race's race facts, an
 * umbrella (motorsport, winter sports: no events of their own, CAT3) none. This file sits in kit/ so
 * that the board's rows and the features above read it alike; it holds data only (no component).
 */
import {
  type DuelKey,
  type PartNoun,
  type RaceKey,
  SPORT_ROWS,
  type SportInfo,
  type SportKey,
  type UmbrellaSportKey,
} from '@nerali/domain';

/** What one point of the main score is in a followed game, when each one is worth an alert. */
export type AlertUnit = 'goal' | 'run' | 'set' | 'frame' | 'point';

/** What a standings table's "for" and "against" columns count. */
export type TableUnit = 'goals' | 'runs' | 'sets' | 'frames' | 'legs' | 'maps' | 'score';

/** Line-up position codes the web can say in Tamil (`lineups.pos*` of the catalogue). */
export type LineupPosition =
  'G' | 'D' | 'M' | 'F' | 'BAT' | 'WK' | 'AR' | 'BOWL' | 'P' | 'C' | 'RAIDER' | 'ALL' | 'DEF' | 'GK';

/** Which table a race sport gets (kit/event/race.ts `FAMILY_COLUMNS`). */
export type RaceFamily =
  'golf' | 'motor' | 'horse' | 'cycling' | 'skiJumping' | 'alpine' | 'crossCountry' | 'biathlon';

/** What every sport's line says, whatever its kind. */
interface CommonFacts {
  /**
   * Spec 1 §2: "Category pages exist for sports 2, 21, 23, 31, 32, 33, 36": the country page of these
   * sports is titled as a category page (a tour, a circuit, a game). Not the card's `category`
   * (CAT5), which the spec gives more sports.
   */
  categoryPages: boolean;
}

export interface DuelFacts extends CommonFacts {
  kind: 'duel';
  /** Participants play singles and doubles: the team page splits results and fixtures (`_s`/`_d`). */
  doubles: boolean;
  /** Followed games (kit/event/game-events.ts, spec 1 §4). */
  alerts: {
    /**
     * Each point of the main score alerts, counted in this unit; null where the score moves every
     * minute or every ball (basketball, rugby, kabaddi, cricket): only the start and the end alert.
     */
    unit: AlertUnit | null;
    /** Tennis has sounds of its own (a game, a set, the match); every other sport the common ones. */
    sounds: 'tennis' | 'common';
    /** A wicket alerts (cricket). */
    wickets: boolean;
  };
  /** One person a side: no line-ups tab, the standings name players. */
  individual: boolean;
  /** The board's row (features/board/EventRow.tsx). */
  row: {
    /** The score: one number a side, or cricket's innings (runs/wickets). */
    score: 'plain' | 'innings';
    /** What a finished row says under the sides: cricket's result, how a bout ended, or nothing. */
    note: 'cricket' | 'bout' | null;
    /** What the small cell after a live score counts. */
    gameScore: 'gamePoints' | 'legsInSet' | 'framePoints';
  };
  /** The match page (features/match/). */
  match: {
    /** A cricket scorecard tab. */
    scorecard: boolean;
    /**
     * The play-by-play tab and its feeds: tennis (games and points), darts (legs), sets, or none; kabaddi
     * raid by raid ('raids': its own tab, `raids`, from `df_kb`).
     */
    history: 'tennis' | 'darts' | 'sets' | 'raids' | null;
    /** The statistics feeds: by period, or darts' per-set figures. */
    stats: 'periods' | 'darts';
    /**
     * The line-ups tab (null: an individual sport has none): the positions said in Tamil, the
     * formation drawing, baseball's pitchers.
     */
    lineups: { positions: readonly LineupPosition[]; pitch: boolean; pitchers: boolean } | null;
    /** Who the incident's second player is: an assist, or cricket's bowler. */
    secondPlayer: 'assist' | 'bowler';
    /**
     * How an incident's time is said: the card's `terms.incidentTime` (CAT18). Repeated here because
     * the web bundles the rows only, not the cards (docs/ARCHITECTURE.md, "What the browser loads");
     * sport-facts.test.ts checks both agree.
     */
    incidentTime: 'minute' | 'over' | 'at';
    /**
     * The score part (0-based) that holds every part after it, headed "10+": baseball's tenth column
     * is all extra innings together (the catalogue gives baseball ten parts), so a tie after twelve
     * innings is not shown as a tie after ten. Null: each part is one period.
     */
    extraPart: number | null;
  };
  /** What a league table's score columns count. */
  tableUnit: TableUnit;
}

export interface RaceFacts extends CommonFacts {
  kind: 'race';
  /** The live leader's distance in km is shown (spec 2 §9: winter sports). */
  leaderDistance: boolean;
  family: RaceFamily;
  /**
   * Rows of one race the board shows before "show all" (spec 1 §9 "Events per page without duels":
   * 40, golf 30, cycling and winter sports 10), applied per race so that a 150-player field does not
   * bury the races below it.
   */
  rowLimit: number;
  /** A shared place is written "T3" (golf). */
  tiedRanks: boolean;
  /** Who an entry is: the name column's heading, the verb of a fall, the series table's heading. */
  entrant: 'player' | 'driver' | 'rider' | 'horse';
}

export interface UmbrellaFacts extends CommonFacts {
  kind: 'umbrella';
}

export type SportFacts = DuelFacts | RaceFacts | UmbrellaFacts;

/** A team sport's line-ups: its positions; the formation drawn where the feed has places. */
const team = (positions: readonly LineupPosition[], extra: { pitch?: true; pitchers?: true } = {}) => ({
  positions,
  pitch: extra.pitch === true,
  pitchers: extra.pitchers === true,
});

const plainRow = { score: 'plain', note: null, gameScore: 'gamePoints' } as const;

/** The usual duel of two teams, its own facts given. */
const teamDuel = (
  facts: Pick<DuelFacts, 'alerts' | 'tableUnit'> & {
    lineups: NonNullable<DuelFacts['match']['lineups']>;
    incidentTime: DuelFacts['match']['incidentTime'];
    extraPart?: number;
    history?: DuelFacts['match']['history'];
    categoryPages?: true;
  },
): DuelFacts => ({
  kind: 'duel',
  categoryPages: facts.categoryPages === true,
  doubles: false,
  alerts: facts.alerts,
  individual: false,
  row: plainRow,
  match: {
    scorecard: false,
    history: facts.history ?? null,
    stats: 'periods',
    lineups: facts.lineups,
    secondPlayer: 'assist',
    incidentTime: facts.incidentTime,
    extraPart: facts.extraPart ?? null,
  },
  tableUnit: facts.tableUnit,
});

const goals = { unit: 'goal', sounds: 'common', wickets: false } as const;
const runs = { unit: 'run', sounds: 'common', wickets: false } as const;
const sets = { unit: 'set', sounds: 'common', wickets: false } as const;
/** The score moves every minute: only the start and the end alert. */
const quiet = { unit: null, sounds: 'common', wickets: false } as const;

const DUELS = {
  soccer: teamDuel({
    alerts: goals,
    tableUnit: 'goals',
    lineups: team(['G', 'D', 'M', 'F'], { pitch: true }),
    incidentTime: 'minute',
  }),
  tennis: {
    kind: 'duel',
    categoryPages: true,
    doubles: true,
    alerts: { unit: 'set', sounds: 'tennis', wickets: false },
    individual: true,
    row: plainRow,
    match: {
      scorecard: false,
      history: 'tennis',
      stats: 'periods',
      lineups: null,
      secondPlayer: 'assist',
      incidentTime: 'at',
      extraPart: null,
    },
    tableUnit: 'sets',
  },
  basketball: teamDuel({ alerts: quiet, tableUnit: 'score', lineups: team([]), incidentTime: 'at' }),
  hockey: teamDuel({ alerts: goals, tableUnit: 'goals', lineups: team([]), incidentTime: 'at' }),
  'american-football': teamDuel({
    alerts: quiet,
    tableUnit: 'score',
    lineups: team([]),
    incidentTime: 'at',
  }),
  baseball: teamDuel({
    alerts: runs,
    tableUnit: 'runs',
    lineups: team(['P', 'C'], { pitchers: true }),
    incidentTime: 'at',
    extraPart: 9,
  }),
  handball: teamDuel({ alerts: quiet, tableUnit: 'goals', lineups: team(['GK']), incidentTime: 'at' }),
  'rugby-union': teamDuel({ alerts: quiet, tableUnit: 'score', lineups: team([]), incidentTime: 'minute' }),
  floorball: teamDuel({ alerts: goals, tableUnit: 'goals', lineups: team([]), incidentTime: 'at' }),
  bandy: teamDuel({ alerts: goals, tableUnit: 'goals', lineups: team([]), incidentTime: 'minute' }),
  futsal: teamDuel({ alerts: goals, tableUnit: 'goals', lineups: team(['GK']), incidentTime: 'at' }),
  volleyball: teamDuel({
    alerts: sets,
    tableUnit: 'sets',
    lineups: team([]),
    incidentTime: 'at',
    history: 'sets',
  }),
  cricket: {
    kind: 'duel',
    categoryPages: false,
    doubles: false,
    alerts: { unit: null, sounds: 'common', wickets: true },
    individual: false,
    row: { score: 'innings', note: 'cricket', gameScore: 'gamePoints' },
    match: {
      scorecard: true,
      history: null,
      stats: 'periods',
      lineups: team(['BAT', 'WK', 'AR', 'BOWL']),
      secondPlayer: 'bowler',
      incidentTime: 'over',
      extraPart: null,
    },
    tableUnit: 'runs',
  },
  darts: {
    kind: 'duel',
    categoryPages: false,
    doubles: false,
    alerts: sets,
    individual: true,
    row: { score: 'plain', note: null, gameScore: 'legsInSet' },
    match: {
      scorecard: false,
      history: 'darts',
      stats: 'darts',
      lineups: null,
      secondPlayer: 'assist',
      incidentTime: 'at',
      extraPart: null,
    },
    tableUnit: 'legs',
  },
  snooker: {
    kind: 'duel',
    categoryPages: false,
    doubles: false,
    alerts: { unit: 'frame', sounds: 'common', wickets: false },
    individual: true,
    row: { score: 'plain', note: null, gameScore: 'framePoints' },
    match: {
      scorecard: false,
      history: null,
      stats: 'periods',
      lineups: null,
      secondPlayer: 'assist',
      incidentTime: 'at',
      extraPart: null,
    },
    tableUnit: 'frames',
  },
  boxing: {
    kind: 'duel',
    categoryPages: false,
    doubles: false,
    alerts: quiet,
    individual: true,
    row: { score: 'plain', note: 'bout', gameScore: 'gamePoints' },
    match: {
      scorecard: false,
      history: null,
      stats: 'periods',
      lineups: null,
      secondPlayer: 'assist',
      incidentTime: 'at',
      extraPart: null,
    },
    tableUnit: 'score',
  },
  'beach-volleyball': teamDuel({
    alerts: sets,
    tableUnit: 'sets',
    lineups: team([]),
    incidentTime: 'at',
    history: 'sets',
  }),
  'aussie-rules': teamDuel({ alerts: quiet, tableUnit: 'score', lineups: team([]), incidentTime: 'minute' }),
  'rugby-league': teamDuel({ alerts: quiet, tableUnit: 'score', lineups: team([]), incidentTime: 'minute' }),
  badminton: {
    kind: 'duel',
    categoryPages: true,
    doubles: true,
    alerts: sets,
    individual: true,
    row: plainRow,
    match: {
      scorecard: false,
      history: 'sets',
      stats: 'periods',
      lineups: null,
      secondPlayer: 'assist',
      incidentTime: 'at',
      extraPart: null,
    },
    tableUnit: 'sets',
  },
  'water-polo': teamDuel({ alerts: goals, tableUnit: 'goals', lineups: team(['GK']), incidentTime: 'at' }),
  'field-hockey': teamDuel({ alerts: goals, tableUnit: 'goals', lineups: team(['GK']), incidentTime: 'at' }),
  'table-tennis': {
    kind: 'duel',
    categoryPages: false,
    doubles: true,
    alerts: sets,
    individual: true,
    row: plainRow,
    match: {
      scorecard: false,
      history: 'sets',
      stats: 'periods',
      lineups: null,
      secondPlayer: 'assist',
      incidentTime: 'at',
      extraPart: null,
    },
    tableUnit: 'sets',
  },
  'beach-soccer': teamDuel({ alerts: goals, tableUnit: 'goals', lineups: team(['GK']), incidentTime: 'at' }),
  mma: {
    kind: 'duel',
    categoryPages: false,
    doubles: false,
    alerts: quiet,
    individual: true,
    row: { score: 'plain', note: 'bout', gameScore: 'gamePoints' },
    match: {
      scorecard: false,
      history: null,
      stats: 'periods',
      lineups: null,
      secondPlayer: 'assist',
      incidentTime: 'at',
      extraPart: null,
    },
    tableUnit: 'score',
  },
  netball: teamDuel({ alerts: quiet, tableUnit: 'score', lineups: team([]), incidentTime: 'at' }),
  pesapallo: teamDuel({ alerts: runs, tableUnit: 'runs', lineups: team([]), incidentTime: 'at' }),
  esports: teamDuel({
    categoryPages: true,
    alerts: { unit: 'point', sounds: 'common', wickets: false },
    tableUnit: 'maps',
    lineups: team([]),
    incidentTime: 'at',
  }),
  kabaddi: teamDuel({
    alerts: quiet,
    tableUnit: 'score',
    lineups: team(['RAIDER', 'ALL', 'DEF']),
    incidentTime: 'minute',
    history: 'raids',
  }),
} as const satisfies { readonly [K in DuelKey]: DuelFacts };

const RACES = {
  golf: {
    kind: 'race',
    family: 'golf',
    rowLimit: 30,
    tiedRanks: true,
    entrant: 'player',
    leaderDistance: false,
    categoryPages: true,
  },
  'auto-racing': {
    kind: 'race',
    family: 'motor',
    rowLimit: 40,
    tiedRanks: false,
    entrant: 'driver',
    leaderDistance: false,
    categoryPages: true,
  },
  'moto-racing': {
    kind: 'race',
    family: 'motor',
    rowLimit: 40,
    tiedRanks: false,
    entrant: 'rider',
    leaderDistance: false,
    categoryPages: true,
  },
  cycling: {
    kind: 'race',
    family: 'cycling',
    rowLimit: 10,
    tiedRanks: false,
    entrant: 'player',
    leaderDistance: false,
    categoryPages: false,
  },
  'horse-racing': {
    kind: 'race',
    family: 'horse',
    rowLimit: 40,
    tiedRanks: false,
    entrant: 'horse',
    leaderDistance: false,
    categoryPages: false,
  },
  'ski-jumping': {
    kind: 'race',
    family: 'skiJumping',
    rowLimit: 10,
    tiedRanks: false,
    entrant: 'player',
    leaderDistance: true,
    categoryPages: false,
  },
  alpine: {
    kind: 'race',
    family: 'alpine',
    rowLimit: 10,
    tiedRanks: false,
    entrant: 'player',
    leaderDistance: true,
    categoryPages: false,
  },
  'cross-country': {
    kind: 'race',
    family: 'crossCountry',
    rowLimit: 10,
    tiedRanks: false,
    entrant: 'player',
    leaderDistance: true,
    categoryPages: false,
  },
  biathlon: {
    kind: 'race',
    family: 'biathlon',
    rowLimit: 10,
    tiedRanks: false,
    entrant: 'player',
    leaderDistance: true,
    categoryPages: false,
  },
} as const satisfies { readonly [K in RaceKey]: RaceFacts };

const UMBRELLAS = {
  motorsport: { kind: 'umbrella', categoryPages: true },
  'winter-sports': { kind: 'umbrella', categoryPages: false },
} as const satisfies { readonly [K in UmbrellaSportKey]: UmbrellaFacts };

/** Every sport's web facts, by key. A sport of `SPORT_ROWS` missing here does not compile. */
export const SPORT_FACTS = { ...DUELS, ...RACES, ...UMBRELLAS } as const satisfies {
  readonly [K in SportKey]: SportFacts;
};

/** The web facts of a sport. */
export function sportFacts(sport: SportInfo): SportFacts {
  return SPORT_FACTS[sport.key];
}

/** Spec 1 §2: the sport's country pages are category pages (tennis tours, golf circuits ...). */
export function hasCategoryPages(sport: SportInfo): boolean {
  return SPORT_FACTS[sport.key].categoryPages;
}

/** Singles and doubles: the team page splits results and fixtures (tennis, badminton, table tennis). */
export function playsDoubles(sport: SportInfo): boolean {
  const facts: SportFacts = SPORT_FACTS[sport.key];
  return facts.kind === 'duel' && facts.doubles;
}

/**
 * The facts of a duel sport.
 * WARNING: throws for a race or an umbrella: call it where the page is a duel's (`!sport.noDuel`).
 */
export function duelFacts(sport: SportInfo): DuelFacts {
  const facts: SportFacts = SPORT_FACTS[sport.key];
  if (facts.kind !== 'duel') throw new Error(`${sport.key} is not a duel sport`);
  return facts;
}

/**
 * The facts of a race sport.
 * WARNING: throws for a duel or an umbrella (whose events are its children's): call it where the
 * page shows a race (`sport.noDuel` and events).
 */
export function raceFacts(sport: SportInfo): RaceFacts {
  const facts: SportFacts = SPORT_FACTS[sport.key];
  if (facts.kind !== 'race') throw new Error(`${sport.key} is not a race sport`);
  return facts;
}

/**
 * The noun of a sport's score parts and of its "set" stages (the card's `parts.noun`, CAT18): a
 * basketball quarter, a field hockey quarter, a beach soccer period, a badminton game, a boxing
 * round. Null for a race or an umbrella, which keep no parts.
 */
export function partNounOf(sport: SportInfo): PartNoun | null {
  const row = SPORT_ROWS[sport.key];
  return row.kind === 'duel' ? row.parts.noun : null;
}

/** The score part that holds every part after it (baseball's "10+"), or null. */
export function extraPartOf(sport: SportInfo): number | null {
  const facts = sportFacts(sport);
  return facts.kind === 'duel' ? facts.match.extraPart : null;
}
