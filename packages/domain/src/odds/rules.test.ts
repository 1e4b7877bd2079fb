import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BOOKMAKER_FLAGS,
  type BookmakerSettings,
  findGeoGroup,
  type GeoGroups,
  validateGeoGroups,
} from '../geo/geo-groups.ts';
import {
  AGE_STORAGE_TTL_S,
  isAgeGateRequired,
  isLegalAgeConfirmed,
  isMobileLinkShown,
  parseLegalAgeFlag,
} from './age-gate.ts';
import { dayOddsFeedName, oddsUpdateFeedName } from './feed-names.ts';
import { oddsMove } from './movement.ts';
import {
  bookmakerLogoLink,
  comparisonBookmakerMark,
  oddsRules,
  regionShowsBookmakerFeatures,
  summaryBookmakerMark,
} from './rules.ts';

const settingsWith = (on: Partial<Record<keyof BookmakerSettings, boolean>>, ids: number[] = []) =>
  ({
    ...Object.fromEntries(BOOKMAKER_FLAGS.map((flag) => [flag, false])),
    ...on,
    main_bookmaker_ids: ids,
  }) as BookmakerSettings;

const NOTHING = settingsWith({});
/** The shipped 'default' group: odds as information, nothing named as a logo, nothing clickable. */
const INFORMATION = settingsWith({ show_odds_comparison_tab: true });
/** A licensed market an operator might switch on. */
const LICENSED = settingsWith(
  Object.fromEntries(BOOKMAKER_FLAGS.map((flag) => [flag, true])) as Record<string, boolean>,
  [16, 5],
);

describe('legal age gate', () => {
  it.each([
    ['1', true, true],
    ['0', true, false],
    [null, true, false],
    ['yes', true, false],
    ['1', false, true],
    [null, false, true],
    ['0', false, true],
  ] as const)('[AGE1] flag %j with confirmation required %s: confirmed %s', (flag, required, confirmed) => {
    expect(isLegalAgeConfirmed(flag, required)).toBe(confirmed);
  });

  it('[AGE1] only the exact flag 1 confirms, whatever else is stored', () => {
    fc.assert(
      fc.property(fc.string(), (flag) => {
        expect(isLegalAgeConfirmed(flag, true)).toBe(flag === '1');
        expect(parseLegalAgeFlag(flag)).toBe(flag === '1' || flag === '0' ? flag : null);
      }),
    );
  });

  it('[AGE2] [GEO8] the group that applies says whether the gate is required; left out means required', () => {
    const groups: GeoGroups = {
      default: { show_odds_comparison_tab: '1', age_gate: '1' },
      GB: { show_odds_comparison_tab: '1', age_gate: '0' },
      IN: { show_odds_comparison_tab: '0', mobile_link: '0' },
    };
    const required = (country: string | null, sub: string | null) =>
      isAgeGateRequired(findGeoGroup(groups, country, sub)?.group);
    expect(required(null, null)).toBe(true);
    expect(required('FR', null)).toBe(true);
    expect(required('GB', 'ENG')).toBe(false);
    expect(required('IN', 'TN')).toBe(true);
    expect(isAgeGateRequired(null)).toBe(true);
  });

  it('[AGE3] an answer is kept 90 days', () => {
    expect(AGE_STORAGE_TTL_S).toBe(7_776_000);
    expect(AGE_STORAGE_TTL_S / 86_400).toBe(90);
  });

  it('[AGE7] [GEO8] the mobile footer link shows unless the group says mobile_link 0', () => {
    expect(isMobileLinkShown({ mobile_link: '0' })).toBe(false);
    expect(isMobileLinkShown({ mobile_link: '1' })).toBe(true);
    expect(isMobileLinkShown({})).toBe(true);
    expect(isMobileLinkShown(null)).toBe(true);
  });

  it('[GEO8] a group may state age_gate and mobile_link as 0 or 1, nothing else', () => {
    const flags = Object.fromEntries(BOOKMAKER_FLAGS.map((flag) => [flag, '0']));
    const ok = validateGeoGroups({
      default: { ...flags, main_bookmaker_ids: [], age_gate: '1', mobile_link: '0' },
    });
    expect(ok).toEqual({
      ok: true,
      value: { default: { ...flags, main_bookmaker_ids: [], age_gate: '1', mobile_link: '0' } },
    });
    const bad = validateGeoGroups({ default: { ...flags, main_bookmaker_ids: [], age_gate: 'yes' } });
    expect(bad.ok).toBe(false);
    expect(bad.ok ? [] : bad.errors).toEqual([
      `geo groups: default.age_gate must be '0' (off) or '1' (on), got "yes"`,
    ]);
  });
});

describe('effective odds rules', () => {
  it('[AGE4] until legal age is confirmed nothing odds- or bookmaker-related is on', () => {
    for (const legalAge of [null, '0', 'garbage']) {
      const rules = oddsRules({ settings: LICENSED, ageGateRequired: true, legalAge });
      expect(rules.ageConfirmed).toBe(false);
      expect(rules.showOdds).toBe(false);
      expect(rules.showComparisonTab).toBe(false);
      expect(rules.showBookmakerNames).toBe(false);
      expect(rules.clickable).toBe(false);
      expect(rules.mainBookmakerId).toBeNull();
      expect(rules.showResponsibleNotice).toBe(false);
      expect(rules.showResponsibleLink).toBe(false);
      for (const flag of BOOKMAKER_FLAGS) expect(rules.settings[flag]).toBe(false);
      expect(rules.settings.main_bookmaker_ids).toEqual([]);
    }
  });

  it('[AGE4] whatever the flags and the answer, an unconfirmed visitor gets nothing', () => {
    fc.assert(
      fc.property(
        fc.array(fc.boolean(), { minLength: BOOKMAKER_FLAGS.length, maxLength: BOOKMAKER_FLAGS.length }),
        fc.array(fc.integer({ min: 1, max: 999 }), { maxLength: 3 }),
        fc.option(fc.string(), { nil: null }),
        (bits, ids, legalAge) => {
          const settings = settingsWith(
            Object.fromEntries(BOOKMAKER_FLAGS.map((flag, i) => [flag, bits[i] ?? false])),
            ids,
          );
          const rules = oddsRules({ settings, ageGateRequired: true, legalAge });
          const confirmed = legalAge === '1';
          expect(rules.ageConfirmed).toBe(confirmed);
          if (!confirmed) {
            expect(Object.values(rules).filter((value) => value === true)).toEqual(
              rules.askAge || rules.ageDeclined ? [true] : [],
            );
            expect(rules.mainBookmakerId).toBeNull();
          } else {
            expect(rules.settings).toEqual(settings);
          }
        },
      ),
    );
  });

  it('[AGE5] asks only where the gate applies, the region shows something and nothing was answered', () => {
    expect(oddsRules({ settings: INFORMATION, ageGateRequired: true, legalAge: null }).askAge).toBe(true);
    expect(oddsRules({ settings: INFORMATION, ageGateRequired: true, legalAge: '1' }).askAge).toBe(false);
    const declined = oddsRules({ settings: INFORMATION, ageGateRequired: true, legalAge: '0' });
    expect([declined.askAge, declined.ageDeclined]).toEqual([false, true]);
    // India: nothing to gate, so no question either.
    expect(oddsRules({ settings: NOTHING, ageGateRequired: true, legalAge: null }).askAge).toBe(false);
    expect(oddsRules({ settings: INFORMATION, ageGateRequired: false, legalAge: null }).askAge).toBe(false);
    expect(regionShowsBookmakerFeatures(NOTHING)).toBe(false);
    expect(regionShowsBookmakerFeatures(settingsWith({}, [3]))).toBe(true);
  });

  it('[AGE4] once confirmed, odds as information: prices and names, nothing clickable, no notice', () => {
    const rules = oddsRules({ settings: INFORMATION, ageGateRequired: true, legalAge: '1' });
    expect(rules).toMatchObject({
      ageConfirmed: true,
      showOdds: true,
      showComparisonTab: true,
      showBookmakerNames: true,
      clickable: false,
      mainBookmakerId: null,
      showResponsibleNotice: false,
      showResponsibleLink: true,
    });
  });

  it('[AGE6] the responsible-gambling notice needs a clickable, available bookmaker and a confirmed age', () => {
    const clickableNoBookmaker = settingsWith({ clickable: true, show_odds_comparison_tab: true });
    expect(
      oddsRules({ settings: LICENSED, ageGateRequired: true, legalAge: '1' }).showResponsibleNotice,
    ).toBe(true);
    expect(
      oddsRules({ settings: LICENSED, ageGateRequired: false, legalAge: null }).showResponsibleNotice,
    ).toBe(true);
    expect(
      oddsRules({ settings: clickableNoBookmaker, ageGateRequired: true, legalAge: '1' })
        .showResponsibleNotice,
    ).toBe(false);
    expect(
      oddsRules({ settings: settingsWith({}, [16]), ageGateRequired: true, legalAge: '1' })
        .showResponsibleNotice,
    ).toBe(false);
    expect(oddsRules({ settings: LICENSED, ageGateRequired: true, legalAge: null }).showResponsibleLink).toBe(
      false,
    );
    expect(oddsRules({ settings: NOTHING, ageGateRequired: false, legalAge: null }).showResponsibleLink).toBe(
      false,
    );
    expect(oddsRules({ settings: LICENSED, ageGateRequired: true, legalAge: '1' }).mainBookmakerId).toBe(16);
  });
});

describe('logos, names, links and the main bookmaker (S2 3.17, 3.18)', () => {
  const confirmed = (settings: BookmakerSettings) =>
    oddsRules({ settings, ageGateRequired: true, legalAge: '1' });
  const ODDS = { show_odds_comparison_tab: true };

  it('[S2 3.17] the comparison names a bookmaker by logo only with show_bookmaker_logo_odds_comparison', () => {
    expect(confirmed(INFORMATION).comparisonBookmaker).toBe('text');
    expect(
      confirmed(settingsWith({ ...ODDS, show_bookmaker_logo_odds_comparison: true })).comparisonBookmaker,
    ).toBe('logo');
    expect(comparisonBookmakerMark(NOTHING)).toBe('text');
    // Unconfirmed: every flag off, so the logo is gone too.
    expect(oddsRules({ settings: LICENSED, ageGateRequired: true, legalAge: null }).comparisonBookmaker).toBe(
      'text',
    );
  });

  it('[S2 3.17] [S2 3.18] the summary line: logo, or text with logo_to_text_match_summary, or none', () => {
    const withMain = (on: Partial<Record<keyof BookmakerSettings, boolean>>) =>
      confirmed(settingsWith({ ...ODDS, ...on }, [5, 16])).summaryBookmaker;
    expect(withMain({ show_bookmaker_logo_in_summary: true })).toBe('logo');
    expect(withMain({ show_bookmaker_logo_in_summary: true, logo_to_text_match_summary: true })).toBe('text');
    expect(withMain({ logo_to_text_match_summary: true })).toBe('text');
    expect(withMain({})).toBeNull();
    expect(summaryBookmakerMark(NOTHING)).toBeNull();
    // No main bookmaker, or no odds: no line, whatever the logo flags say.
    const noMain = settingsWith({ ...ODDS, show_bookmaker_logo_in_summary: true });
    expect(confirmed(noMain).summaryBookmaker).toBeNull();
    const noOdds = settingsWith({ show_bookmaker_logo_in_summary: true }, [5]);
    expect(confirmed(noOdds).summaryBookmaker).toBeNull();
  });

  it('[S2 3.18] the first main bookmaker is the main one, only once the age is confirmed', () => {
    expect(confirmed(settingsWith(ODDS, [5, 16])).mainBookmakerId).toBe(5);
    expect(
      oddsRules({ settings: settingsWith(ODDS, [5, 16]), ageGateRequired: true, legalAge: '0' })
        .mainBookmakerId,
    ).toBeNull();
  });

  it('[S2 3.17] bonus: text only with logo_to_text_bonus; nothing without odds and a main bookmaker', () => {
    expect(confirmed(settingsWith({ ...ODDS, logo_to_text_bonus: true }, [5])).bonusBookmaker).toBe('text');
    expect(confirmed(settingsWith(ODDS, [5])).bonusBookmaker).toBe('logo');
    expect(confirmed(settingsWith({ ...ODDS, logo_to_text_bonus: true })).bonusBookmaker).toBeNull();
    expect(confirmed(INFORMATION).bonusBookmaker).toBeNull();
  });

  it('[S2 3.17] a logo links only when clickable, its place’s clickable-logo flag is on and an https link exists', () => {
    const https = 'https://kestrel.example/';
    const allOnBut = (...flags: (keyof BookmakerSettings)[]) =>
      confirmed(
        settingsWith(
          Object.fromEntries(BOOKMAKER_FLAGS.map((f) => [f, !flags.includes(f)])) as Record<string, boolean>,
          [5],
        ),
      );
    const all = allOnBut('logo_to_text_match_summary');
    expect(bookmakerLogoLink(all, 'summary', https)).toBe(https);
    expect(bookmakerLogoLink(all, 'comparison', https)).toBe(https);
    expect(bookmakerLogoLink(all, 'comparison', undefined)).toBeNull();
    expect(bookmakerLogoLink(all, 'comparison', 'http://kestrel.example/')).toBeNull();
    expect(bookmakerLogoLink(all, 'comparison', 'javascript:alert(1)')).toBeNull();
    expect(bookmakerLogoLink(all, 'comparison', 'not a url')).toBeNull();
    const noClick = allOnBut('logo_to_text_match_summary', 'clickable');
    expect(bookmakerLogoLink(noClick, 'summary', https)).toBeNull();
    expect(bookmakerLogoLink(noClick, 'comparison', https)).toBeNull();
    const noSummaryClick = allOnBut('logo_to_text_match_summary', 'clickable_bookmaker_logo_in_summary');
    expect(bookmakerLogoLink(noSummaryClick, 'summary', https)).toBeNull();
    expect(bookmakerLogoLink(noSummaryClick, 'comparison', https)).toBe(https);
    const noComparisonClick = allOnBut(
      'logo_to_text_match_summary',
      'clickable_bookmaker_logo_odds_comparison',
    );
    expect(bookmakerLogoLink(noComparisonClick, 'comparison', https)).toBeNull();
    expect(bookmakerLogoLink(noComparisonClick, 'summary', https)).toBe(https);
    // A name written as text is never a link.
    expect(
      bookmakerLogoLink(allOnBut('show_bookmaker_logo_odds_comparison'), 'comparison', https),
    ).toBeNull();
    expect(bookmakerLogoLink(confirmed(LICENSED), 'summary', https)).toBeNull();
    // Not confirmed: nothing links.
    const unconfirmed = oddsRules({ settings: LICENSED, ageGateRequired: true, legalAge: null });
    expect(bookmakerLogoLink(unconfirmed, 'comparison', https)).toBeNull();
  });

  it('[S2 3.17] [S2 3.18] the shipped groups: India nothing; default plain text, no logo, line, bonus or link', () => {
    for (const legalAge of [null, '0', '1']) {
      const india = oddsRules({ settings: NOTHING, ageGateRequired: true, legalAge });
      expect([india.comparisonBookmaker, india.summaryBookmaker, india.bonusBookmaker]).toEqual([
        'text',
        null,
        null,
      ]);
      expect(india.showOdds).toBe(false);
      const def = oddsRules({ settings: INFORMATION, ageGateRequired: true, legalAge });
      expect([def.comparisonBookmaker, def.summaryBookmaker, def.bonusBookmaker]).toEqual([
        'text',
        null,
        null,
      ]);
      expect(bookmakerLogoLink(def, 'comparison', 'https://x.example/')).toBeNull();
      expect(bookmakerLogoLink(def, 'summary', 'https://x.example/')).toBeNull();
    }
  });
});

describe('odds movement and feed names', () => {
  it.each([
    [undefined, 2, 0],
    [2, 2, 0],
    [2, 2.1, 1],
    [2.1, 2, -1],
    [Number.NaN, 2, 0],
  ] as const)('[ODD7] from %s to %s moves %s', (before, now, move) => {
    expect(oddsMove(before, now)).toBe(move);
  });

  it('[ODD8] names the day odds and the odds update feeds', () => {
    expect(dayOddsFeedName(1, 0, 330)).toBe('fo_1_0_330_1');
    expect(dayOddsFeedName(13, -2, -300)).toBe('fo_13_-2_-300_1');
    expect(oddsUpdateFeedName(1, '1.7')).toBe('uo_1_1.7_1');
  });
});
