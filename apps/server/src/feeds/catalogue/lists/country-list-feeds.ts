/**
 * cl_{sport}_{lang}_{type}: the countries of a sport (docs/feeds.md "Country and tournament"), for
 * browsing a sport by country, and for the category sports by category (a league's country row is its
 * category there). Each country that holds a league of the sport, in display order (country order,
 * then name), with its league count and its live events.
 *
 * Listed apart from LIST_FEEDS (whose snapshot test covers exactly its world), joined in
 * createCatalogue like the people and article feeds.
 */
import { compareLeagues, type Lang, type Row, RowKey, sportCountryCells } from '@nerali/domain';
import { listFeed } from './exact.ts';
import { parseLang, parseProjectType, parseSport, parts } from './parse.ts';
import { countryOf, isLive } from './select.ts';

export const sportCountriesFeed = listFeed<{ sportId: number; lang: Lang }>({
  prefix: 'cl',
  parse(rest) {
    const p = parts(rest);
    if (!p || p.length !== 3 || !parseProjectType(p[2])) return null;
    const sportId = parseSport(p[0], false);
    const lang = parseLang(p[1]);
    return sportId !== null && lang ? { sportId, lang } : null;
  },
  // Leagues, countries and live states all move the sport's version.
  inputs: ({ engine }, { sportId }) => engine.version(sportId),
  build({ engine }, { sportId, lang }) {
    const byCountry = new Map<number, { leagues: number; live: number }>();
    const countryOfLeague = new Map<string, number>();
    for (const league of engine.leagues.values()) {
      if (league.sportId !== sportId || !engine.countries.has(league.countryId)) continue;
      countryOfLeague.set(league.id, league.countryId);
      const counts = byCountry.get(league.countryId) ?? { leagues: 0, live: 0 };
      counts.leagues++;
      byCountry.set(league.countryId, counts);
    }
    if (byCountry.size === 0) return [];
    for (const id of engine.eventIdsOfSport(sportId)) {
      const event = engine.events.get(id);
      const countryId = event && isLive(event) ? countryOfLeague.get(event.leagueId) : undefined;
      const counts = countryId === undefined ? undefined : byCountry.get(countryId);
      if (counts) counts.live++;
    }
    const countries = [...byCountry.keys()].map((id) => countryOf(engine, id));
    countries.sort((a, b) =>
      compareLeagues(
        { countryOrder: a.order, countryName: a.name[lang], order: 0, name: '', id: String(a.id) },
        { countryOrder: b.order, countryName: b.name[lang], order: 0, name: '', id: String(b.id) },
      ),
    );
    const rows: Row[] = [[[RowKey.sport, String(sportId)]]];
    for (const country of countries) {
      const counts = byCountry.get(country.id) ?? { leagues: 0, live: 0 };
      rows.push(
        sportCountryCells({
          id: country.id,
          name: country.name[lang],
          code: country.code,
          order: country.order,
          leagueCount: counts.leagues,
          liveCount: counts.live,
        }),
      );
    }
    return rows;
  },
});

export const COUNTRY_LIST_FEEDS = [sportCountriesFeed] as const;
