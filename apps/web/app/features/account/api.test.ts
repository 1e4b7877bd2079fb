/** The identity client's requests and how answers become results or coded errors (spec 2 §7, §8). */
import { describe, expect, it } from 'vitest';
import { AccountApi } from './api.ts';
import { ClientCode } from './errors.ts';

interface Seen {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

function api(answer: (seen: Seen) => Response | Promise<Response>, timeoutMs = 30_000) {
  const seen: Seen[] = [];
  const fetchFn = (async (url: string, init: RequestInit) => {
    const s: Seen = {
      url,
      method: init.method ?? 'GET',
      headers: Object.fromEntries(Object.entries((init.headers ?? {}) as Record<string, string>)),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    seen.push(s);
    if (init.signal?.aborted) throw new DOMException('aborted', 'AbortError');
    return answer(s);
  }) as unknown as typeof fetch;
  return { client: new AccountApi({ fetch: fetchFn, timeoutMs }), seen };
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

const SESSION = { id: 'k3v9q2m0x7a1b5c8', hash: 'h'.repeat(43) };

describe('identity client', () => {
  it('registration always sends the three approvals, namespace and project (spec 2 §5, §7)', async () => {
    const { client, seen } = api(() => json({ r: 'XY1' }));
    await client.register({ email: ' ravi@example.in ', password: 'Kabaddi#Raid7', name: '', lang: 'ta' });
    expect(seen[0]).toMatchObject({
      url: '/v3/registration',
      method: 'POST',
      body: {
        email: 'ravi@example.in',
        password: 'Kabaddi#Raid7',
        termsofservice: true,
        touApproval: true,
        ppApproval: true,
        lang: 'ta',
        namespace: 'nerali',
        project: 1,
      },
    });
    expect(seen[0]?.body).not.toHaveProperty('name');
  });

  it('sign-in gives id, hash and the pending items; a missing field is the technical error', async () => {
    const { client } = api(() =>
      json({
        r: 'XY1',
        id: 'k3v9q2m0x7a1b5c8',
        hash: 'x',
        errors: [{ err: 'XE12', details: [{ code: 1005, marketing: false, thirdParties: false }] }],
      }),
    );
    expect(await client.login('ravi@example.in', 'Kabaddi#Raid7')).toEqual({
      id: 'k3v9q2m0x7a1b5c8',
      hash: 'x',
      errors: [{ err: 'XE12', details: [{ code: 1005, marketing: false, thirdParties: false }] }],
    });
    const broken = api(() => json({ r: 'XY1', id: 'k3v9q2m0x7a1b5c8' }));
    await expect(broken.client.login('a@b.in', 'abcde')).rejects.toMatchObject({
      code: ClientCode.technical,
      message: 'Does not found hash in response!',
    });
  });

  it('a refusal in a 200 answer is its client code', async () => {
    const { client } = api(() => json({ err: 'XE1' }));
    await expect(client.login('a@b.in', 'abcde')).rejects.toMatchObject({ kind: 'answer', code: 1001 });
  });

  it('v5 calls carry Basic authorization and the platform headers; a v5 refusal is its code', async () => {
    const { client, seen } = api(() => json({ code: 130, message: 'sign in again', status: 401 }, 401));
    await expect(
      client.answerMarketing(SESSION, { marketing: true, thirdParties: false }),
    ).rejects.toMatchObject({
      code: ClientCode.loginMismatch,
    });
    expect(seen[0]?.headers).toMatchObject({
      authorization: `Basic ${Buffer.from(`${SESSION.id}:${SESSION.hash}`).toString('base64')}`,
      'x-platform': 'web',
      'x-version': 'client-v4',
    });
  });

  it('pending terms are agreed to only when there are some', async () => {
    const { client, seen } = api(() => json({ terms: [] }));
    await client.agreeTerms(SESSION, []);
    expect(seen).toEqual([]);
    await client.agreeTerms(SESSION, [{ type: 'tou', version: '2026-11-01', projectId: 1 }]);
    expect(seen[0]).toMatchObject({
      url: '/v5/users/me/terms-agreements',
      body: { projectId: 1, terms: [{ type: 'tou', version: '2026-11-01' }] },
    });
  });

  it('rate limit, no connection and no answer in time are told apart', async () => {
    const limited = api(() => json({ code: 'NRL_ERR_ACCOUNTS_RATE_LIMITED' }, 429, { 'retry-after': '240' }));
    await expect(limited.client.forgottenPassword('a@b.in', 'ta')).rejects.toMatchObject({
      kind: 'rateLimited',
      extra: { retryAfterS: 240 },
    });
    const offline = api(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(offline.client.logout(SESSION)).rejects.toMatchObject({ kind: 'network' });
    // A server that never answers: the 30 s timeout (5 ms here) aborts the request and says so.
    const never = (async (_url: string, init: RequestInit) =>
      new Promise<Response>((_, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      })) as unknown as typeof fetch;
    const slow = new AccountApi({ fetch: never, timeoutMs: 5 });
    await expect(slow.getData(SESSION)).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('the data calls: getdata and storemergeddata in the spec’s bodies', async () => {
    const { client, seen } = api((s) =>
      s.url === '/v4/getdata'
        ? json({
            r: 'XY1',
            profile: { id: SESSION.id, name: 'Ravi_K', email: 'ravi@example.in', emailIsVerified: true },
            data: { settings: { sortByTime: true } },
            privateData: {},
            version: 3,
            errors: [{ err: 'XE8', details: [{ type: 'pp', version: '2026-12-01', projectId: 1 }] }],
          })
        : json({ r: 'XY1' }),
    );
    const data = await client.getData(SESSION);
    expect(data).toMatchObject({ version: 3, data: { settings: { sortByTime: true } } });
    expect(data.errors).toEqual([
      { err: 'XE8', details: [{ type: 'pp', version: '2026-12-01', projectId: 1 }] },
    ]);
    await client.storeMergedData(SESSION, {
      key: 'settings',
      merge: { 'settings.sortByTime': false },
      unmerge: [],
    });
    expect(seen[1]?.body).toEqual({
      loggedIn: SESSION,
      key: 'settings',
      dataDiff: { merge: { 'settings.sortByTime': false }, unmerge: [] },
      project: 1,
    });
  });
});
