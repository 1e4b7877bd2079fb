/**
 * URL parts of the participant, player and rankings pages: fixed cases, and fast-check over any text
 * (a parser never throws and accepts exactly its documented form; what it accepts round-trips
 * through the path builders).
 */
import { SPORTS } from '@nerali/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paths, TEAM_TABS } from '../../kit/paths.ts';
import { parseObjectId, parsePage, parsePairKind, parseRankingId, parseTeamTab } from './params.ts';

describe('fixed cases', () => {
  it('ids: letters and digits only, 1 to 48', () => {
    expect(parseObjectId('CSJjjZQg')).toBe('CSJjjZQg');
    for (const bad of [undefined, '', 'a_b', 'a-b', 'a.b', 'ab/', 'x'.repeat(49), 'அ', '%41']) {
      expect(parseObjectId(bad), String(bad)).toBeNull();
    }
    expect(parseRankingId('tennis-men-live')).toBe('tennis-men-live');
    expect(parseRankingId('a/b')).toBeNull();
  });

  it('tabs: none is the summary; "summary" itself and unknown tabs are no page', () => {
    expect(parseTeamTab(undefined)).toBe('summary');
    expect(parseTeamTab('squad')).toBe('squad');
    expect(parseTeamTab('summary')).toBeNull();
    expect(parseTeamTab('Squad')).toBeNull();
    expect(parseTeamTab('odds')).toBeNull();
  });

  it('pages: absent is 1; 0, signs, leading zeros, letters are no page', () => {
    expect(parsePage(null)).toBe(1);
    expect(parsePage('1')).toBe(1);
    expect(parsePage('2')).toBe(2);
    expect(parsePage('9999')).toBe(9999);
    for (const bad of ['0', '-2', '02', '2.0', 'x', '', '10000', ' 2'])
      expect(parsePage(bad), bad).toBeNull();
  });

  it('kinds', () => {
    expect(parsePairKind(null)).toBe('all');
    expect(parsePairKind('s')).toBe('s');
    expect(parsePairKind('d')).toBe('d');
    expect(parsePairKind('x')).toBeNull();
  });
});

describe('any text', () => {
  it('an id is accepted exactly when it matches the documented form, and builds a path that carries it', () => {
    const sport = SPORTS[0];
    if (!sport) throw new Error('no sports');
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^[A-Za-z0-9]{1,60}$/)), (text) => {
        const id = parseObjectId(text);
        expect(id !== null).toBe(/^[A-Za-z0-9]{1,48}$/.test(text));
        if (id !== null) {
          const path = paths.team('ta', sport, id);
          expect(path.split('/').filter(Boolean).at(-1)).toBe(id);
          expect(paths.player('ta', sport, id).endsWith(`/player/${id}/`)).toBe(true);
        }
      }),
    );
  });

  it('a page number is accepted exactly from 1 to 9999 written plainly', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ maxLength: 6 }), fc.integer({ min: -5, max: 12000 }).map(String)),
        (text) => {
          const page = parsePage(text);
          if (page === null) expect(/^[1-9][0-9]{0,3}$/.test(text)).toBe(false);
          else {
            expect(String(page)).toBe(text);
            expect(page).toBeGreaterThanOrEqual(1);
            expect(page).toBeLessThanOrEqual(9999);
          }
        },
      ),
    );
  });

  it('every tab the path builder writes parses back to itself', () => {
    const sport = SPORTS[0];
    if (!sport) throw new Error('no sports');
    fc.assert(
      fc.property(fc.constantFrom(...TEAM_TABS), (tab) => {
        const segments = paths.team('ta', sport, 'abc', tab).split('/').filter(Boolean);
        const last = segments.at(-1);
        expect(parseTeamTab(last === 'abc' ? undefined : last)).toBe(tab);
      }),
    );
    fc.assert(fc.property(fc.string(), (text) => void parseTeamTab(text)));
  });
});
