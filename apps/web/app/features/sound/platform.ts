/**
 * Spec 1 §4 "Sound": iOS and Safari devices start with sound disabled and play through a queue.
 * Their browsers allow audio only after a person's gesture, and an iPhone plays one sound element at
 * a time; turning the sound on in the settings is that gesture.
 */

export interface PlatformHints {
  userAgent: string;
  /** iPadOS reports itself as a Mac; only its touch points tell. */
  maxTouchPoints: number;
}

/** iPhone, iPad, iPod, or Safari on a Mac (not Chrome, Firefox, Edge or Opera, which say Safari too). */
export function isAppleWebKit({ userAgent, maxTouchPoints }: PlatformHints): boolean {
  if (/iPad|iPhone|iPod/.test(userAgent)) return true;
  if (/Macintosh/.test(userAgent) && maxTouchPoints > 1) return true;
  return /Safari\//.test(userAgent) && !/Chrome|Chromium|CriOS|FxiOS|Edg\/|OPR\/|Android/.test(userAgent);
}

/** This browser's hints, or null outside a browser. */
export function browserPlatform(): PlatformHints | null {
  if (typeof navigator === 'undefined') return null;
  return { userAgent: navigator.userAgent, maxTouchPoints: navigator.maxTouchPoints ?? 0 };
}

/** The sound switch in force: the visitor's choice, else on, except on Apple's WebKit (off). */
export function soundEnabled(choice: boolean | null, platform: PlatformHints | null): boolean {
  if (choice !== null) return choice;
  return platform !== null && !isAppleWebKit(platform);
}
