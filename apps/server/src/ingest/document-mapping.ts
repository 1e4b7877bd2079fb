/**
 * From the API's detail bodies to the model's documents (packages/domain/src/detail/model.ts): names
 * become numbers ("goal" -> IncidentKind.goal, "home" -> 1), and every object named by the provider's
 * id becomes ours through `Lookups`, which refuses (422, with the field's JSON pointer) an object the
 * provider has not created or one of another sport. Pure apart from those lookups.
 */
import {
  httpsImageUrl,
  type BallByBall,
  ballsFault,
  type Bookmaker,
  type CricketBall,
  type CricketInningsInfo,
  type DetailDocument,
  Dismissal,
  ChannelType,
  EventStage,
  type MatchInfo,
  type MatchStatistics,
  ExtraKind,
  IncidentKind,
  type KabaddiEntry,
  type KabaddiRaids,
  type League,
  Market,
  type Participant,
  type Player,
  raidsFault,
} from '@nerali/domain';
import type {
  BallsBody,
  BookmakerBody,
  DrawBody,
  IncidentsBody,
  InjuriesBody,
  LineupsBody,
  NewsBody,
  OddsBody,
  PlayerBody,
  RankingBody,
  SquadBody,
  StandingsBody,
  StatisticsBody,
  MatchInfoBody,
  TransfersBody,
  VideoBody,
} from './document-schemas.ts';
import { invalidField } from './errors.ts';
import type { RaidsBody } from './raids-schemas.ts';
import { bookmakerIdOf, documentIdOf, playerIdOf } from './ids.ts';

/** Resolves the provider's references to our objects; each throws a 422 naming `path`. */
export interface Lookups {
  readonly provider: string;
  country(path: string, providerId: string): number;
  participant(path: string, providerId: string, sportId: number): Participant;
  player(path: string, providerId: string): Player;
  bookmaker(path: string, providerId: string): Bookmaker;
  competition(path: string, providerId: string, sportId: number): League;
  /** Our id of an event the provider created (in the engine's window or in the results archive). */
  event(path: string, providerId: string, sportId: number): string;
}

const SIDE = { home: 1, away: 2 } as const;

/** Drops undefined members, so that stored documents and the engine's change compare see no noise. */
function compact<T extends object>(value: T): T {
  for (const key of Object.keys(value) as (keyof T)[]) if (value[key] === undefined) delete value[key];
  return value;
}

/** A provider's image address, normalised; a 422 when it is not a plain https one. */
function imageOf(path: string, value: string): string {
  const image = httpsImageUrl(value);
  if (!image) throw invalidField(path, 'not a plain https address');
  return image;
}

export function playerDocument(id: string, body: PlayerBody, l: Lookups): DetailDocument {
  const key = playerIdOf(l.provider, id);
  const player: Player = compact({
    id: key,
    sportId: body.sport,
    name: body.name,
    participantId: body.team === undefined ? undefined : l.participant('/team', body.team, body.sport).id,
    countryId: l.country('/country', body.country),
    position: body.position,
    number: body.number,
    birthDate: body.birthDate,
    heightCm: body.heightCm,
    photo: body.photo === undefined ? undefined : imageOf('/photo', body.photo),
  });
  return { kind: 'player', key, body: player };
}

export function bookmakerDocument(id: string, body: BookmakerBody, l: Lookups): DetailDocument {
  const bookmakerId = bookmakerIdOf(l.provider, id);
  return { kind: 'bookmaker', key: String(bookmakerId), body: { id: bookmakerId, name: body.name } };
}

export function incidentsDocument(eventId: string, body: IncidentsBody): DetailDocument {
  const incidents = body.incidents.map((i, index) =>
    compact({
      seq: index + 1,
      kind: IncidentKind[i.kind],
      side: SIDE[i.side],
      time: i.time,
      stage: EventStage[i.stage],
      player: i.player,
      secondPlayer: i.secondPlayer,
      score: i.score,
      note: i.note && { ta: i.note.ta, en: i.note.en },
    }),
  );
  return { kind: 'incidents', key: eventId, body: { eventId, incidents } };
}

export function lineupsDocument(eventId: string, body: LineupsBody, l: Lookups): DetailDocument {
  const team = (side: 'home' | 'away') => {
    const t = body[side];
    const players = (list: typeof t.starters, field: 'starters' | 'substitutes') =>
      list.map((p, i) =>
        compact({
          playerId:
            p.player === undefined ? undefined : l.player(`/${side}/${field}/${i}/player`, p.player).id,
          name: p.name,
          number: p.number,
          position: p.position,
          captain: p.captain,
          x: p.x,
          y: p.y,
        }),
      );
    return compact({
      formation: t.formation,
      coach: t.coach,
      starters: players(t.starters, 'starters'),
      substitutes: players(t.substitutes, 'substitutes'),
      missing: t.missing?.map((m) => ({ name: m.name, reason: { ta: m.reason.ta, en: m.reason.en } })),
    });
  };
  return {
    kind: 'lineups',
    key: eventId,
    body: { eventId, confirmed: body.confirmed, home: team('home'), away: team('away') },
  };
}

export function statisticsDocument(eventId: string, body: StatisticsBody): DetailDocument {
  const seen = new Set<number>();
  const periods = body.periods.map((p, i) => {
    const period = p.period === 'match' ? 0 : EventStage[p.period];
    if (seen.has(period)) throw invalidField(`/periods/${i}/period`, `period '${p.period}' is sent twice`);
    seen.add(period);
    return {
      period,
      lines: p.lines.map((line) => ({
        key: line.key,
        name: { ta: line.name.ta, en: line.name.en },
        home: line.home,
        away: line.away,
      })),
    };
  });
  const doc: MatchStatistics = { eventId, periods };
  if (body.timeline)
    doc.timeline = body.timeline.map((m) => ({
      minute: m.minute,
      side: m.side === 'home' ? 1 : 2,
      key: m.key,
    }));
  return { kind: 'statistics', key: eventId, body: doc };
}

/** Match information: what is sent, as sent; a channel listed twice is refused at its pointer. */
export function matchInfoDocument(eventId: string, body: MatchInfoBody): DetailDocument {
  const seen = new Set<string>();
  const broadcasts = (body.broadcasts ?? []).map((b, i) => {
    const key = `${b.type}|${b.name.toLowerCase()}`;
    if (seen.has(key)) throw invalidField(`/broadcasts/${i}`, `channel '${b.name}' is listed twice`);
    seen.add(key);
    return { type: b.type === 'tv' ? ChannelType.tv : ChannelType.web, name: b.name };
  });
  const info: MatchInfo = { eventId };
  if (body.venue !== undefined) info.venue = body.venue;
  if (body.city !== undefined) info.city = body.city;
  if (body.referee !== undefined) info.referee = body.referee;
  if (body.attendance !== undefined) info.attendance = body.attendance;
  if (broadcasts.length > 0) info.broadcasts = broadcasts;
  return { kind: 'matchInfo', key: eventId, body: info };
}

/**
 * A cricket match's deliveries: sides become 1 and 2; the names stay as written (the scorecard shows
 * them). What the Laws forbid (a seventh ball, a bowler's second over in a row, bowled off a no-ball,
 * a batter out twice ...) is refused here, at its pointer (cricket/scorecard-checks.ts), so that no
 * stored document gives a scorecard that does not add up.
 */
export function ballsDocument(eventId: string, body: BallsBody): DetailDocument {
  const innings = body.innings.map((info): CricketInningsInfo =>
    compact({
      innings: info.innings,
      side: SIDE[info.side],
      battingOrder: [...info.battingOrder],
      declared: info.declared,
      followOn: info.followOn,
      maxOvers: info.maxOvers,
      powerplays: info.powerplays?.map(([first, last]): [number, number] => [first, last]),
    }),
  );
  const balls = body.balls.map((ball): CricketBall =>
    compact({
      seq: ball.seq,
      innings: ball.innings,
      over: ball.over,
      ball: ball.ball,
      bowler: ball.bowler,
      batter: ball.batter,
      nonStriker: ball.nonStriker,
      runs: ball.runs,
      boundary: ball.boundary,
      extra: ball.extra && { kind: ExtraKind[ball.extra.kind], runs: ball.extra.runs },
      wicket:
        ball.wicket &&
        compact({ kind: Dismissal[ball.wicket.kind], out: ball.wicket.out, fielder: ball.wicket.fielder }),
      time: ball.time,
    }),
  );
  const document: BallByBall = compact({
    eventId,
    toss: body.toss && { winner: SIDE[body.toss.winner], elected: body.toss.elected },
    venue: body.venue,
    umpires: body.umpires && [...body.umpires],
    playerOfMatch: body.playerOfMatch,
    innings,
    balls,
  });
  const fault = ballsFault(document);
  if (fault) throw invalidField(fault.path, fault.message);
  return { kind: 'balls', key: eventId, body: document };
}

/**
 * A kabaddi match's raids and breaks: sides become 1 and 2, names stay as written. What the rules forbid
 * (a raider who is out, a court count the raids do not leave, points that do not follow the result, a
 * raid out of turn, a missed all out or do-or-die ...) is refused here, at its pointer
 * (kabaddi/raids-checks.ts), so that no stored document gives figures that do not add up.
 */
export function raidsDocument(eventId: string, body: RaidsBody): DetailDocument {
  const entries = body.entries.map((entry): KabaddiEntry => {
    const base = {
      seq: entry.seq,
      half: entry.half,
      clock: entry.clock,
      time: entry.time,
      side: SIDE[entry.side],
    };
    switch (entry.kind) {
      case 'raid':
        return compact({
          ...base,
          kind: entry.kind,
          raider: entry.raider,
          onCourtBefore: [entry.onCourtBefore[0], entry.onCourtBefore[1]],
          result: entry.result,
          touched: [...entry.touched],
          bonus: entry.bonus,
          tackledBy: entry.tackledBy,
          assist: entry.assist,
          superTackle: entry.superTackle,
          doOrDie: entry.doOrDie,
          golden: entry.golden,
          allOut: entry.allOut && SIDE[entry.allOut],
          points: [entry.points[0], entry.points[1]],
          score: [entry.score[0], entry.score[1]],
        });
      case 'timeOut':
        return compact({ ...base, kind: entry.kind });
      case 'card':
        return compact({
          ...base,
          kind: entry.kind,
          card: entry.card,
          player: entry.player,
          technical: entry.technical,
        });
      case 'technicalPoint':
        return compact({
          ...base,
          kind: entry.kind,
          points: entry.points,
          reason: entry.reason && { ta: entry.reason.ta, en: entry.reason.en },
        });
      case 'substitution':
        return compact({ ...base, kind: entry.kind, playerOn: entry.playerOn, playerOff: entry.playerOff });
    }
  });
  const document: KabaddiRaids = { eventId, entries };
  const fault = raidsFault(document);
  if (fault) throw invalidField(fault.path, fault.message);
  return { kind: 'raids', key: eventId, body: document };
}

export function oddsDocument(eventId: string, body: OddsBody, l: Lookups): DetailDocument {
  // A line is one bookmaker's prices of one market at one handicap or total: sent twice, which of the
  // two would the odds tab show? Refused, as are two prices for the same selection.
  const seenLines = new Set<string>();
  body.lines.forEach((line, i) => {
    const key = `${line.market}|${line.bookmaker}|${line.line ?? ''}`;
    if (seenLines.has(key)) {
      throw invalidField(`/lines/${i}`, 'the same market, bookmaker and line are sent twice');
    }
    seenLines.add(key);
    const selections = new Set<string>();
    line.prices.forEach((p, j) => {
      if (selections.has(p.selection)) {
        throw invalidField(`/lines/${i}/prices/${j}/selection`, `selection '${p.selection}' is sent twice`);
      }
      selections.add(p.selection);
    });
  });
  const lines = body.lines.map((line, i) =>
    compact({
      market: Market[line.market],
      bookmakerId: l.bookmaker(`/lines/${i}/bookmaker`, line.bookmaker).id,
      line: line.line,
      active: line.active,
      prices: line.prices.map((p) =>
        compact({ selection: p.selection, value: p.value, previous: p.previous, changedAt: p.changedAt }),
      ),
    }),
  );
  return { kind: 'odds', key: eventId, body: { eventId, live: body.live, lines } };
}

export function standingsDocument(league: League, body: StandingsBody, l: Lookups): DetailDocument {
  const groups = body.groups.map((g, gi) =>
    compact({
      name: g.name && { ta: g.name.ta, en: g.name.en },
      rows: g.rows.map((r, ri) => {
        const participant = l.participant(
          `/groups/${gi}/rows/${ri}/participant`,
          r.participant,
          league.sportId,
        );
        return compact({
          participantId: participant.id,
          name: participant.name,
          rank: r.rank,
          played: r.played,
          won: r.won,
          drawn: r.drawn,
          lost: r.lost,
          scoreFor: r.scoreFor,
          scoreAgainst: r.scoreAgainst,
          points: r.points,
          form: [...r.form],
          zone: r.zone,
        });
      }),
    }),
  );
  return { kind: 'standings', key: league.id, body: { leagueId: league.id, season: body.season, groups } };
}

export function drawDocument(league: League, body: DrawBody, l: Lookups): DetailDocument {
  const rounds = body.rounds.map((round, ri) => ({
    name: { ta: round.name.ta, en: round.name.en },
    matches: round.matches.map((m, mi) => {
      const at = `/rounds/${ri}/matches/${mi}`;
      const home = m.home === undefined ? undefined : l.participant(`${at}/home`, m.home, league.sportId);
      const away = m.away === undefined ? undefined : l.participant(`${at}/away`, m.away, league.sportId);
      return compact({
        eventId: m.event === undefined ? undefined : l.event(`${at}/event`, m.event, league.sportId),
        homeId: home?.id,
        awayId: away?.id,
        homeName: home?.name,
        awayName: away?.name,
        homeScore: m.homeScore,
        awayScore: m.awayScore,
        winner: m.winner === undefined ? undefined : SIDE[m.winner],
      });
    }),
  }));
  return { kind: 'draw', key: league.id, body: { leagueId: league.id, rounds } };
}

export function squadDocument(participant: Participant, body: SquadBody, l: Lookups): DetailDocument {
  const players = body.players.map((p, i) => {
    const player = l.player(`/players/${i}/player`, p.player);
    return compact({ playerId: player.id, name: player.name, number: p.number, position: p.position });
  });
  return {
    kind: 'squad',
    key: participant.id,
    body: compact({ participantId: participant.id, coach: body.coach, players }),
  };
}

export function transfersDocument(participant: Participant, body: TransfersBody, l: Lookups): DetailDocument {
  const transfers = body.transfers.map((t, i) => {
    const at = `/transfers/${i}`;
    const player = l.player(`${at}/player`, t.player);
    const club = (field: 'from' | 'to') => {
      const ref = t[field];
      const name = t[`${field}Name`];
      if (ref !== undefined) {
        const club = l.participant(`${at}/${field}`, ref, participant.sportId);
        return { id: club.id, name: name ?? club.name };
      }
      if (name === undefined) throw invalidField(`${at}/${field}Name`, `send ${field} or ${field}Name`);
      return { id: undefined, name };
    };
    const from = club('from');
    const to = club('to');
    // A sum is its amount and its currency together; text is for a fee that is no sum.
    if ((t.feeAmount === undefined) !== (t.feeCurrency === undefined))
      throw invalidField(
        `${at}/${t.feeAmount === undefined ? 'feeAmount' : 'feeCurrency'}`,
        'send feeAmount with feeCurrency',
      );
    if (t.feeAmount !== undefined && t.fee !== undefined)
      throw invalidField(`${at}/fee`, 'send a fee as a sum (feeAmount) or as text (fee), not both');
    return compact({
      playerId: player.id,
      playerName: player.name,
      fromId: from.id,
      fromName: from.name,
      toId: to.id,
      toName: to.name,
      date: t.date,
      type: t.type,
      fee: t.fee,
      feeAmount: t.feeAmount,
      feeCurrency: t.feeCurrency,
    });
  });
  return { kind: 'transfers', key: participant.id, body: { participantId: participant.id, transfers } };
}

export function injuriesDocument(participant: Participant, body: InjuriesBody, l: Lookups): DetailDocument {
  const injuries = body.injuries.map((injury, i) => {
    const player = l.player(`/injuries/${i}/player`, injury.player);
    if (injury.until !== undefined && injury.until < injury.from) {
      throw invalidField(`/injuries/${i}/until`, 'is before `from`');
    }
    return compact({
      playerId: player.id,
      playerName: player.name,
      reason: { ta: injury.reason.ta, en: injury.reason.en },
      from: injury.from,
      until: injury.until,
    });
  });
  return { kind: 'injuries', key: participant.id, body: { participantId: participant.id, injuries } };
}

export function rankingDocument(id: string, body: RankingBody, l: Lookups): DetailDocument {
  const key = documentIdOf(l.provider, 'ranking', id);
  const rows = body.rows.map((r, i) => {
    const participant = l.participant(`/rows/${i}/participant`, r.participant, body.sport);
    return compact({
      rank: r.rank,
      participantId: participant.id,
      name: participant.name,
      countryId: participant.countryId,
      points: r.points,
      move: r.move,
    });
  });
  return {
    kind: 'ranking',
    key,
    body: {
      id: key,
      sportId: body.sport,
      name: { ta: body.name.ta, en: body.name.en },
      updatedAt: body.updatedAt,
      live: body.live ?? false,
      rows,
    },
  };
}

export function newsDocument(id: string, body: NewsBody, l: Lookups): DetailDocument {
  const key = documentIdOf(l.provider, 'news', id);
  const text = (t: { ta: string; en: string }) => ({ ta: t.ta, en: t.en });
  return {
    kind: 'news',
    key,
    body: compact({
      id: key,
      sportId: body.sport,
      publishedAt: body.publishedAt,
      headline: text(body.headline),
      lead: text(body.lead),
      body: text(body.body),
      participantIds: (body.participants ?? []).map(
        (p, i) => l.participant(`/participants/${i}`, p, body.sport).id,
      ),
      leagueIds: (body.competitions ?? []).map(
        (c, i) => l.competition(`/competitions/${i}`, c, body.sport).id,
      ),
      eventId: body.event === undefined ? undefined : l.event('/event', body.event, body.sport),
    }),
  };
}

export function videoDocument(id: string, body: VideoBody, l: Lookups): DetailDocument {
  const key = documentIdOf(l.provider, 'video', id);
  return {
    kind: 'video',
    key,
    body: compact({
      id: key,
      sportId: body.sport,
      eventId: body.event === undefined ? undefined : l.event('/event', body.event, body.sport),
      title: { ta: body.title.ta, en: body.title.en },
      url: body.url,
      durationS: body.durationS,
      publishedAt: body.publishedAt,
    }),
  };
}
