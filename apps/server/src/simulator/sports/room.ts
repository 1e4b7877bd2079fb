/**
 * A sport's room in the simulator: everything the simulator knows of one sport, in one folder
 * (`sports/<key>/`: `script.ts` how a match plays, `world.ts` its competitions, `room.ts` the rest),
 * read by the shared machinery (fixtures.ts, world/world.ts, detail/, league/, no-duel/). The facts of
 * the sport itself (periods, points, draws, terms ...) are on its domain card (`room.card`); the room
 * holds what the simulated world adds: leagues and teams, the kick-off marks, the odds model's figures,
 * the statistics it counts, the squads and team sheets it draws, how its news reads.
 *
 * Rooms are registered in `index.ts`, typed against the domain's card registry: a sport with a card
 * and no room, or a room missing a table, does not compile.
 */
import type {
  BallByBall,
  Commentary,
  DuelCard,
  KabaddiRaids,
  MatchStatistics,
  Participant,
  PointHistory,
  PointsRule,
  RaceCard,
  Text,
} from '@nerali/domain';
import type { LineupTemplate } from '../detail/lineup-template.ts';
import type { TeamSheet } from '../detail/team-sheet.ts';
import type { NamedIncident } from '../detail/named-incidents.ts';
import type { OddsFamily } from '../detail/odds-family.ts';
import type { StatSpec } from '../detail/stat-spec.ts';
import type { SquadSpec } from '../league/squad-spec.ts';
import type { RaceCalendar, RaceKind, RaceRules } from '../no-duel/types.ts';
import type { Fixture, MatchView, SimIncident, SportRules, TeamVariant } from '../types.ts';
import type { LeagueDef } from '../world/league-def.ts';

/**
 * How a sport's kick-offs are written down (fixtures.ts); when its competitions play is its season
 * calendar's (calendar/cadence.ts).
 */
export interface Plan {
  /** Kick-offs fall on multiples of this many minutes (15 for the team sports with a rest rule). */
  snapMin: number;
}

/** Who takes part in a sport's matches. */
export interface Entrants {
  /**
   * When a participant is a player (short name: the surname) rather than a team: `always` (tennis),
   * `by-name` when the name reads as a player's or a pair's ('K. Raman', 'Nair/Menon'), or `never`.
   */
  players: 'always' | 'by-name' | 'never';
  /** A name 'Nair/Menon' is a pair of players (doubles), not a team. */
  pairs: boolean;
  /** Every side is a women's side (netball). */
  women: boolean;
}

/** How the league desk writes a sport's match reports (league/news.ts). */
export interface NewsStyle {
  /** A result told by its score, or by cricket's margin and innings. */
  result: 'score' | 'cricket';
  /** The body lists the parts set by set, or by period. */
  parts: 'sets' | 'periods';
  /** When a win is "big": by a goal margin, by a share of the points scored, or never. */
  bigWin: { margin: number } | { share: number } | null;
  /** The competition is a weight division (fight cards) or a series. */
  competition: 'division' | 'series';
}

/** A match as played up to match second t, for the documents a sport writes itself. */
export interface Played {
  fx: Fixture;
  script: unknown;
  sheets: readonly [TeamSheet, TeamSheet];
  /** Match second; `final` once the match is over (t is then its end). */
  t: number;
  final: boolean;
  /** Unix seconds of a match second. */
  clockOf(t: number): number;
}

/** A finished match, for its report: the sheets only in sports that have them. */
export interface Finished {
  fx: Fixture;
  script: unknown;
  view: MatchView;
  /** The match's end (match seconds). */
  t: number;
  sheets?: readonly [TeamSheet, TeamSheet];
  clockOf(t: number): number;
}

/** What a sport adds to the detail documents of its matches (detail/match.ts); each is optional. */
export interface DetailHooks {
  /**
   * Names the players of the script's incidents and adds what the scoreboard never sees (football's
   * bookings, assists, substitutions). Without it, players are picked from the team sheets.
   */
  nameIncidents?(
    script: unknown,
    fx: Fixture,
    base: readonly SimIncident[],
    sheets: readonly [TeamSheet, TeamSheet],
  ): NamedIncident[];
  /** What the statistics count instead of the named incidents (basketball's baskets). */
  statSource?(script: unknown): SimIncident[];
  /** The statistics open with ball possession (football). */
  possession?: (fx: Fixture, t: number) => [number, number];
  /**
   * A commentary document: football's (kick-off, the half-time and second-half whistles at `marks`,
   * full time), a plain one (start, incidents, end), or the sport's own (cricket's ball by ball).
   */
  commentary?:
    | { style: 'football'; marks(script: unknown): { t: number; kind: 'halfTime' | 'secondHalf' }[] }
    | { style: 'plain' }
    | { style: 'own'; document(played: Played): Commentary };
  /** The point-by-point history (tennis), the leg-by-leg one (darts). */
  pointHistory?(eventId: string, script: unknown, t: number, fx: Fixture): PointHistory;
  /**
   * The statistics document the sport counts itself instead of the room's `stats` lines (darts, from its
   * visits: averages and checkouts per set).
   */
  statistics?(eventId: string, script: unknown, t: number, fx: Fixture): MatchStatistics;
  /** Every delivery bowled so far, named from the team sheets (cricket's `balls` document). */
  balls?(played: Played): BallByBall;
  /** The home side's chance in play as the state shows it, for the odds (cricket's chase, knockdowns). */
  homeChance?(
    fx: Fixture,
    script: unknown,
    view: MatchView,
    incidents: readonly SimIncident[],
    t: number,
  ): number;
  /**
   * The chance of a draw where this match can be drawn (cricket's Tests and first-class matches), before
   * the start (`script` and `view` undefined) or in play at match second t, from what a viewer sees then;
   * undefined where it cannot. The odds then price three ways.
   */
  drawChance?(fx: Fixture, script: unknown, view: MatchView | undefined, t: number): number | undefined;
  /**
   * The report of the finished match (df_mr) told from its facts (cricket: the margin, the top scorer, the
   * best bowler; darts: sets and legs, averages, 180s, the highest checkout); undefined leaves the plain
   * report (detail/texts.ts).
   */
  report?(match: Finished): { title: Text; body: Text } | undefined;
  /** Every incident carries the score after it, not only those that score (cricket's wickets). */
  scoreOnEveryIncident?: boolean;
  /**
   * Kabaddi's raids document up to t and the commentary written from the same raids (the sport then has
   * no `commentary` hook), its players named from the team sheets; `clockOf` gives a match second's
   * unix time.
   */
  raids?(
    fx: Fixture,
    script: unknown,
    t: number,
    sheets: readonly [TeamSheet, TeamSheet],
    clockOf: (t: number) => number,
  ): { raids: KabaddiRaids; commentary: Commentary };
}

/** A duel sport's room. */
export interface DuelRoom<C extends DuelCard = DuelCard> {
  card: C;
  /** How a match plays: its script, views and incidents (`script.ts`). */
  rules: SportRules;
  /** Its competitions with their teams and match formats (`world.ts`). WARNING: order is identity. */
  leagues: readonly LeagueDef[];
  plan: Plan;
  entrants: Entrants;
  /** Team sheets: positions with a bench, football's formations, or none (individual sports). */
  lineup: LineupTemplate | null;
  /** Team sheets of a league's own format (rugby sevens: 7 and 5 replacements), by variant. */
  variantLineups?: Readonly<Partial<Record<TeamVariant, LineupTemplate>>>;
  /** Squads of its teams; null where every participant is a player or a pair. */
  squad: SquadSpec | null;
  odds: OddsFamily;
  /** The lines of its match statistics; null: no statistics document. */
  stats: readonly StatSpec[] | null;
  /** League keys that keep a table though the sport's competitions are usually knock-out draws. */
  tableLeagues: readonly string[];
  /** A league's own points rule (first-class cricket); the card's rule otherwise. */
  leaguePoints?(def: LeagueDef): PointsRule | null;
  news: NewsStyle;
  detail: DetailHooks;
}

/** A race sport's room: its calendar, its entrants, and the race families it runs. */
export interface RaceRoom<C extends RaceCard = RaceCard> {
  card: C;
  /** The races that start on a UTC day. */
  calendar: RaceCalendar;
  participants: readonly Participant[];
  /** The rules of each kind of race its calendar holds (a Grand Prix, its practice, a rally stage). */
  rules: Partial<Record<RaceKind, RaceRules>>;
}

/** A sport's entrants from a world shared by several sports (motorsport's, the winter sports'). */
export function roomParticipants(
  bySport: ReadonlyMap<number, readonly Participant[]>,
  card: RaceCard,
): readonly Participant[] {
  const list = bySport.get(card.id);
  if (!list) throw new RangeError(`simulator: no entrants for ${card.key}`);
  return list;
}
