/**
 * Transfers and injuries of the teams, and player profiles. Both kinds of news happen on days: whether
 * a team signs a player or loses one to injury on day d is a pure function of the seed, the team and
 * d, so the lists are stable from one day to the next and only grow at the front as the clock moves;
 * each list shows the recent days relative to the clock. Signings and the injured come from the
 * team's own squad (squads.ts), so every name links to a real profile.
 */
import {
  type Injuries,
  type Injury,
  type Participant,
  type Player,
  SPORT_CARDS,
  type Text,
  type Transfer,
  type Transfers,
} from '@nerali/domain';
import { Rng } from '../prng.ts';
import { COUNTRY_LIST, countryOfNation } from '../world/countries.ts';
import { transferForClub } from './fees.ts';
import { isIndividual, type SquadPlayer, squadPlayers } from './squads.ts';

const DAY_S = 86_400;

const CODE_OF_COUNTRY = new Map(COUNTRY_LIST.map((c) => [c.id, c.code]));
/** The club's own country, for a club that plays in no domestic league of the world. */
function codeOf(club: Participant): string {
  const code = CODE_OF_COUNTRY.get(club.countryId);
  if (code === undefined) throw new RangeError(`transfers: club ${club.id} has no country`);
  return code;
}
/** Transfers of the last four months and injuries of the last two are shown. */
export const TRANSFER_DAYS = 120;
export const INJURY_DAYS = 60;

export const isoDay = (day: number) => new Date(day * DAY_S * 1000).toISOString().slice(0, 10);

/** A profile without the squad's working fields. */
export function profileOf(p: SquadPlayer): Player {
  const { starter: _starter, ...player } = p;
  return player;
}

/** The profiles of every squad player of the participants (none for horses). */
export function playersOf(participants: readonly Participant[], seed: number): Player[] {
  return participants.flatMap((p) => squadPlayers(p, seed).map(profileOf));
}

/**
 * Transfers of the team sports' teams in the `TRANSFER_DAYS` up to `today`, each listed under both
 * clubs. A signing is a squad player of the buying club; where he came from is another club of the
 * same sport, drawn from the day's stream. `leagueCountries` gives each club's domestic league's
 * country (`domesticLeagueCountries`): its fees are written in that league's money.
 */
export function transfersOf(
  teams: readonly Participant[],
  seed: number,
  today: number,
  leagueCountries: ReadonlyMap<string, string>,
): Transfers[] {
  // A fee is written in the money of the league the club plays in (Wellington Phoenix: the A-League's).
  const moneyOf = (club: Participant) => leagueCountries.get(club.id) ?? codeOf(club);
  // National sides pick players, they do not sign them: clubs only.
  const isClub = (t: Participant) =>
    !isIndividual(t) && countryOfNation(t.name.replace(/ (W|Women)$/, '')) === undefined;
  const bySport = new Map<number, Participant[]>();
  for (const t of teams) if (isClub(t)) bySport.set(t.sportId, [...(bySport.get(t.sportId) ?? []), t]);
  const lists = new Map<string, Transfer[]>();
  for (const clubs of bySport.values()) {
    for (const club of clubs) {
      const squad = squadPlayers(club, seed);
      const seen = new Set<string>();
      // Newest first, so a player signed twice in the window shows his latest move only.
      for (let day = today; day > today - TRANSFER_DAYS; day--) {
        const rng = Rng.of(seed, 'transfer', club.id, day);
        if (!rng.chance(0.04) || squad.length === 0 || clubs.length < 2) continue;
        const player = rng.pick(squad);
        if (seen.has(player.id)) continue;
        seen.add(player.id);
        // Most moves stay within the country, as most transfers do.
        const others = clubs.filter((c) => c.id !== club.id);
        const local = others.filter((c) => c.countryId === club.countryId);
        const from = rng.pick(local.length > 0 && rng.chance(0.7) ? local : others);
        const type = rng.pick(['transfer', 'transfer', 'loan', 'free'] as const);
        const transfer: Transfer = {
          playerId: player.id,
          playerName: player.name,
          fromId: from.id,
          fromName: from.name,
          toId: club.id,
          toName: club.name,
          date: isoDay(day),
          type,
        };
        // A paid move's fee is drawn once in euros; each club's list gives it in its own league's money (fees.ts).
        const feeEur =
          type === 'transfer' && club.sportId === SPORT_CARDS.soccer.id
            ? rng.int(5, 400) * 250_000
            : undefined;
        for (const side of [club, from])
          lists.set(side.id, [
            ...(lists.get(side.id) ?? []),
            transferForClub(transfer, feeEur, moneyOf(side)),
          ]);
      }
    }
  }
  return teams
    .filter((t) => !isIndividual(t))
    .map((t) => ({
      participantId: t.id,
      transfers: (lists.get(t.id) ?? []).sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0)),
    }));
}

const REASONS: readonly Text[] = [
  { ta: 'தொடை தசைப் பிடிப்பு', en: 'Hamstring injury' },
  { ta: 'முழங்கால் காயம்', en: 'Knee injury' },
  { ta: 'கணுக்கால் காயம்', en: 'Ankle injury' },
  { ta: 'இடுப்புத் தசைக் காயம்', en: 'Groin injury' },
  { ta: 'தோள்பட்டை காயம்', en: 'Shoulder injury' },
  { ta: 'உடல்நலக் குறைவு', en: 'Illness' },
  { ta: 'தலையில் அடி', en: 'Concussion' },
  { ta: 'முதுகு வலி', en: 'Back injury' },
  { ta: 'கெண்டைக்கால் தசைக் காயம்', en: 'Calf injury' },
];

/**
 * A team's injuries: players hurt in the last `INJURY_DAYS` whose lay-off is not over or ended in the
 * last week, newest first; `until` is the expected return.
 */
export function injuriesOf(team: Participant, seed: number, today: number): Injuries {
  const squad = isIndividual(team) ? [] : squadPlayers(team, seed);
  const injuries: Injury[] = [];
  const seen = new Set<string>();
  for (let day = today; day > today - INJURY_DAYS && squad.length > 0; day--) {
    const rng = Rng.of(seed, 'injury', team.id, day);
    if (!rng.chance(0.05)) continue;
    const player = rng.pick(squad);
    const layoff = rng.int(5, 70);
    if (seen.has(player.id) || day + layoff < today - 7) continue;
    seen.add(player.id);
    injuries.push({
      playerId: player.id,
      playerName: player.name,
      reason: rng.pick(REASONS),
      from: isoDay(day),
      until: isoDay(day + layoff),
    });
  }
  return { participantId: team.id, injuries };
}
