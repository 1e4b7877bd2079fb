import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MATCH_TABS, paths } from '../../kit/paths.ts';
import { gameSubject, parseEventId, parseTab, popupUrl } from './url.ts';

const SPORT_IDS = [1, 2, 3, 13, 14, 23, 42];
const originalId = fc.stringMatching(/^[A-Za-z0-9]{1,40}$/);

describe('match URL parsing', () => {
  it('reads every id of the form g_{sport}_{original} for a sport of the catalogue', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SPORT_IDS), originalId, (sportId, original) => {
        const address = parseEventId(`g_${sportId}_${original}`);
        expect(address?.sport.id).toBe(sportId);
        expect(address?.eventId).toBe(`g_${sportId}_${original}`);
      }),
    );
  });

  it('never throws and refuses anything else', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (value) => {
        const address = parseEventId(value);
        if (address) expect(value).toMatch(/^g_[1-9][0-9]?_[A-Za-z0-9]{1,40}$/);
      }),
    );
    for (const bad of [
      '',
      'g_',
      'g_1_',
      'g_20_abc',
      'g_27_abc',
      'g_0_abc',
      'g_31_abc',
      'g_37_abc',
      'g_01_abc',
      'x_1_abc',
      'g_1_ab-c',
      'g_1_abc/',
      `g_1_${'a'.repeat(41)}`,
    ]) {
      expect(parseEventId(bad), bad).toBeNull();
    }
    expect(parseEventId(undefined)).toBeNull();
  });

  it('round-trips the path builder: the id and the tab of every match URL parse back', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SPORT_IDS),
        originalId,
        fc.constantFrom(...MATCH_TABS),
        (sportId, original, tab) => {
          const path = paths.match('ta', `g_${sportId}_${original}`, tab);
          const [, lang, kind, id, segment] = path.split('/');
          expect([lang, kind]).toEqual(['ta', 'match']);
          expect(parseEventId(id)?.eventId).toBe(`g_${sportId}_${original}`);
          expect(parseTab(segment === '' ? undefined : segment)).toBe(tab);
        },
      ),
    );
  });

  it('knows the tabs: none is the summary, "summary" itself and unknown words are not URLs', () => {
    expect(parseTab(undefined)).toBe('summary');
    expect(parseTab('summary')).toBeNull();
    expect(parseTab('lineups')).toBe('lineups');
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (value) => {
        const tab = parseTab(value);
        if (tab !== null) expect(MATCH_TABS).toContain(value);
      }),
    );
  });

  it('subscribes to push only with ids the push service accepts (8-16 characters)', () => {
    expect(gameSubject('g_1_H4dpf7Tl')).toBe('g_1_H4dpf7Tl');
    expect(gameSubject('g_1_abc')).toBeNull();
    expect(gameSubject(`g_1_${'a'.repeat(17)}`)).toBeNull();
  });

  it('builds the popup URL of a page', () => {
    expect(popupUrl('/ta/match/g_1_H4dpf7Tl/')).toBe('/ta/match/g_1_H4dpf7Tl/?popup=1');
  });
});
