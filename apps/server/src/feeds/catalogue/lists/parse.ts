/**
 * Name parts of the list feeds. Every parser returns null for anything it does not accept, and the
 * catalogue answers null with a 404: no name can reach a builder with a value it does not expect.
 */
import {
  CALENDAR_RANGE_DAYS,
  isSportId,
  parseTzPart,
  type Lang,
  MAX_LISTED_PARTICIPANTS,
} from '@nerali/domain';
import { parseLang, parseProjectType } from '../registry.ts';

const LEAGUE_RE = /^([1-9][0-9]?)_([A-Za-z0-9]{1,48})$/;
/** Participant ids are [A-Za-z0-9] (simulator and ingest alike); '-' joins several in one name. */
const PARTICIPANT_RE = /^[A-Za-z0-9]{1,48}$/;
const INT_RE = /^-?(0|[1-9][0-9]{0,4})$/;
const PAGE_RE = /^[1-9][0-9]{0,3}$/;

/** Splits a name's rest into parts; a part may not be empty ("a__b" is no name). */
export function parts(rest: string): string[] | null {
  const out = rest.split('_');
  return out.every((p) => p !== '') ? out : null;
}

export function parseLeagueId(value: string): string | null {
  return LEAGUE_RE.test(value) ? value : null;
}

export function parseParticipantId(value: string | undefined): string | null {
  return value !== undefined && PARTICIPANT_RE.test(value) ? value : null;
}

/** `p1-p2-p3`: distinct ids in name order, at most MAX_LISTED_PARTICIPANTS. */
export function parseParticipantList(value: string | undefined): string[] | null {
  if (value === undefined) return null;
  const ids = value.split('-');
  if (ids.length > MAX_LISTED_PARTICIPANTS || !ids.every((id) => PARTICIPANT_RE.test(id))) return null;
  return [...new Set(ids)];
}

/** Ranking ids are document keys: the simulator writes 'tennis-men-live', ingest [A-Za-z0-9]. */
const DOCUMENT_ID_RE = /^[A-Za-z0-9_-]{1,48}$/;
export function parseDocumentId(value: string): string | null {
  return DOCUMENT_ID_RE.test(value) ? value : null;
}

/** Pages count from 1; 0, a sign or a leading zero is no page. */
export function parsePage(value: string | undefined): number | null {
  return value !== undefined && PAGE_RE.test(value) ? Number(value) : null;
}

export function parseInt5(value: string | undefined): number | null {
  return value !== undefined && INT_RE.test(value) ? Number(value) : null;
}

/** A sport of the catalogue, or 0 (all sports) where `allowAll`. */
export function parseSport(value: string | undefined, allowAll: boolean): number | null {
  const id = parseInt5(value);
  if (id === null) return null;
  return isSportId(id) || (allowAll && id === 0) ? id : null;
}

export function parseDay(value: string | undefined): number | null {
  const day = parseInt5(value);
  return day !== null && Math.abs(day) <= CALENDAR_RANGE_DAYS ? day : null;
}

export function parseTz(value: string | undefined): number | null {
  return parseTzPart(value);
}

export { parseLang, parseProjectType };
export type { Lang };

/** `{league}_{lang}_{type}`, the form of t_, ts_, td_ and s_. */
export function parseLeagueLangType(rest: string): { leagueId: string; lang: Lang } | null {
  const p = parts(rest);
  if (!p || p.length !== 4 || !parseProjectType(p[3])) return null;
  const leagueId = parseLeagueId(`${p[0]}_${p[1]}`);
  const lang = parseLang(p[2]);
  return leagueId && lang ? { leagueId, lang } : null;
}
