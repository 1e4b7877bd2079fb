/**
 * Fictional players for the individual sports of the simulated world (badminton, table tennis, darts,
 * snooker, boxing, MMA) and pairs for beach volleyball and doubles. Players are named as scoreboards
 * print them, initial and surname ('K. Raman'), pairs by their two surnames ('Nair/Menon'), from
 * surnames common in each country. Draws are fixed (they do not depend on the seed), so a followed
 * player keeps the same id across restarts; a player drawn for two events of one sport is the same
 * participant in both.
 */
import { Rng } from '../prng.ts';
import { names } from './league-def.ts';

const SURNAMES: Record<string, readonly string[]> = {
  in: names(`
    Raman, Krishnan, Subramanian, Murugan, Selvam, Pillai, Nair, Menon, Iyer, Reddy, Rao, Naidu, Shetty,
    Hegde, Kamath, Sharma, Verma, Yadav, Chauhan, Rawat, Negi, Thakur, Gill, Sandhu, Saini, Patel, Desai,
    Joshi, Kulkarni, Das, Ghosh, Banerjee, Chatterjee, Bhat, Kumar, Singh
  `),
  cn: names('Wang, Li, Zhang, Liu, Chen, Yang, Zhao, Huang, Zhou, Wu, Xu, Sun, Ma, Zhu, Hu, Guo, Lin, He'),
  jp: names('Sato, Suzuki, Takahashi, Tanaka, Watanabe, Ito, Yamamoto, Nakamura, Kobayashi, Kato, Yoshida'),
  kr: names('Kim, Lee, Park, Choi, Jung, Kang, Cho, Yoon, Jang, Lim, Han, Shin, Seo, Kwon'),
  id: names('Santoso, Wijaya, Saputra, Hidayat, Pratama, Kurniawan, Setiawan, Gunawan, Susanto, Halim'),
  my: names('Tan, Lim, Lee, Wong, Abdullah, Ismail, Rahman, Ibrahim, Ahmad, Yusof, Ng, Chong'),
  th: names('Saetang, Srisuk, Wongsa, Chaiyaphum, Boonmee, Thongchai, Kaewkla, Phromma, Sukjai'),
  hk: names('Chan, Wong, Leung, Cheung, Lau, Ho, Ng, Cheng, Yeung, Tsang'),
  sg: names('Tan, Lim, Lee, Ng, Ong, Goh, Chua, Koh, Teo, Chia'),
  ph: names('Santos, Reyes, Cruz, Bautista, Ocampo, Garcia, Mendoza, Torres, Villanueva, Ramos'),
  ir: names('Hosseini, Mohammadi, Rezaei, Ahmadi, Karimi, Moradi, Jafari, Rahimi, Sadeghi'),
  pk: names('Khan, Ahmed, Ali, Hussain, Malik, Iqbal, Butt, Qureshi, Sheikh, Chaudhry'),
  dk: names('Nielsen, Jensen, Hansen, Pedersen, Andersen, Christensen, Larsen, Sørensen, Rasmussen'),
  se: names('Andersson, Johansson, Karlsson, Nilsson, Eriksson, Larsson, Olsson, Persson, Svensson'),
  no: names('Hansen, Johansen, Olsen, Larsen, Andersen, Pedersen, Nilsen, Kristiansen, Jensen, Berg'),
  nl: names('de Jong, Jansen, de Vries, van den Berg, van Dijk, Bakker, Visser, Smit, Meijer, de Boer'),
  be: names('Peeters, Janssens, Maes, Jacobs, Mertens, Willems, Claes, Goossens, Wouters, De Smet'),
  de: names('Müller, Schmidt, Schneider, Fischer, Weber, Meyer, Wagner, Becker, Schulz, Hoffmann'),
  fr: names('Martin, Bernard, Dubois, Thomas, Robert, Richard, Petit, Durand, Leroy, Moreau'),
  es: names('García, Martínez, López, Sánchez, Pérez, Gómez, Martín, Jiménez, Ruiz, Hernández'),
  pt: names('Silva, Santos, Ferreira, Pereira, Oliveira, Costa, Rodrigues, Martins, Sousa'),
  it: names('Rossi, Russo, Ferrari, Esposito, Bianchi, Romano, Colombo, Ricci, Marino, Greco'),
  pl: names('Nowak, Kowalski, Wiśniewski, Wójcik, Kowalczyk, Kamiński, Lewandowski, Zieliński'),
  ua: names('Melnyk, Shevchenko, Boyko, Kovalenko, Bondarenko, Tkachenko, Kravchenko, Oliynyk'),
  'gb-eng': names('Smith, Jones, Taylor, Brown, Williams, Wilson, Johnson, Davies, Wright, Walker'),
  'gb-sct': names('Campbell, Stewart, Robertson, MacDonald, Murray, Reid, Paterson, Fraser, Ross'),
  'gb-wls': names('Jones, Williams, Davies, Evans, Thomas, Roberts, Hughes, Lewis, Morgan, Griffiths'),
  ie: names("Murphy, Kelly, Byrne, Ryan, Walsh, O'Brien, Doyle, McCarthy, Gallagher, Doherty"),
  us: names('Johnson, Williams, Brown, Jones, Miller, Davis, Wilson, Anderson, Thomas, Jackson'),
  mx: names('Hernández, García, Martínez, López, González, Rodríguez, Pérez, Sánchez, Ramírez'),
  br: names('Silva, Santos, Oliveira, Souza, Lima, Pereira, Ferreira, Alves, Rodrigues, Carvalho'),
  cu: names('Rodríguez, González, Hernández, Pérez, García, Fernández, Díaz, Álvarez'),
  au: names('Smith, Jones, Williams, Brown, Wilson, Taylor, Nguyen, Johnson, Martin, White'),
  nz: names('Smith, Wilson, Williams, Brown, Taylor, Ngata, Parata, Walker, Anderson'),
  kz: names('Akhmetov, Omarov, Abenov, Nurlanov, Seitkali, Zhakupov, Bekov, Sadykov'),
  ru: names('Ivanov, Smirnov, Kuznetsov, Popov, Vasiliev, Petrov, Sokolov, Mikhailov'),
};

const INITIALS = 'ABCDEGHIJKLMNOPRSTVY';

/** Countries and their weights in a draw: `[['in', 3], ['cn', 2]]`. */
export type Mix = readonly (readonly [string, number])[];

function surnamesOf(country: string): readonly string[] {
  const list = SURNAMES[country];
  if (!list) throw new RangeError(`simulator world: no surnames for ${country}`);
  return list;
}

/**
 * `count` players 'I. Surname|cc' drawn for the event `key`, unique within `taken` (one set per sport,
 * shared by its events; a name already taken elsewhere in the sport is drawn again).
 */
export function drawPlayers(key: string, mix: Mix, count: number, taken: Set<string>): string[] {
  const rng = Rng.of('players', key);
  const players: string[] = [];
  while (players.length < count) {
    const [country] = rng.weighted(mix, ([, w]) => w);
    const name = `${rng.pick([...INITIALS])}. ${rng.pick(surnamesOf(country))}`;
    if (taken.has(name)) continue;
    taken.add(name);
    players.push(`${name}|${country}`);
  }
  return players;
}

/** `count` pairs 'Surname/Surname|cc' of one country each (beach volleyball, doubles). */
export function drawPairs(key: string, mix: Mix, count: number, taken: Set<string>): string[] {
  const rng = Rng.of('pairs', key);
  const pairs: string[] = [];
  while (pairs.length < count) {
    const [country] = rng.weighted(mix, ([, w]) => w);
    // One-word surnames only: the short name of a pair is the pair ('Nair/Menon').
    const list = surnamesOf(country).filter((s) => !s.includes(' '));
    const a = rng.pick(list);
    const b = rng.pick(list);
    const name = `${a}/${b}`;
    if (a === b || taken.has(name)) continue;
    taken.add(name);
    pairs.push(`${name}|${country}`);
  }
  return pairs;
}

/**
 * A pool of players for a whole sport (a tour's regulars) from which each event takes its draw, so
 * the same players meet week after week: `pick(key, n)` is a fixed sample of n of them.
 */
export function playerPool(key: string, mix: Mix, size: number, taken: Set<string>) {
  const pool = drawPlayers(key, mix, size, taken);
  return {
    all: pool,
    pick(event: string, n: number, first: readonly string[] = []): string[] {
      const rng = Rng.of('pool', key, event);
      const rest = pool.filter((p) => !first.includes(p));
      const picked = [...first];
      while (picked.length < n && rest.length > 0)
        picked.push(...rest.splice(rng.int(0, rest.length - 1), 1));
      return picked;
    },
  };
}

/**
 * A name that reads as a player's ('K. Raman') or a pair's ('Nair/Menon'): in the sports whose room
 * says so (entrants `by-name`), such a participant's short name is the surname or the pair; their teams
 * (Ultimate Table Tennis) are named like teams.
 */
export const readsAsPlayer = (name: string): boolean => /^\p{Lu}\. /u.test(name) || name.includes('/');
