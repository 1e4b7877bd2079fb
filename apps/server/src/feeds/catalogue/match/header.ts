/**
 * dc_{type}_{event}: the header of a match page: event, league, country and both participants.
 * Names of the league and country in both languages (the name has no `{lang}`).
 */
import {
  eventCells,
  flashscoreHeaderCells,
  kitCell,
  MatchFeed,
  type MatchEvent,
  MatchRows,
  type Participant,
  type Row,
  withCellsAfterFirst,
} from '@nerali/domain';
import type { FeedEngine } from '../../../engine/engine.ts';
import { hashText, standardMatchFeed } from './common.ts';

/** League and country cells are left out when the engine does not know them. */
export function headerRow(engine: FeedEngine, event: MatchEvent): Row {
  const league = engine.leagues.get(event.leagueId);
  const country = league ? engine.countries.get(league.countryId) : undefined;
  const row = MatchRows.header.encode({
    eventId: event.id,
    sportId: event.sportId,
    leagueId: event.leagueId,
    leagueName: league?.name,
    tournamentType: league?.tournamentType,
    countryId: country?.id,
    countryCode: country?.code,
    countryName: country?.name,
  });
  // DC, DE, DF for clients of Flashscore's format (flashscore-cells.ts).
  return withCellsAfterFirst(row, flashscoreHeaderCells(event));
}

export function participantRow(participant: Participant, side: 1 | 2): Row {
  const { id, name, shortName, countryId, colours } = participant;
  return MatchRows.participant.encode({ id, name, shortName, countryId, side, kit: kitCell(colours) });
}

function sides(engine: FeedEngine, event: MatchEvent): [Participant, 1 | 2][] {
  const out: [Participant, 1 | 2][] = [];
  const home = engine.participants.get(event.homeId);
  const away = engine.participants.get(event.awayId);
  if (home) out.push([home, 1]);
  if (away) out.push([away, 2]);
  return out;
}

export const headerFeed = standardMatchFeed({
  prefix: MatchFeed.common,
  // Participants have no version of their own (putParticipants bumps nothing): their text is hashed.
  uses: {
    events: true,
    extra: ({ engine }, event) => hashText(JSON.stringify(sides(engine, event))),
  },
  build({ engine }, event) {
    return [
      headerRow(engine, event),
      eventCells(event),
      ...sides(engine, event).map(([p, side]) => participantRow(p, side)),
    ];
  },
});
