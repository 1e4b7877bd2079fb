/**
 * Proper names on a page (teams, players, leagues, countries as the feed writes them): the only words
 * allowed in Latin letters on a /ta page.
 */
import { decodeFeedDocument, formatFeedName } from '@nerali/domain';
import type { Page } from 'playwright-core';

export async function properNames(
  origin: string,
  sportId: number,
  day: number,
  tzMinutes = 330,
): Promise<string[]> {
  const name = formatFeedName({ kind: 'full', sportId, day, tzMinutes, lang: 'ta', projectType: 1 });
  const body = await (await fetch(`${origin}/x/feed/${name}`)).text();
  const doc = decodeFeedDocument(body);
  const names = new Set<string>();
  for (const league of doc.leagues) {
    names.add(league.name);
    names.add(league.countryName);
  }
  for (const { patch } of doc.events) {
    if (patch.homeName) names.add(patch.homeName);
    if (patch.awayName) names.add(patch.awayName);
    // A side's short name (KKR) is its name, for a phone's narrow row.
    if (patch.homeShortName) names.add(patch.homeShortName);
    if (patch.awayShortName) names.add(patch.awayShortName);
    // Racing and cycling teams (under a driver's or rider's name) are proper names too.
    if (patch.team) names.add(patch.team);
    // Baseball's pitchers on a row (spec 1 §3.16) are players' names.
    if (patch.homePitcher) names.add(patch.homePitcher);
    if (patch.awayPitcher) names.add(patch.awayPitcher);
  }
  return [...names];
}

/** Every text a person can see or hear on the page: visible text, title, labels, alt texts, tooltips. */
export async function pageTexts(page: Page): Promise<string> {
  return page.evaluate(() => {
    // what is rendered visible is exactly what we check
    const parts = [document.title, document.body.innerText];
    for (const el of document.querySelectorAll('[aria-label],[title],[alt],[placeholder]')) {
      for (const attr of ['aria-label', 'title', 'alt', 'placeholder']) {
        const value = el.getAttribute(attr);
        if (value) parts.push(value);
      }
    }
    const description = document.querySelector('meta[name="description"]')?.getAttribute('content');
    if (description) parts.push(description);
    // Screen-reader-only text counts too: innerText skips visually hidden nodes in some layouts.
    for (const el of document.querySelectorAll('.sr')) parts.push(el.textContent ?? '');
    return parts.join('\n');
  });
}

/** Latin-letter words left after removing the allowed proper names. */
export function englishWords(text: string, allowed: readonly string[]): string[] {
  let rest = text;
  for (const name of [...allowed].sort((a, b) => b.length - a.length)) {
    if (name) rest = rest.split(name).join(' ');
  }
  return [...new Set(rest.match(/[A-Za-z]+/g) ?? [])];
}
