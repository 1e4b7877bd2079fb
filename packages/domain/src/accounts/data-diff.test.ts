import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyDiff,
  canonicalJson,
  diffData,
  type JsonObject,
  type JsonValue,
  withoutEmptyObjects,
} from './data-diff.ts';

/** The areas the web writes, and how deep their items are (spec 1 §3). */
const DEPTHS = { mygames: 3, myLeagues: 3, myTeams: 3, settings: 2 };

function applied(server: JsonObject, local: JsonObject): JsonObject {
  const write = diffData(server, local, DEPTHS);
  return write ? applyDiff(server, { merge: write.merge, unmerge: write.unmerge }, write.key) : server;
}

/** What the account should hold after the write: the local areas (without empty objects), the rest as it was. */
function expected(server: JsonObject, local: JsonObject): JsonObject {
  const out: JsonObject = { ...server };
  for (const area of Object.keys(DEPTHS)) {
    const value = local[area] === undefined ? undefined : withoutEmptyObjects(local[area]);
    if (value === undefined) delete out[area];
    else out[area] = value;
  }
  return JSON.parse(canonicalJson(out)) as JsonObject;
}

describe('the web’s write: diff from the account’s copy to the browser’s', () => {
  it('one changed game is a single write inside its area; several items are one merged bulk write', () => {
    const server = { mygames: { data: { g_1_aaaa0001: { AD: 1, is_duel: true } } } };
    const one = diffData(
      server,
      {
        mygames: { data: { g_1_aaaa0001: { AD: 1, is_duel: true }, g_1_aaaa0002: { AD: 2, is_duel: true } } },
      },
      DEPTHS,
    );
    expect(one).toEqual({
      key: 'mygames',
      merge: { 'mygames.data.g_1_aaaa0002': { AD: 2, is_duel: true } },
      unmerge: [],
      items: 1,
    });
    const bulk = diffData(
      server,
      { mygames: { data: { g_1_aaaa0002: { AD: 2, is_duel: true } } }, settings: { sortByTime: true } },
      DEPTHS,
    );
    expect(bulk).toMatchObject({ key: '', unmerge: ['mygames.data.g_1_aaaa0001'], items: 3 });
    expect(diffData(server, server, DEPTHS)).toBeNull();
  });

  it('an item that lost a value (its group) is unmerged and merged again, so the value goes', () => {
    const server = { mygames: { data: { g_1_aaaa0001: { AD: 1, MG: '0,x', is_duel: true } } } };
    const local = { mygames: { data: { g_1_aaaa0001: { AD: 1, is_duel: true } } } };
    const write = diffData(server, local, DEPTHS);
    expect(write?.unmerge).toEqual(['mygames.data.g_1_aaaa0001']);
    expect(applied(server, local)).toEqual(local);
  });

  it('leaves areas that are not the web’s alone', () => {
    const server = { future: { x: 1 }, settings: { sortByTime: false } };
    expect(applied(server, { settings: { sortByTime: true } })).toEqual({
      future: { x: 1 },
      settings: { sortByTime: true },
    });
  });

  // Values the site stores: short keys, scalars, arrays of scalars, objects a few levels deep. No
  // nulls: neither side ever keeps one (spec 2 §3).
  const key = fc.constantFrom('a', 'b', 'c', 'AD', 'MG', 'x_1', 'y-2');
  const scalar = fc.oneof(fc.integer(), fc.boolean(), fc.string({ maxLength: 4 }));
  // At most two levels of objects under a path of four: within the server's eight levels.
  const valueOf = (levels: number): fc.Arbitrary<JsonValue> =>
    levels === 0
      ? fc.oneof(scalar, fc.array(scalar, { maxLength: 3 }))
      : fc.oneof(
          scalar,
          fc.array(scalar, { maxLength: 3 }),
          fc.dictionary(key, valueOf(levels - 1), { maxKeys: 3 }),
        );
  const value = valueOf(2);
  const data = fc.dictionary(fc.constantFrom('mygames', 'myLeagues', 'myTeams', 'settings', 'other'), value, {
    maxKeys: 5,
  });
  const path = fc.array(key, { minLength: 0, maxLength: 3 });
  /** One local change: set a value at a path inside an area, or delete what is there. */
  const change = fc.record({
    area: fc.constantFrom('mygames', 'myLeagues', 'myTeams', 'settings'),
    path,
    value: fc.option(value, { nil: undefined }),
  });

  function setAt(root: JsonObject, area: string, segments: string[], v: JsonValue | undefined): JsonObject {
    const copy = structuredClone(root);
    if (segments.length === 0) {
      if (v === undefined) delete copy[area];
      else copy[area] = v;
      return copy;
    }
    let node = copy;
    for (const s of [area, ...segments.slice(0, -1)]) {
      const next = node[s];
      if (typeof next === 'object' && next !== null && !Array.isArray(next)) node = next;
      else {
        const created: JsonObject = {};
        node[s] = created;
        node = created;
      }
    }
    const last = segments[segments.length - 1] as string;
    if (v === undefined) delete node[last];
    else node[last] = v;
    return copy;
  }

  it('[fast-check] any sequence of local changes gives a diff that turns the account’s copy into the local one', () => {
    fc.assert(
      fc.property(data, fc.array(change, { maxLength: 8 }), (server, changes) => {
        const normalServer = applyDiff(server, {});
        let local = normalServer;
        for (const c of changes) local = setAt(local, c.area, c.path, c.value);
        expect(applied(normalServer, local)).toEqual(expected(normalServer, local));
        // Written, the copies agree: nothing more to send.
        expect(diffData(applied(normalServer, local), local, DEPTHS)).toBeNull();
      }),
      { numRuns: 500 },
    );
  });
});
