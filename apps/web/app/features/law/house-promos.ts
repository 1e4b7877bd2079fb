/**
 * Our own promotions, what the banner zones show instead of adverts (banner-zones.ts): pages of the
 * site a fan may not have found. Never anything about betting, in any region.
 */
import type { Lang } from '@nerali/domain';
import { paths } from '../../kit/paths.ts';

export interface HousePromo {
  /** The banner id of spec 2 §7's banner-click tracking. */
  id: string;
  titleKey: 'banner.mobileTitle' | 'banner.favouritesTitle' | 'banner.newsTitle';
  textKey: 'banner.mobileText' | 'banner.favouritesText' | 'banner.newsText';
  href: (lang: Lang) => string;
}

const MOBILE: HousePromo = {
  id: 'house-mobile',
  titleKey: 'banner.mobileTitle',
  textKey: 'banner.mobileText',
  href: (lang) => paths.mobile(lang),
};
const FAVOURITES: HousePromo = {
  id: 'house-favourites',
  titleKey: 'banner.favouritesTitle',
  textKey: 'banner.favouritesText',
  href: (lang) => paths.favourites(lang, 'teams'),
};
const NEWS: HousePromo = {
  id: 'house-news',
  titleKey: 'banner.newsTitle',
  textKey: 'banner.newsText',
  href: (lang) => paths.news(lang),
};

/** The promotions of a visitor, in rotation order; the mobile app only where its link may show (AGE7). */
export function housePromos(mobileLink: boolean): readonly HousePromo[] {
  return mobileLink ? [MOBILE, FAVOURITES, NEWS] : [FAVOURITES, NEWS];
}
