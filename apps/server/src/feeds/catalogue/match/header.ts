/**
 * dc_{type}_{event}: the header of a match page: event, league, country and both participants.
 * Names of the league and country in both languages (the name has no `{lang}`).
 */
import {
  eventCells,
  HeaderKey,
  MatchFeed,
  MatchRow,
  type MatchEvent,
  type Participant,
  ParticipantKey,
  type Row,
} from '@nerali/domain';
import type { FeedEngine } from '../../../engine/engine.ts';
import { hashText, standardMatchFeed, textCells } from './common.ts';

export function headerRow(engine: FeedEngine, event: MatchEvent): Row {
  const league = engine.leagues.get(event.leagueId);
  const country = league ? engine.countries.get(league.countryId) : undefined;
  return [
    [MatchRow.header, event.id],
    [HeaderKey.sportId, String(event.sportId)],
    [HeaderKey.leagueId, event.leagueId],
    ...textCells(HeaderKey.leagueName, league?.name),
    ...(league ? ([[HeaderKey.tournamentType, league.tournamentType]] as const) : []),
    ...(country
      ? ([
          [HeaderKey.countryId, String(country.id)],
          [HeaderKey.countryCode, country.code],
        ] as const)
      : []),
    ...textCells(HeaderKey.countryName, country?.name),
  ];
}

export function participantRow(participant: Participant, side: 1 | 2): Row {
  return [
    [MatchRow.participant, participant.id],
    [ParticipantKey.name, participant.name],
    [ParticipantKey.shortName, participant.shortName],
    [ParticipantKey.countryId, String(participant.countryId)],
    [ParticipantKey.side, String(side)],
  ];
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
