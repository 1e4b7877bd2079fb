/**
 * The rows of the list feeds (country, tournament, standings, draw, participant, fixtures, results,
 * odds, rankings, transfers, news: docs/feeds.md (list feeds)), each declared once as a row schema
 * (codec/row-schema.ts): its encoder, decoder, key table, value type and docs table follow from the
 * declaration. The people feeds' rows are in people-rows.ts; the feed decoders in list-decode.ts.
 *
 * A row's first cell names its kind (as `AA` names an event row and `ZA` a league row in the
 * scoreboard feeds). Keys of different row kinds may repeat; a decoder reads a row only after its
 * first cell told it the kind. Event and league rows inside list feeds are the scoreboard's own rows
 * (codec/fields.ts), so the web decodes them with the scoreboard decoders.
 */
import type { Cell } from '../codec/feed-codec.ts';
import { cellGroup, field, keysOf, kindsOf, rowKind, type RowValue } from '../codec/row-schema.ts';
import type { DrawMatch, Market, RankingRow, StandingRow, Transfer } from './model.ts';

export * from './people-rows.ts';

/** Items per page of each paged kind. A page past the last one is the empty feed `0`. */
export const LIST_PAGE_SIZE = {
  /** tf_, tr_, pf_, pr_, pl_, pel_. */
  events: 50,
  /** ran_, ral_. */
  ranking: 100,
  /** tetr_. */
  transfers: 50,
  /** nl_, pnf_. */
  news: 20,
} as const;
/** mynf_{participants}_{count}: the largest count served. */
export const MY_NEWS_MAX = 50;
/** fp_ and mynf_: the most participant ids one name may list (joined by "-"); the route also caps a name at 128 characters. */
export const MAX_LISTED_PARTICIPANTS = 20;
/** Pages are numbered from 1. */
export const LIST_FIRST_PAGE = 1;

/** W won, D drawn, L lost. */
const OUTCOMES = ['W', 'D', 'L'] as const;
export type ParticipantOutcome = (typeof OUTCOMES)[number];

/** Selections that fit a key (key rule of the codec: at most 8 characters of [A-Za-z0-9_]). */
export const ODDS_SELECTION_RE = /^[A-Za-z0-9]{1,6}$/;
const PRICE_PREFIX = 'O_';
const PREVIOUS_PREFIX = 'Q_';

/**
 * A decimal price with at most 3 decimals: bookmakers quote no finer, and a price computed upstream
 * (2.1 + 0.05) must not reach the page as 2.1500000000000004.
 */
export function oddsPriceText(value: number): string {
  return String(Math.round(value * 1000) / 1000);
}

interface OddsPriceItem {
  selection: string;
  value: number;
  previous?: number;
}

/**
 * Special case, written by hand: the prices of an odds row, whose keys carry the selection. Each
 * price is `O_{selection}`, followed by `Q_{selection}` the price before its last move when it moved;
 * a selection that cannot be part of a key is left out.
 */
const oddsPrices = field.custom<OddsPriceItem[]>({
  type: 'decimal, at most 3 decimals',
  presence: '`O_` per selection, `Q_` after it when the price moved',
  docKeys: [`${PRICE_PREFIX}{selection}`, `${PREVIOUS_PREFIX}{selection}`],
  write(prices, out) {
    for (const price of prices) {
      if (!ODDS_SELECTION_RE.test(price.selection)) continue;
      out.push([PRICE_PREFIX + price.selection, oddsPriceText(price.value)]);
      if (price.previous !== undefined)
        out.push([PREVIOUS_PREFIX + price.selection, oddsPriceText(price.previous)]);
    }
  },
  read(row) {
    const previous = new Map<string, number>();
    for (const [key, value] of row) {
      if (key.startsWith(PREVIOUS_PREFIX)) previous.set(key.slice(PREVIOUS_PREFIX.length), Number(value));
    }
    const prices: OddsPriceItem[] = [];
    for (const [key, value] of row) {
      if (!key.startsWith(PRICE_PREFIX)) continue;
      const selection = key.slice(PRICE_PREFIX.length);
      const before = previous.get(selection);
      prices.push(
        before === undefined
          ? { selection, value: Number(value) }
          : { selection, value: Number(value), previous: before },
      );
    }
    return prices;
  },
  fallback: () => [],
});

/** The list feeds' own row kinds (docs/feeds.md, list feeds), by name. */
export const ListRows = {
  /** Paged kinds: where this page stands. */
  page: rowKind({
    page: field.number('PG').describe('from 1'),
    pageCount: field.number('PGC'),
    total: field.number('PGT').describe('items in all pages'),
    pageSize: field.number('PGS'),
  }),
  country: rowKind({
    id: field.number('CA'),
    name: field.text('CN').describe("in the feed's language"),
    code: field.text('CC'),
    order: field.number('CO'),
  }),
  participant: rowKind({
    id: field.text('PA'),
    name: field.text('PN'),
    shortName: field.text('PSN'),
    sportId: field.number('PS'),
    countryId: field.number('PC'),
    countryName: field.text('PCN').describe("in the feed's language; empty when the country is unknown"),
    countryCode: field.text('PCC'),
    coach: field.text('PCO').optional().describe('from the squad document'),
  }),
  /** A group caption row; an unnamed group (a single table) has an empty name. */
  standingsGroup: rowKind({ name: field.text('GN').describe("in the feed's language") }),
  standing: rowKind({
    rank: field.number('GR'),
    participantId: field.text('GP'),
    name: field.text('GT'),
    played: field.number('GM'),
    won: field.number('GW'),
    drawn: field.number('GD'),
    lost: field.number('GL'),
    scoreFor: field.number('GF'),
    scoreAgainst: field.number('GA'),
    points: field.number('GX'),
    // Form is one letter per match, oldest first ("WWDLW"): shorter than a list and unambiguous.
    form: field.letters('GO', OUTCOMES).describe('one letter per match, oldest first'),
    zone: field.text('GZ').optional().describe('promotion, playoff, relegation: the web translates it'),
  }),
  drawRound: rowKind({ name: field.text('KR').describe("in the feed's language") }),
  /** A match of the round above; absent cells are unknown yet. */
  drawMatch: rowKind({
    index: field.number('KM').describe('place in the round from 1 (bracket position)'),
    eventId: field.text('KE').optional(),
    homeId: field.text('KH').optional(),
    awayId: field.text('KA').optional(),
    homeName: field.text('KHN').optional(),
    awayName: field.text('KAN').optional(),
    homeScore: field.text('KHS').optional(),
    awayScore: field.text('KAS').optional(),
    winner: field.oneOf('KW', [1, 2]).optional(),
  }),
  /** One per event: the main market of the main bookmaker, decimal prices. */
  odds: rowKind({
    eventId: field.text('OA'),
    bookmakerId: field.number('OB'),
    bookmakerName: field.text('OBN'),
    market: field.number('OM').as<Market>().describe('Market (detail/model.ts)'),
    line: field.text('OV').optional().describe('handicap or total'),
    live: field.flag('OI'),
    active: field.flag('OX').describe('a suspended line shows its last prices greyed'),
    prices: oddsPrices,
  }),
  oddsSignature: rowKind({ signature: field.text('OS').describe('`{epoch}.{version}`, base 36') }),
  /** ran_ and ral_ carry no language: the header holds the ranking's name in both. */
  rankingHeader: rowKind({
    id: field.text('RA'),
    sportId: field.number('RS'),
    name: field.texts({ ta: 'RNT', en: 'RNE' }),
    updatedAt: field.number('RU'),
    live: field.flag('RL'),
  }),
  ranking: rowKind({
    rank: field.number('RR'),
    participantId: field.text('RP'),
    name: field.text('RN'),
    countryId: field.number('RC'),
    points: field.number('RT'),
    move: field.number('RM').optional().describe('places moved, + up, - down'),
  }),
  transfer: rowKind({
    playerId: field.text('TA'),
    playerName: field.text('TN'),
    fromId: field.text('TFI').optional(),
    fromName: field.text('TFN'),
    toId: field.text('TTI').optional(),
    toName: field.text('TTN'),
    date: field.text('TD').describe('YYYY-MM-DD'),
    type: field.text('TY').describe('transfer, loan, free, loanEnd: the web translates it'),
    fee: field.text('TE').optional().describe('as the provider wrote it, when it is no sum ("undisclosed")'),
    feeAmount: field
      .number('TEA')
      .optional()
      .describe('the fee as a sum in units of `TEC`, for the page to write in its language'),
    feeCurrency: field.text('TEC').optional().describe('ISO 4217 code of `TEA`, sent with it'),
  }),
  /** A news list item: the article without its body (the list shows headline and lead). */
  news: rowKind({
    id: field.text('NA'),
    sportId: field.number('NS'),
    publishedAt: field.number('NT'),
    headline: field.texts({ ta: 'NHT', en: 'NHE' }),
    lead: field.texts({ ta: 'NLT', en: 'NLE' }),
    participantIds: field.list('NP'),
    leagueIds: field.list('NL'),
    eventId: field.text('NE').optional(),
  }),
  /** pel_: one of a participant's events as the participant sees it. */
  participantEvent: rowKind({
    eventId: field.text('EV'),
    sportId: field.number('ES'),
    leagueId: field.text('EL'),
    leagueName: field.text('ELN').describe("in the feed's language"),
    startTime: field.number('ET'),
    stageType: field.number('EST'),
    stage: field.number('ESG'),
    home: field.flag('EH').describe('duels: the participant is home; no-duel rows are its own'),
    opponentId: field.text('EO').optional(),
    opponentName: field.text('EON').optional(),
    scoreFor: field.text('EF').optional(),
    scoreAgainst: field.text('EG').optional(),
    outcome: field.oneOf('ER', OUTCOMES).optional().describe('once finished with a winner'),
    rank: field.number('EK').optional().describe('no-duel sports'),
    participantStatus: field.number('EP').optional().describe('no-duel sports'),
  }),
  /** pe_: a participant's record over its finished events, and what comes next. */
  participantStats: rowKind({
    played: field.number('XS').describe('finished events (duels) or races'),
    won: field.number('XW').describe('no-duel sports: races won (rank 1)'),
    drawn: field.number('XD'),
    lost: field.number('XL'),
    form: field.letters('XF', OUTCOMES).describe('the last five outcomes, oldest first'),
    podiums: field.number('XPD').describe('no-duel: finishes in the first three'),
    bestRank: field.number('XB').optional(),
    liveEventId: field.text('XLE').optional(),
    nextEventId: field.text('XN').optional(),
    nextStart: field.number('XT').optional(),
    lastEventId: field.text('XE').optional(),
  }),
};

/**
 * Cells added to a scoreboard league row (`leagueCells`) in c_, t_, s_ and p_: the spec's league item
 * "table flags" and "event count", the season and the span of the league's events.
 */
export const leagueExtraFields = cellGroup({
  eventCount: field.number('ZN'),
  liveCount: field.number('ZV'),
  season: field.text('ZS').optional().describe('from the standings document'),
  firstStart: field.number('ZF').optional().describe('unix seconds of the first event start'),
  lastStart: field.number('ZG').optional(),
  hasStandings: field.flag('ZHS'),
  hasDraw: field.flag('ZHD'),
});

/** Special case: in uo_, an odds row of the event (`OA`) that says its odds were removed. */
export const oddsRemovalRow = rowKind({
  eventId: field.text('OA'),
  removed: field.mark('OR'),
});

/** rnk_: what a ranking header (`RA`) adds in a sport's list of rankings: its size and leader. */
const RANKING_INDEX_FIELDS = {
  rowCount: field.number('RCT'),
  leaderId: field.text('RLP').optional(),
  leaderName: field.text('RLN').optional(),
};
export const rankingIndexRow = ListRows.rankingHeader.extend(RANKING_INDEX_FIELDS);

/** First-cell keys of the list feeds' own rows. */
export const ListRowKey = kindsOf(ListRows);

// Value types, key tables and encoders by the names the feed builders and the web use.

export type ListPage = RowValue<typeof ListRows.page>;
export type LeagueExtra = RowValue<typeof leagueExtraFields>;
export type CountryItem = RowValue<typeof ListRows.country>;
export type ParticipantItem = RowValue<typeof ListRows.participant>;
export type OddsItem = RowValue<typeof ListRows.odds>;
export type RankingHeader = RowValue<typeof ListRows.rankingHeader>;
export type NewsItem = RowValue<typeof ListRows.news>;
export type ParticipantEventItem = RowValue<typeof ListRows.participantEvent>;
export type ParticipantStats = RowValue<typeof ListRows.participantStats>;
export type RankingIndexItem = RowValue<typeof rankingIndexRow>;

export const ListPageKey = ListRows.page.keys;
export const LeagueExtraKey = leagueExtraFields.keys;
export const CountryListKey = ListRows.country.keys;
export const ParticipantHeaderKey = ListRows.participant.keys;
export const StandingsListKey = { group: ListRows.standingsGroup.keys.name, ...ListRows.standing.keys };
export const DrawListKey = { round: ListRows.drawRound.keys.name, ...ListRows.drawMatch.keys };
export const OddsListKey = {
  ...ListRows.odds.keys,
  /** In uo_: the event's odds were removed. */
  removed: oddsRemovalRow.keys.removed,
  signature: ListRows.oddsSignature.keys.signature,
};
export const RankingListKey = { ...ListRows.rankingHeader.keys, ...ListRows.ranking.keys };
export const TransferListKey = ListRows.transfer.keys;
export const NewsListKey = ListRows.news.keys;
export const ParticipantEventKey = ListRows.participantEvent.keys;
export const ParticipantStatsKey = ListRows.participantStats.keys;
export const RankingIndexKey = keysOf(RANKING_INDEX_FIELDS);

export const pageCells: (page: ListPage) => Cell[] = ListRows.page.encode;
export const leagueExtraCells: (extra: LeagueExtra) => Cell[] = leagueExtraFields.encode;
export const countryCells: (country: CountryItem) => Cell[] = ListRows.country.encode;
export const participantCells: (p: ParticipantItem) => Cell[] = ListRows.participant.encode;
export const standingCells: (row: StandingRow) => Cell[] = ListRows.standing.encode;
export const oddsCells: (item: OddsItem) => Cell[] = ListRows.odds.encode;
export const rankingHeaderCells: (header: RankingHeader) => Cell[] = ListRows.rankingHeader.encode;
export const rankingCells: (row: RankingRow) => Cell[] = ListRows.ranking.encode;
export const transferCells: (t: Transfer) => Cell[] = ListRows.transfer.encode;
export const newsCells: (item: NewsItem) => Cell[] = ListRows.news.encode;
export const participantEventCells: (item: ParticipantEventItem) => Cell[] = ListRows.participantEvent.encode;
export const participantStatsCells: (stats: ParticipantStats) => Cell[] = ListRows.participantStats.encode;
export const rankingIndexCells: (item: RankingIndexItem) => Cell[] = rankingIndexRow.encode;

export function standingsGroupCells(name: string): Cell[] {
  return ListRows.standingsGroup.encode({ name });
}
export function drawRoundCells(name: string): Cell[] {
  return ListRows.drawRound.encode({ name });
}
/** `index` is the match's place in its round, from 1 (bracket position). */
export function drawMatchCells(index: number, match: DrawMatch): Cell[] {
  return ListRows.drawMatch.encode({ index, ...match });
}
export function oddsRemovedCells(eventId: string): Cell[] {
  return oddsRemovalRow.encode({ eventId, removed: true });
}
export function oddsSignatureCells(signature: string): Cell[] {
  return ListRows.oddsSignature.encode({ signature });
}
