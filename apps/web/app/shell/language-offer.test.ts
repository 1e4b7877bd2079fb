import { describe, expect, it } from 'vitest';
import {
  browserEdition,
  countVisit,
  editionToOffer,
  markOffered,
  VISITS_KEY,
  wasOffered,
} from './language-offer.ts';

function memoryStore() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
  };
}

describe('[S1 1.6] the language dialog after 3 visits', () => {
  it('[S1 1.6] a visit is a session: pages of one session count once, a new session counts again', () => {
    const local = memoryStore();
    let session = memoryStore();
    expect(countVisit(local, session)).toBe(1);
    expect(countVisit(local, session)).toBe(1);
    session = memoryStore();
    expect(countVisit(local, session)).toBe(2);
    session = memoryStore();
    expect(countVisit(local, session)).toBe(3);
    expect(local.map.get(VISITS_KEY)).toBe('3');
  });

  it('[S1 1.6] the browser’s first Tamil or English language names the edition it wants', () => {
    expect(browserEdition(['en-IN', 'ta'])).toBe('en');
    expect(browserEdition(['fr-FR', 'ta-LK', 'en'])).toBe('ta');
    expect(browserEdition(['hi-IN'])).toBeNull();
  });

  it('[S1 1.6] offered at the third visit only to a browser that prefers the other edition, and only once', () => {
    const base = { offered: false, edition: 'ta' as const, languages: ['en-GB'] };
    expect(editionToOffer({ ...base, visits: 2 })).toBeNull();
    expect(editionToOffer({ ...base, visits: 3 })).toBe('en');
    expect(editionToOffer({ ...base, visits: 7 })).toBe('en');
    expect(editionToOffer({ ...base, visits: 3, languages: ['ta-IN', 'en'] })).toBeNull();
    expect(editionToOffer({ ...base, visits: 3, edition: 'en', languages: ['ta'] })).toBe('ta');
    // A browser driven by a program (a crawler, a test) is never offered: nobody is there to answer.
    expect(editionToOffer({ ...base, visits: 3, automated: true })).toBeNull();
    const local = memoryStore();
    expect(wasOffered(local)).toBe(false);
    markOffered(local);
    expect(wasOffered(local)).toBe(true);
    expect(editionToOffer({ ...base, visits: 3, offered: wasOffered(local) })).toBeNull();
  });
});
