/**
 * People feeds: a player's profile (pp_), a team's squad (psq_) and injuries (pij_), and the list of a
 * sport's rankings (rnk_). The spec names no feed for any of them (spec 2 §7 lists the participant
 * page's blocks "squad" and "injury_history" and the player page kind, not their feeds); the names
 * follow its participant forms: a prefix, the object's id, the language where texts are in one.
 * A squad document without players (a team whose provider sends only the coach) is the header alone.
 * docs/feeds.md ("People") has an example body of each.
 */
import {
  type AppearanceRole,
  appearanceCells,
  type Country,
  injuryCells,
  type Lang,
  type MatchEvent,
  PLAYER_RECENT_MATCHES,
  participantCells,
  playerIncidentCells,
  playerProfileCells,
  type Player,
  rankingIndexCells,
  type Row,
  RowKey,
  squadPlayerCells,
} from '@nerali/domain';
import type { FeedEngine } from '../../../engine/engine.ts';
import { listFeed } from './exact.ts';
import { playerFiguresRows } from './player-figures.ts';
import { parseDocumentId, parseLang, parseParticipantId, parseSport, parts } from './parse.ts';
import {
  countryOf,
  eventsOfParticipant,
  participantInputs,
  participantNameIn,
  results,
  sectionRows,
  sideOf,
  withKnownLeague,
} from './select.ts';

/** `{id}_{lang}`: the form of pp_, psq_ and pij_. */
function parseIdLang(rest: string): { id: string; lang: Lang } | null {
  const p = parts(rest);
  if (!p || p.length !== 2) return null;
  const id = parseParticipantId(p[0]);
  const lang = parseLang(p[1]);
  return id && lang ? { id, lang } : null;
}

/** A country's name and code in the feed's language; empty for an unknown country. */
function countryCellsOf(country: Country, lang: Lang): { name: string; code: string } {
  return country.id === 0 ? { name: '', code: '' } : { name: country.name[lang], code: country.code };
}

/**
 * The player's part in a match from its line-ups; undefined when the match has none, or when its
 * line-ups name nobody of the team's squad (a source that does not share the squad's players says
 * nothing about this one: "not in the line-up" would be a guess).
 */
function roleIn(engine: FeedEngine, event: MatchEvent, player: Player): AppearanceRole | undefined {
  const lineups = engine.document('lineups', event.id);
  if (!lineups) return undefined;
  const side = sideOf(event, player.participantId ?? '');
  const teams = side === 1 ? [lineups.home] : side === 2 ? [lineups.away] : [lineups.home, lineups.away];
  const squad = engine.document('squad', player.participantId ?? '')?.players ?? [];
  const squadIds = new Set(squad.map((p) => p.playerId));
  const listed = teams.flatMap((t) => [...t.starters, ...t.substitutes]);
  if (!listed.some((p) => (p.playerId !== undefined ? squadIds.has(p.playerId) : false))) return undefined;
  const has = (list: { playerId?: string; name: string }[]) =>
    list.some((p) => (p.playerId !== undefined ? p.playerId === player.id : p.name === player.name));
  if (teams.some((t) => has(t.starters))) return 's';
  if (teams.some((t) => has(t.substitutes))) return 'b';
  return 'x';
}

/**
 * The player's incidents in a match. Incidents name players, not ids, so a name counts only on the
 * player's own side: a namesake in the other team is not him.
 */
function incidentRows(engine: FeedEngine, event: MatchEvent, player: Player): Row[] {
  const incidents = engine.document('incidents', event.id)?.incidents ?? [];
  const side = sideOf(event, player.participantId ?? '');
  const rows: Row[] = [];
  for (const incident of [...incidents].sort((a, b) => a.seq - b.seq)) {
    if (side !== null && incident.side !== side) continue;
    const first = incident.player === player.name;
    const second = incident.secondPlayer === player.name;
    if (!first && !second) continue;
    rows.push(
      playerIncidentCells({
        eventId: event.id,
        kind: incident.kind,
        time: incident.time,
        second: !first,
        ...(incident.score !== undefined ? { score: incident.score } : {}),
      }),
    );
  }
  return rows;
}

/** The team's latest finished matches, newest first (for a person, the participant is the player). */
function recentMatches(engine: FeedEngine, player: Player): MatchEvent[] {
  if (player.participantId === undefined) return [];
  const events = withKnownLeague(engine, eventsOfParticipant(engine, player.participantId));
  return results(events).slice(0, PLAYER_RECENT_MATCHES);
}

/**
 * pp_{player}_{lang}: the profile row, his career and season figures (cricket, kabaddi, the goal sports: rows YF,
 * YG, YO: player-figures.ts), then the team's latest finished matches (PLAYER_RECENT_MATCHES)
 * in full-feed layout, each event row followed by the player's part in it (from the line-ups) and his
 * incidents (goals, cards, substitutions ...). An unknown player is `0`.
 */
export const playerProfileFeed = listFeed<{ id: string; lang: Lang }>({
  prefix: 'pp',
  parse: parseIdLang,
  inputs({ engine }, { id }) {
    const player = engine.document('player', id);
    if (!player) return 'none';
    return [
      engine.documentVersion('player', id),
      JSON.stringify(engine.countries.get(player.countryId) ?? null),
      player.participantId === undefined ? '' : participantInputs(engine, player.participantId),
      player.participantId === undefined ? '' : engine.documentVersion('squad', player.participantId),
      // Coarse, but the body's digest keeps the ETag when another match's documents moved.
      engine.kindVersion('lineups'),
      engine.kindVersion('incidents'),
      // The team's finished matches' lines (career figures): moves when one of them came or changed.
      player.participantId === undefined ? '' : engine.careers.versionOf(player.participantId),
    ].join('|');
  },
  build({ engine }, { id, lang }) {
    const player = engine.document('player', id);
    if (!player) return [];
    const country = countryCellsOf(countryOf(engine, player.countryId), lang);
    const team =
      player.participantId === undefined ? undefined : engine.participants.get(player.participantId);
    const rows: Row[] = [
      playerProfileCells({
        id: player.id,
        name: player.name,
        sportId: player.sportId,
        ...(team ? { teamId: team.id, teamName: team.name } : {}),
        countryId: player.countryId,
        countryName: country.name,
        countryCode: country.code,
        ...(player.position ? { position: player.position } : {}),
        ...(player.number !== undefined ? { number: player.number } : {}),
        ...(player.birthDate !== undefined ? { birthDate: player.birthDate } : {}),
        ...(player.heightCm !== undefined ? { heightCm: player.heightCm } : {}),
      }),
    ];
    if (!team) return rows;
    rows.push(...playerFiguresRows(engine, player));
    for (const row of sectionRows(engine, recentMatches(engine, player), lang)) {
      rows.push(row);
      const eventId = row[0]?.[0] === RowKey.event ? row[0][1] : undefined;
      const event = eventId === undefined ? undefined : engine.events.get(eventId);
      if (!event) continue;
      rows.push(appearanceCells(event.id, roleIn(engine, event, player)));
      rows.push(...incidentRows(engine, event, player));
    }
    return rows;
  },
});

/**
 * psq_{participant}_{lang}: the team header (with the coach), then its squad in the squad's order (by
 * position in the sport's order, regular starters first), each player with what his profile adds.
 * No squad document is `0`.
 */
export const squadFeed = listFeed<{ id: string; lang: Lang }>({
  prefix: 'psq',
  parse: parseIdLang,
  inputs({ engine }, { id }) {
    const participant = engine.participants.get(id);
    const squad = engine.document('squad', id);
    if (!participant || !squad) return 'none';
    const countries = new Set([participant.countryId]);
    const versions = squad.players.map((p) => {
      const profile = engine.document('player', p.playerId);
      if (profile) countries.add(profile.countryId);
      return engine.documentVersion('player', p.playerId);
    });
    return [
      engine.documentVersion('squad', id),
      JSON.stringify(participant),
      versions.join(','),
      JSON.stringify([...countries].map((c) => engine.countries.get(c) ?? null)),
    ].join('|');
  },
  build({ engine }, { id, lang }) {
    const participant = engine.participants.get(id);
    const squad = engine.document('squad', id);
    if (!participant || !squad) return [];
    const country = countryCellsOf(countryOf(engine, participant.countryId), lang);
    const rows: Row[] = [
      participantCells({
        id: participant.id,
        name: participantNameIn(engine, participant, lang),
        shortName: participant.shortName,
        sportId: participant.sportId,
        countryId: participant.countryId,
        countryName: country.name,
        countryCode: country.code,
        ...(squad.coach !== undefined ? { coach: squad.coach } : {}),
      }),
    ];
    for (const member of squad.players) {
      const profile = engine.document('player', member.playerId);
      const playerCountry = profile ? countryCellsOf(countryOf(engine, profile.countryId), lang) : null;
      rows.push(
        squadPlayerCells({
          id: member.playerId,
          name: member.name,
          position: member.position,
          ...(member.number !== undefined ? { number: member.number } : {}),
          ...(profile && playerCountry && playerCountry.code !== ''
            ? {
                countryId: profile.countryId,
                countryName: playerCountry.name,
                countryCode: playerCountry.code,
              }
            : {}),
          ...(profile?.birthDate !== undefined ? { birthDate: profile.birthDate } : {}),
          ...(profile?.heightCm !== undefined ? { heightCm: profile.heightCm } : {}),
        }),
      );
    }
    return rows;
  },
});

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** pij_{participant}_{lang}: a team's injuries, newest first (then by name), the reason in `lang`. */
export const injuriesFeed = listFeed<{ id: string; lang: Lang }>({
  prefix: 'pij',
  parse: parseIdLang,
  inputs: ({ engine }, { id }) => String(engine.documentVersion('injuries', id)),
  build({ engine }, { id, lang }) {
    const injuries = engine.document('injuries', id)?.injuries ?? [];
    return [...injuries]
      .sort((a, b) => cmp(b.from, a.from) || cmp(a.playerName, b.playerName) || cmp(a.playerId, b.playerId))
      .map((injury) =>
        injuryCells({
          playerId: injury.playerId,
          playerName: injury.playerName,
          reason: injury.reason[lang],
          from: injury.from,
          ...(injury.until !== undefined ? { until: injury.until } : {}),
        }),
      );
  },
});

/**
 * rnk_{sport}: every ranking of a sport (the rankings page's index), by id so that a list and its live
 * twin stand together ('tennis-men', 'tennis-men-live'): the ranking header (names in both languages,
 * as ran_) with its size and leader. No ranking: `0`.
 */
export const sportRankingsFeed = listFeed<{ sportId: number }>({
  prefix: 'rnk',
  parse(rest) {
    const p = parts(rest);
    if (!p || p.length !== 1) return null;
    const sportId = parseSport(p[0], false);
    return sportId === null ? null : { sportId };
  },
  inputs: ({ engine }) => String(engine.kindVersion('ranking')),
  build({ engine }, { sportId }) {
    const rows: Row[] = [];
    const rankings = [...engine.documentsOf('ranking')]
      .map(([, ranking]) => ranking)
      .filter((r) => r.sportId === sportId && parseDocumentId(r.id) !== null)
      .sort((a, b) => cmp(a.id, b.id));
    for (const ranking of rankings) {
      const leader = [...ranking.rows].sort((a, b) => a.rank - b.rank || cmp(a.name, b.name))[0];
      rows.push(
        rankingIndexCells({
          id: ranking.id,
          sportId: ranking.sportId,
          name: ranking.name,
          updatedAt: ranking.updatedAt,
          live: ranking.live,
          rowCount: ranking.rows.length,
          ...(leader ? { leaderId: leader.participantId, leaderName: leader.name } : {}),
        }),
      );
    }
    return rows;
  },
});

/** Joined to the list feeds in createCatalogue (../index.ts). */
export const PEOPLE_FEEDS = [playerProfileFeed, squadFeed, injuriesFeed, sportRankingsFeed] as const;
