/**
 * Usage tracking (spec 2 §7 "Tracking", §9 event names): events are pushed to the page's data layer
 * (`window.dataLayer`, the array a tag manager reads), nothing is sent anywhere by us. Who reads the
 * data layer is the operator's choice (a consented analytics tag); with none installed the events
 * stay in the page.
 *
 * Spec: "Tracking throws an error if used outside a browser" — a call during server rendering is a
 * bug (it would track a render, not a person's action).
 */
export const TrackEvent = {
  clickBanner: 'CLICK_BANNER',
  scnTab: 'SCN_TAB',
  addMyGames: 'ADD_MY_GAMES',
  removeMyGames: 'REMOVE_MY_GAMES',
  addMyTeam: 'ADD_MY_TEAM',
  removeMyTeam: 'REMOVE_MY_TEAM',
  addMyLeague: 'ADD_MY_LEAGUE',
  removeMyLeague: 'REMOVE_MY_LEAGUE',
  // Followed players (beyond the spec, features/favourites).
  addMyPlayer: 'ADD_MY_PLAYER',
  removeMyPlayer: 'REMOVE_MY_PLAYER',
  clickOdd: 'CLICK_ODD',
  setLegalAge: 'SET_LEGAL_AGE',
  onboardingMc: 'ONBOARDING_MC',
  tvGuide: 'TV_GUIDE',
  notificationShown: 'NOTIFICATION_SHOWN',
  notificationClick: 'NOTIFICATION_CLICK',
  notificationClose: 'NOTIFICATION_CLOSE',
} as const;
export type TrackEventName = (typeof TrackEvent)[keyof typeof TrackEvent];

export interface TrackedEvent {
  event: TrackEventName;
  [key: string]: unknown;
}

declare global {
  interface Window {
    dataLayer?: TrackedEvent[];
  }
}

export function track(event: TrackEventName, data: Record<string, unknown> = {}): void {
  if (typeof window === 'undefined') throw new Error(`tracking ${event} outside a browser`);
  (window.dataLayer ??= []).push({ ...data, event });
}
