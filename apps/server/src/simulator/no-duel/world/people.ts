/**
 * Fictional athletes and horses of the no-duel sports. Athletes are named the way result lists print
 * them, initial and surname ('S. Sharma', 'J. Kläbo'), from surnames common in their country and
 * spelt as at home (diacritics kept); horses have the English names that racing uses everywhere.
 *
 * Every list is fixed (it does not depend on the seed), so a followed golfer or driver keeps the same
 * participant id across restarts; the seed decides fields, ratings and results.
 */
import type { Participant, SportId } from '@nerali/domain';
import { Rng } from '../../prng.ts';
import { countryByCode } from '../../world/countries.ts';
import { names } from '../../world/league-def.ts';
import { participantIdOf, shortNameOf } from '../../world/participant-ids.ts';

export const SURNAMES: Readonly<Record<string, readonly string[]>> = {
  in: names(`Sharma, Singh, Kumar, Raman, Krishnan, Iyer, Nair, Reddy, Menon, Chawrasia, Bhullar, Gill,
    Rana, Prasad, Subramanian, Karthikeyan, Chandhok, Rajan, Sundar, Venkatesh, Das, Bose, Mehta`),
  us: names('Smith, Johnson, Miller, Davis, Wilson, Anderson, Taylor, Thomas, Moore, Jackson, Harris'),
  'gb-eng': names('Wright, Turner, Hill, Green, Baker, Hall, Edwards, Morris, Cole, Fletcher, Norris'),
  'gb-sct': names('MacLeod, Campbell, Stewart, Robertson, Murray, Fraser, Ross, McIntyre'),
  ie: names("Murphy, Kelly, O'Brien, Walsh, Byrne, Ryan, O'Connor, Lowry"),
  au: names('Walker, Clarke, Mitchell, Kelly, Cooper, Ward, Hughes, Bennett, Brooks, Leishman'),
  nz: names('Thompson, Wilson, Campbell, Stewart, Reid, Ngata, Parata'),
  za: names('van der Merwe, Botha, Pretorius, Nel, Venter, Naidoo, Dlamini, Smit'),
  jp: names('Sato, Suzuki, Takahashi, Tanaka, Watanabe, Ito, Yamamoto, Nakamura, Kobayashi, Kato'),
  kr: names('Kim, Lee, Park, Choi, Jung, Kang, Cho, Yoon'),
  cn: names('Wang, Li, Zhang, Liu, Chen, Yang, Zhao, Huang'),
  th: names('Saetang, Srisuk, Wongsawat, Chaiyaporn, Kaewkla, Boonmee, Thongdee'),
  es: names('García, Martínez, López, Sánchez, Romero, Navarro, Torres, Ruiz, Márquez, Alonso'),
  it: names('Rossi, Bianchi, Ferrari, Esposito, Romano, Colombo, Ricci, Marino, Bagnaia, Conti'),
  de: names('Müller, Schmidt, Weber, Becker, Hoffmann, Schäfer, Koch, Richter, Wellinger, Geiger'),
  fr: names('Martin, Bernard, Dubois, Moreau, Laurent, Simon, Lefebvre, Leroy, Pinot, Fillon'),
  nl: names('de Jong, Jansen, de Vries, van den Berg, Bakker, Visser, Smit, Mulder'),
  be: names('Peeters, Janssens, Maes, Jacobs, Willems, Claes, Goossens, Wouters'),
  dk: names('Jensen, Nielsen, Hansen, Pedersen, Andersen, Christensen, Larsen, Sørensen'),
  no: names('Hansen, Johansen, Olsen, Larsen, Andersen, Pedersen, Nilsen, Kristiansen, Bø, Kläbo, Røiseland'),
  se: names('Andersson, Johansson, Karlsson, Nilsson, Eriksson, Larsson, Öberg, Samuelsson'),
  fi: names('Korhonen, Virtanen, Mäkinen, Nieminen, Mäkelä, Hämäläinen, Laine, Niskanen'),
  at: names('Gruber, Huber, Bauer, Wagner, Pichler, Steiner, Moser, Hörl, Kraft, Schwarz'),
  ch: names('Müller, Meier, Schmid, Keller, Weber, Huber, Odermatt, Gut, Feuz, Meillard'),
  si: names('Novak, Horvat, Kovačič, Krajnc, Zupančič, Prevc, Lanišek, Kos'),
  pl: names('Nowak, Kowalski, Wiśniewski, Wójcik, Kamiński, Stoch, Żyła, Kubacki'),
  pt: names('Silva, Santos, Ferreira, Pereira, Costa, Rodrigues, Martins, Oliveira, Fernandes'),
  br: names('Silva, Santos, Oliveira, Souza, Lima, Pereira, Barrichello'),
  ar: names('González, Rodríguez, Fernández, Gómez, Díaz, Pérez, Colapinto'),
  ca: names('Tremblay, Gagnon, Roy, Côté, Bouchard, Stroll, Harvey'),
  ae: names('Al Mansoori, Al Falasi, Al Ketbi, Al Shamsi, Al Nuaimi'),
};

/** A country's weight in a pool: `['in', 3]` draws Indians three times as often as a weight of 1. */
export type Mix = readonly (readonly [string, number])[];

const INITIALS = [...'ABCDEFGHIJKLMNOPRSTVY'];

/**
 * `count` athletes of `sportId`, unique within the sport (`taken` is shared by the sport's pools),
 * drawn from the countries of `mix` by weight.
 */
export function athletes(
  sportId: SportId,
  key: string,
  count: number,
  mix: Mix,
  taken: Set<string>,
): Participant[] {
  const rng = Rng.of('athletes', sportId, key);
  const out: Participant[] = [];
  for (let tries = 0; out.length < count; tries++) {
    if (tries > count * 50) throw new RangeError(`people: cannot draw ${count} names for ${key}`);
    const [country] = rng.weighted(mix, ([, w]) => w);
    const surnames = SURNAMES[country];
    if (!surnames) throw new RangeError(`people: no surnames for country ${country}`);
    const name = `${rng.pick(INITIALS)}. ${rng.pick(surnames)}`;
    if (taken.has(name)) continue;
    taken.add(name);
    out.push(participantOf(sportId, name, country, true));
  }
  return out;
}

export function participantOf(sportId: SportId, name: string, country: string, person: boolean): Participant {
  return {
    id: participantIdOf(sportId, name),
    sportId,
    name,
    shortName: person ? shortNameOf(name, true) : name,
    countryId: countryByCode(country).id,
  };
}

const HORSE_FIRST = names(`Silver, Golden, Royal, Desert, Monsoon, Midnight, Crimson, Noble, Swift, Lucky,
  Brave, Star, Ocean, Thunder, Velvet, Scarlet, Emerald, Sapphire, Wild, Secret, Dancing, Flying, Morning,
  Eastern, Western, Northern, Southern, Little, Grand, Happy, Silent, Mighty, Spirit, Proud, Sunny`);
const HORSE_SECOND = names(`Arrow, Falcon, Storm, Dancer, Legend, Prince, Princess, Warrior, Spirit, Dream,
  Glory, Empire, Rocket, Comet, Tiger, Jewel, Whisper, Melody, Fortune, Voyager, Knight, Rose, Blaze,
  Thunder, Harmony, Tempest, Mirage, Monarch, Charger, Sultan, Lotus, Cavalier, Flame, Echo, Kingdom`);
const HORSE_PLACE = names(`Guindy, Nilgiris, Marina, Kaveri, Malabar, Mysore, Deccan, Ascot, Meydan, Dubai,
  Kentucky, Sydney, Tokyo, Galway, Avalon, Windsor`);

/** `count` horses trained in `country`, unique within horse racing (`taken` is shared). */
export function horses(sportId: SportId, key: string, count: number, country: string, taken: Set<string>) {
  const rng = Rng.of('horses', key);
  const out: Participant[] = [];
  for (let tries = 0; out.length < count; tries++) {
    if (tries > count * 50) throw new RangeError(`people: cannot draw ${count} horses for ${key}`);
    const name = rng.chance(0.15)
      ? `${rng.pick(HORSE_SECOND)} of ${rng.pick(HORSE_PLACE)}`
      : `${rng.pick(HORSE_FIRST)} ${rng.pick(HORSE_SECOND)}`;
    if (taken.has(name) || name.split(' ')[0] === name.split(' ')[1]) continue;
    taken.add(name);
    out.push(participantOf(sportId, name, country, false));
  }
  return out;
}
