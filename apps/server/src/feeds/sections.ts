/**
 * Groups a day's events into league sections in display order (SRT5, SRT6): the same comparators the
 * browser uses, so the server's order is the page's order.
 */
import {
  type Country,
  compareEvents,
  compareLeagues,
  type FullFeedSection,
  type Lang,
  type League,
  type MatchEvent,
} from '@nerali/domain';

const UNKNOWN_COUNTRY: Country = { id: 0, code: 'world', name: { ta: 'உலகம்', en: 'World' }, order: 9999 };

export function buildSections(
  events: Iterable<MatchEvent>,
  leagues: ReadonlyMap<string, League>,
  countries: ReadonlyMap<number, Country>,
  lang: Lang,
): FullFeedSection[] {
  const byLeague = new Map<string, MatchEvent[]>();
  for (const event of events) {
    if (!leagues.has(event.leagueId)) continue; // an event of an unknown league is not shown (spec)
    let list = byLeague.get(event.leagueId);
    if (!list) {
      list = [];
      byLeague.set(event.leagueId, list);
    }
    list.push(event);
  }
  const sections: (FullFeedSection & { key: Parameters<typeof compareLeagues>[0] })[] = [];
  for (const [leagueId, list] of byLeague) {
    const league = leagues.get(leagueId) as League;
    const country = countries.get(league.countryId) ?? UNKNOWN_COUNTRY;
    list.sort(compareEvents);
    sections.push({
      league,
      country,
      events: list,
      key: {
        countryOrder: country.order,
        countryName: country.name[lang],
        order: league.order,
        name: league.name[lang],
        id: league.id,
      },
    });
  }
  sections.sort((a, b) => compareLeagues(a.key, b.key));
  return sections;
}
