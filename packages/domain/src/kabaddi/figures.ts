/**
 * Team and player figures of a kabaddi match from its raids (model.ts): pure, so a figure shown always
 * adds up to the raids it came from, and the score is the sum of the points of the raids and breaks.
 */
import type { SideNo } from '../detail/basics.ts';
import {
  ALL_OUT_POINTS,
  EMPTY_RAIDS_BEFORE_DO_OR_DIE,
  HIGH_5,
  KABADDI_COURT,
  type KabaddiFigures,
  type KabaddiPlayerFigures,
  type KabaddiRaid,
  type KabaddiRaids,
  type KabaddiTeamFigures,
  RaidResult,
  SUPER_10,
  SUPER_RAID_POINTS,
} from './model.ts';

const index = (side: SideNo): 0 | 1 => (side === 1 ? 0 : 1);
const otherSide = (side: SideNo): SideNo => (side === 1 ? 2 : 1);

function team(side: SideNo): KabaddiTeamFigures {
  return {
    side,
    total: 0,
    raidPoints: 0,
    touchPoints: 0,
    bonusPoints: 0,
    tacklePoints: 0,
    allOutPoints: 0,
    extraPoints: 0,
    raids: 0,
    successfulRaids: 0,
    emptyRaids: 0,
    unsuccessfulRaids: 0,
    superRaids: 0,
    tackles: 0,
    superTackles: 0,
    doOrDieRaids: 0,
    doOrDieSuccessful: 0,
    allOuts: 0,
    timeOuts: 0,
  };
}

function player(name: string, side: SideNo): KabaddiPlayerFigures {
  return {
    name,
    side,
    raids: 0,
    raidPoints: 0,
    touchPoints: 0,
    bonusPoints: 0,
    successfulRaids: 0,
    emptyRaids: 0,
    unsuccessfulRaids: 0,
    superRaids: 0,
    tacklePoints: 0,
    tackles: 0,
    superTackles: 0,
    total: 0,
    super10: false,
    high5: false,
    cards: [],
  };
}

/** Tackle points of a raid [KB3]: two for a super tackle. */
export function tacklePointsOf(raid: KabaddiRaid): number {
  if (raid.result !== RaidResult.tackled) return 0;
  return raid.superTackle === true ? 2 : 1;
}

/** Raid points of a raid [KB2]: touch points and bonus, whatever happened to the raider after. */
export function raidPointsOf(raid: KabaddiRaid): number {
  return raid.touched.length + (raid.bonus ? 1 : 0);
}

/** Players on court after a raid [KB3-KB5], from those before it. */
export function courtAfter(raid: KabaddiRaid): [number, number] {
  const after: [number, number] = [raid.onCourtBefore[0], raid.onCourtBefore[1]];
  const r = index(raid.side);
  const d = 1 - r;
  const change = (i: number, n: number) => (after[i] = Math.min(KABADDI_COURT, (after[i] ?? 0) + n));
  change(d, -raid.touched.length);
  change(r, raid.touched.length);
  if (raid.result === RaidResult.tackled || raid.result === RaidResult.doOrDieFailed) {
    change(r, -1);
    change(d, 1);
  }
  if (raid.allOut !== undefined) after[index(raid.allOut)] = KABADDI_COURT;
  return after;
}

/** The figures of a match from its raids document. */
export function kabaddiFigures(doc: KabaddiRaids): KabaddiFigures {
  const teams: [KabaddiTeamFigures, KabaddiTeamFigures] = [team(1), team(2)];
  const players = new Map<string, KabaddiPlayerFigures>();
  const of = (name: string, side: SideNo) => {
    const key = `${side}:${name}`;
    let p = players.get(key);
    if (!p) players.set(key, (p = player(name, side)));
    return p;
  };
  let onCourt: [number, number] = [KABADDI_COURT, KABADDI_COURT];
  const emptyRaidsInRow: [number, number] = [0, 0];
  for (const entry of doc.entries) {
    if (entry.kind !== 'raid') {
      const own = teams[index(entry.side)];
      const rival = teams[index(otherSide(entry.side))];
      if (entry.kind === 'timeOut') own.timeOuts++;
      else if (entry.kind === 'technicalPoint') rival.extraPoints += entry.points;
      else if (entry.kind === 'card') {
        of(entry.player, entry.side).cards.push(entry.card);
        rival.extraPoints += entry.technical ?? 0;
      }
      continue;
    }
    const raid = entry;
    const attack = teams[index(raid.side)];
    const defence = teams[index(otherSide(raid.side))];
    const raider = of(raid.raider, raid.side);
    const raidPoints = raidPointsOf(raid);
    attack.raids++;
    raider.raids++;
    attack.touchPoints += raid.touched.length;
    raider.touchPoints += raid.touched.length;
    if (raid.bonus) {
      attack.bonusPoints++;
      raider.bonusPoints++;
    }
    attack.raidPoints += raidPoints;
    raider.raidPoints += raidPoints;
    if (raidPoints >= SUPER_RAID_POINTS) {
      attack.superRaids++;
      raider.superRaids++;
    }
    if (raid.doOrDie === true) {
      attack.doOrDieRaids++;
      if (raidPoints > 0) attack.doOrDieSuccessful++;
    }
    switch (raid.result) {
      case RaidResult.successful:
        attack.successfulRaids++;
        raider.successfulRaids++;
        break;
      case RaidResult.empty:
        attack.emptyRaids++;
        raider.emptyRaids++;
        break;
      case RaidResult.tackled: {
        attack.unsuccessfulRaids++;
        raider.unsuccessfulRaids++;
        const points = tacklePointsOf(raid);
        defence.tackles++;
        defence.tacklePoints += points;
        if (raid.superTackle === true) defence.superTackles++;
        if (raid.tackledBy !== undefined) {
          const tackler = of(raid.tackledBy, otherSide(raid.side));
          tackler.tackles++;
          tackler.tacklePoints += points;
          if (raid.superTackle === true) tackler.superTackles++;
        }
        break;
      }
      case RaidResult.doOrDieFailed:
        attack.unsuccessfulRaids++;
        raider.unsuccessfulRaids++;
        defence.extraPoints++;
        break;
    }
    if (raid.allOut !== undefined) {
      const inflicting = teams[index(otherSide(raid.allOut))];
      inflicting.allOuts++;
      inflicting.allOutPoints += ALL_OUT_POINTS;
    }
    const r = index(raid.side);
    emptyRaidsInRow[r] =
      raid.result === RaidResult.empty ? Math.min(EMPTY_RAIDS_BEFORE_DO_OR_DIE, emptyRaidsInRow[r] + 1) : 0;
    onCourt = courtAfter(raid);
  }
  for (const t of teams) t.total = t.raidPoints + t.tacklePoints + t.allOutPoints + t.extraPoints;
  const list = [...players.values()];
  for (const p of list) {
    p.total = p.raidPoints + p.tacklePoints;
    p.super10 = p.raidPoints >= SUPER_10;
    p.high5 = p.tacklePoints >= HIGH_5;
  }
  list.sort((a, b) => b.total - a.total || a.name.localeCompare(b.name) || a.side - b.side);
  return { eventId: doc.eventId, teams, players: list, onCourt, emptyRaidsInRow };
}
