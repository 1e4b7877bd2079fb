/**
 * The blocks made of the participant's matches: the summary (live now, next, latest results and its
 * league position) and the results and fixtures lists, each kept live after hydration.
 */
import {
  decodeListFeed,
  type FeedLeague,
  type ListPage,
  type MatchEvent,
  StageType,
  type StandingRow,
} from '@nerali/domain';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useServerNow } from '../../kit/time/use-server-now.ts';
import { paths } from '../../kit/paths.ts';
import { formatNumber } from '../../kit/time/format.ts';
import { type ListContext, MatchList, type Section, sectionsOf } from './MatchList.tsx';
import { RaceList } from './RaceList.tsx';
import { eventsOf, needsWatch, useLiveEvents } from './use-live-events.ts';

/** How many matches each summary list shows before "all results" / "all fixtures". */
export const SUMMARY_NEXT = 5;
export const SUMMARY_RECENT = 5;

interface Decoded {
  events: MatchEvent[];
  leagues: ReadonlyMap<string, FeedLeague>;
  page: ListPage | null;
}

export function decodeMatches(body: string | null): Decoded {
  if (!body) return { events: [], leagues: new Map(), page: null };
  const doc = decodeListFeed(body);
  return {
    events: eventsOf(doc.events),
    leagues: new Map(doc.leagues.map((l) => [l.id, l])),
    page: doc.page,
  };
}

/** The feed's events with their live state, in the feed's order. */
function useLive(decoded: Decoded, ctx: ListContext): { events: MatchEvent[]; nowS: number } {
  const watch = needsWatch(decoded.events, ctx.pageNowS);
  const live = useLiveEvents(decoded.events, ctx.sport.id, watch);
  const events = decoded.events.map((e) => live.get(e.id) ?? e);
  const anyLive = events.some((e) => e.stageType === StageType.live);
  const nowS = useServerNow(ctx.pageNowS, anyLive);
  return { events, nowS };
}

function Block({
  sections,
  ctx,
  nowS,
  caption,
}: {
  sections: Section[];
  ctx: ListContext;
  nowS: number;
  caption: string;
}) {
  return ctx.sport.noDuel ? (
    <RaceList sections={sections} ctx={ctx} caption={caption} />
  ) : (
    <MatchList sections={sections} ctx={ctx} nowS={nowS} />
  );
}

/** Results or fixtures: one page of the list (the pager is the page's). */
export function MatchesTab({
  body,
  ctx,
  caption,
}: {
  body: string | null;
  ctx: ListContext;
  caption: string;
}) {
  const decoded = useMemo(() => decodeMatches(body), [body]);
  const { events, nowS } = useLive(decoded, ctx);
  return <Block sections={sectionsOf(events, decoded.leagues)} ctx={ctx} nowS={nowS} caption={caption} />;
}

export interface TablePosition {
  league: FeedLeague;
  row: StandingRow;
}

/** The participant's row in its league's table (ts_), with the league. */
export function positionOf(table: string | null, participantId: string): TablePosition | null {
  if (!table) return null;
  const doc = decodeListFeed(table);
  const league = doc.leagues[0];
  for (const group of doc.standings) {
    const row = group.rows.find((r) => r.participantId === participantId);
    if (row && league) return { league, row };
  }
  return null;
}

export function SummaryTab({
  body,
  table,
  ctx,
  tabs,
}: {
  body: string | null;
  table: string | null;
  ctx: ListContext;
  tabs: readonly string[];
}) {
  const { t, lang, sport } = ctx;
  const decoded = useMemo(() => decodeMatches(body), [body]);
  const position = useMemo(() => positionOf(table, ctx.participantId), [table, ctx.participantId]);
  const { events, nowS } = useLive(decoded, ctx);
  const live = events.filter((e) => e.stageType === StageType.live);
  const next = events.filter((e) => e.stageType === StageType.scheduled).slice(0, SUMMARY_NEXT);
  const recent = events.filter((e) => e.stageType === StageType.finished).slice(0, SUMMARY_RECENT);
  const block = (list: MatchEvent[], caption: string) => (
    <Block sections={sectionsOf(list, decoded.leagues)} ctx={ctx} nowS={nowS} caption={caption} />
  );
  return (
    <>
      {position && (
        <p className="tm-pos">
          {t('team.position', {
            league: position.league.name,
            rank: formatNumber(position.row.rank, lang),
            points: formatNumber(position.row.points, lang),
          })}{' '}
          {tabs.includes('standings') && (
            <Link to={paths.team(lang, sport, ctx.participantId, 'standings')}>{t('team.fullTable')}</Link>
          )}
        </p>
      )}
      {live.length > 0 && (
        <section className="tm-block tm-block-live" aria-labelledby="tm-live-h">
          <h2 id="tm-live-h">{t('team.liveNow')}</h2>
          {block(live, t('team.liveNow'))}
        </section>
      )}
      <section className="tm-block" aria-labelledby="tm-next-h">
        <h2 id="tm-next-h">{t('team.next')}</h2>
        {next.length > 0 ? block(next, t('team.next')) : <p className="tm-empty">{t('team.noFixtures')}</p>}
        {tabs.includes('fixtures') && next.length > 0 && (
          <p className="tm-more">
            <Link to={paths.team(lang, sport, ctx.participantId, 'fixtures')}>{t('team.allFixtures')}</Link>
          </p>
        )}
      </section>
      <section className="tm-block" aria-labelledby="tm-recent-h">
        <h2 id="tm-recent-h">{t('team.recent')}</h2>
        {recent.length > 0 ? (
          block(recent, t('team.recent'))
        ) : (
          <p className="tm-empty">{t('team.noResults')}</p>
        )}
        {tabs.includes('results') && recent.length > 0 && (
          <p className="tm-more">
            <Link to={paths.team(lang, sport, ctx.participantId, 'results')}>{t('team.allResults')}</Link>
          </p>
        )}
      </section>
    </>
  );
}
