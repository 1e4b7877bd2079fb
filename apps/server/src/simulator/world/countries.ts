/**
 * Countries of the simulated world, India first (the Tamil edition's home), then the countries whose
 * competitions an Indian fan follows most, then the rest; international competitions sit under the
 * pseudo-countries World, Europe and Asia at the end.
 *
 * Codes are ISO 3166-1 alpha-2 in lower case ('gb-eng' and 'gb-sct' for the home nations, as
 * football and cricket treat them); pseudo-countries use 'world', 'eu' and 'asia'.
 */
import { COUNTRY_NAMES, type Country } from '@nerali/domain';

export const COUNTRY_LIST: readonly Country[] = COUNTRY_NAMES.map(([code, en, ta], i) => ({
  id: i + 1,
  code,
  name: { ta, en },
  order: i + 1,
}));

const BY_CODE = new Map(COUNTRY_LIST.map((c) => [c.code, c]));
const BY_NAME = new Map(COUNTRY_LIST.map((c) => [c.name.en, c]));

export function countryByCode(code: string): Country {
  const country = BY_CODE.get(code);
  if (!country) throw new RangeError(`simulator world: unknown country code ${code}`);
  return country;
}

/** The country a national team plays for ('India' -> India), if its name is a country's. */
export function countryOfNation(name: string): Country | undefined {
  return BY_NAME.get(name);
}
