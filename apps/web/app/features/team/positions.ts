/**
 * Squad and profile positions come as each sport's short codes (football G, D, M, F; cricket BAT, WK,
 * AR, BWL ...), and the same code means different things in different sports ('C' is a basketball
 * centre, a baseball catcher, a netball centre). This maps a sport's code to a position by meaning,
 * named in teamPosition.* of the messages. A code we do not know is shown as "player", never as the
 * raw code: Latin letters on a /ta page would be English.
 */
import type { teamTa } from './messages.ts';

export type PositionKey = keyof (typeof teamTa)['teamPosition'];

type CodeMap = Readonly<Record<string, PositionKey>>;

/** Football and the sports that share its four lines (hockey, bandy, futsal, field hockey, beach soccer, floorball). */
const LINES: CodeMap = { G: 'goalkeeper', D: 'defender', M: 'midfielder', F: 'forward' };

const BY_SPORT: Readonly<Record<number, CodeMap>> = {
  1: LINES,
  4: LINES,
  9: LINES,
  10: LINES,
  11: LINES,
  24: LINES,
  26: LINES,
  3: { PG: 'pointGuard', SG: 'shootingGuard', SF: 'smallForward', PF: 'powerForward', C: 'centre' },
  13: { BAT: 'batter', WK: 'wicketKeeper', AR: 'allRounder', BWL: 'bowler' },
  42: { RAID: 'raider', DEF: 'defender', AR: 'allRounder' },
  5: {
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
  7: {
    GK: 'goalkeeper',
    LW: 'leftWing',
    RW: 'rightWing',
    LB: 'leftBack',
    CB: 'centreBack',
    RB: 'rightBack',
    P: 'pivot',
  },
  8: {
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
  19: {
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
  18: { DEF: 'defender', MID: 'midfielder', FWD: 'forward', RUC: 'ruck' },
  22: { GK: 'goalkeeper', D: 'defender', W: 'wing', CF: 'pivot', U: 'utility' },
  29: {
    GS: 'goalShooter',
    GA: 'goalAttack',
    WA: 'wingAttack',
    C: 'centre',
    WD: 'wingDefence',
    GD: 'goalDefence',
    GK: 'goalkeeper',
  },
  12: { S: 'setter', OH: 'outsideHitter', MB: 'middleBlocker', OP: 'opposite', L: 'libero' },
  6: {
    SP: 'startingPitcher',
    RP: 'reliefPitcher',
    C: 'catcher',
    '1B': 'firstBase',
    '2B': 'secondBase',
    '3B': 'thirdBase',
    SS: 'shortstop',
    OF: 'outfielder',
  },
  30: { P: 'pitcher', C: 'catcher', IF: 'infielder', OF: 'outfielder', JK: 'joker' },
  36: { PLR: 'player', SUB: 'substitute' },
  21: { S: 'player' },
  25: { S: 'player' },
};

/** The position of a sport's code, by meaning; 'player' for an unknown or empty code. */
export function positionKey(sportId: number, code: string | undefined): PositionKey {
  if (!code) return 'player';
  return BY_SPORT[sportId]?.[code] ?? 'player';
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
    const known = BY_SPORT[sportId]?.[player.position];
    const key: PositionKey | 'others' = known ?? 'others';
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
