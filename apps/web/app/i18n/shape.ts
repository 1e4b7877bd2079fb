/**
 * Catalogues are two levels deep: group, then key (`t('matchTabs.odds')`). Each feature keeps its
 * own groups in `features/<feature>/messages.ts` (Tamil first; English typed by the Tamil shape), and
 * ta.ts / en.ts spread them in, so features never edit each other's messages.
 */
export type CatalogueShape<T> = { [G in keyof T]: { [K in keyof T[G]]: string } };
