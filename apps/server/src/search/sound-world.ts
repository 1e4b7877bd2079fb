/**
 * The search index over the simulated world as the server holds it (every side, league and squad
 * player of the world, seed 2026 as in config.ts), for the Tamil query table (tamil-queries.test.ts)
 * and the latency bench (bench/search.ts). Who plays in which league is read from the world's
 * leagues, as the server reads it from the matches of its window (service.ts).
 */
import type { Country, League, Participant, SearchKind } from '@nerali/domain';
import { StageType } from '@nerali/domain';
import { playersOf } from '../simulator/league/people.ts';
import { createRaceTrack } from '../simulator/no-duel/track.ts';
import { RACE_SPORTS, SIMULATED_SPORTS } from '../simulator/sports/index.ts';
import { buildWorld } from '../simulator/world/world.ts';
import { type ContextMatch, SearchIndex, searchContextOf } from './search-index.ts';

export const WORLD_SEED = 2026;

export interface SoundWorld {
  index: SearchIndex;
  countries: ReadonlyMap<number, Country>;
  participants: ReadonlyMap<string, Participant>;
  leagues: readonly League[];
  /** Each league's sides, one pseudo-match a side: what `searchContextOf` reads. */
  matches: ContextMatch[];
}

export function buildSoundWorld(seed = WORLD_SEED): SoundWorld {
  const world = buildWorld(SIMULATED_SPORTS);
  const track = createRaceTrack({ seed, speed: 1, sports: RACE_SPORTS, keepPastS: 0, aheadS: 0 });
  const all = [...world.participants, ...track.participants];
  const countries = new Map(world.countries.map((c) => [c.id, c]));
  const participants = new Map(all.map((p) => [p.id, p]));
  const index = new SearchIndex({ countries, participants });
  index.putLeagues(world.leagues);
  index.putParticipants(all);
  index.putPlayers(playersOf(all, seed));
  const matches = [...world.bySport.values()].flatMap((leagues) =>
    leagues.flatMap(({ league, teams }) =>
      teams.map((t) => ({ leagueId: league.id, homeId: t.id, awayId: t.id, stageType: StageType.scheduled })),
    ),
  );
  index.setContext(searchContextOf(matches, new Map(world.leagues.map((l) => [l.id, l]))));
  return { index, countries, participants, leagues: world.leagues, matches };
}

/** A query as a Tamil speaker types it, and the first result a fan in India means. */
export type TamilQuery = readonly [query: string, kind: SearchKind, name: string, note?: string];

/** Names as they are in the world built here (seed 2026); tamil-queries.test.ts asks them all. */
export const TAMIL_QUERIES: readonly TamilQuery[] = [
  // Indian football (ISL, I-League).
  ['கோவா', 'participant', 'FC Goa', 'the glide: கோவா is Goa, not Kuwait, Kovai or Kovačič'],
  ['எஃப்சி கோவா', 'participant', 'FC Goa'],
  ['சென்னையின்', 'participant', 'Chennaiyin FC'],
  ['சென்னையின் எஃப்சி', 'participant', 'Chennaiyin FC'],
  ['கேரளா', 'participant', 'Kerala Blasters', 'an ISL side above the state sides named Kerala'],
  ['கேரளா பிளாஸ்டர்ஸ்', 'participant', 'Kerala Blasters'],
  ['மும்பை', 'participant', 'Mumbai City FC'],
  ['மும்பை சிட்டி', 'participant', 'Mumbai City FC'],
  ['பெங்களூரு', 'participant', 'Bengaluru FC'],
  ['பெங்களூரு எஃப்சி', 'participant', 'Bengaluru FC'],
  ['மோகன் பகான்', 'participant', 'Mohun Bagan Super Giant', 'க between vowels is h'],
  ['மோகன்', 'participant', 'Mohun Bagan Super Giant'],
  ['ஈஸ்ட் பெங்கால்', 'participant', 'East Bengal'],
  ['ஹைதராபாத் எஃப்சி', 'participant', 'Hyderabad FC'],
  ['ஜாம்ஷெட்பூர்', 'participant', 'Jamshedpur FC'],
  ['ஒடிசா', 'participant', 'Odisha FC'],
  ['நார்த் ஈஸ்ட் யுனைடெட்', 'participant', 'NorthEast United'],
  ['பஞ்சாப் எஃப்சி', 'participant', 'Punjab FC'],
  ['முகமதன்', 'participant', 'Mohammedan SC'],
  ['கோகுலம் கேரளா', 'participant', 'Gokulam Kerala'],
  // IPL franchises, by name and as Tamil media write their initials.
  ['சென்னை', 'participant', 'Chennai Super Kings'],
  ['சென்னை சூப்பர் கிங்ஸ்', 'participant', 'Chennai Super Kings'],
  ['சிஎஸ்கே', 'participant', 'Chennai Super Kings'],
  ['சி.எஸ்.கே', 'participant', 'Chennai Super Kings'],
  ['மும்பை இந்தியன்ஸ்', 'participant', 'Mumbai Indians'],
  ['எம்ஐ', 'participant', 'Mumbai Indians'],
  ['ஆர்சிபி', 'participant', 'Royal Challengers Bengaluru'],
  ['ராயல் சேலஞ்சர்ஸ்', 'participant', 'Royal Challengers Bengaluru'],
  ['கேகேஆர்', 'participant', 'Kolkata Knight Riders'],
  ['கொல்கத்தா நைட் ரைடர்ஸ்', 'participant', 'Kolkata Knight Riders'],
  ['சன்ரைசர்ஸ்', 'participant', 'Sunrisers Hyderabad'],
  ['டெல்லி கேப்பிடல்ஸ்', 'participant', 'Delhi Capitals'],
  ['பஞ்சாப் கிங்ஸ்', 'participant', 'Punjab Kings'],
  ['ராஜஸ்தான் ராயல்ஸ்', 'participant', 'Rajasthan Royals'],
  ['குஜராத் டைட்டன்ஸ்', 'participant', 'Gujarat Titans'],
  ['லக்னோ', 'participant', 'Lucknow Super Giants'],
  // Pro Kabaddi.
  ['தமிழ் தலைவாஸ்', 'participant', 'Tamil Thalaivas'],
  ['தலைவாஸ்', 'participant', 'Tamil Thalaivas'],
  ['பாட்னா பைரேட்ஸ்', 'participant', 'Patna Pirates'],
  ['ஜெய்ப்பூர் பிங்க் பாந்தர்ஸ்', 'participant', 'Jaipur Pink Panthers'],
  ['யு மும்பா', 'participant', 'U Mumba'],
  ['பெங்களூரு புல்ஸ்', 'participant', 'Bengaluru Bulls'],
  ['புனேரி பல்டன்', 'participant', 'Puneri Paltan'],
  ['தபாங் டெல்லி', 'participant', 'Dabang Delhi K.C.'],
  ['ஹரியானா ஸ்டீலர்ஸ்', 'participant', 'Haryana Steelers'],
  ['பெங்கால் வாரியர்ஸ்', 'participant', 'Bengal Warriorz'],
  ['குஜராத் ஜெயன்ட்ஸ்', 'participant', 'Gujarat Giants'],
  ['யுபி யோதாஸ்', 'participant', 'U.P. Yoddhas'],
  // National sides (their country's Tamil name finds them).
  ['இந்தியா', 'participant', 'India'],
  ['பாகிஸ்தான்', 'participant', 'Pakistan'],
  ['ஆஸ்திரேலியா', 'participant', 'Australia'],
  ['இங்கிலாந்து', 'participant', 'England'],
  ['பிரேசில்', 'participant', 'Brazil'],
  ['அர்ஜென்டினா', 'participant', 'Argentina'],
  ['இலங்கை', 'participant', 'Sri Lanka'],
  ['நியூசிலாந்து', 'participant', 'New Zealand'],
  // Leagues.
  ['ஐஎஸ்எல்', 'league', 'Indian Super League'],
  ['ஐ.எஸ்.எல்', 'league', 'Indian Super League'],
  ['இந்தியன் சூப்பர் லீக்', 'league', 'Indian Super League'],
  ['ஐபிஎல்', 'league', 'Indian Premier League'],
  ['பிரீமியர் லீக்', 'league', 'Premier League', 'the whole name, above the Indian Premier League'],
  ['லா லிகா', 'league', 'LaLiga'],
  ['லாலிகா', 'league', 'LaLiga'],
  ['புரோ கபடி', 'league', 'Pro Kabaddi League'],
  ['பிகேஎல்', 'league', 'Pro Kabaddi League'],
  ['கபடி', 'league', 'Pro Kabaddi League'],
  ['ரஞ்சி', 'league', 'Ranji Trophy'],
  ['பண்டஸ்லிகா', 'league', 'Bundesliga'],
  ['டூரண்ட் கோப்பை', 'league', 'Durand Cup'],
  ['ஐ-லீக்', 'league', 'I-League'],
  // Clubs abroad.
  ['ரியல் மாட்ரிட்', 'participant', 'Real Madrid'],
  ['லிவர்பூல்', 'participant', 'Liverpool'],
  ['ஆர்சனல்', 'participant', 'Arsenal'],
  ['செல்சி', 'participant', 'Chelsea'],
  ['மான்செஸ்டர் சிட்டி', 'participant', 'Manchester City'],
  // Squad players of the world (seed 2026).
  ['ரோஹித் தேசாய்', 'player', 'Rohit Desai'],
  ['ஹர்மன்ப்ரீத்', 'player', 'Harmanpreet Rawat'],
  // The first keystrokes.
  ['கோ', 'participant', 'FC Goa'],
  ['இ', 'league', 'Indian Super League'],
];
