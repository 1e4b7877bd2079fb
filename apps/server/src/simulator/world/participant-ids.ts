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
export function shortNameOf(name: string, person: boolean): string {
  if (person) return name.split(' ').slice(1).join(' ') || name;
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
