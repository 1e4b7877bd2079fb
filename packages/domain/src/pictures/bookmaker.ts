/**
 * A bookmaker's badge (S2 3.17 "logo"): we hold no bookmaker's image, so a logo is drawn like a team's
 * crest: the name's letters (crestLetters) on a colour taken from the bookmaker's id, ink black or
 * white for contrast. The name is the badge's accessible text wherever it is drawn.
 */
import { avatarColour, type HexColour, textOn } from './colours.ts';
import { crestLetters } from './crest.ts';

export interface BookmakerBadge {
  letters: string;
  fill: HexColour;
  ink: HexColour;
}

export function bookmakerBadge(id: number, name: string): BookmakerBadge {
  const fill = avatarColour(`bookmaker:${id}`);
  return { letters: crestLetters('', name) || String(id), fill, ink: textOn(fill) };
}
