/** A side of a match as the feeds number it: 1 home, 2 away. Its own file: both the detail documents and the sports' ball-by-ball models (cricket, kabaddi) name it. */
export type SideNo = 1 | 2;
