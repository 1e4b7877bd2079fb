/**
 * Squad and profile positions come as each sport's short codes (football G, D, M, F; cricket BAT, WK,
 * AR, BWL ...), and the same code means different things in different sports ('C' is a basketball
 * centre, a baseball catcher, a netball centre). This maps a sport's code to a position by meaning,
 * named in teamPosition.* of the messages. A code we do not know is shown as "player", never as the
 * raw code: Latin letters on a /ta page would be English.
 */
import { type SportKey, sportById } from '@nerali/domain';
import type { teamTa } from './messages.ts';

export type PositionKey = keyof (typeof teamTa)['teamPosition'];

type CodeMap = Readonly<Record<string, PositionKey>>;

/** Football and the sports that share its four lines (hockey, bandy, futsal, field hockey, beach soccer, floorball). */
const LINES: CodeMap = { G: 'goalkeeper', D: 'defender', M: 'midfielder', F: 'forward' };

/**
 * Each sport's codes by meaning; null where the squad feed's codes have no name we can say (one-person
 * sports, races). Keyed by the sport's key with `satisfies`: a new sport must say which (a missing
 * line does not compile).
 */
const BY_SPORT = {
  soccer: LINES,
  hockey: LINES,
  floorball: LINES,
  bandy: LINES,
  futsal: LINES,
  'field-hockey': LINES,
  'beach-soccer': LINES,
  basketball: { PG: 'pointGuard', SG: 'shootingGuard', SF: 'smallForward', PF: 'powerForward', C: 'centre' },
  cricket: { BAT: 'batter', WK: 'wicketKeeper', AR: 'allRounder', BWL: 'bowler' },
  kabaddi: { RAID: 'raider', DEF: 'defender', AR: 'allRounder' },
  'american-football': {
    QB: 'quarterback',
    RB: 'runningBack',
    WR: 'wideReceiver',
    TE: 'tightEnd',
    OL: 'offensiveLine',
    DL: 'defensiveLine',
    LB: 'linebacker',
    CB: 'cornerback',
    S: 'safety',
    K: 'kicker',
    P: 'punter',
  },
  handball: {
    GK: 'goalkeeper',
    LW: 'leftWing',
    RW: 'rightWing',
    LB: 'leftBack',
    CB: 'centreBack',
    RB: 'rightBack',
    P: 'pivot',
  },
  'rugby-union': {
    PR: 'prop',
    HK: 'hooker',
    LK: 'lock',
    FL: 'flanker',
    N8: 'numberEight',
    SH: 'scrumHalf',
    FH: 'flyHalf',
    C: 'centre',
    W: 'wing',
    FB: 'fullback',
  },
  'rugby-league': {
    FB: 'fullback',
    W: 'wing',
    C: 'centre',
    FE: 'fiveEighth',
    HB: 'halfback',
    PR: 'prop',
    HK: 'hooker',
    SR: 'secondRow',
    LK: 'lock',
  },
  'aussie-rules': { DEF: 'defender', MID: 'midfielder', FWD: 'forward', RUC: 'ruck' },
  'water-polo': { GK: 'goalkeeper', D: 'defender', W: 'wing', CF: 'pivot', U: 'utility' },
  netball: {
    GS: 'goalShooter',
    GA: 'goalAttack',
    WA: 'wingAttack',
    C: 'centre',
    WD: 'wingDefence',
    GD: 'goalDefence',
    GK: 'goalkeeper',
  },
  volleyball: { S: 'setter', OH: 'outsideHitter', MB: 'middleBlocker', OP: 'opposite', L: 'libero' },
  baseball: {
    SP: 'startingPitcher',
    RP: 'reliefPitcher',
    C: 'catcher',
    '1B': 'firstBase',
    '2B': 'secondBase',
    '3B': 'thirdBase',
    SS: 'shortstop',
    OF: 'outfielder',
  },
  pesapallo: { P: 'pitcher', C: 'catcher', IF: 'infielder', OF: 'outfielder', JK: 'joker' },
  esports: { PLR: 'player', SUB: 'substitute' },
  badminton: { S: 'player' },
  'table-tennis': { S: 'player' },
  tennis: null,
  darts: null,
  snooker: null,
  boxing: null,
  'beach-volleyball': null,
  mma: null,
  golf: null,
  motorsport: null,
  'auto-racing': null,
  'moto-racing': null,
  cycling: null,
  'horse-racing': null,
  'winter-sports': null,
  'ski-jumping': null,
  alpine: null,
  'cross-country': null,
  biathlon: null,
} as const satisfies { readonly [K in SportKey]: CodeMap | null };

/** The position of a sport's code, by meaning; 'player' for an unknown or empty code. */
export function positionKey(sportId: number, code: string | undefined): PositionKey {
  const known = code ? codeOf(sportId, code) : null;
  return known === null ? 'player' : known;
}

/** The position of one sport's code; null for a code it does not list, or an id outside the catalogue. */
function codeOf(sportId: number, code: string): PositionKey | null {
  const sport = sportById(sportId);
  const codes: CodeMap | null = sport ? BY_SPORT[sport.key] : null;
  if (codes === null || !Object.hasOwn(codes, code)) return null;
  return codes[code] as PositionKey;
}

/**
 * Squad groups in the squad's own order (the feed lists players by position in the sport's order):
 * consecutive players of one position form a group. Unknown codes gather under "other players".
 */
export function groupByPosition<P extends { position: string }>(
  sportId: number,
  players: readonly P[],
): { key: PositionKey | 'others'; players: P[] }[] {
  const groups: { key: PositionKey | 'others'; players: P[] }[] = [];
  const byKey = new Map<string, { key: PositionKey | 'others'; players: P[] }>();
  for (const player of players) {
    const known = codeOf(sportId, player.position);
    const key: PositionKey | 'others' = known === null ? 'others' : known;
    let group = byKey.get(key);
    if (!group) {
      group = { key, players: [] };
      byKey.set(key, group);
      groups.push(group);
    }
    group.players.push(player);
  }
  // Unknown codes last, whatever their place in the feed.
  return [...groups.filter((g) => g.key !== 'others'), ...groups.filter((g) => g.key === 'others')];
}
