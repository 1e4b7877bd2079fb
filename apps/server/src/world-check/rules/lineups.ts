/**
 * lineup.size: the starters a team fields and the players it may name, by the laws of each team sport.
 *
 * Starters / most players named (starters and substitutes):
 * - football 11 / 26 (IFAB Law 3.1: eleven, one of them the goalkeeper; Law 3.2: at most fifteen
 *   named substitutes); futsal 5 / 14 (Futsal Laws, Law 3: five, at most nine substitutes); beach
 *   soccer 5 / 12 (Beach Soccer Laws, Law 3: five, at most seven substitutes);
 * - basketball 5 / 12 (FIBA Art. 4.2.1 and 4.2.2; the NBA's active list 13 of 15, competitions.ts);
 *   ice hockey 6 / 22 (IIHF Official Rule Book, "Number of players": 20 skaters and 2 goalkeepers);
 *   American football 11 / 53 (NFL Rule 5, Section 1; the roster); handball 7 / 16 (IHF Rule 4:1);
 *   volleyball 6 / 14 (FIVB Rules 4.1.1 and 7.3.1: up to 14 with two liberos); water polo 7 / 14
 *   (World Aquatics WP 5.1); field hockey 11 / 18 (FIH Rules of Hockey 2.1; 18 in FIH events);
 *   netball 7 / 12 (World Netball Rules: seven, a team of up to twelve); kabaddi 7 / 12 (PKL rules:
 *   seven on the mat, twelve in the squad); floorball 6 / 20 (IFF Rules 3.1); bandy 11 (FIB Rules
 *   "Players"); rugby union 15 / 23 (World Rugby Law 3: fifteen, up to eight replacements), sevens
 *   7 / 12 (Law 3, sevens variations: five replacements); rugby league 13 / 17 (IRL Laws, "Players":
 *   thirteen and four interchanges, plus the 18th man); Australian football 18 / 23 (Laws of
 *   Australian Football: eighteen on the field, four interchanges and a substitute); baseball 9 or 10
 *   with a designated hitter / 28 (Official Baseball Rules 5.11; MLB's active roster 26, KBO 28);
 *   cricket 11 (MCC Law 1.1; squads are the competition's); pesäpallo 9 in the field (Pesäpallon
 *   pelisäännöt: nine fielders, twelve batters with the three jokers).
 * - lineup.goalkeeper: exactly one goalkeeper among the starters where the laws name one (IFAB Law
 *   3.1, Futsal and Beach Soccer Law 3, World Aquatics WP 5.1, FIB bandy rules), read from the
 *   positions the feed gives ("G"/"GK"); nothing when no position is a goalkeeper's.
 * - lineup.numbers: no two players of a side wear one number (FIBA Art. 4.3.2; IIHF "Player
 *   numbers"; competition rules elsewhere).
 *
 * What the feeds cannot show: line-ups carry no player ids, so one player in two matches at once
 * (a club and a national team) cannot be told from namesakes.
 */
import { LineupRole } from '@nerali/domain';
import { competitionOf } from '../competitions.ts';
import type { Violation, World } from '../model.ts';
import { sportKey, violation } from './support.ts';

interface Size {
  starters: readonly number[];
  /** Most players named, starters and substitutes together; undefined when no rule caps it. */
  named?: number;
  goalkeeper?: boolean;
}

const SIZES: Record<string, Size> = {
  soccer: { starters: [11], named: 26, goalkeeper: true },
  futsal: { starters: [5], named: 14, goalkeeper: true },
  'beach-soccer': { starters: [5], named: 12, goalkeeper: true },
  basketball: { starters: [5], named: 12 },
  hockey: { starters: [6], named: 22 },
  'american-football': { starters: [11], named: 53 },
  handball: { starters: [7], named: 16 },
  volleyball: { starters: [6], named: 14 },
  'water-polo': { starters: [7], named: 14, goalkeeper: true },
  'field-hockey': { starters: [11], named: 18 },
  netball: { starters: [7], named: 12 },
  kabaddi: { starters: [7], named: 12 },
  floorball: { starters: [6], named: 20 },
  bandy: { starters: [11], goalkeeper: true },
  'rugby-union': { starters: [15], named: 23 },
  'rugby-league': { starters: [13], named: 18 },
  'aussie-rules': { starters: [18], named: 23 },
  baseball: { starters: [9, 10], named: 28 },
  cricket: { starters: [11] },
  pesapallo: { starters: [9] },
};
const SEVENS: Size = { starters: [7], named: 12 };

/** Team sports with line-ups: the line-up feed is read for their events (collect.ts). */
export const LINEUP_SPORTS: ReadonlySet<string> = new Set(Object.keys(SIZES));

export function lineupSize(sport: string, leagueName: string): Size | undefined {
  const facts = competitionOf(sport, leagueName);
  if (sport === 'rugby-union' && facts.sevens) return SEVENS;
  const size = SIZES[sport];
  if (size && sport === 'basketball') return { ...size, named: facts.basketballRoster };
  return size;
}

const GOALKEEPER = new Set(['G', 'GK']);

export function lineupRule(world: World): Violation[] {
  const out: Violation[] = [];
  for (const [id, lineups] of world.lineups) {
    const e = world.events.get(id);
    const size = e ? lineupSize(sportKey(e), e.league.name) : undefined;
    if (!e || !size) continue;
    const anyKeeper = lineups.teams.some((t) => t.players.some((p) => GOALKEEPER.has(p.position)));
    for (const team of lineups.teams) {
      const side = team.side === 1 ? e.homeName : e.awayName;
      const starters = team.players.filter((p) => p.role === LineupRole.starter);
      if (team.players.length === 0) continue;
      if (!size.starters.includes(starters.length)) {
        out.push(
          violation(
            e,
            'lineup.size',
            `${side} fields ${starters.length} starters (${size.starters.join(' or ')})`,
          ),
        );
      }
      if (size.named !== undefined && team.players.length > size.named) {
        out.push(
          violation(e, 'lineup.size', `${side} names ${team.players.length} players (at most ${size.named})`),
        );
      }
      const keepers = starters.filter((p) => GOALKEEPER.has(p.position)).length;
      if (size.goalkeeper && anyKeeper && keepers !== 1) {
        out.push(violation(e, 'lineup.goalkeeper', `${side} starts ${keepers} goalkeepers`));
      }
      const numbers = team.players.map((p) => p.number).filter((n): n is number => n !== undefined);
      const twice = numbers.filter((n, i) => numbers.indexOf(n) !== i);
      if (twice.length > 0)
        out.push(
          violation(e, 'lineup.numbers', `${side} has two players wearing ${[...new Set(twice)].join(', ')}`),
        );
    }
  }
  return out;
}
