/**
 * Participant feeds: p_ (header and leagues), pf_ and pr_ (fixtures and results, paged, with the
 * singles/doubles suffixes), pl_ (participant page: header and events), pe_ (record and what comes
 * next), pel_ (the participant's events as it saw them). In no-duel sports an event row is the
 * participant's own entry in a race, so the same feeds give its race results.
 */
import {
  compareEvents,
  orderEvents,
  type Lang,
  LIST_PAGE_SIZE,
  type MatchEvent,
  type ParticipantOutcome,
  type ParticipantStats,
  participantCells,
  participantEventCells,
  participantStatsCells,
  type Row,
  RowKey,
} from '@nerali/domain';
import type { FeedEngine } from '../../../engine/engine.ts';
import { listFeed } from './exact.ts';
import { parseLang, parsePage, parseParticipantId, parseProjectType, parseTz, parts } from './parse.ts';
import {
  compareLeaguesIn,
  countryOf,
  eventsOfParticipant,
  fixtures,
  isFinished,
  isLive,
  isNoDuel,
  leagueRow,
  outcomeFor,
  type PairFilter,
  pageOf,
  pageRow,
  participantInputs,
  participantNameIn,
  results,
  sectionRows,
  sideOf,
  summaryOrder,
  withKnownLeague,
} from './select.ts';

/** The participant header row, or null for an unknown participant. */
function headerRow(engine: FeedEngine, participantId: string, lang: Lang): Row | null {
  const participant = engine.participants.get(participantId);
  if (!participant) return null;
  const country = countryOf(engine, participant.countryId);
  const coach = engine.document('squad', participantId)?.coach;
  return participantCells({
    id: participant.id,
    name: participantNameIn(engine, participant, lang),
    shortName: participant.shortName,
    sportId: participant.sportId,
    countryId: participant.countryId,
    countryName: country.id === 0 ? '' : country.name[lang],
    countryCode: country.id === 0 ? '' : country.code,
    ...(coach !== undefined ? { coach } : {}),
  });
}

/** Header inputs: the participant, its country, its squad (coach) and its sport's events. */
function headerInputs(engine: FeedEngine, participantId: string): string {
  const participant = engine.participants.get(participantId);
  if (!participant) return 'none';
  return [
    participantInputs(engine, participantId),
    JSON.stringify(engine.countries.get(participant.countryId) ?? null),
    engine.documentVersion('squad', participantId),
  ].join('|');
}

/** p_{participant}_{lang}_{type}: header, then the leagues the participant has events in. */
export const participantFeed = listFeed<{ participantId: string; lang: Lang }>({
  prefix: 'p',
  parse(rest) {
    const p = parts(rest);
    if (!p || p.length !== 3 || !parseProjectType(p[2])) return null;
    const participantId = parseParticipantId(p[0]);
    const lang = parseLang(p[1]);
    return participantId && lang ? { participantId, lang } : null;
  },
  inputs: ({ engine }, { participantId }) => headerInputs(engine, participantId),
  build({ engine }, { participantId, lang }) {
    const header = headerRow(engine, participantId, lang);
    if (!header) return [];
    const leagueIds = new Set(eventsOfParticipant(engine, participantId).map((e) => e.leagueId));
    const leagues = [...leagueIds]
      .map((id) => engine.leagues.get(id))
      .filter((l) => l !== undefined)
      .sort(compareLeaguesIn(engine, lang));
    const rows: Row[] = [header];
    if (leagues.length > 0) {
      rows.push([[RowKey.sport, String(leagues[0]?.sportId)]]);
      for (const league of leagues) rows.push(leagueRow(engine, league, lang));
    }
    return rows;
  },
});

type PagedParticipant = { participantId: string; page: number; lang: Lang; pairs: PairFilter };

const PAIR_SUFFIX: Record<string, PairFilter> = { s: 'singles', d: 'doubles' };

/** `{participant}_{page}_{lang}` with an optional `_s` (singles) or `_d` (doubles) suffix. */
function parsePagedParticipant(rest: string): PagedParticipant | null {
  const p = parts(rest);
  if (!p || (p.length !== 3 && p.length !== 4)) return null;
  const pairs = p.length === 4 ? PAIR_SUFFIX[p[3] as string] : null;
  if (pairs === undefined) return null;
  const participantId = parseParticipantId(p[0]);
  const page = parsePage(p[1]);
  const lang = parseLang(p[2]);
  return participantId && page !== null && lang ? { participantId, page, lang, pairs } : null;
}

function pagedParticipantFeed(prefix: 'pf' | 'pr', order: typeof fixtures) {
  return listFeed<PagedParticipant>({
    prefix,
    parse: parsePagedParticipant,
    inputs: ({ engine }, { participantId }) => participantInputs(engine, participantId),
    build({ engine }, { participantId, page, lang, pairs }) {
      const events = withKnownLeague(engine, eventsOfParticipant(engine, participantId, pairs));
      const paged = pageOf(order(events), page, LIST_PAGE_SIZE.events);
      if (!paged) return [];
      return [pageRow(paged.page), ...sectionRows(engine, paged.items, lang)];
    },
  });
}

/** pf_{participant}_{page}_{lang}[_s|_d]: scheduled and live events, soonest first. */
export const participantFixturesFeed = pagedParticipantFeed('pf', fixtures);
/** pr_{participant}_{page}_{lang}[_s|_d]: finished events, newest first. */
export const participantResultsFeed = pagedParticipantFeed('pr', results);

/**
 * pl_{tz}_{participant}_{page}[_{lang}]: the participant page (spec 2 §7 "participant feed"): header,
 * then live, upcoming and past events in full-feed layout. The timezone is echoed in the A4 row so the
 * body reads like a full feed (the spec's no-duel page stores it as its results block's initial feed);
 * it does not change which events are listed. Without a language, league names are in Tamil.
 */
export const participantPageFeed = listFeed<{ tz: number; participantId: string; page: number; lang: Lang }>({
  prefix: 'pl',
  parse(rest) {
    const p = parts(rest);
    if (!p || (p.length !== 3 && p.length !== 4)) return null;
    const tz = parseTz(p[0]);
    const participantId = parseParticipantId(p[1]);
    const page = parsePage(p[2]);
    const lang = p.length === 4 ? parseLang(p[3]) : 'ta';
    return tz !== null && participantId && page !== null && lang ? { tz, participantId, page, lang } : null;
  },
  inputs: ({ engine }, { participantId }) => headerInputs(engine, participantId),
  build({ engine }, { tz, participantId, page, lang }) {
    const header = headerRow(engine, participantId, lang);
    if (!header) return [];
    const events = withKnownLeague(engine, eventsOfParticipant(engine, participantId));
    const paged = pageOf(summaryOrder(events), page, LIST_PAGE_SIZE.events);
    if (!paged) return [];
    return [
      header,
      [[RowKey.feedDay, `0;${tz}`]],
      pageRow(paged.page),
      ...sectionRows(engine, paged.items, lang),
    ];
  },
});

function statsOf(events: MatchEvent[], participantId: string): ParticipantStats {
  const finished = events.filter(isFinished).sort(compareEvents);
  const stats: ParticipantStats = {
    played: finished.length,
    won: 0,
    drawn: 0,
    lost: 0,
    form: [],
    podiums: 0,
  };
  const outcomes: ParticipantOutcome[] = [];
  for (const event of finished) {
    if (isNoDuel(event.sportId)) {
      if (event.rank === undefined) continue;
      if (event.rank === 1) stats.won += 1;
      if (event.rank <= 3) stats.podiums += 1;
      if (stats.bestRank === undefined || event.rank < stats.bestRank) stats.bestRank = event.rank;
      continue;
    }
    const outcome = outcomeFor(event, sideOf(event, participantId) ?? 1);
    if (outcome === 'W') stats.won += 1;
    else if (outcome === 'D') stats.drawn += 1;
    else if (outcome === 'L') stats.lost += 1;
    if (outcome) outcomes.push(outcome);
  }
  stats.form = outcomes.slice(-5);
  const live = events.filter(isLive).sort(compareEvents)[0];
  const next = fixtures(events).find((e) => !isLive(e));
  const last = finished[finished.length - 1];
  if (live) stats.liveEventId = live.id;
  if (next) {
    stats.nextEventId = next.id;
    stats.nextStart = next.startTime;
  }
  if (last) stats.lastEventId = last.id;
  return stats;
}

/** pe_{participant}_{lang}: header and the record (won, drawn, lost, form; podiums in races). */
export const participantEventDataFeed = listFeed<{ participantId: string; lang: Lang }>({
  prefix: 'pe',
  parse(rest) {
    const p = parts(rest);
    if (!p || p.length !== 2) return null;
    const participantId = parseParticipantId(p[0]);
    const lang = parseLang(p[1]);
    return participantId && lang ? { participantId, lang } : null;
  },
  inputs: ({ engine }, { participantId }) => headerInputs(engine, participantId),
  build({ engine }, { participantId, lang }) {
    const header = headerRow(engine, participantId, lang);
    if (!header) return [];
    const events = withKnownLeague(engine, eventsOfParticipant(engine, participantId));
    return [header, participantStatsCells(statsOf(events, participantId))];
  },
});

/** pel_{participant}_{page}_{lang}: every event of the participant, newest first, from its side. */
export const participantEventsFeed = listFeed<{ participantId: string; page: number; lang: Lang }>({
  prefix: 'pel',
  parse(rest) {
    const p = parts(rest);
    if (!p || p.length !== 3) return null;
    const participantId = parseParticipantId(p[0]);
    const page = parsePage(p[1]);
    const lang = parseLang(p[2]);
    return participantId && page !== null && lang ? { participantId, page, lang } : null;
  },
  inputs: ({ engine }, { participantId }) => participantInputs(engine, participantId),
  build({ engine }, { participantId, page, lang }) {
    // Newest first by the composite sort key (spec 2 §4, SRT8); same kick-off: A to Z.
    const events = orderEvents(withKnownLeague(engine, eventsOfParticipant(engine, participantId)), {
      by: 'time',
      descending: true,
    });
    const paged = pageOf(events, page, LIST_PAGE_SIZE.events);
    if (!paged) return [];
    const rows: Row[] = [pageRow(paged.page)];
    for (const event of paged.items) {
      const side = sideOf(event, participantId) ?? 1;
      const noDuel = isNoDuel(event.sportId);
      const outcome = noDuel ? undefined : outcomeFor(event, side);
      const opponent =
        side === 1 ? { id: event.awayId, name: event.awayName } : { id: event.homeId, name: event.homeName };
      const scoreFor = side === 1 ? event.homeScore : event.awayScore;
      const scoreAgainst = side === 1 ? event.awayScore : event.homeScore;
      rows.push(
        participantEventCells({
          eventId: event.id,
          sportId: event.sportId,
          leagueId: event.leagueId,
          leagueName: engine.leagues.get(event.leagueId)?.name[lang] ?? '',
          startTime: event.startTime,
          stageType: event.stageType,
          stage: event.stage,
          home: side === 1,
          ...(noDuel ? {} : { opponentId: opponent.id, opponentName: opponent.name }),
          ...(scoreFor !== undefined ? { scoreFor } : {}),
          ...(!noDuel && scoreAgainst !== undefined ? { scoreAgainst } : {}),
          ...(outcome ? { outcome } : {}),
          ...(event.rank !== undefined ? { rank: event.rank } : {}),
          ...(event.participantStatus !== undefined ? { participantStatus: event.participantStatus } : {}),
        }),
      );
    }
    return rows;
  },
});
