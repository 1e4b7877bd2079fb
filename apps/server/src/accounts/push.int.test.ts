/**
 * Per-profile push: another signed-in device of the same user sees a sync at once on `user_{id}`;
 * the subject needs a valid session of that profile; a deleted account's subject ends.
 */
import { PUSH_PATH, PUSH_PROTOCOL_VERSION, type ServerMessage } from '@nerali/domain';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type AccountHarness, accountHarness, PASSWORD, signedUp } from './testing.ts';

class Client {
  readonly messages: ServerMessage[] = [];
  private constructor(readonly ws: WebSocket) {
    ws.on('message', (raw) => this.messages.push(JSON.parse(raw.toString()) as ServerMessage));
  }
  static async open(url: string): Promise<Client> {
    const ws = new WebSocket(url);
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    return new Client(ws);
  }
  send(message: unknown) {
    this.ws.send(JSON.stringify(message));
  }
  async next(match: (m: ServerMessage) => boolean, timeoutMs = 10_000): Promise<ServerMessage> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.messages.find(match);
      if (found) {
        this.messages.splice(this.messages.indexOf(found), 1);
        return found;
      }
      if (Date.now() > deadline) throw new Error(`no matching message; got ${JSON.stringify(this.messages)}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }
}

describe('per-profile push subject', () => {
  let h: AccountHarness;
  const clients: Client[] = [];
  afterEach(async () => {
    for (const c of clients.splice(0)) c.ws.terminate();
    await h.close();
  });

  async function client(): Promise<Client> {
    const address = await h.server.app.listen({ port: 0, host: '127.0.0.1' }).catch(() => null);
    const base = address ?? `http://127.0.0.1:${(h.server.app.server.address() as { port: number }).port}`;
    const c = await Client.open(`${base.replace('http', 'ws')}${PUSH_PATH}`);
    clients.push(c);
    return c;
  }

  it('shows a sync of one device to the other at once; refuses the subject without a valid session', async () => {
    h = await accountHarness();
    const phone = await signedUp(h, 'push@example.in');
    const laptop = (await h.post('/v3/login', { email: 'push@example.in', password: PASSWORD })).json() as {
      id: string;
      hash: string;
    };
    const subject = `user_${phone.id}`;

    const stranger = await client();
    stranger.send({
      t: 'hello',
      v: PUSH_PROTOCOL_VERSION,
      subs: [subject, 'service'],
      auth: { id: phone.id, hash: 'x'.repeat(43) },
    });
    expect(await stranger.next((m) => m.t === 'error')).toMatchObject({ code: 'UNAUTHORIZED' });
    expect(await stranger.next((m) => m.t === 'welcome')).toMatchObject({ seqs: { service: 0 } });

    const other = await signedUp(h, 'other@example.in');
    const otherUser = await client();
    otherUser.send({ t: 'hello', v: PUSH_PROTOCOL_VERSION, subs: [subject], auth: other });
    expect(await otherUser.next((m) => m.t === 'error')).toMatchObject({ code: 'UNAUTHORIZED' });

    const device = await client();
    device.send({ t: 'hello', v: PUSH_PROTOCOL_VERSION, subs: [subject, 'service'], auth: laptop });
    expect(await device.next((m) => m.t === 'welcome')).toMatchObject({ seqs: { [subject]: 0, service: 0 } });

    const merge = { 'mygames.data.g_1_push0001': { AD: 1795000000, is_duel: true } };
    expect(
      (await h.post('/v3/storemergeddata', { loggedIn: phone, key: 'mygames', dataDiff: { merge } })).json(),
    ).toMatchObject({ r: 'XY1' });
    const message = await device.next((m) => m.t === 'm' && m.s === subject);
    expect(message).toMatchObject({ t: 'm', s: subject, q: 1 });
    expect(JSON.parse((message as { b: string }).b)).toEqual({
      t: 'data',
      v: 1,
      key: 'mygames',
      merge,
      unmerge: [],
    });
    // The same merge again changes nothing: no message.
    await h.post('/v3/storemergeddata', { loggedIn: phone, key: 'mygames', dataDiff: { merge } });
    await h.post('/v3/update-user', { loggedIn: phone, name: 'Push_Fan' });
    const profile = await device.next((m) => m.t === 'm' && m.s === subject);
    expect(profile).toMatchObject({ q: 2 });
    expect(JSON.parse((profile as { b: string }).b)).toEqual({ t: 'profile' });
    expect(stranger.messages.filter((m) => m.t === 'm')).toEqual([]);

    // Deleting the account tells the other device and ends the subject there.
    await h.post('/v3/deleteaccount', { loggedIn: phone });
    const gone = await device.next((m) => m.t === 'm' && m.s === subject);
    expect(JSON.parse((gone as { b: string }).b)).toEqual({ t: 'signedOut' });
    expect(h.server.hub.hasSubscribers(subject)).toBe(false);
  });
});
