import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyDiff, canonicalJson, type JsonObject, PathError } from './merge.ts';
import { dataProblem } from './shapes.ts';

const game = (ad: number) => ({ AD: ad, is_duel: true });

describe('merge and unmerge by dotted key path (spec 2 §3-§4)', () => {
  it('merges a dotted path into nested objects and keeps what is there', () => {
    const before = { mygames: { data: { g_1_aaaa0001: game(1) } } };
    const after = applyDiff(before, { merge: { 'mygames.data.g_1_aaaa0002': game(2) } }, 'mygames');
    expect(after).toEqual({ mygames: { data: { g_1_aaaa0001: game(1), g_1_aaaa0002: game(2) } } });
    expect(before.mygames.data).not.toHaveProperty('g_1_aaaa0002');
  });

  it('merges a whole object (the bulk write) and replaces non-objects', () => {
    const after = applyDiff(
      { settings: { sortByTime: false } },
      { merge: { settings: { sortByTime: true, mygamesGroups: true } } },
    );
    expect(after).toEqual({ settings: { sortByTime: true, mygamesGroups: true } });
  });

  it('unmerge removes a path and the empty objects it leaves; null in merge removes too', () => {
    const before = {
      mygames: { data: { g_1_aaaa0001: game(1) } },
      myLeagues: { '1': { '1_isl': true, used: true } },
    };
    expect(applyDiff(before, { unmerge: ['mygames.data.g_1_aaaa0001'] })).toEqual({
      myLeagues: { '1': { '1_isl': true, used: true } },
    });
    expect(applyDiff(before, { merge: { 'myLeagues.1.1_isl': null } })).toEqual({
      mygames: { data: { g_1_aaaa0001: game(1) } },
      myLeagues: { '1': { used: true } },
    });
  });

  it('refuses paths outside the key, bad segments and prototype keys', () => {
    expect(() => applyDiff({}, { merge: { 'myTeams.x': {} } }, 'mygames')).toThrow(PathError);
    expect(() => applyDiff({}, { unmerge: ['a..b'] })).toThrow(PathError);
    expect(() => applyDiff({}, { merge: { '__proto__.polluted': true } })).toThrow(PathError);
    expect(() => applyDiff({}, JSON.parse('{"merge":{"a":{"__proto__":{"polluted":true}}}}'))).toThrow(
      PathError,
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(() => applyDiff({}, { merge: { [Array(10).fill('a').join('.')]: 1 } })).toThrow(PathError);
  });

  it('[fast-check] the same diff twice changes nothing the second time; it never throws but PathError', () => {
    const key = fc.stringMatching(/^[a-z]{1,3}$/);
    const value = fc.oneof(fc.integer(), fc.boolean(), fc.string({ maxLength: 5 }), fc.constant(null));
    const tree = fc.dictionary(key, fc.oneof(value, fc.dictionary(key, value, { maxKeys: 3 })), {
      maxKeys: 4,
    });
    const path = fc.array(key, { minLength: 1, maxLength: 3 }).map((p) => p.join('.'));
    fc.assert(
      fc.property(
        tree,
        fc.dictionary(path, fc.oneof(value, tree), { maxKeys: 4 }),
        fc.array(path, { maxLength: 3 }),
        (start, merge, unmerge) => {
          const diff = { merge, unmerge };
          const once = applyDiff(start as JsonObject, diff);
          const twice = applyDiff(once, diff);
          expect(canonicalJson(twice)).toBe(canonicalJson(once));
        },
      ),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), fc.string({ maxLength: 30 }), (raw, scope) => {
        try {
          applyDiff({}, { merge: { [scope || 'a']: raw as never }, unmerge: [scope] }, '');
        } catch (err) {
          expect(err).toBeInstanceOf(PathError);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('data shapes (spec 1 §3 favourites, live-table settings)', () => {
  it('accepts the spec shapes', () => {
    expect(
      dataProblem({
        mygames: {
          data: { g_1_aaaa0001: { AD: 1795000000, AP: 1795006000, MG: '0,x', is_duel: true } },
          noduel: { '23_open': { AD: 1795000000 } },
        },
        myLeagues: { '1': { '1_isl': true, used: true }, '13': { used: true } },
        myTeams: {
          '1_chennaiyin': { sportId: 1, id: 'chennaiyin', name: 'Chennaiyin FC' },
          count: 1,
          sportIds: [1],
        },
        myPlayers: { items: { '13_dhoni7': { sportId: 13, id: 'dhoni7', name: 'M. S. Dhoni' } } },
        settings: { sortByTime: true, mygamesGroups: false, mygamesNotifications: 'yessilent' },
        somethingNew: { any: ['thing'] },
      }),
    ).toBeNull();
  });

  it.each([
    [{ mygames: { data: { bad: { AD: 1, is_duel: true } } } }, 'not an event id'],
    [{ mygames: { data: { g_1_aaaa0001: { AD: 'soon', is_duel: true } } } }, 'AD'],
    [{ mygames: { data: { g_1_aaaa0001: { AD: 1, is_duel: true, extra: 1 } } } }, 'unknown'],
    [{ myLeagues: { '20': { used: true } } }, 'not a sport id'],
    [{ myLeagues: { '1': { '1_isl': 'yes' } } }, 'must be true'],
    [{ settings: { mygamesNotifications: 'loud' } }, 'yessound'],
    [{ myTeams: { 'not a key': {} } }, '{sportId}_{id}'],
  ])('refuses %j', (data, problem) => {
    expect(dataProblem(data as JsonObject)).toContain(problem);
  });

  it('refuses more than 500 games', () => {
    const data: Record<string, unknown> = {};
    for (let i = 0; i < 501; i++) data[`g_1_game${String(i).padStart(5, '0')}`] = { AD: 1, is_duel: true };
    expect(dataProblem({ mygames: { data } } as JsonObject)).toContain('500');
  });
});
