/**
 * Spec 1 §4: "A country's full feed is cached per tab (default, finished, scheduled) so switching tabs
 * reuses data." In the browser the country route's `clientLoader` keeps each state's loader data here
 * (key: page, tab, day, time zone), so going back to a tab already seen costs no request.
 *
 * Bounded: a few entries, each kept `TAB_CACHE_TTL_MS`. A cached default tab of today is no problem
 * when it is older than the change log: its live board asks the update feed with the cached
 * signature and is told to repair or reload, as after any pause.
 */
export const TAB_CACHE_TTL_MS = 5 * 60_000;
export const TAB_CACHE_MAX = 12;

interface Entry<T> {
  value: T;
  at: number;
}

export class TabCache<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(
    private readonly now: () => number = () => Date.now(),
    private readonly ttlMs = TAB_CACHE_TTL_MS,
    private readonly max = TAB_CACHE_MAX,
  ) {}

  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() - entry.at > this.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** Stores `value` as the newest entry; the oldest goes when the cache is full. */
  set(key: string, value: T): void {
    this.entries.delete(key);
    this.entries.set(key, { value, at: this.now() });
    while (this.entries.size > this.max) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  /** Seeds the entry of the page as rendered (first load, hydration) without refreshing its age. */
  seed(key: string, value: T): void {
    if (this.get(key) === undefined) this.set(key, value);
  }
}

/** The cache key of a country page state: its path, tab, day, and the visitor's zone (tz cookie). */
export function countryStateKey(pathname: string, search: string, tz: string | null): string {
  const params = new URLSearchParams(search);
  return `${pathname}|${params.get('tab') ?? 'all'}|${params.get('day') ?? '0'}|${tz ?? ''}`;
}
