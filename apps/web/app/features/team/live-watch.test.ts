/**
 * The live list of a team's matches against the fake feed and push server built from the real
 * encoders (live/testing): the repair feed at start, push patches for the page's events only, a gap
 * closed by the repair feed, and polling while push is down.
 */
import { type FeedDocument, type MatchEvent, StageType } from '@nerali/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changesFromDocument } from '../../live/board-data.ts';
import { FakeFeedServer, INDIA, ISL, match, ORIGIN } from '../../live/testing/fake-feed-server.ts';
import { POLL_INTERVAL_MS, startWatch, type Watch } from './live-watch.ts';

const T0 = Date.UTC(2026, 10, 24, 12, 0, 0);
const quiet = { warn: () => {}, error: () => {} };

let server: FakeFeedServer;
let events: Map<string, MatchEvent>;
let watch: Watch | null;

function apply(doc: FeedDocument, mode: 'patch' | 'replace') {
  for (const { after } of changesFromDocument(events, doc.events, mode)) events.set(after.id, after);
}

function start(pushUrl: string | null = 'ws://nerali.test/x/push') {
  watch = startWatch({
    sportId: 1,
    origin: ORIGIN,
    onRows: apply,
    fetch: server.fetch,
    WebSocket: server.WebSocket,
    pushUrl,
    document: { visibilityState: 'visible' },
    log: quiet,
  });
}

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
  server = new FakeFeedServer(() => Date.now());
  const ours = match('g_1_ours0001', ISL.id, T0 / 1000 - 1800, {
    stageType: StageType.live,
    homeId: 'cfc',
    homeScore: '0',
    awayScore: '0',
  });
  const other = match('g_1_other001', ISL.id, T0 / 1000 - 1800, { stageType: StageType.live });
  server.addLeague(ISL, INDIA, [ours, other]);
  // The page shows only its own match.
  events = new Map([[ours.id, ours]]);
  watch = null;
});

afterEach(() => {
  watch?.stop();
  vi.useRealTimers();
});

describe('live list of a participant page', () => {
  it('fetches the repair feed at start and applies what changed since the page was made', async () => {
    server.autoPush = false;
    server.change('g_1_ours0001', { homeScore: '1' });
    start();
    await vi.advanceTimersByTimeAsync(50);
    expect(server.requests.map((r) => r.name)).toContain('r_1_1');
    expect(events.get('g_1_ours0001')?.homeScore).toBe('1');
  });

  it('applies push messages to its own events only', async () => {
    start();
    await vi.advanceTimersByTimeAsync(50);
    server.change('g_1_other001', { homeScore: '3' });
    server.change('g_1_ours0001', { awayScore: '2' });
    await vi.advanceTimersByTimeAsync(10);
    expect(events.get('g_1_ours0001')?.awayScore).toBe('2');
    expect(events.has('g_1_other001')).toBe(false);
  });

  it('closes a gap in the push sequence with the repair feed', async () => {
    start();
    await vi.advanceTimersByTimeAsync(50);
    server.autoPush = false;
    server.change('g_1_ours0001', { homeScore: '1' });
    const next = server.change('g_1_ours0001', { awayScore: '1' });
    const repairsBefore = server.requests.filter((r) => r.name === 'r_1_1').length;
    server.push(next);
    await vi.advanceTimersByTimeAsync(50);
    expect(server.requests.filter((r) => r.name === 'r_1_1').length).toBe(repairsBefore + 1);
    expect(events.get('g_1_ours0001')).toMatchObject({ homeScore: '1', awayScore: '1' });
  });

  it('polls the repair feed while push is unavailable', async () => {
    server.pushMode = 'refuse';
    start();
    await vi.advanceTimersByTimeAsync(50);
    server.change('g_1_ours0001', { homeScore: '4' });
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS + 50);
    expect(events.get('g_1_ours0001')?.homeScore).toBe('4');
  });

  it('stops every request and timer when the page goes away', async () => {
    start(null);
    await vi.advanceTimersByTimeAsync(50);
    watch?.stop();
    watch = null;
    const count = server.requests.length;
    await vi.advanceTimersByTimeAsync(5 * POLL_INTERVAL_MS);
    expect(server.requests.length).toBe(count);
  });
});
