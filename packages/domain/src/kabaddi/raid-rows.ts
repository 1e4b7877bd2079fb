/**
 * The rows of the kabaddi feed `df_kb_{type}_{event}` (docs/feeds.md): the two teams' figures, every
 * player's, then the raid log newest first (raids and what happened between them). The server builds
 * it from the raids document (`encodeKabaddiFeed`), the match page reads it (`decodeKabaddiFeed`).
 */
import { decodeFeed, type Row } from '../codec/feed-codec.ts';
import { field, rowKind } from '../codec/row-schema.ts';
import type { SideNo } from '../detail/basics.ts';
import { kabaddiFigures } from './figures.ts';
import {
  type KabaddiBreak,
  type KabaddiCard,
  type KabaddiEntry,
  type KabaddiFigures,
  type KabaddiRaid,
  type KabaddiRaids,
  RaidResult,
} from './model.ts';

const side = <K extends string>(key: K) => field.oneOf(key, [1, 2]).describe('1 home, 2 away');
const RESULTS = Object.values(RaidResult) as [RaidResult, ...RaidResult[]];
const CARDS = ['green', 'yellow', 'red'] as const;
const BREAKS = ['timeOut', 'card', 'technicalPoint', 'substitution'] as const;

export const KabaddiRows = {
  /** A side's figures (KB9): total = raid + tackle + all-out + extra points. */
  team: rowKind({
    side: side('KBT'),
    total: field.count('KBTT'),
    raidPoints: field.count('KBTR'),
    touchPoints: field.count('KBTH'),
    bonusPoints: field.count('KBTB'),
    tacklePoints: field.count('KBTK'),
    allOutPoints: field.count('KBTA'),
    extraPoints: field.count('KBTX'),
    raids: field.count('KBTN'),
    successfulRaids: field.count('KBTS'),
    emptyRaids: field.count('KBTE'),
    unsuccessfulRaids: field.count('KBTU'),
    superRaids: field.count('KBTSR'),
    tackles: field.count('KBTKN'),
    superTackles: field.count('KBTST'),
    doOrDieRaids: field.count('KBTD'),
    doOrDieSuccessful: field.count('KBTDS'),
    allOuts: field.count('KBTAO'),
    timeOuts: field.count('KBTO'),
    onCourt: field.count('KBTC').describe('players on court now'),
    emptyRaidsInRow: field.count('KBTER').describe('at 2 its next raid is do-or-die'),
  }),
  /** A player's figures. */
  player: rowKind({
    name: field.text('KBP'),
    side: side('KBPD'),
    raids: field.count('KBPN'),
    raidPoints: field.count('KBPR'),
    touchPoints: field.count('KBPH'),
    bonusPoints: field.count('KBPB'),
    successfulRaids: field.count('KBPS'),
    emptyRaids: field.count('KBPE'),
    unsuccessfulRaids: field.count('KBPU'),
    superRaids: field.count('KBPSR'),
    tacklePoints: field.count('KBPK'),
    tackles: field.count('KBPKN'),
    superTackles: field.count('KBPST'),
    total: field.count('KBPT'),
    super10: field.mark('KBP10').describe('1: ten raid points or more'),
    high5: field.mark('KBP5').describe('1: five tackle points or more'),
    cards: field.repeated('KBPC').describe('green, yellow, red, in order'),
  }),
  /** A raid of the log. */
  raid: rowKind({
    seq: field.count('KBR'),
    half: field.count('KBRH').describe('1, 2; 3 extra time'),
    clock: field.text('KBRC').describe('minutes and seconds played, "23:14"'),
    side: side('KBRD').describe('the raiding side'),
    raider: field.text('KBRN'),
    onCourtHome: field.count('KBRCH').describe('home players on court before the raid'),
    onCourtAway: field.count('KBRCA'),
    result: field.oneOf('KBRR', RESULTS),
    touched: field.repeated('KBRT').describe('defenders touched out, one cell each'),
    bonus: field.mark('KBRB'),
    tackledBy: field.text('KBRK').optional({ blankIsAbsent: true }),
    assist: field.text('KBRA').optional({ blankIsAbsent: true }),
    superTackle: field.mark('KBRS'),
    doOrDie: field.mark('KBRDD'),
    golden: field.mark('KBRG'),
    allOut: side('KBRO').optional().describe('the side left with nobody on court'),
    pointsHome: field.count('KBRPH'),
    pointsAway: field.count('KBRPA'),
    scoreHome: field.count('KBRSH'),
    scoreAway: field.count('KBRSA'),
  }),
  /** What happened between raids: a time-out, a card, a technical point, a substitution. */
  break: rowKind({
    seq: field.count('KBE'),
    half: field.count('KBEH'),
    clock: field.text('KBEC'),
    side: side('KBED').describe('the side that called it, was carded or broke a rule'),
    kind: field.oneOf('KBEK', BREAKS),
    card: field.oneOf('KBECD', CARDS).optional(),
    player: field
      .text('KBEP')
      .optional({ blankIsAbsent: true })
      .describe('carded; for a substitution the player on'),
    playerOff: field.text('KBEO').optional({ blankIsAbsent: true }),
    points: field.count('KBEN').optional().describe('technical points to the other side'),
    reason: field.texts({ ta: 'KBEX_ta', en: 'KBEX_en' }).optional(),
  }),
};

/** The feed's rows: teams, players, then the log newest first. */
export function encodeKabaddiFeed(doc: KabaddiRaids): Row[] {
  const figures = kabaddiFigures(doc);
  const rows: Row[] = [];
  figures.teams.forEach((team, i) =>
    rows.push(
      KabaddiRows.team.encode({
        ...team,
        onCourt: figures.onCourt[i] ?? 0,
        emptyRaidsInRow: figures.emptyRaidsInRow[i] ?? 0,
      }),
    ),
  );
  for (const p of figures.players) rows.push(KabaddiRows.player.encode(p));
  for (const e of [...doc.entries].reverse()) rows.push(entryRow(e));
  return rows;
}

function entryRow(e: KabaddiEntry): Row {
  if (e.kind === 'raid') {
    return KabaddiRows.raid.encode({
      ...e,
      onCourtHome: e.onCourtBefore[0],
      onCourtAway: e.onCourtBefore[1],
      superTackle: e.superTackle === true,
      doOrDie: e.doOrDie === true,
      golden: e.golden === true,
      pointsHome: e.points[0],
      pointsAway: e.points[1],
      scoreHome: e.score[0],
      scoreAway: e.score[1],
    });
  }
  const base = { seq: e.seq, half: e.half, clock: e.clock, side: e.side, kind: e.kind };
  switch (e.kind) {
    case 'timeOut':
      return KabaddiRows.break.encode(base);
    case 'card':
      return KabaddiRows.break.encode({ ...base, card: e.card, player: e.player, points: e.technical });
    case 'technicalPoint':
      return KabaddiRows.break.encode({ ...base, points: e.points, reason: e.reason });
    case 'substitution':
      return KabaddiRows.break.encode({ ...base, player: e.playerOn, playerOff: e.playerOff });
  }
}

/** What the feed carries: the figures, and the log newest first. */
export interface KabaddiFeed {
  figures: Omit<KabaddiFigures, 'eventId'>;
  log: KabaddiEntry[];
}

/** Reads a `df_kb_` body; rows of kinds it does not know are skipped. */
export function decodeKabaddiFeed(body: string): KabaddiFeed {
  const teams: KabaddiFigures['teams'][number][] = [];
  const onCourt: [number, number] = [7, 7];
  const emptyRaidsInRow: [number, number] = [0, 0];
  const players: KabaddiFigures['players'] = [];
  const log: KabaddiEntry[] = [];
  for (const row of decodeFeed(body)) {
    const team = KabaddiRows.team.decode(row);
    if (team) {
      const { onCourt: court, emptyRaidsInRow: empty, ...figures } = team;
      onCourt[team.side - 1] = court;
      emptyRaidsInRow[team.side - 1] = empty;
      teams.push(figures);
      continue;
    }
    const player = KabaddiRows.player.decode(row);
    if (player) {
      players.push({
        ...player,
        cards: player.cards.filter((c): c is KabaddiCard => c in { green: 1, yellow: 1, red: 1 }),
      });
      continue;
    }
    const raid = KabaddiRows.raid.decode(row);
    if (raid) {
      log.push(raidOf(raid));
      continue;
    }
    const pause = KabaddiRows.break.decode(row);
    if (pause) log.push(breakOf(pause));
  }
  const byside = (s: SideNo) => teams.find((t) => t.side === s) ?? emptyTeam(s);
  return { figures: { teams: [byside(1), byside(2)], players, onCourt, emptyRaidsInRow }, log };
}

function raidOf(r: NonNullable<ReturnType<typeof KabaddiRows.raid.decode>>): KabaddiRaid {
  const raid: KabaddiRaid = {
    kind: 'raid',
    seq: r.seq,
    half: r.half,
    clock: r.clock,
    side: r.side,
    raider: r.raider,
    onCourtBefore: [r.onCourtHome, r.onCourtAway],
    result: r.result,
    touched: r.touched,
    bonus: r.bonus,
    points: [r.pointsHome, r.pointsAway],
    score: [r.scoreHome, r.scoreAway],
  };
  if (r.tackledBy !== undefined) raid.tackledBy = r.tackledBy;
  if (r.assist !== undefined) raid.assist = r.assist;
  if (r.superTackle) raid.superTackle = true;
  if (r.doOrDie) raid.doOrDie = true;
  if (r.golden) raid.golden = true;
  if (r.allOut !== undefined) raid.allOut = r.allOut;
  return raid;
}

function breakOf(b: NonNullable<ReturnType<typeof KabaddiRows.break.decode>>): KabaddiBreak {
  const base = { seq: b.seq, half: b.half, clock: b.clock, side: b.side };
  switch (b.kind) {
    case 'timeOut':
      return { ...base, kind: 'timeOut' };
    case 'card': {
      const card: KabaddiBreak = { ...base, kind: 'card', card: b.card ?? 'green', player: b.player ?? '' };
      return b.points !== undefined ? { ...card, technical: b.points } : card;
    }
    case 'technicalPoint':
      return b.reason
        ? { ...base, kind: 'technicalPoint', points: b.points ?? 0, reason: b.reason }
        : { ...base, kind: 'technicalPoint', points: b.points ?? 0 };
    case 'substitution':
      return { ...base, kind: 'substitution', playerOn: b.player ?? '', playerOff: b.playerOff ?? '' };
  }
}

function emptyTeam(s: SideNo): KabaddiFigures['teams'][number] {
  return kabaddiFigures({ eventId: '', entries: [] }).teams[s - 1] as KabaddiFigures['teams'][number];
}
