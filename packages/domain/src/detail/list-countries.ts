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
import { field, keysOf, type RowValue } from '../codec/row-schema.ts';
import { ListRows } from './list-keys.ts';

const SPORT_COUNTRY_FIELDS = {
  leagueCount: field.count('CLL').describe('leagues of the sport there (seasons and races count one each)'),
  liveCount: field.count('CLV').describe('events of those leagues live now'),
};

/** A `cl_` row: the `c_` country row plus the sport's leagues and live events there. */
export const sportCountryRow = ListRows.country.extend(SPORT_COUNTRY_FIELDS);

export const SportCountryKey = keysOf(SPORT_COUNTRY_FIELDS);
export type SportCountryItem = RowValue<typeof sportCountryRow>;
export const sportCountryCells: (item: SportCountryItem) => Cell[] = sportCountryRow.encode;

function count(value: string | undefined): number {
  const n = Number(value ?? '0');
  return Number.isInteger(n) && n >= 0 ? n : 0;
}

/** Reads a `cl_` body: its sport and its countries in body order. Lenient like decodeListFeed. */
export function decodeSportCountries(body: string): { sportId: number; countries: SportCountryItem[] } {
  let sportId = 0;
  const countries: SportCountryItem[] = [];
  for (const row of decodeFeed(body)) {
    if (row[0]?.[0] === RowKey.sport) sportId = count(cellValue(row, RowKey.sport));
    const country = sportCountryRow.decode(row);
    if (country) countries.push(country);
  }
  return { sportId, countries };
}
