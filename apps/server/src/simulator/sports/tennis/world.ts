/**
 * Tennis tournaments and their (fictional) players. Players are named the way scoreboards print them,
 * initial and surname ('R. García'), drawn from surnames common in their country; the draw is fixed
 * (it does not depend on the seed) so that a followed player keeps the same id across restarts.
 */
import { TournamentType as T } from '@nerali/domain';
import { Rng } from '../../prng.ts';
import { type LeagueDef, names } from '../../world/league-def.ts';

const SURNAMES: Record<string, readonly string[]> = {
  in: names(
    'Raman, Krishnan, Sharma, Nair, Iyer, Reddy, Menon, Prasad, Balaji, Venkatesan, Gill, Chauhan, Bhat',
  ),
  es: names('García, Martínez, López, Sánchez, Romero, Navarro, Torres, Ruiz, Ortega, Delgado'),
  it: names('Rossi, Bianchi, Ferrari, Esposito, Romano, Colombo, Ricci, Marino, Greco, Conti'),
  de: names('Müller, Schmidt, Weber, Becker, Hoffmann, Schäfer, Koch, Richter, Klein, Wolf'),
  fr: names('Martin, Bernard, Dubois, Moreau, Laurent, Simon, Michel, Lefebvre, Leroy, Roux'),
  us: names('Smith, Johnson, Miller, Davis, Wilson, Anderson, Taylor, Thomas, Moore, Jackson'),
  au: names('Walker, Harris, Clarke, Mitchell, Kelly, Cooper, Ward, Hughes, Bennett, Brooks'),
  'gb-eng': names('Wright, Turner, Hill, Green, Baker, Hall, Edwards, Morris, Cole, Fletcher'),
  rs: names('Jovanović, Petrović, Nikolić, Marković, Stojanović, Ilić, Pavlović, Lukić'),
  jp: names('Sato, Suzuki, Takahashi, Tanaka, Watanabe, Ito, Yamamoto, Nakamura'),
  cn: names('Wang, Li, Zhang, Liu, Chen, Yang, Zhao, Huang'),
  ar: names('González, Rodríguez, Fernández, Gómez, Díaz, Pérez, Álvarez, Acosta'),
};
const INITIALS = 'ABCDEFGHIJKLMNOPRSTVY';
const PLAYERS_PER_TOURNAMENT = 32;
const COUNTRIES = Object.keys(SURNAMES);

/** Player names, unique across all tournaments ('taken' is shared), a quarter from the host country. */
function draw(key: string, host: string, taken: Set<string>): string[] {
  const rng = Rng.of('tennis-draw', key);
  const players: string[] = [];
  while (players.length < PLAYERS_PER_TOURNAMENT) {
    const country = SURNAMES[host] && rng.chance(0.25) ? host : rng.pick(COUNTRIES);
    const name = `${rng.pick([...INITIALS])}. ${rng.pick(SURNAMES[country] ?? [])}`;
    if (taken.has(name)) continue;
    taken.add(name);
    players.push(`${name}|${country}`);
  }
  return players;
}

const bestOf3 = { sport: 'tennis', bestOf: 3, finalSetTiebreakTo: 7 } as const;
const slam = (bestOf: 3 | 5) => ({ sport: 'tennis', bestOf, finalSetTiebreakTo: 10 }) as const;

type Tournament = Omit<LeagueDef, 'teams'>;
const TOURNAMENTS: readonly Tournament[] = [
  {
    key: 'wta-chennai-open',
    en: 'WTA - Chennai Open',
    ta: 'டபிள்யூடிஏ - சென்னை ஓபன்',
    country: 'in',
    type: T.top,
    hours: [[4, 13]],
    format: bestOf3,
  },
  {
    key: 'atp-challenger-bengaluru-open',
    en: 'ATP Challenger - Bengaluru Open',
    ta: 'ஏடிபி சேலஞ்சர் - பெங்களூரு ஓபன்',
    country: 'in',
    type: T.primary,
    hours: [[4, 13]],
    format: bestOf3,
  },
  {
    key: 'atp-australian-open',
    en: 'ATP - Australian Open',
    ta: 'ஏடிபி - ஆஸ்திரேலிய ஓபன்',
    country: 'au',
    type: T.top,
    hours: [[23, 11]],
    format: slam(5),
  },
  {
    key: 'wta-australian-open',
    en: 'WTA - Australian Open',
    ta: 'டபிள்யூடிஏ - ஆஸ்திரேலிய ஓபன்',
    country: 'au',
    type: T.top,
    hours: [[23, 11]],
    format: slam(3),
  },
  {
    key: 'atp-indian-wells',
    en: 'ATP - Indian Wells',
    ta: 'ஏடிபி - இந்தியன் வெல்ஸ்',
    country: 'us',
    type: T.top,
    hours: [[17, 5]],
    format: bestOf3,
  },
  {
    key: 'wta-miami-open',
    en: 'WTA - Miami Open',
    ta: 'டபிள்யூடிஏ - மியாமி ஓபன்',
    country: 'us',
    type: T.primary,
    hours: [[15, 2]],
    format: bestOf3,
  },
  {
    key: 'atp-madrid-open',
    en: 'ATP - Madrid Open',
    ta: 'ஏடிபி - மாட்ரிட் ஓபன்',
    country: 'es',
    type: T.top,
    hours: [[9, 20]],
    format: bestOf3,
  },
  {
    key: 'wta-rome',
    en: 'WTA - Rome',
    ta: 'டபிள்யூடிஏ - ரோம்',
    country: 'it',
    type: T.primary,
    hours: [[9, 20]],
    format: bestOf3,
  },
  {
    key: 'atp-tokyo',
    en: 'ATP - Tokyo',
    ta: 'ஏடிபி - டோக்கியோ',
    country: 'jp',
    type: T.secondary,
    hours: [[1, 10]],
    format: bestOf3,
  },
  {
    key: 'wta-wuhan-open',
    en: 'WTA - Wuhan Open',
    ta: 'டபிள்யூடிஏ - வுஹான் ஓபன்',
    country: 'cn',
    type: T.secondary,
    hours: [[2, 12]],
    format: bestOf3,
  },
];

export const TENNIS: readonly LeagueDef[] = (() => {
  const taken = new Set<string>();
  return TOURNAMENTS.map((t) => ({ ...t, teams: draw(t.key, t.country, taken) }));
})();
