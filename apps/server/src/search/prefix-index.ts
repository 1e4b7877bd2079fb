/**
 * Words to the entries that hold them, with lookup by prefix: "chenn" finds every entry with a word
 * starting "chenn". A map from word to entry keys, plus the words in sorted order for the prefix walk.
 *
 * Cost: adding and removing are O(words); the sorted array is rebuilt on the first lookup after a
 * change (names change rarely: a provider's new team, a squad of the simulator's day), then each
 * lookup is a binary search and a walk over the words that share the prefix.
 */
export class PrefixIndex {
  /**
   * A word's entries: the key itself while it is the only one (most words are one player's or one
   * team's), a Set from the second on. A Set per word held about 100 bytes more for each of the
   * index's 100,000-odd words with the simulated world.
   */
  private readonly postings = new Map<string, string | Set<string>>();
  private sorted: string[] | null = [];

  add(word: string, key: string): void {
    const keys = this.postings.get(word);
    if (keys === undefined) {
      this.postings.set(word, key);
      this.sorted = null;
    } else if (typeof keys === 'string') {
      if (keys !== key) this.postings.set(word, new Set([keys, key]));
    } else keys.add(key);
  }

  remove(word: string, key: string): void {
    const keys = this.postings.get(word);
    if (keys === undefined) return;
    if (typeof keys === 'string') {
      if (keys !== key) return;
    } else {
      keys.delete(key);
      if (keys.size > 1) return;
      if (keys.size === 1) {
        this.postings.set(word, keys.values().next().value as string);
        return;
      }
    }
    this.postings.delete(word);
    this.sorted = null;
  }

  /** The keys of one word, whichever way they are held. */
  private keysOf(word: string): Iterable<string> {
    const keys = this.postings.get(word);
    return keys === undefined ? [] : typeof keys === 'string' ? [keys] : keys;
  }

  get size(): number {
    return this.postings.size;
  }

  /**
   * Every entry with a word starting with `prefix`, with the length of the shortest such word (an
   * exact word is the best match; "chennai" in "chennaiyin" covers 7 of 10 letters).
   * Stops after `maxWords` words: a one-letter prefix must not walk the whole index.
   */
  lookup(prefix: string, maxWords = 2000): Map<string, number> {
    const out = new Map<string, number>();
    if (prefix === '') return out;
    const words = this.words();
    let lo = 0;
    let hi = words.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((words[mid] as string) < prefix) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo, seen = 0; i < words.length && seen < maxWords; i += 1, seen += 1) {
      const word = words[i] as string;
      if (!word.startsWith(prefix)) break;
      for (const key of this.keysOf(word)) {
        const known = out.get(key);
        if (known === undefined || word.length < known) out.set(key, word.length);
      }
    }
    return out;
  }

  /** The entries with exactly this word, each with the word's length. */
  exact(word: string): Map<string, number> {
    const out = new Map<string, number>();
    for (const key of this.keysOf(word)) out.set(key, word.length);
    return out;
  }

  private words(): string[] {
    if (!this.sorted) this.sorted = [...this.postings.keys()].sort();
    return this.sorted;
  }
}
