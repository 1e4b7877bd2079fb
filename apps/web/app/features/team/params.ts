/**
 * What the participant, player and rankings URLs may hold (docs/decisions.md "URL scheme"). Every
 * parser returns null for anything else, and the page answers null with a 404: a malformed id, tab,
 * page or kind never reaches a feed name.
 */
import { TEAM_TABS, type TeamTab } from '../../kit/paths.ts';

/** Participant and player ids as the feeds take them (simulator and ingest ids: [A-Za-z0-9]). */
const OBJECT_ID_RE = /^[A-Za-z0-9]{1,48}$/;
/** Ranking ids are document keys: the simulator's 'tennis-men-live', ingest's [A-Za-z0-9]. */
const RANKING_ID_RE = /^[A-Za-z0-9_-]{1,48}$/;
/** Pages count from 1, no sign, no leading zero, at most 4 digits (the feeds' own page rule). */
const PAGE_RE = /^[1-9][0-9]{0,3}$/;

export function parseObjectId(value: string | undefined): string | null {
  return value !== undefined && OBJECT_ID_RE.test(value) ? value : null;
}

export function parseRankingId(value: string | undefined): string | null {
  return value !== undefined && RANKING_ID_RE.test(value) ? value : null;
}

/** No segment is the summary; `summary` itself is not a path (the summary is the page's own URL). */
export function parseTeamTab(value: string | undefined): TeamTab | null {
  if (value === undefined) return 'summary';
  if (value === 'summary') return null;
  return (TEAM_TABS as readonly string[]).includes(value) ? (value as TeamTab) : null;
}

/** `?page=`: absent is page 1 (the canonical form of page 1: the route redirects `page=1` there). */
export function parsePage(value: string | null): number | null {
  if (value === null) return 1;
  return PAGE_RE.test(value) ? Number(value) : null;
}

/** Singles or doubles (`?kind=s|d`, the feeds' `_s`/`_d`); absent is both. */
export type PairKind = 's' | 'd';
export function parsePairKind(value: string | null): PairKind | 'all' | null {
  if (value === null) return 'all';
  return value === 's' || value === 'd' ? value : null;
}
