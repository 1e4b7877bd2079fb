/**
 * What a Tamil speaker types, and the first result a fan in India means (issue 15, point 1): the
 * search index built from the whole simulated world (every side, league and squad player, seed 2026),
 * not a hand-made list. Every expected name exists in that world (simulator/world/**, squads.ts);
 * famous sides the world lacks (Barcelona, Brazil's football side) are not asked for.
 */
import { type SearchHit, type SearchKind, StageType } from '@nerali/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { searchContextOf } from './search-index.ts';
import { buildSoundWorld, type SoundWorld } from './sound-world.ts';

let world: SoundWorld;

beforeAll(() => {
  world = buildSoundWorld();
});

const hits = (q: string, limit = 8): SearchHit[] => world.index.search(q, 'en', limit).hits;

type Expected = readonly [query: string, kind: SearchKind, name: string, note?: string];

const TABLE: readonly Expected[] = [
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

describe('Tamil queries, first result [SRC3, SRC4]', () => {
  it('asks at least 50 queries', () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(50);
  });

  it.each(TABLE)('%s -> %s %s', (query, kind, name) => {
    const first = hits(query)[0];
    expect(first, hits(query).map((h) => h.name).join(' | ')).toMatchObject({ kind, name });
  });

  it('a first name finds that name first, Indian players before others', () => {
    for (const [q, name] of [
      ['ரோஹித்', 'Rohit'],
      ['ஜஸ்பிரீத்', 'Jaspreet'],
      ['அஸ்வின்', 'Ashwin'],
      ['அஷ்வின்', 'Ashwin'],
      ['கார்த்திக்', 'Karthik'],
      ['விக்னேஷ்', 'Vignesh'],
    ] as const) {
      const first = hits(q)[0];
      expect(first?.kind, q).toBe('player');
      expect(first?.name.startsWith(`${name} `), `${q}: ${first?.name}`).toBe(true);
      expect(first?.countryName, q).toBe('India');
    }
  });

  it('no longer puts Kuwait, Kovai or a Russian club first', () => {
    const goa = hits('கோவா', 20).map((h) => h.name);
    expect(goa.indexOf('FC Goa')).toBeLessThan(Math.max(0, goa.indexOf('Kuwait')) || Infinity);
    expect(goa).not.toContain('Lyca Kovai Kings');
    expect(hits('ரோஹித்')[0]?.name).not.toBe('Rodina');
  });

  it('ranks a side playing now above an equal one that is not', () => {
    expect(hits('மும்பை')[0]?.name).toBe('Mumbai City FC');
    const indians = [...world.participants.values()].find((p) => p.name === 'Mumbai Indians');
    if (!indians) throw new Error('world changed');
    const live = { leagueId: 'none', homeId: indians.id, awayId: indians.id, stageType: StageType.live };
    const leagues = new Map(world.leagues.map((l) => [l.id, l]));
    try {
      world.index.setContext(searchContextOf([...world.matches, live], leagues));
      expect(hits('மும்பை')[0]?.name).toBe('Mumbai Indians');
      // Live is the last word, not the first: an exact name still beats a live prefix.
      expect(hits('மும்பை சிட்டி')[0]?.name).toBe('Mumbai City FC');
    } finally {
      world.index.setContext(searchContextOf(world.matches, leagues));
    }
  });
});
