/**
 * Collapsed league blocks (spec 1 §4, FAV30): a cookie lists the leagues the visitor turned from
 * their default (folded for most, open for closed 'c' leagues). The page's loader reads the cookie,
 * so a folded league is folded in the first HTML and after a reload; the browser writes it.
 *
 * Boards provide the context; without it (other pages, tests) every league is open and has no fold
 * button.
 */
import { isLeagueOpen, parseCollapsedList, toggleCollapsed, formatCollapsedList } from '@nerali/domain';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { readCookie, writeCookie } from '../../kit/cookies.ts';
import { COLLAPSED_COOKIE } from './keys.ts';

interface FoldContext {
  listed: ReadonlySet<string>;
  toggle(leagueId: string): void;
}

const Fold = createContext<FoldContext | null>(null);

/** The listed leagues of a request's cookie (for loaders). */
export function collapsedFromRequest(request: Request): string[] {
  return parseCollapsedList(readCookie(request.headers.get('cookie'), COLLAPSED_COOKIE));
}

export function LeagueFoldProvider({
  initial,
  children,
}: {
  initial: readonly string[];
  children: ReactNode;
}) {
  const [ids, setIds] = useState<readonly string[]>(initial);
  const toggle = useCallback((leagueId: string) => {
    setIds((current) => {
      // Start from the cookie as it is now: another tab may have folded leagues since this page loaded.
      const stored = parseCollapsedList(readCookie(document.cookie, COLLAPSED_COOKIE));
      const base = stored.length > 0 || current.length === 0 ? stored : current;
      const next = toggleCollapsed(base, leagueId);
      writeCookie(COLLAPSED_COOKIE, formatCollapsedList(next));
      return next;
    });
  }, []);
  const value = useMemo(() => ({ listed: new Set(ids), toggle }), [ids, toggle]);
  return <Fold.Provider value={value}>{children}</Fold.Provider>;
}

/** Whether a league block shows its matches, and its toggle (null where folding is not offered). */
export function useLeagueFold(league: { id: string; tournamentType: string }): {
  open: boolean;
  toggle: (() => void) | null;
} {
  const ctx = useContext(Fold);
  if (!ctx) return { open: true, toggle: null };
  return {
    open: isLeagueOpen(league.tournamentType, ctx.listed.has(league.id)),
    toggle: () => ctx.toggle(league.id),
  };
}
