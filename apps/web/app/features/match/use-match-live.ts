/**
 * The match page's state: the header (league, sides, scoreboard row) and the bodies of the open tab's
 * feeds, as the loader rendered them, then kept current by `MatchLive` after hydration. Feed bodies
 * stay text here; each tab decodes its own with useMemo, so an update re-decodes only what changed.
 */
import {
  applyEventPatch,
  type DecodedComment,
  decodeComments,
  decodeMatchHeader,
  type EventPatch,
  type MatchEvent,
  type MatchHeader,
} from '@nerali/domain';
import { useContext, useEffect, useRef, useState } from 'react';
import { SpoilerDelayContext } from '../../live/spoiler-context.ts';
import type { MatchTab } from '../../kit/paths.ts';
import type { MatchData } from './load.ts';
import { eventOfHeader } from './header.ts';
import { type MatchConnection, MatchLive } from './live.ts';
import { holdMatch, MatchDelay } from './spoiler.ts';
import { type FeedContext, feedPrefix, hasData, presenceFeed } from './tabs.ts';

export interface MatchView {
  header: MatchHeader;
  event: MatchEvent;
  feeds: Readonly<Record<string, string>>;
  /** Commentary entries that arrived after the first body, newest first. */
  newComments: readonly DecodedComment[];
  tabs: readonly MatchTab[];
  /** Server time of the latest news, unix seconds (the live clock's base). */
  serverNowS: number;
  connection: MatchConnection | null;
  /**
   * Feeds held back by the spoiler delay until the reveal (a fresh load of a live match with a delay
   * set: spoiler.ts); empty otherwise.
   */
  held: ReadonlySet<string>;
}

const NOTHING_HELD: ReadonlySet<string> = new Set();

function commentPosition(body: string | undefined, extra: readonly DecodedComment[]): number | null {
  if (body === undefined) return null;
  let max = extra[0]?.seq ?? 0;
  if (hasData(body)) for (const entry of decodeComments(body).entries) max = Math.max(max, entry.seq);
  return max;
}

/** What the live state needs to know beyond the feeds' names: which tabs may appear, in which order. */
export interface LiveContext extends FeedContext {
  oddsAllowed: boolean;
  order: readonly MatchTab[];
}

interface Init {
  data: MatchData;
  header: MatchHeader;
  event: MatchEvent;
  nowS: number;
  ctx: LiveContext;
}

export function useMatchLive({ data, header, event, nowS, ctx }: Init): MatchView {
  const spoiler = useContext(SpoilerDelayContext);
  // The server rendered with the same delay (the `spd` cookie), so hydration starts from the same state.
  const [held] = useState(() => holdMatch(header.event, Object.keys(data.feeds), nowS, spoiler.seconds));
  const [delay] = useState(() => new MatchDelay({ delayS: spoiler.seconds, source: spoiler.source }));
  const [view, setView] = useState<MatchView>(() => ({
    header,
    event: held ? (eventOfHeader({ ...header, event: held.event }) ?? event) : event,
    feeds: data.feeds,
    newComments: [],
    tabs: data.tabs,
    serverNowS: nowS,
    connection: null,
    held: held?.feeds ?? NOTHING_HELD,
  }));
  const viewRef = useRef(view);
  // The live client reads the page's current feeds from its callbacks, after each commit.
  useEffect(() => {
    viewRef.current = view;
  }, [view]);

  useEffect(() => {
    const headerName = `dc_1_${data.eventId.slice(2)}`;
    const watched = (tabs: readonly MatchTab[]) => {
      const names: string[] = [];
      for (const [tab, name] of absentTabs(tabs, ctx)) if (name && tab !== 'standings') names.push(name);
      return names;
    };
    const live = new MatchLive({
      eventId: data.eventId,
      initial: { ...data.feeds, [headerName]: data.header },
      feeds: () => [headerName, ...Object.keys(viewRef.current.feeds)],
      watch: () => watched(viewRef.current.tabs),
      commentaryPosition: () => {
        const name = Object.keys(viewRef.current.feeds).find((n) => feedPrefix(n) === 'df_lc');
        return commentPosition(name ? viewRef.current.feeds[name] : undefined, viewRef.current.newComments);
      },
      // Everything that changes what the fan sees goes through the spoiler delay (spoiler.ts).
      onFeed: (name, body) =>
        delay.push(() => setView((prev) => withFeed(prev, name, body, headerName, ctx))),
      onDelta: (patch: EventPatch, serverS) => {
        // The server's time is taken as it comes (the clock base); the clock itself runs N s behind.
        if (serverS !== null)
          setView((prev) => ({ ...prev, serverNowS: Math.max(prev.serverNowS, serverS) }));
        delay.push(() =>
          setView((prev) => ({
            ...prev,
            event: applyEventPatch(prev.event, patch, {
              sportId: prev.event.sportId,
              leagueId: prev.event.leagueId,
            }),
          })),
        );
      },
      onConnection: (connection) =>
        setView((prev) => (prev.connection === connection ? prev : { ...prev, connection })),
    });
    // A held load is revealed as it was loaded, N seconds on, before any later change.
    delay.start(held ? () => setView((prev) => ({ ...prev, event, held: NOTHING_HELD })) : undefined);
    live.start();
    return () => {
      live.stop();
      delay.stop();
    };
    // One live client per page: the route keys the page on the event and the tab.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return view;
}

function absentTabs(tabs: readonly MatchTab[], ctx: FeedContext): [MatchTab, string | null][] {
  const out: [MatchTab, string | null][] = [];
  for (const tab of [
    'lineups',
    'stats',
    'commentary',
    'highlights',
    'history',
    'news',
    'odds',
    'raids',
  ] as const) {
    if (!tabs.includes(tab)) out.push([tab, presenceFeed(tab, ctx)]);
  }
  return out;
}

function withFeed(
  prev: MatchView,
  name: string,
  body: string,
  headerName: string,
  ctx: LiveContext,
): MatchView {
  if (name === headerName) {
    const header = decodeMatchHeader(body);
    const event = header ? eventOfHeader(header) : null;
    return header && event ? { ...prev, header, event } : prev;
  }
  if (!(name in prev.feeds)) {
    // A watched feed of a hidden tab: the tab appears once it has data (its content loads on visit).
    const tab = absentTabs(prev.tabs, ctx).find(([, feed]) => feed === name)?.[0];
    if (!tab || !hasData(body) || (tab === 'odds' && !ctx.oddsAllowed)) return prev;
    return { ...prev, tabs: ctx.order.filter((t) => t === tab || prev.tabs.includes(t)) };
  }
  if (feedPrefix(name) === 'df_lc') {
    const since = decodeComments(body);
    if (since.position !== null) {
      const known = commentPosition(prev.feeds[name], prev.newComments) ?? 0;
      const fresh = since.entries.filter((entry) => entry.seq > known);
      return fresh.length === 0 ? prev : { ...prev, newComments: [...fresh, ...prev.newComments] };
    }
  }
  return { ...prev, feeds: { ...prev.feeds, [name]: body } };
}
