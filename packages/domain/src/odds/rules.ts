/**
 * What odds and bookmaker elements one visitor may see: the region's flags (S2 §3, GEO3-GEO6) after
 * the legal-age gate (S2 §4, AGE1-AGE6). The web's `useOddsRules()` is this function over the
 * visitor's region and stored answer; every odds price, bookmaker name, logo, link, bonus text and the
 * responsible-gambling footer ask it, so the law and the gate meet in one place.
 *
 * WARNING: only type imports (see age-gate.ts): the page's JavaScript imports this file.
 */
import type { BookmakerSettings } from '../geo/geo-groups.ts';
import { isLegalAgeConfirmed, LegalAgeFlag, parseLegalAgeFlag } from './age-gate.ts';

export interface OddsRulesInput {
  /** The region's flags as the server resolved them (GEO3). */
  settings: BookmakerSettings;
  /** AGE2 for the visitor's region. */
  ageGateRequired: boolean;
  /** The stored answer: '1', '0' or none. */
  legalAge: string | null;
}

export interface OddsRules {
  /** [AGE1] */
  ageConfirmed: boolean;
  /** [AGE5] The gate applies, the region would show something, and the visitor has not answered. */
  askAge: boolean;
  /** The visitor said they are not of legal age (they may change their answer). */
  ageDeclined: boolean;
  /** [AGE4] Any odds price on any page (the region's odds comparison switch, after the gate). */
  showOdds: boolean;
  /** The match's odds comparison tab (S2 show_odds_comparison_tab), after the gate. */
  showComparisonTab: boolean;
  /** Bookmaker names as plain text beside their prices (information: whose price it is). */
  showBookmakerNames: boolean;
  /** Links to a bookmaker (betslip, logo, "bet now"): S2 `clickable`, after the gate. */
  clickable: boolean;
  /** The first main bookmaker, null when none is configured or the gate is not passed (GEO6). */
  mainBookmakerId: number | null;
  /** [AGE6] S2 §6: the responsible-gambling advert notice: bookmakers available and clickable. */
  showResponsibleNotice: boolean;
  /** [AGE6] S2 §2: the "gamble responsibly" link: removed while age is not confirmed. */
  showResponsibleLink: boolean;
  /**
   * [S2 3.17] How the odds comparison names a bookmaker: its logo (show_bookmaker_logo_odds_comparison)
   * or its name as plain text.
   */
  comparisonBookmaker: BookmakerMark;
  /**
   * [S2 3.17] [S2 3.18] The match summary's main-odds line and how it names the main bookmaker: its
   * name as text (logo_to_text_match_summary), its logo (show_bookmaker_logo_in_summary), or null: no
   * line at all (no odds, no main bookmaker, or neither flag on).
   */
  summaryBookmaker: BookmakerMark | null;
  /**
   * [S2 3.17] A bonus section's bookmaker as text (logo_to_text_bonus) or logo; null without odds or a
   * main bookmaker. No feed carries a bonus offer, so no page shows one (docs/decisions.md).
   */
  bonusBookmaker: BookmakerMark | null;
  /** The effective flags: every one off until the gate is passed. */
  settings: BookmakerSettings;
}

/** A bookmaker drawn as its logo (a badge with its name as the accessible text) or named in text. */
export type BookmakerMark = 'logo' | 'text';

/** Where a bookmaker's logo stands: the match summary or the odds comparison. */
export type BookmakerPlace = 'summary' | 'comparison';

const OFF: BookmakerSettings = {
  clickable: false,
  show_odds_comparison_tab: false,
  show_bookmaker_logo_in_summary: false,
  logo_to_text_match_summary: false,
  logo_to_text_bonus: false,
  show_bookmaker_logo_odds_comparison: false,
  clickable_bookmaker_logo_in_summary: false,
  clickable_bookmaker_logo_odds_comparison: false,
  odds_background_in_odds_comparison: false,
  main_bookmaker_ids: [],
};

/** The region shows some odds or bookmaker element when allowed to (any flag on, or a main bookmaker). */
export function regionShowsBookmakerFeatures(settings: BookmakerSettings): boolean {
  if (settings.main_bookmaker_ids.length > 0) return true;
  return (Object.keys(OFF) as (keyof BookmakerSettings)[]).some((key) => settings[key] === true);
}

/**
 * [AGE4] [AGE5] [AGE6] The visitor's effective odds rules. Until legal age is confirmed every flag is
 * off and no main bookmaker is named: nothing odds- or bookmaker-related may show anywhere.
 */
export function oddsRules({ settings, ageGateRequired, legalAge }: OddsRulesInput): OddsRules {
  const answer = parseLegalAgeFlag(legalAge);
  const ageConfirmed = isLegalAgeConfirmed(answer, ageGateRequired);
  const regionShows = regionShowsBookmakerFeatures(settings);
  const effective = ageConfirmed ? settings : OFF;
  const showOdds = effective.show_odds_comparison_tab;
  const mainBookmakerId = effective.main_bookmaker_ids[0] ?? null;
  return {
    ageConfirmed,
    askAge: ageGateRequired && regionShows && answer === null,
    ageDeclined: ageGateRequired && regionShows && answer === LegalAgeFlag.declined,
    showOdds,
    showComparisonTab: showOdds,
    showBookmakerNames: showOdds,
    clickable: effective.clickable,
    mainBookmakerId,
    showResponsibleNotice: effective.clickable && mainBookmakerId !== null,
    showResponsibleLink: ageConfirmed && regionShows,
    comparisonBookmaker: comparisonBookmakerMark(effective),
    summaryBookmaker: showOdds && mainBookmakerId !== null ? summaryBookmakerMark(effective) : null,
    bonusBookmaker:
      showOdds && mainBookmakerId !== null ? (effective.logo_to_text_bonus ? 'text' : 'logo') : null,
    settings: effective,
  };
}

/** [S2 3.17] show_bookmaker_logo_odds_comparison: a logo in the comparison, else the name as text. */
export function comparisonBookmakerMark(settings: BookmakerSettings): BookmakerMark {
  return settings.show_bookmaker_logo_odds_comparison ? 'logo' : 'text';
}

/**
 * [S2 3.17] The summary's main bookmaker: logo_to_text_match_summary writes its name instead of the
 * logo; show_bookmaker_logo_in_summary shows the logo; neither: the summary shows no bookmaker line.
 */
export function summaryBookmakerMark(settings: BookmakerSettings): BookmakerMark | null {
  if (settings.logo_to_text_match_summary) return 'text';
  return settings.show_bookmaker_logo_in_summary ? 'logo' : null;
}

/**
 * [S2 3.17] The address a bookmaker's logo links to, or null: only a logo (not a name in text), only
 * where the region is `clickable` and its clickable_bookmaker_logo_{summary,odds_comparison} flag is
 * on, and only to an https address the operator configured for that bookmaker (none is, today: the
 * feeds carry no bookmaker address; docs/decisions.md "Bookmaker and odds rules by region").
 */
export function bookmakerLogoLink(
  rules: Pick<OddsRules, 'settings' | 'comparisonBookmaker' | 'summaryBookmaker'>,
  place: BookmakerPlace,
  link: string | null | undefined,
): string | null {
  const { settings } = rules;
  const mark = place === 'summary' ? rules.summaryBookmaker : rules.comparisonBookmaker;
  const flag =
    place === 'summary'
      ? settings.clickable_bookmaker_logo_in_summary
      : settings.clickable_bookmaker_logo_odds_comparison;
  if (!settings.clickable || !flag || mark !== 'logo' || !link) return null;
  try {
    return new URL(link).protocol === 'https:' ? link : null;
  } catch {
    return null;
  }
}
