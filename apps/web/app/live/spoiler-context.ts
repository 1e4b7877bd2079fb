/**
 * The spoiler delay as the page's boards read it (use-live-board.ts): the seconds the page was
 * rendered with and the source of later changes. The settings feature provides it around every page
 * (routes/lang-layout.tsx); without a provider there is no delay.
 */
import { createContext } from 'react';
import type { SpoilerDelaySource } from './delay-queue.ts';

export interface SpoilerDelay {
  /** The delay the server rendered with (the `spd` cookie): the first state is held with it. */
  seconds: number;
  source: SpoilerDelaySource | null;
}

export const NO_SPOILER_DELAY: SpoilerDelay = { seconds: 0, source: null };

export const SpoilerDelayContext = createContext<SpoilerDelay>(NO_SPOILER_DELAY);
