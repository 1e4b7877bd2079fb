/**
 * The `cl_` feed (docs/feeds.md "Country and tournament"): every country of one sport that holds a
 * league of it, with how many leagues and how many live events. It is how a fan browses a sport by
 * country, and for the category sports (spec 1 §2: tennis, badminton, golf, motorsport, esports) by
 * category: a league's country row is its category there.
 *
 * A row is the `c_` feed's country row (`CA` id ¬ `CN` name ¬ `CC` code ¬ `CO` order) plus `CLL`
 * leagues and `CLV` live events.
 */
import { cellValue, type Cell, decodeFeed } from '../codec/feed-codec.ts';
import { RowKey } from '../codec/fields.ts';
import { decodeCountryRow } from './list-decode.ts';
import { type CountryItem, countryCells, ListRowKey } from './list-keys.ts';

export const SportCountryKey = { leagues: 'CLL', live: 'CLV' } as const;

export interface SportCountryItem extends CountryItem {
  /** Leagues of the sport in this country (seasons and races count one each). */
  leagueCount: number;
  /** Events of those leagues live now. */
  liveCount: number;
}

export function sportCountryCells(item: SportCountryItem): Cell[] {
  return [
    ...countryCells(item),
    [SportCountryKey.leagues, String(item.leagueCount)],
    [SportCountryKey.live, String(item.liveCount)],
  ];
}

function count(value: string | undefined): number {
  const n = Number(value ?? '0');
  return Number.isInteger(n) && n >= 0 ? n : 0;
}

/** Reads a `cl_` body: its sport and its countries in body order. Lenient like decodeListFeed. */
export function decodeSportCountries(body: string): { sportId: number; countries: SportCountryItem[] } {
  let sportId = 0;
  const countries: SportCountryItem[] = [];
  for (const row of decodeFeed(body)) {
    const key = row[0]?.[0];
    if (key === RowKey.sport) sportId = count(cellValue(row, RowKey.sport));
    if (key !== ListRowKey.country) continue;
    const country = decodeCountryRow(row);
    if (!country) continue;
    countries.push({
      ...country,
      leagueCount: count(cellValue(row, SportCountryKey.leagues)),
      liveCount: count(cellValue(row, SportCountryKey.live)),
    });
  }
  return { sportId, countries };
}
