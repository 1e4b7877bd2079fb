/**
 * Detail notices on the game subject: when documents of an event change, a subscriber of
 * `g_{sport}_{id}` learns which match feeds to fetch again, numbered with the game's deltas.
 */
import {
  type DataMessage,
  decodeDetailNotice,
  decodeFeedDocument,
  type DetailDocument,
} from '@nerali/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { NeraliServer } from '../app.ts';
import {
  loadMatchWorld,
  MATCH_ID,
  matchDocuments,
  matchEvents,
  must,
  NOON_UTC_MS,
} from '../feeds/catalogue/match/testing.ts';
import { fakeClock, worldServer } from '../testing/fixtures.ts';
import type { PushSocket } from './hub.ts';

class FakeSocket implements PushSocket {
  readonly bufferedAmount = 0;
  readonly messages: DataMessage[] = [];
  send(data: Buffer | string): void {
    this.messages.push(JSON.parse(data.toString()) as DataMessage);
  }
  close(): void {}
}

const doc = <K extends DetailDocument['kind']>(kind: K) => {
  const found = matchDocuments().find((d) => d.kind === kind && d.key === MATCH_ID);
  if (!found) throw new Error(`fixture has no ${kind}`);
  return found as Extract<DetailDocument, { kind: K }>;
};

describe('publisher: detail notices', () => {
  let server: NeraliServer;
  let socket: FakeSocket;

  beforeEach(async () => {
    server = await worldServer(fakeClock(NOON_UTC_MS));
    loadMatchWorld(server.engine);
    socket = new FakeSocket();
    server.hub.subscribe(socket, MATCH_ID);
  });
  afterEach(async () => {
    await server.app.close();
  });

  const notices = () => socket.messages.map((m) => decodeDetailNotice(m.b)).filter((n) => n !== null);

  it('names the feeds of a changed kind on the game subject', () => {
    const incidents = doc('incidents');
    incidents.body.incidents.pop();
    server.engine.putDocuments([incidents]);
    expect(notices()).toEqual([{ eventId: MATCH_ID, feeds: ['d_su', 'df_sur', 'df_sui', 'df_psn'] }]);
  });

  it('sends one notice per put, each feed once, and nothing for an unchanged document', () => {
    server.engine.putDocuments(matchDocuments());
    expect(socket.messages).toEqual([]);
    const lineups = doc('lineups');
    lineups.body.confirmed = false;
    const odds = doc('odds');
    odds.body.live = false;
    server.engine.putDocuments([lineups, odds]);
    expect(notices()).toEqual([
      {
        eventId: MATCH_ID,
        feeds: ['d_od', 'df_od', 'df_dos', 'df_lod2', 'mop', 'df_li', 'df_psn', 'df_pi', 'df_scr'],
      },
    ]);
  });

  it('reaches the event a video or a removed document names', () => {
    server.engine.putDocuments([
      {
        kind: 'video',
        key: 'v2',
        body: {
          id: 'v2',
          sportId: 1,
          eventId: MATCH_ID,
          title: { ta: 'கோல்', en: 'Goal' },
          url: 'https://v.example/2',
          durationS: 30,
          publishedAt: 1,
        },
      },
    ]);
    server.engine.removeDocuments([{ kind: 'report', key: MATCH_ID }]);
    expect(notices().map((n) => n.feeds)).toEqual([['df_hi'], ['df_mr']]);
  });

  it('numbers notices and scoreboard deltas of a game in one sequence', () => {
    const match = must(matchEvents()[0]);
    server.engine.putEvents([{ ...match, homeScore: '3' }]);
    const commentary = doc('commentary');
    commentary.body.entries.push({ seq: 4, time: '75', kind: 'info', text: { ta: 'மாற்றம்', en: 'Change' } });
    server.engine.putDocuments([commentary]);
    expect(socket.messages.map((m) => m.q)).toEqual([1, 2]);
    expect(decodeFeedDocument(must(socket.messages[0]).b).events[0]?.patch.homeScore).toBe('3');
    expect(decodeDetailNotice(must(socket.messages[1]).b)?.feeds).toEqual(['df_mc', 'df_lc', 'df_lcpo']);
  });

  it('encodes nothing for a game nobody follows', () => {
    server.hub.unsubscribe(socket, MATCH_ID);
    const before = server.hub.stats.messages;
    const stats = doc('statistics');
    stats.body.periods = [];
    server.engine.putDocuments([stats]);
    expect(server.hub.stats.messages).toBe(before);
    expect(socket.messages).toEqual([]);
  });
});
