/**
 * The feed's short codes (rule CDC3). This is the only file that knows them: everywhere else the
 * model's names (`homeScore`, not `AG`) are used.
 */
import { STATS_RESULT_MAX, STATS_RESULT_MIN, StageType } from '../enums.ts';
import type { CricketData, CricketSide, Country, League, MatchEvent, PenaltyIncident } from '../model.ts';
import type { Cell, Row } from './feed-codec.ts';
import { cellValue } from './feed-codec.ts';

/** Keys of rows that are not events or leagues. */
export const RowKey = {
  /** Sport row: the sport id of the rows that follow. */
  sport: 'SA',
  /** Feed signature (update hash) row. */
  signature: 'A1',
  /** Server time of the feed, unix seconds. */
  serverTime: 'A2',
  /** Repair marker: the client must fetch the repair feed (value 1) or reload the full feed (value 2). */
  repair: 'A3',
  /** Day (relative) and timezone that a full feed was built for: "{day};{tzMinutes}". */
  feedDay: 'A4',
  /** League row (first cell). */
  league: 'ZA',
  /** Event row (first cell). */
  event: 'AA',
  /**
   * An event that left the feed (its id). Sent only in an update answered for another node's signature
   * (a catch-up across nodes, docs/ARCHITECTURE.md "Many nodes"); older clients skip the row.
   */
  removed: 'A5',
} as const;

/** Value of the repair marker row. */
export const RepairKind = { repair: '1', reload: '2' } as const;

const LeagueKey = {
  name: 'ZA',
  id: 'ZEE',
  templateKey: 'ZC',
  countryId: 'ZB',
  countryName: 'ZY',
  countryCode: 'ZX',
  countryOrder: 'ZQ',
  tournamentType: 'ZT',
  order: 'ZO',
} as const;

const EventKey = {
  id: 'AA',
  startTime: 'AD',
  stageType: 'AB',
  stage: 'AC',
  stageStartTime: 'AO',
  gameTime: 'AM',
  homeId: 'JA',
  awayId: 'JB',
  homeName: 'AE',
  awayName: 'AF',
  homeShortName: 'WM',
  awayShortName: 'WN',
  homeScore: 'AG',
  awayScore: 'AH',
  homeParts: 'BA',
  awayParts: 'BB',
  homeTiebreaks: 'DA',
  awayTiebreaks: 'DB',
  homeGameScore: 'WA',
  awayGameScore: 'WB',
  service: 'WC',
  homeRedCards: 'AJ',
  awayRedCards: 'AK',
  winner: 'AS',
  scoreChangedAt: 'AX',
  cricket: 'CK',
  rank: 'RK',
  tiedRank: 'RT',
  participantStatus: 'PS',
  holesPlayed: 'GH',
  parToday: 'GP',
  lapTime: 'ML',
  gap: 'MG',
  laps: 'MA',
  grid: 'MR',
  pitstops: 'MP',
  team: 'MT',
  weight: 'HW',
  age: 'HA',
  startingPrice: 'HS',
  // Issue 16, spec 1 §3.12-3.17 (docs/feeds.md "Event cells of spec 1 §3.12-3.17").
  endTime: 'AP',
  homeFullTimeScore: 'AT',
  awayFullTimeScore: 'AU',
  homeHits: 'BH',
  awayHits: 'BI',
  homeErrors: 'BJ',
  awayErrors: 'BK',
  swapped: 'SW',
  periodUpdatedAt: 'PU',
  penalty: 'PQ',
  goalUnderReview: 'VR',
  infoNotice: 'NI',
  homePitcher: 'PH',
  awayPitcher: 'PV',
  sourceType: 'SQ',
} as const;

/** Stats-result cells: `R{type}` (R1 rank ... R70), one cell per result type. */
const RESULT_KEY_RE = /^R([1-9][0-9]?)$/;
function resultKey(type: number): string {
  return `R${type}`;
}

/** Fields with one cell each; `results` spreads over one cell per result type. */
export type EventField = Exclude<keyof MatchEvent, 'sportId' | 'leagueId' | 'results'>;

const FIELD_BY_KEY = new Map<string, EventField>(
  Object.entries(EventKey).map(([field, key]) => [key, field as EventField]),
);

// Lists (parts) are written "6,4,7" with "" for a missing part; cricket as JSON-free text below.
function encodeList(list: (number | null)[]): string {
  return list.map((v) => (v == null ? '' : String(v))).join(',');
}
function decodeList(text: string): (number | null)[] {
  if (text === '') return [];
  return text.split(',').map((s) => (s === '' ? null : toInt(s)));
}
function toInt(s: string): number {
  const n = Number(s);
  return Number.isFinite(n) ? n : 0;
}

// Cricket: "gameType|batting|runRate|requiredRunRate|target|home innings|away innings",
// innings "runs/wickets/overs" joined by ";". Run rates stay text (spec 1 §5).
function encodeCricket(c: CricketData): string {
  const side = (s: CricketSide[]) => s.map((i) => `${i.runs}/${i.wickets}/${i.overs}`).join(';');
  return [
    c.gameType,
    c.batting,
    c.runRate ?? '',
    c.requiredRunRate ?? '',
    c.target ?? '',
    side(c.home),
    side(c.away),
  ].join('|');
}
function decodeCricket(text: string): CricketData {
  const [gameType = '', batting = '0', runRate = '', rrr = '', target = '', home = '', away = ''] =
    text.split('|');
  const side = (s: string): CricketSide[] =>
    s === ''
      ? []
      : s.split(';').map((inn) => {
          const [runs = '0', wickets = '0', overs = '0'] = inn.split('/');
          return { runs: toInt(runs), wickets: toInt(wickets), overs };
        });
  const out: CricketData = {
    gameType: toInt(gameType) as CricketData['gameType'],
    batting: (toInt(batting) === 1 ? 1 : toInt(batting) === 2 ? 2 : 0) as CricketData['batting'],
    home: side(home),
    away: side(away),
  };
  if (runRate !== '') out.runRate = runRate;
  if (rrr !== '') out.requiredRunRate = rrr;
  if (target !== '') out.target = toInt(target);
  return out;
}

// Penalty incident: "updatedAt|incidentId|stage".
function encodePenalty(p: PenaltyIncident): string {
  return `${p.updatedAt}|${p.incidentId}|${p.stage}`;
}
function decodePenalty(text: string): PenaltyIncident {
  const [updatedAt = '0', incidentId = '', stage = '0'] = text.split('|');
  return { updatedAt: toInt(updatedAt), incidentId, stage: toInt(stage) as PenaltyIncident['stage'] };
}

function encodeField(field: EventField, value: unknown): string {
  if (value == null) return '';
  switch (field) {
    case 'penalty':
      return encodePenalty(value as PenaltyIncident);
    case 'swapped':
      return value ? '1' : '0';
    case 'homeParts':
    case 'awayParts':
    case 'homeTiebreaks':
    case 'awayTiebreaks':
      return encodeList(value as (number | null)[]);
    case 'cricket':
      return encodeCricket(value as CricketData);
    case 'tiedRank':
      return value ? '1' : '0';
    default:
      return String(value);
  }
}

const TEXT_FIELDS = new Set<EventField>([
  'id',
  'gameTime',
  'homeId',
  'awayId',
  'homeName',
  'awayName',
  'homeShortName',
  'awayShortName',
  'homeScore',
  'awayScore',
  'homeGameScore',
  'awayGameScore',
  'parToday',
  'lapTime',
  'gap',
  'team',
  'weight',
  'startingPrice',
  'homeFullTimeScore',
  'awayFullTimeScore',
  'infoNotice',
  'homePitcher',
  'awayPitcher',
]);

function decodeField(field: EventField, text: string): unknown {
  switch (field) {
    case 'homeParts':
    case 'awayParts':
    case 'homeTiebreaks':
    case 'awayTiebreaks':
      return decodeList(text);
    case 'cricket':
      return decodeCricket(text);
    case 'tiedRank':
    case 'swapped':
      return text === '1';
    case 'penalty':
      return decodePenalty(text);
    default:
      return TEXT_FIELDS.has(field) ? text : toInt(text);
  }
}

/**
 * Spec 2's live flag `AI`: `1` on a live event's row, absent otherwise (an update row of an event that
 * left live sends it empty, as any field that disappeared). Derived from AB, so our decoder skips it;
 * it is there for clients written for Flashscore's feeds, which read it (issue 16 point 4).
 */
const LIVE_FLAG = 'AI';

/** [CDC3] The cells of an event, in a fixed order; absent fields are left out. */
export function eventCells(event: MatchEvent): Cell[] {
  const cells: Cell[] = [];
  for (const [field, key] of Object.entries(EventKey) as [EventField, string][]) {
    const value = event[field];
    if (value === undefined) continue;
    cells.push([key, encodeField(field, value)]);
    if (field === 'stageType' && value === StageType.live) cells.push([LIVE_FLAG, '1']);
  }
  if (event.results) {
    const types = Object.keys(event.results)
      .map(Number)
      .filter((t) => Number.isInteger(t) && t >= STATS_RESULT_MIN && t <= STATS_RESULT_MAX)
      .sort((a, b) => a - b);
    for (const type of types) {
      const value = event.results[type];
      if (value !== undefined) cells.push([resultKey(type), value]);
    }
  }
  return cells;
}

/** A partial event as an update row carries it: only the changed fields, `null` for a removed one. */
export type EventPatch = { id: string } & { [F in EventField]?: MatchEvent[F] | null } & {
  /** Changed result values; `null` removes one. */
  results?: Record<number, string | null>;
};

/**
 * [CDC4] The update row between two versions of an event: the id plus each field whose encoded value
 * differs; a field that disappeared is sent empty (decoded as `null`, "remove"). Returns null when
 * nothing differs.
 */
export function eventDeltaCells(before: MatchEvent | undefined, after: MatchEvent): Cell[] | null {
  if (!before) return eventCells(after);
  const old = new Map(eventCells(before));
  const cells: Cell[] = [[EventKey.id, after.id]];
  for (const [key, value] of eventCells(after)) {
    if (key === EventKey.id) continue;
    if (old.get(key) !== value) cells.push([key, value]);
    old.delete(key);
  }
  for (const key of old.keys()) if (key !== EventKey.id) cells.push([key, '']);
  return cells.length > 1 ? cells : null;
}

/** Decodes an event row (full or partial) into a patch. Unknown keys are ignored (newer servers). */
export function decodeEventRow(row: Row): EventPatch | null {
  const id = cellValue(row, EventKey.id);
  if (!id) return null;
  const patch: Record<string, unknown> = { id };
  let results: Record<number, string | null> | undefined;
  for (const [key, value] of row) {
    const field = FIELD_BY_KEY.get(key);
    if (field) {
      if (field !== 'id') patch[field] = value === '' ? null : decodeField(field, value);
      continue;
    }
    const result = RESULT_KEY_RE.exec(key);
    if (result) {
      const type = Number(result[1]);
      if (type > STATS_RESULT_MAX) continue;
      results ??= {};
      results[type] = value === '' ? null : value;
    }
  }
  if (results) patch.results = results;
  return patch as EventPatch;
}

/**
 * [CDC7] Fields every event has: an empty value cannot remove them. A required text becomes '' (a team
 * whose name is empty) and a required number keeps its value, so neither an empty name nor a mangled
 * update row can leave an event without the fields the rest of the code reads unguarded.
 */
const REQUIRED_TEXT: ReadonlySet<string> = new Set<EventField>(['homeId', 'awayId', 'homeName', 'awayName']);
const REQUIRED_NUMBER: ReadonlySet<string> = new Set<EventField>(['startTime', 'stageType', 'stage']);

/** Applies a patch to an event (or creates one from a full row), dropping removed fields. */
export function applyEventPatch(
  base: MatchEvent | undefined,
  patch: EventPatch,
  context: { sportId: number; leagueId: string },
): MatchEvent {
  const next: Record<string, unknown> = base
    ? { ...base }
    : { sportId: context.sportId, leagueId: context.leagueId };
  for (const [field, value] of Object.entries(patch)) {
    if (field === 'results') {
      next.results = mergeResults(base?.results, value as Record<number, string | null>);
      if (next.results === undefined) delete next.results;
      continue;
    }
    if (value !== null) next[field] = value;
    else if (REQUIRED_TEXT.has(field)) next[field] = '';
    else if (!REQUIRED_NUMBER.has(field)) delete next[field];
  }
  return next as unknown as MatchEvent;
}

function mergeResults(
  base: MatchEvent['results'],
  patch: Record<number, string | null>,
): MatchEvent['results'] | undefined {
  const out: Record<number, string> = { ...(base ?? {}) } as Record<number, string>;
  for (const [type, value] of Object.entries(patch)) {
    if (value === null) delete out[Number(type)];
    else out[Number(type)] = value;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

export interface LeagueHeader {
  league: League;
  country: Country;
}

/**
 * [CDC10] The league caption `ZA` as Flashscore's feeds write it and their clients read it (split at
 * the first ':'): the country name in capitals, ': ', the league name (`INDIA: Indian Super League`;
 * Tamil has no capitals). Issue 16 point 4; push protocol 2 (protocol.ts). No country name: the league
 * name alone.
 */
export function leagueCaption(leagueName: string, countryName: string): string {
  return countryName === '' ? leagueName : `${countryName.toUpperCase()}: ${leagueName}`;
}

/** [CDC10] The league name of a caption: what follows `leagueCaption`'s country part (an older server's bare name as is). */
export function leagueNameOfCaption(caption: string, countryName: string): string {
  const prefix = countryName === '' ? '' : `${countryName.toUpperCase()}: `;
  return prefix !== '' && caption.startsWith(prefix) ? caption.slice(prefix.length) : caption;
}

/** The league caption row, with the names in the feed's language. */
export function leagueCells(league: League, country: Country, lang: 'ta' | 'en'): Cell[] {
  return [
    [LeagueKey.name, leagueCaption(league.name[lang], country.name[lang])],
    [LeagueKey.id, league.id],
    [LeagueKey.templateKey, league.templateKey],
    [LeagueKey.tournamentType, league.tournamentType],
    [LeagueKey.order, String(league.order)],
    [LeagueKey.countryId, String(country.id)],
    [LeagueKey.countryName, country.name[lang]],
    [LeagueKey.countryCode, country.code],
    [LeagueKey.countryOrder, String(country.order)],
  ];
}

/** A league row decoded for one language (the other language's name is not in the feed). */
export interface FeedLeague {
  id: string;
  sportId: number;
  name: string;
  templateKey: string;
  tournamentType: League['tournamentType'];
  order: number;
  countryId: number;
  countryName: string;
  countryCode: string;
  countryOrder: number;
}

export function decodeLeagueRow(row: Row, sportId: number): FeedLeague | null {
  const id = cellValue(row, LeagueKey.id);
  if (!id) return null;
  const countryName = cellValue(row, LeagueKey.countryName) ?? '';
  return {
    id,
    sportId,
    name: leagueNameOfCaption(cellValue(row, LeagueKey.name) ?? '', countryName),
    templateKey: cellValue(row, LeagueKey.templateKey) ?? '',
    tournamentType: (cellValue(row, LeagueKey.tournamentType) ?? 'p') as League['tournamentType'],
    order: toInt(cellValue(row, LeagueKey.order) ?? '0'),
    countryId: toInt(cellValue(row, LeagueKey.countryId) ?? '0'),
    countryName,
    countryCode: cellValue(row, LeagueKey.countryCode) ?? '',
    countryOrder: toInt(cellValue(row, LeagueKey.countryOrder) ?? '0'),
  };
}

/**
 * [CDC6] Feed signature: `{epoch}.{seq}.{changedAt}` in base 36. `epoch` names one node's change log (it
 * changes when the log restarts, and differs between nodes), `seq` counts change batches of one sport in
 * that log; the seq of an update feed equals the `q` of the push message that carried the same batch, so
 * a client can tell a gap either way. `changedAt` is the wall time (unix ms) of the sport's last change in
 * that log: with it, another node can answer the changes made since (the seq means nothing to it). The
 * older two-part form (no `changedAt`) still reads, with `changedAtMs` null: another node reloads it.
 */
export interface Signature {
  epoch: number;
  seq: number;
  /** Unix ms of the last change the signed state holds; null in the older two-part form. */
  changedAtMs: number | null;
}

export function formatSignature(epoch: number, seq: number, changedAtMs?: number): string {
  const head = `${epoch.toString(36)}.${seq.toString(36)}`;
  return changedAtMs === undefined ? head : `${head}.${changedAtMs.toString(36)}`;
}

const SIGNATURE_RE = /^([0-9a-z]{1,12})\.([0-9a-z]{1,12})(?:\.([0-9a-z]{1,12}))?$/;

export function parseSignature(sign: string | null | undefined): Signature | null {
  if (!sign || sign.length > 40) return null;
  const m = SIGNATURE_RE.exec(sign);
  if (!m) return null;
  const epoch = Number.parseInt(m[1] as string, 36);
  const seq = Number.parseInt(m[2] as string, 36);
  const changedAtMs = m[3] === undefined ? null : Number.parseInt(m[3], 36);
  if (!Number.isSafeInteger(epoch) || !Number.isSafeInteger(seq)) return null;
  if (changedAtMs !== null && !Number.isSafeInteger(changedAtMs)) return null;
  return { epoch, seq, changedAtMs };
}

/** System feed keys (spec 1 §3): sync multiplier, service status, update interval, server time. */
export const SystemKey = {
  multiplier: 'mlp',
  serviceStatus: 'sst',
  updateInterval: 'stu',
  serverTime: 'utime',
} as const;
