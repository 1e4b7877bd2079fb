import { AGE_STORAGE_TTL_S, ODDS_FORMATS } from '@nerali/domain';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { legalAgeCookieLine } from './age-cookie.ts';
import { ODDS_FORMAT_MAX_AGE_S, parseOddsFormatCookie } from './format-cookie.ts';
import { oddsPrefsFromRequest, resetOddsPrefsForTests, setLegalAge, setOddsFormat } from './prefs.ts';
import { oddsRulesOf } from './rules.ts';
import { DEFAULT_VISITOR, INDIAN_VISITOR } from './testing.tsx';

const request = (cookie: string) => new Request('http://nerali.test/ta/', { headers: { cookie } });

describe('odds preferences', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetOddsPrefsForTests();
  });

  it('[ODD6] reads the format and the age answer from the cookies; anything unknown is the default', () => {
    expect(oddsPrefsFromRequest(request('odds_format=uk; legal_age=1'))).toEqual({
      format: 'uk',
      legalAge: '1',
    });
    expect(oddsPrefsFromRequest(request('odds_format=de; legal_age=yes'))).toEqual({
      format: 'eu',
      legalAge: null,
    });
    expect(oddsPrefsFromRequest(request(''))).toEqual({ format: 'eu', legalAge: null });
  });

  it('[ODD6] any cookie value reads as one of the six formats', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        expect(ODDS_FORMATS).toContain(parseOddsFormatCookie(value));
      }),
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (value) => {
        const header = `legal_age=${encodeURIComponent(value)}; odds_format=${encodeURIComponent(value)}`;
        const prefs = oddsPrefsFromRequest(request(header));
        expect([null, '0', '1']).toContain(prefs.legalAge);
        expect(ODDS_FORMATS).toContain(prefs.format);
      }),
    );
  });

  it('[AGE3] stores the format 365 days and the age answer 90 days; a forgotten answer is deleted', () => {
    const cookies: string[] = [];
    vi.stubGlobal('document', {
      set cookie(line: string) {
        cookies.push(line);
      },
    });
    setOddsFormat('hk');
    setLegalAge('1');
    setLegalAge(null);
    expect(cookies).toEqual([
      `odds_format=hk; Path=/; Max-Age=${ODDS_FORMAT_MAX_AGE_S}; SameSite=Lax`,
      `legal_age=1; Path=/; Max-Age=${AGE_STORAGE_TTL_S}; SameSite=Lax`,
      'legal_age=; Path=/; Max-Age=0; SameSite=Lax',
    ]);
    expect(ODDS_FORMAT_MAX_AGE_S).toBe(31_536_000);
    expect(legalAgeCookieLine('0')).toContain('Max-Age=7776000');
  });
});

describe('useOddsRules for a visitor', () => {
  it('[AGE2] a server that does not say whether the gate applies gets it', () => {
    const { ageGate: _ignored, ...silent } = DEFAULT_VISITOR;
    const rules = oddsRulesOf(silent, { format: 'eu', legalAge: null });
    expect(rules.ageGateRequired).toBe(true);
    expect(rules.showOdds).toBe(false);
    expect(rules.askAge).toBe(true);
  });

  it('[AGE4] the shipped default: nothing before the answer, odds as information after it', () => {
    expect(oddsRulesOf(DEFAULT_VISITOR, { format: 'us', legalAge: null })).toMatchObject({
      showOdds: false,
      showBookmakerNames: false,
      askAge: true,
      format: 'us',
    });
    expect(oddsRulesOf(DEFAULT_VISITOR, { format: 'us', legalAge: '1' })).toMatchObject({
      showOdds: true,
      showComparisonTab: true,
      showBookmakerNames: true,
      clickable: false,
      askAge: false,
    });
  });

  it('[AGE5] India: no question (nothing to gate), no odds', () => {
    expect(oddsRulesOf(INDIAN_VISITOR, { format: 'eu', legalAge: null })).toMatchObject({
      showOdds: false,
      askAge: false,
      showResponsibleLink: false,
      mobileLink: true,
    });
  });
});
