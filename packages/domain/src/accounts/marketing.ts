/**
 * The marketing statement (spec 2 §3 "Marketing approval variants", §4): the XE12 detail code selects
 * the variant the client asks with.
 */
export const MARKETING_VARIANTS = [
  'BASIC_INITIAL',
  'BASIC_PERIODIC',
  'EXTENDED_INITIAL',
  'EXTENDED_PERIODIC',
  'NONE',
] as const;
export type MarketingVariant = (typeof MARKETING_VARIANTS)[number];

/** Spec 2 §4: 1003 EXTENDED_INITIAL, 1004 EXTENDED_PERIODIC, 1005 BASIC_INITIAL, 1006 BASIC_PERIODIC. */
export function marketingVariantOf(code: unknown): MarketingVariant {
  switch (code) {
    case 1003:
      return 'EXTENDED_INITIAL';
    case 1004:
      return 'EXTENDED_PERIODIC';
    case 1005:
      return 'BASIC_INITIAL';
    case 1006:
      return 'BASIC_PERIODIC';
    default:
      return 'NONE';
  }
}

/** Whether the variant also asks about sharing with partners (third parties). */
export const isExtendedVariant = (variant: MarketingVariant) => variant.startsWith('EXTENDED');
/** Whether the person said no before and is asked again. */
export const isPeriodicVariant = (variant: MarketingVariant) => variant.endsWith('PERIODIC');
