/**
 * tamil.national-team: on a /ta page a national team is named in Tamil (the issue: "national teams
 * named in Tamil on /ta pages"). Clubs and people keep their names as spelt (docs/feeds.md, "Texts":
 * proper names are written once), but a country's team is the country, and the Tamil edition writes
 * countries in Tamil (இந்தியா, not India). Read from each national team's page heading (collect.ts).
 */
import type { Violation, World } from '../model.ts';
import { hasTamilScript, nationOf } from '../national.ts';

export function tamilRule(world: World): Violation[] {
  const out: Violation[] = [];
  for (const page of world.pageNames) {
    if (hasTamilScript(page.shown)) continue;
    out.push({
      sportId: page.sportId,
      check: 'tamil.national-team',
      subject: page.url,
      detail: `${page.url} heads the ${nationOf(page.feedName) ?? page.feedName} team "${page.shown}", not in Tamil`,
    });
  }
  return out;
}
