/** Where a search hit leads (kit/paths.ts) and how it is described under its name. */
import { type Lang, type SearchHit, sportById } from '@nerali/domain';
import { paths } from '../../kit/paths.ts';

/** The hit's page; null for a sport this site does not know (a newer server): the hit is left out. */
export function hitPath(lang: Lang, hit: SearchHit): string | null {
  const sport = sportById(hit.sportId);
  if (!sport) return null;
  switch (hit.kind) {
    case 'participant':
      return paths.team(lang, sport, hit.id);
    case 'player':
      return paths.player(lang, sport, hit.id);
    case 'league':
      return paths.league(lang, sport, hit.id);
  }
}

/** "கால்பந்து · இந்தியா · Chennaiyin FC": sport, country, and a player's team. */
export function hitDetail(lang: Lang, hit: SearchHit): string {
  const parts = [sportById(hit.sportId)?.name[lang], hit.countryName, hit.teamName];
  return parts.filter((p): p is string => p !== undefined && p !== '').join(' · ');
}
