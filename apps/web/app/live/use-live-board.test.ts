import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';
import { FakeFeedServer, ISL, INDIA, match, ORIGIN, SPORT, TZ } from './testing/fake-feed-server.ts';
import { useLiveBoard } from './use-live-board.ts';

afterEach(() => {
  vi.useRealTimers();
});

function Board({ server }: { server: FakeFeedServer }) {
  const snapshot = useLiveBoard({
    initialFeed: server.fullFeed(),
    sportId: SPORT,
    day: 0,
    tzMinutes: TZ,
    lang: 'ta',
    origin: ORIGIN,
    fetch: server.fetch,
    WebSocket: server.WebSocket,
  });
  const first = snapshot.leagues[0];
  return createElement('p', null, `${first?.name} ${first?.eventIds.length} ${snapshot.connection}`);
}

it('renders the initial feed on the server and starts nothing there (no request, socket or timer)', () => {
  vi.useFakeTimers({ now: Date.UTC(2026, 10, 22, 12) });
  const server = new FakeFeedServer(() => Date.now());
  server.addLeague(ISL, INDIA, [match('g_1_ISL00001', ISL.id, 1795348800, { homeName: 'Kerala Blasters' })]);
  expect(renderToString(createElement(Board, { server }))).toBe(`<p>${ISL.name.ta} 1 polling</p>`);
  expect(server.requests).toEqual([]);
  expect(server.sockets).toEqual([]);
  expect(vi.getTimerCount()).toBe(0);
});
