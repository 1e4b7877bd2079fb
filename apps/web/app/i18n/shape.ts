/**
 * Catalogues are two levels deep: group, then key (`t('matchTabs.odds')`). Each feature keeps its
 * own groups in `features/<feature>/messages.ts` (Tamil first; English typed by the Tamil shape), and
 * ta.ts / en.ts spread them in, so features never edit each other's messages.
 */
export type CatalogueShape<T> = { [G in keyof T]: { [K in keyof T[G]]: string } };

/** Two parts of a catalogue together: a group may have keys in both (the board's and a dialog's). */
export type MergedCatalogue<A, B> = {
  [G in keyof A | keyof B]: (G extends keyof A ? A[G] : unknown) & (G extends keyof B ? B[G] : unknown);
};

/** A part of a catalogue: some of its groups, each with some of its keys. */
export type CataloguePartOf<M> = { [G in keyof M]?: Partial<M[G]> };

type Groups = Readonly<Record<string, Readonly<Record<string, string>>>>;

/**
 * The parts of a catalogue as one, group by group (a part's keys join the group's others). Into
 * `into`, which is returned; the parts are not changed. A key in two parts is a mistake that
 * i18n.test.ts finds; here the later part's text wins.
 */
export function mergeCatalogue<A extends object, B extends object>(into: A, part: B): MergedCatalogue<A, B> {
  const target = into as Record<string, Record<string, string>>;
  for (const [group, keys] of Object.entries(part as Groups)) {
    target[group] = { ...target[group], ...keys };
  }
  return into as MergedCatalogue<A, B>;
}
