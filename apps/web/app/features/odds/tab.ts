/**
 * Whether a sport page offers the odds tab (`?tab=odds`; spec 1 §2 "a sub-category of 2 or 3 triggers
 * the odds calendar", spec 2 §3 race category 4 odds): the visitor may see odds (region and age gate,
 * useOddsRules) and the sport is played between two sides. A race has no 1x2 or 12 market: its odds
 * would be a price per runner, which our odds rows do not carry.
 */
import type { SportInfo } from '@nerali/domain';
import { isCategorySport } from '../../kit/sports.ts';
import type { OddsRules } from './rules.ts';
import { useOddsRules } from './rules.ts';

export function sportHasOddsTab(sport: SportInfo | undefined): boolean {
  return sport !== undefined && !sport.noDuel && !isCategorySport(sport);
}

export function oddsTabShown(rules: Pick<OddsRules, 'showOdds'>, sport: SportInfo | undefined): boolean {
  return rules.showOdds && sportHasOddsTab(sport);
}

/** For a sport's page, which tells the board's tabs (kit/board-nav/BoardTabs.tsx). */
export function useOddsTabShown(sport: SportInfo): boolean {
  return oddsTabShown(useOddsRules(), sport);
}
