/**
 * Which participants are national teams, told from the public feeds alone: a side named after a
 * country (ISO 3166 names from the runtime's ICU, in English as the feeds spell them, plus the names
 * sport uses that ISO does not: England, West Indies, Chinese Taipei ...). A women's or youth side
 * keeps the country's name with a suffix ("Brazil W", "India U21").
 *
 * WARNING: a club named exactly like a country would be taken for a national team; none is in the
 * world today, and a club's name almost always carries FC, United, a city or a sponsor.
 */

const REGION_CODES: string[] = [];
for (let a = 65; a <= 90; a++) {
  for (let b = 65; b <= 90; b++) REGION_CODES.push(String.fromCharCode(a, b));
}
/** ICU's pseudo and grouping regions: not countries anyone fields a team for. */
const NOT_COUNTRIES = new Set(['EU', 'EZ', 'UN', 'QO', 'XA', 'XB', 'ZZ', 'AC', 'CP', 'DG', 'EA', 'IC', 'TA']);

/** Names sport gives teams that ISO 3166 does not have, or spells otherwise. */
const SPORTING_NATIONS = [
  'England',
  'Scotland',
  'Wales',
  'Northern Ireland',
  'West Indies',
  'Chinese Taipei',
  'USA',
  'UAE',
  'Turkey',
  'Korea Republic',
  'Czech Republic',
  'Ivory Coast',
  'Great Britain',
];

function countryNames(): Set<string> {
  const names = new Set<string>(SPORTING_NATIONS);
  const long = new Intl.DisplayNames(['en'], { type: 'region' });
  const short = new Intl.DisplayNames(['en'], { type: 'region', style: 'short' });
  for (const code of REGION_CODES) {
    if (NOT_COUNTRIES.has(code)) continue;
    for (const names_ of [long, short]) {
      const name = names_.of(code);
      if (name && name !== code) names.add(name);
    }
  }
  return names;
}

const NATIONS = countryNames();
const SIDE_SUFFIX = / (W|Women|U\d\d|A)$/;

/** The country a national side's name names ("Brazil W" -> "Brazil"), or null for a club or a person. */
export function nationOf(teamName: string): string | null {
  const bare = teamName.replace(SIDE_SUFFIX, '');
  return NATIONS.has(bare) ? bare : null;
}

export function isNationalTeam(teamName: string): boolean {
  return nationOf(teamName) !== null;
}

const TAMIL_LETTER = /[\u0B80-\u0BFF]/;

/** True when a text is written (at least in part) in Tamil script. */
export function hasTamilScript(text: string): boolean {
  return TAMIL_LETTER.test(text);
}
