/**
 * The two smallest shapes of the detail documents, in a file of their own: the detail documents
 * (model.ts) and the sports' own ball-by-ball and raid-by-raid models (cricket/, kabaddi/) name them,
 * and model.ts names those models in its DocumentMap.
 */

/** A text shown to fans, in both editions. */
export interface Text {
  ta: string;
  en: string;
}

/** A side of a match as the feeds number it: 1 home, 2 away. */
export type SideNo = 1 | 2;
