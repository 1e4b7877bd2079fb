/**
 * Feeds from the line-ups (and, for player figures, the incidents) of an event:
 * - df_li_{type}_{event}: line-ups with formation, coach, pitch positions and missing players;
 * - df_psn_{type}_{event}: each player's figures, counted from the incidents;
 * - df_pi_{type}_{event}: baseball pitchers, starting and on the bench;
 * - df_scr_{type}_{event}: scratches: the non-runners and withdrawals of a no-duel race (the
 *   event's league), the missing players of a duel.
 */
import {
  type Incident,
  IncidentKind,
  type LineupPlayer,
  LineupRole,
  type Lineups,
  MatchFeed,
  type MatchEvent,
  MatchRows,
  ParticipantStatus,
  PitcherRole,
  type Row,
  type SideNo,
  sportById,
  type TeamLineup,
} from '@nerali/domain';
import { compareText, standardMatchFeed } from './common.ts';
import type { FeedEngine } from '../../../engine/engine.ts';

export function lineupTeamRow(side: SideNo, team: TeamLineup): Row {
  return MatchRows.lineupTeam.encode({ side, formation: team.formation, coach: team.coach });
}

export function lineupPlayerRow(player: LineupPlayer, role: LineupRole): Row {
  const { name, playerId, number, position, x, y } = player;
  return MatchRows.lineupPlayer.encode({
    name,
    playerId,
    number,
    position,
    captain: player.captain === true,
    x,
    y,
    role,
  });
}

export function lineupRows(lineups: Lineups): Row[] {
  const rows: Row[] = [MatchRows.lineupInfo.encode({ confirmed: lineups.confirmed })];
  for (const [side, team] of [
    [1, lineups.home],
    [2, lineups.away],
  ] as const) {
    rows.push(lineupTeamRow(side, team));
    for (const player of team.starters) rows.push(lineupPlayerRow(player, LineupRole.starter));
    for (const player of team.substitutes) rows.push(lineupPlayerRow(player, LineupRole.substitute));
    for (const missing of team.missing ?? []) rows.push(MatchRows.missingPlayer.encode(missing));
  }
  return rows;
}

export const lineupsFeed = standardMatchFeed({
  prefix: MatchFeed.lineups,
  uses: { documents: ['lineups'] },
  build({ engine }, event) {
    const doc = engine.document('lineups', event.id);
    return doc ? lineupRows(doc) : [];
  },
});

// ------------------------------------------------------------------------------------------ df_psn

/** Incident kinds whose second player is the assisting one (for others it is not: a substitution's is the player going off). */
const ASSIST_KINDS: ReadonlySet<number> = new Set([
  IncidentKind.goal,
  IncidentKind.try,
  IncidentKind.touchdown,
]);

export interface PlayerFigures {
  name: string;
  side: SideNo;
  playerId?: string;
  number?: number;
  assists: number;
  counts: Map<number, number>;
}

/**
 * Every player of the line-ups (starters, then substitutes, home first) and every other player an
 * incident names, with how many incidents of each kind they had and their assists. Players are
 * matched by side and name: incidents name players as the line-ups spell them.
 */
export function playerFigures(incidents: readonly Incident[], lineups: Lineups | undefined): PlayerFigures[] {
  const players = new Map<string, PlayerFigures>();
  const key = (side: SideNo, name: string) => `${side}|${name}`;
  const add = (side: SideNo, name: string, player?: LineupPlayer): PlayerFigures => {
    let figures = players.get(key(side, name));
    if (!figures) {
      figures = { name, side, assists: 0, counts: new Map() };
      if (player?.playerId !== undefined) figures.playerId = player.playerId;
      if (player?.number !== undefined) figures.number = player.number;
      players.set(key(side, name), figures);
    }
    return figures;
  };
  if (lineups) {
    for (const [side, team] of [
      [1, lineups.home],
      [2, lineups.away],
    ] as const) {
      for (const player of [...team.starters, ...team.substitutes]) add(side, player.name, player);
    }
  }
  for (const incident of [...incidents].sort((a, b) => a.seq - b.seq)) {
    if (incident.player !== undefined && incident.player !== '') {
      const figures = add(incident.side, incident.player);
      figures.counts.set(incident.kind, (figures.counts.get(incident.kind) ?? 0) + 1);
    }
    if (
      incident.secondPlayer !== undefined &&
      incident.secondPlayer !== '' &&
      ASSIST_KINDS.has(incident.kind)
    ) {
      add(incident.side, incident.secondPlayer).assists += 1;
    }
  }
  return [...players.values()].sort((a, b) => a.side - b.side);
}

export function playerStatsRow(figures: PlayerFigures): Row {
  // As a record, the counts list in ascending kind order (integer keys), as the feed writes them.
  const { name, playerId, side, number, assists } = figures;
  const counts = Object.fromEntries(figures.counts);
  return MatchRows.playerStats.encode({ name, playerId, side, number, assists, counts });
}

export const playerStatsFeed = standardMatchFeed({
  prefix: MatchFeed.playerStats,
  uses: { documents: ['incidents', 'lineups'] },
  build({ engine }, event) {
    const incidents = engine.document('incidents', event.id)?.incidents ?? [];
    return playerFigures(incidents, engine.document('lineups', event.id)).map(playerStatsRow);
  },
});

// ------------------------------------------------------------------------------------------- df_pi

const PITCHER = 'P';

export function pitcherRow(side: SideNo, player: LineupPlayer, role: number): Row {
  const { name, playerId, number } = player;
  return MatchRows.pitcher.encode({ side, name, playerId, number, role });
}

export function pitcherRows(lineups: Lineups): Row[] {
  const rows: Row[] = [];
  for (const [side, team] of [
    [1, lineups.home],
    [2, lineups.away],
  ] as const) {
    for (const p of team.starters)
      if (p.position === PITCHER) rows.push(pitcherRow(side, p, PitcherRole.starting));
    for (const p of team.substitutes)
      if (p.position === PITCHER) rows.push(pitcherRow(side, p, PitcherRole.relief));
  }
  return rows;
}

export const pitchersFeed = standardMatchFeed({
  prefix: MatchFeed.pitchers,
  uses: { documents: ['lineups'] },
  build({ engine }, event) {
    if (sportById(event.sportId)?.key !== 'baseball') return [];
    const doc = engine.document('lineups', event.id);
    return doc ? pitcherRows(doc) : [];
  },
});

// ------------------------------------------------------------------------------------------ df_scr

/** Entries that will not (or did not) take part: a non-runner, a withdrawal, a did-not-start. */
const SCRATCHED: ReadonlySet<number> = new Set([
  ParticipantStatus.nonRunner,
  ParticipantStatus.withdrawn,
  ParticipantStatus.didNotStart,
]);

export function raceScratchRow(entry: MatchEvent): Row {
  return MatchRows.scratch.encode({
    name: entry.homeName,
    id: entry.id,
    status: entry.participantStatus ?? 0,
  });
}

export function missingPlayerScratchRow(
  side: SideNo,
  missing: NonNullable<TeamLineup['missing']>[number],
): Row {
  return MatchRows.scratch.encode({ name: missing.name, side, reason: missing.reason });
}

/** The events of one sport in the engine (a race's entries are its rows). */
function* sportEvents(engine: FeedEngine, sportId: number): Iterable<MatchEvent> {
  for (const id of engine.eventIdsOfSport(sportId)) {
    const event = engine.events.get(id);
    if (event) yield event;
  }
}

export const scratchesFeed = standardMatchFeed({
  prefix: MatchFeed.scratches,
  // A race's entries are event rows (the sport's version); a duel's missing players are in its line-ups.
  uses: {
    documents: ['lineups'],
    extra: ({ engine }, event) => (sportById(event.sportId)?.noDuel ? engine.version(event.sportId) : ''),
  },
  build({ engine }, event) {
    if (sportById(event.sportId)?.noDuel) {
      const rows: Row[] = [];
      const entries = [...sportEvents(engine, event.sportId)]
        .filter((e) => e.leagueId === event.leagueId && e.participantStatus !== undefined)
        .filter((e) => SCRATCHED.has(e.participantStatus as number))
        .sort((a, b) => compareText(a.homeName, b.homeName) || compareText(a.id, b.id));
      for (const entry of entries) rows.push(raceScratchRow(entry));
      return rows;
    }
    const doc = engine.document('lineups', event.id);
    if (!doc) return [];
    return [
      ...(doc.home.missing ?? []).map((m) => missingPlayerScratchRow(1, m)),
      ...(doc.away.missing ?? []).map((m) => missingPlayerScratchRow(2, m)),
    ];
  },
});
