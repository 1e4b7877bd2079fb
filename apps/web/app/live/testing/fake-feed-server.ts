/**
 * An in-test feed and push server built from the REAL domain encoders (`encodeFullFeed`,
 * `encodeUpdateFeed`, `eventDeltaCells`, `formatSignature`), so the board is tested against the wire format
 * the server writes, not against hand-written strings. Behaviour follows the server brief: update feed by
 * `x-fsign` (changes since that signature, 304 when none, repair marker '2' when too old or of another
 * epoch), repair feed (full rows of events changed in the last 300 s), full feed, system feed, and the
 * `/x/push` hello/welcome/m protocol with `q` = the batch's seq.
 *
 * Test-only: nothing in the app imports it.
 */
import {
  type Country,
  type EventStage,
  encodeFeed,
  encodeFullFeed,
  encodeUpdateFeed,
  eventCells,
  eventDeltaCells,
  FEED_PATH_PREFIX,
  formatSignature,
  type League,
  type MatchEvent,
  parseSignature,
  StageType,
} from '@nerali/domain';

export const SPORT = 1;
export const TZ = 330;
export const ORIGIN = 'http://nerali.test';
export const UPDATE_SUBJECT = 'u_1_1';
/** The catch-up's look-back before a signature's time (the server's FANOUT_MAX_LAG_MS + 1 s). */
const CATCH_UP_MARGIN_MS = 2_000;

export const INDIA: Country = { id: 100, code: 'IN', name: { ta: 'இந்தியா', en: 'India' }, order: 1 };
export const ENGLAND: Country = { id: 200, code: 'GB', name: { ta: 'இங்கிலாந்து', en: 'England' }, order: 5 };

export const ISL: League = {
  id: '1_ISL',
  sportId: SPORT,
  templateKey: '1_isl',
  name: { ta: 'இந்தியன் சூப்பர் லீக்', en: 'Indian Super League' },
  countryId: INDIA.id,
  tournamentType: 't',
  order: 1,
};
export const PREMIER: League = {
  id: '1_EPL',
  sportId: SPORT,
  templateKey: '1_epl',
  name: { ta: 'பிரீமியர் லீக்', en: 'Premier League' },
  countryId: ENGLAND.id,
  tournamentType: 'p',
  order: 1,
};

export function match(
  id: string,
  leagueId: string,
  startTime: number,
  extra: Partial<MatchEvent> = {},
): MatchEvent {
  return {
    id,
    sportId: SPORT,
    leagueId,
    startTime,
    stageType: StageType.scheduled,
    stage: 1 as EventStage,
    homeId: `${id}h`,
    awayId: `${id}a`,
    homeName: `Home ${id}`,
    awayName: `Away ${id}`,
    ...extra,
  };
}

export type PushMode = 'accept' | 'hang' | 'refuse' | 'too-old';
type Handler = (name: string, headers: Headers) => Response | 'network-error' | undefined;

export interface RecordedRequest {
  name: string;
  atMs: number;
  sign: string | null;
  cache: RequestCache | undefined;
}

export class FakeFeedServer {
  epoch = 7;
  seq = 100;
  /** Leagues in the order the full feed lists them. */
  readonly leagues: { league: League; country: Country }[] = [];
  events = new Map<string, MatchEvent>();
  /** State after each seq, for "changes since your signature". */
  private history = new Map<number, Map<string, MatchEvent>>();
  private changedAtMs = new Map<string, number>();
  readonly requests: RecordedRequest[] = [];
  readonly sockets: FakeSocket[] = [];
  pushMode: PushMode = 'accept';
  /** Send each committed batch to welcomed sockets at once. */
  autoPush = true;
  /** Answer pings (a silent server lets the client's heartbeat find the connection dead). */
  answerPings = true;
  /** The next N feed requests fail at the network level. */
  failNext = 0;
  /** Repair marker for the next update-feed answer. */
  markerNext: '1' | '2' | null = null;
  stu = 5;
  mlp = 1;
  /** Service status of the system feed (`sst`): 1 running, 0 stopped. */
  sst = 1;
  /** Per-test override of any feed; return undefined to fall through. */
  handler: Handler | null = null;
  /**
   * Sign as the server does since many nodes (`{epoch}.{seq}.{changedAt}`) and answer another epoch's
   * three-part signature with the catch-up: the full rows of the events changed since its time, minus a
   * margin, under this log's signature and without a marker (docs/ARCHITECTURE.md "Many nodes").
   */
  catchUps = false;
  /** Unix ms of the last change batch (the third part of a three-part signature). */
  private lastChangeMs: number;

  constructor(readonly now: () => number) {
    this.history.set(this.seq, new Map());
    this.lastChangeMs = now();
  }

  get signature(): string {
    return this.catchUps
      ? formatSignature(this.epoch, this.seq, this.lastChangeMs)
      : formatSignature(this.epoch, this.seq);
  }

  get nowS(): number {
    return Math.floor(this.now() / 1000);
  }

  addLeague(league: League, country: Country, events: MatchEvent[]): void {
    this.leagues.push({ league, country });
    for (const event of events) this.events.set(event.id, event);
    this.history.set(this.seq, new Map(this.events));
  }

  fullFeed(): string {
    return encodeFullFeed({
      sportId: SPORT,
      lang: 'ta',
      day: 0,
      tzMinutes: TZ,
      sections: this.leagues.map(({ league, country }) => ({
        league,
        country,
        events: [...this.events.values()].filter((e) => e.leagueId === league.id),
      })),
      signature: this.signature,
      serverTime: this.nowS,
    });
  }

  /** One change batch: the next seq. Returns the push message that carries it. */
  commit(...changed: MatchEvent[]): { t: 'm'; s: string; q: number; b: string } {
    const before = this.events;
    this.events = new Map(before);
    // One event changed twice in a batch: one delta, from its state before the batch to its last state.
    for (const event of changed) {
      this.events.set(event.id, event);
      this.changedAtMs.set(event.id, this.now());
    }
    const deltas = [];
    for (const id of new Set(changed.map((e) => e.id))) {
      const delta = eventDeltaCells(before.get(id), this.events.get(id) as MatchEvent);
      if (delta) deltas.push(delta);
    }
    this.seq++;
    this.lastChangeMs = this.now();
    this.history.set(this.seq, this.events);
    const message = {
      t: 'm' as const,
      s: UPDATE_SUBJECT,
      q: this.seq,
      b: encodeUpdateFeed({ sportId: SPORT, deltas, signature: this.signature, serverTime: this.nowS }),
    };
    if (this.autoPush) this.push(message);
    return message;
  }

  /** Changes one event with `patch` and commits it alone. */
  change(id: string, patch: Partial<MatchEvent>): ReturnType<FakeFeedServer['commit']> {
    const event = this.events.get(id);
    if (!event) throw new Error(`no event ${id}`);
    return this.commit({ ...event, ...patch });
  }

  /** The server's log restarts: new epoch, seq from 1, same events. */
  restartLog(): void {
    this.epoch++;
    this.seq = 1;
    this.history = new Map([[this.seq, this.events]]);
  }

  /**
   * The load balancer sends the client to another node: its own log (another epoch, its own numbering,
   * here ahead of ours), the same events; every socket drops and reconnects there.
   */
  moveToAnotherNode(): void {
    this.epoch += 10;
    this.seq = 500;
    this.history = new Map([[this.seq, this.events]]);
    for (const socket of this.sockets) socket.serverClose(1006);
  }

  push(message: object): void {
    for (const socket of this.sockets) if (socket.welcomed) socket.deliver(message);
  }

  /** `fetch` as the board calls it. */
  readonly fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = String(input);
    const headers = new Headers(init?.headers);
    const prefix = ORIGIN + FEED_PATH_PREFIX;
    if (!url.startsWith(prefix)) throw new Error(`unexpected url ${url}`);
    const name = url.slice(prefix.length);
    this.requests.push({ name, atMs: this.now(), sign: headers.get('x-fsign'), cache: init?.cache });
    if (init?.signal?.aborted) throw new DOMException('aborted', 'AbortError');
    if (this.failNext > 0) {
      this.failNext--;
      throw new TypeError('fetch failed');
    }
    const custom = this.handler?.(name, headers);
    if (custom === 'network-error') throw new TypeError('fetch failed');
    if (custom) return custom;
    if (name === `f_${SPORT}_0_${TZ}_ta_1`) return this.respond(200, this.fullFeed());
    if (name === 'u_1_1') return this.updateFeed(headers.get('x-fsign'));
    if (name === 'r_1_1') return this.repairFeed();
    if (name === 'sys_1') {
      const cells: [string, string][] = [
        ['mlp', String(this.mlp)],
        ['sst', String(this.sst)],
        ['stu', String(this.stu)],
        ['utime', String(this.nowS)],
      ];
      return this.respond(200, encodeFeed([cells]));
    }
    return this.respond(404, 'not found');
  };

  respond(status: number, body: string | null): Response {
    return new Response(status === 304 || status === 204 ? null : body, {
      status,
      headers: { date: new Date(this.now()).toUTCString(), 'content-type': 'text/plain; charset=utf-8' },
    });
  }

  private updateFeed(sign: string | null): Response {
    const marker = this.markerNext;
    this.markerNext = null;
    const parsed = parseSignature(sign);
    if (this.catchUps && !marker && parsed && parsed.epoch !== this.epoch && parsed.changedAtMs !== null) {
      const since = parsed.changedAtMs - CATCH_UP_MARGIN_MS;
      const deltas = [];
      for (const [id, at] of this.changedAtMs) {
        const event = this.events.get(id);
        if (event && at >= since) deltas.push(eventCells(event));
      }
      return this.respond(
        200,
        encodeUpdateFeed({ sportId: SPORT, deltas, signature: this.signature, serverTime: this.nowS }),
      );
    }
    const base = parsed && parsed.epoch === this.epoch ? this.history.get(parsed.seq) : undefined;
    if (!base || marker === '2') {
      return this.respond(
        200,
        encodeUpdateFeed({
          sportId: SPORT,
          deltas: [],
          signature: this.signature,
          serverTime: this.nowS,
          repair: '2',
        }),
      );
    }
    if (parsed?.seq === this.seq && !marker) return this.respond(304, null);
    const deltas = [];
    for (const event of this.events.values()) {
      const delta = eventDeltaCells(base.get(event.id), event);
      if (delta) deltas.push(delta);
    }
    const input = { sportId: SPORT, deltas, signature: this.signature, serverTime: this.nowS };
    return this.respond(200, encodeUpdateFeed(marker ? { ...input, repair: marker } : input));
  }

  private repairFeed(): Response {
    const deltas = [];
    for (const [id, at] of this.changedAtMs) {
      const event = this.events.get(id);
      if (event && this.now() - at <= 300_000) deltas.push(eventCells(event));
    }
    return this.respond(
      200,
      encodeUpdateFeed({ sportId: SPORT, deltas, signature: this.signature, serverTime: this.nowS }),
    );
  }

  /** A WebSocket class bound to this server. */
  get WebSocket(): typeof WebSocket {
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- the nested class needs the outer instance
    const server = this;
    class BoundSocket extends FakeSocket {
      constructor(url: string) {
        super(server, url);
      }
    }
    return BoundSocket as unknown as typeof WebSocket;
  }
}

type Listener<E> = ((event: E) => void) | null;

/** Just enough of a browser WebSocket for the board: on* handlers, send, close, readyState. */
export class FakeSocket {
  readyState = 0;
  onopen: Listener<Event> = null;
  onmessage: Listener<{ data: string }> = null;
  onclose: Listener<{ code: number }> = null;
  onerror: Listener<Event> = null;
  welcomed = false;
  readonly sent: { t: string; [key: string]: unknown }[] = [];

  constructor(
    private readonly server: FakeFeedServer,
    readonly url: string,
  ) {
    server.sockets.push(this);
    const mode = server.pushMode;
    if (mode === 'hang') return;
    setTimeout(() => {
      if (this.readyState !== 0) return;
      if (mode === 'refuse') {
        this.readyState = 3;
        this.onerror?.(new Event('error'));
        this.onclose?.({ code: 1006 });
        return;
      }
      this.readyState = 1;
      this.onopen?.(new Event('open'));
    }, 5);
  }

  send(data: string): void {
    if (this.readyState !== 1) throw new Error('not open');
    const message = JSON.parse(data) as { t: string; [key: string]: unknown };
    this.sent.push(message);
    // Answers come a millisecond later, as from a real server (never inside the client's send()).
    if (message.t === 'hello') {
      setTimeout(() => {
        if (this.server.pushMode === 'too-old') {
          this.deliver({ t: 'error', code: 'CLIENT_TOO_OLD', message: 'update the page', min: 2, max: 2 });
          this.serverClose(4001);
          return;
        }
        if (this.readyState !== 1) return;
        this.welcomed = true;
        this.deliver({
          t: 'welcome',
          v: 1,
          seqs: { [UPDATE_SUBJECT]: this.server.seq, sys_1: 1, service: 1 },
        });
      }, 1);
    } else if (message.t === 'ping' && this.server.answerPings) {
      setTimeout(() => this.deliver({ t: 'pong' }), 1);
    }
  }

  close(code = 1000): void {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.welcomed = false;
    const onclose = this.onclose;
    setTimeout(() => onclose?.({ code }), 0);
  }

  /** Server side: a message to this client. */
  deliver(message: object): void {
    if (this.readyState !== 1) return;
    this.onmessage?.({ data: JSON.stringify(message) });
  }

  /** Server side: the server (or the network) closes the connection. */
  serverClose(code = 1006): void {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.welcomed = false;
    this.onclose?.({ code });
  }
}
