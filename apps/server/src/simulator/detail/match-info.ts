/**
 * The match information the simulator gives (docs/decisions.md "Momentum and match information"):
 * deterministic per match. The venue is the home side's ground where the world knows it (Indian
 * football, cricket and kabaddi clubs, the Premier League); the referee a name of the home side's
 * country for the sports that have one; the attendance, once the match has begun, a share of the
 * ground's capacity; the channels in India those that show the competition there (broadcasters, never
 * bookmakers). What is not known is left out, and the page does not show it.
 */
import { type Broadcast, ChannelType, type MatchInfo, sportById, sportByKey } from '@nerali/domain';
import { Rng } from '../prng.ts';
import type { Fixture } from '../types.ts';
import { leagueIdOf } from '../world/world.ts';
import { drawNames } from './names.ts';

/** A ground: its name, city and capacity. */
type Ground = readonly [venue: string, city: string, capacity: number];

const GROUNDS: Readonly<Record<string, Ground>> = {
  // Indian Super League, I-League
  'Chennaiyin FC': ['Jawaharlal Nehru Stadium', 'Chennai', 40000],
  'Kerala Blasters': ['Jawaharlal Nehru Stadium', 'Kochi', 41000],
  'Mohun Bagan Super Giant': ['Vivekananda Yuba Bharati Krirangan', 'Kolkata', 68000],
  'East Bengal': ['Vivekananda Yuba Bharati Krirangan', 'Kolkata', 68000],
  'Bengaluru FC': ['Sree Kanteerava Stadium', 'Bengaluru', 25000],
  'Mumbai City FC': ['Mumbai Football Arena', 'Mumbai', 7500],
  'FC Goa': ['Jawaharlal Nehru Stadium', 'Fatorda', 19000],
  'Hyderabad FC': ['G.M.C. Balayogi Athletic Stadium', 'Hyderabad', 30000],
  'Jamshedpur FC': ['JRD Tata Sports Complex', 'Jamshedpur', 24000],
  'Odisha FC': ['Kalinga Stadium', 'Bhubaneswar', 15000],
  'NorthEast United': ['Indira Gandhi Athletic Stadium', 'Guwahati', 25000],
  'Punjab FC': ['Jawaharlal Nehru Stadium', 'New Delhi', 60000],
  'Mohammedan SC': ['Kishore Bharati Krirangan', 'Kolkata', 12000],
  'Gokulam Kerala': ['EMS Corporation Stadium', 'Kozhikode', 50000],
  'Chennai City FC': ['Jawaharlal Nehru Stadium', 'Coimbatore', 30000],
  'Aizawl FC': ['Rajiv Gandhi Stadium', 'Aizawl', 20000],
  'Shillong Lajong': ['Jawaharlal Nehru Stadium', 'Shillong', 30000],
  'Dempo SC': ['Duler Stadium', 'Mapusa', 10000],
  'Churchill Brothers': ['Tilak Maidan', 'Vasco da Gama', 5000],
  'Real Kashmir': ['TRC Turf Ground', 'Srinagar', 11000],
  'Sreenidi Deccan': ['Deccan Arena', 'Hyderabad', 5000],
  // Premier League
  Arsenal: ['Emirates Stadium', 'London', 60704],
  'Aston Villa': ['Villa Park', 'Birmingham', 42640],
  Bournemouth: ['Vitality Stadium', 'Bournemouth', 11307],
  Brentford: ['Gtech Community Stadium', 'London', 17250],
  'Brighton & Hove Albion': ['Amex Stadium', 'Brighton', 31876],
  Chelsea: ['Stamford Bridge', 'London', 40343],
  'Crystal Palace': ['Selhurst Park', 'London', 25486],
  Everton: ['Hill Dickinson Stadium', 'Liverpool', 52888],
  Fulham: ['Craven Cottage', 'London', 29589],
  Liverpool: ['Anfield', 'Liverpool', 61276],
  'Manchester City': ['Etihad Stadium', 'Manchester', 52900],
  'Manchester United': ['Old Trafford', 'Manchester', 74197],
  'Newcastle United': ["St James' Park", 'Newcastle', 52258],
  'Nottingham Forest': ['City Ground', 'Nottingham', 30404],
  'Tottenham Hotspur': ['Tottenham Hotspur Stadium', 'London', 62850],
  'West Ham United': ['London Stadium', 'London', 62500],
  'Wolverhampton Wanderers': ['Molineux Stadium', 'Wolverhampton', 31750],
  'Leeds United': ['Elland Road', 'Leeds', 37608],
  Burnley: ['Turf Moor', 'Burnley', 21944],
  Sunderland: ['Stadium of Light', 'Sunderland', 49000],
  // Indian Premier League
  'Chennai Super Kings': ['M. A. Chidambaram Stadium', 'Chennai', 38000],
  'Mumbai Indians': ['Wankhede Stadium', 'Mumbai', 33100],
  'Royal Challengers Bengaluru': ['M. Chinnaswamy Stadium', 'Bengaluru', 35000],
  'Kolkata Knight Riders': ['Eden Gardens', 'Kolkata', 66000],
  'Delhi Capitals': ['Arun Jaitley Stadium', 'New Delhi', 35200],
  'Punjab Kings': ['Maharaja Yadavindra Singh Stadium', 'Mullanpur', 38000],
  'Rajasthan Royals': ['Sawai Mansingh Stadium', 'Jaipur', 30000],
  'Sunrisers Hyderabad': ['Rajiv Gandhi International Stadium', 'Hyderabad', 55000],
  'Gujarat Titans': ['Narendra Modi Stadium', 'Ahmedabad', 132000],
  'Lucknow Super Giants': ['Ekana Cricket Stadium', 'Lucknow', 50000],
  // Pro Kabaddi League
  'Tamil Thalaivas': ['Jawaharlal Nehru Indoor Stadium', 'Chennai', 5000],
  'Bengaluru Bulls': ['Sree Kanteerava Indoor Stadium', 'Bengaluru', 4000],
  'Patna Pirates': ['Patliputra Sports Complex', 'Patna', 3500],
  'Jaipur Pink Panthers': ['Sawai Mansingh Indoor Stadium', 'Jaipur', 3500],
  'U Mumba': ['NSCI Dome', 'Mumbai', 5000],
  'Puneri Paltan': ['Shree Shiv Chhatrapati Sports Complex', 'Pune', 4000],
  'Bengal Warriorz': ['Netaji Indoor Stadium', 'Kolkata', 12000],
  'Dabang Delhi K.C.': ['Thyagaraj Sports Complex', 'New Delhi', 4500],
  'Gujarat Giants': ['The Arena by TransStadia', 'Ahmedabad', 4000],
  'Haryana Steelers': ['Tau Devi Lal Sports Complex', 'Panchkula', 3500],
  'Telugu Titans': ['Gachibowli Indoor Stadium', 'Hyderabad', 4000],
  'U.P. Yoddhas': ['Babu Banarasi Das Indoor Stadium', 'Lucknow', 3000],
};

const tv = (name: string): Broadcast => ({ type: ChannelType.tv, name });
const web = (name: string): Broadcast => ({ type: ChannelType.web, name });

/** Channels in India by competition (sport id, league key); others: not shown. */
const CHANNELS: readonly [sport: string, key: string, channels: readonly Broadcast[]][] = [
  ['soccer', 'indian-super-league', [tv('Star Sports 3'), tv('Star Sports 1 Tamil'), web('JioHotstar')]],
  ['soccer', 'i-league', [tv('Sony Sports Ten 2'), web('SonyLIV')]],
  ['soccer', 'durand-cup', [tv('Sony Sports Ten 2'), web('SonyLIV')]],
  ['soccer', 'premier-league', [tv('Star Sports Select 1'), web('JioHotstar')]],
  ['soccer', 'champions-league', [tv('Sony Sports Ten 1'), web('SonyLIV')]],
  ['soccer', 'europa-league', [tv('Sony Sports Ten 2'), web('SonyLIV')]],
  ['cricket', 'ipl', [tv('Star Sports 1 Tamil'), tv('Star Sports 1'), web('JioHotstar')]],
  ['kabaddi', 'pro-kabaddi-league', [tv('Star Sports 1 Tamil'), tv('Star Sports 2'), web('JioHotstar')]],
];

const CHANNELS_BY_LEAGUE: ReadonlyMap<string, readonly Broadcast[]> = new Map(
  CHANNELS.flatMap(([sport, key, channels]) => {
    const id = sportByKey(sport)?.id;
    return id === undefined ? [] : [[leagueIdOf(id, key), channels] as const];
  }),
);

/** Sports whose match has one referee the page names (not cricket's two umpires, not a chair umpire). */
const REFEREE_SPORTS: ReadonlySet<string> = new Set([
  'soccer',
  'futsal',
  'beach-soccer',
  'basketball',
  'handball',
  'hockey',
  'rugby-union',
  'rugby-league',
  'kabaddi',
  'field-hockey',
  'water-polo',
  'boxing',
  'mma',
]);

/**
 * The match information at match second t (t < 0 before kick-off: no attendance yet); null when the
 * simulator knows nothing of it (no document then).
 */
export function matchInfoOf(
  fx: Fixture,
  t: number,
  countryOf: (participantId: string) => string,
): MatchInfo | null {
  const info: MatchInfo = { eventId: fx.id };
  const ground = GROUNDS[fx.home.name];
  if (ground) {
    info.venue = ground[0];
    info.city = ground[1];
  }
  const sport = sportById(fx.sportId);
  if (sport && REFEREE_SPORTS.has(sport.key)) {
    const [referee] = drawNames(['referee', fx.seed], countryOf(fx.home.id), 1);
    if (referee) info.referee = referee;
  }
  if (ground && t >= 0) {
    // Announced once the match is under way: between 55 and 98 per cent of the ground.
    const share = 0.55 + 0.43 * Rng.of(fx.seed, 'attendance').next();
    info.attendance = Math.round(ground[2] * share);
  }
  const channels = CHANNELS_BY_LEAGUE.get(fx.leagueId);
  if (channels) info.broadcasts = channels.map((c) => ({ ...c }));
  return Object.keys(info).length > 1 ? info : null;
}
