/**
 * A participant's id and short name, from its sport and name alone: the same team or athlete keeps its
 * id whatever the seed (duel sports' worlds and the race sports' fields both make theirs here).
 */
import type { SportId } from '@nerali/domain';
import { alnumId } from '../prng.ts';

/**
 * Short name: initials of a three-word name ('Chennai Super Kings' -> 'CSK'), else first letter and the
 * first two of the last word ('Manchester United' -> 'MUN'), else the first three letters. Players
 * (tennis) go by their surname.
 */
/** Short names fans already use, where the rule below would give another (SRH, not SHY). */
const KNOWN_SHORT: Readonly<Record<string, string>> = {
  'Mumbai Indians': 'MI',
  'Sunrisers Hyderabad': 'SRH',
  'Rajasthan Royals': 'RR',
  'Delhi Capitals': 'DC',
  'Punjab Kings': 'PBKS',
  'Gujarat Titans': 'GT',
  'Lucknow Super Giants': 'LSG',
  'Royal Challengers Bengaluru': 'RCB',
  'Kolkata Knight Riders': 'KKR',
  'Chennai Super Kings': 'CSK',
  'Mohun Bagan Super Giant': 'MBSG',
  'Kerala Blasters': 'KBFC',
  'East Bengal': 'EBFC',
  'Bengaluru FC': 'BFC',
  'Mumbai City FC': 'MCFC',
  'Hyderabad FC': 'HFC',
  'Odisha FC': 'OFC',
  'Jamshedpur FC': 'JFC',
  'Punjab FC': 'PFC',
};

export function shortNameOf(name: string, person: boolean): string {
  if (person) return name.split(' ').slice(1).join(' ') || name;
  const known = KNOWN_SHORT[name];
  if (known) return known;
  const words = name
    .replace(/\b(FC|SC|CF|AC|FT)\b/g, '')
    .split(/[\s.]+/)
    .filter((w) => /^\p{L}/u.test(w));
  const [first = name, ...rest] = words;
  const last = rest[rest.length - 1];
  const short =
    words.length === 3
      ? words.map((w) => w[0]).join('')
      : last
        ? `${first[0]}${last.slice(0, 2)}`
        : first.slice(0, 3);
  return short.toUpperCase();
}

export const participantIdOf = (sportId: SportId, name: string) => alnumId('participant', sportId, name);
