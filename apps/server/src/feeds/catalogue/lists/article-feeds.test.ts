/**
 * na_ (one article) and nv_ (one video): what the article and video pages read. Bodies decoded with
 * the web's decoders, the exact first row, unknown ids, names no parser takes, and versions that move
 * with what the body shows and only then.
 */
import { decodeArticleFeed, decodeVideoFeed, type DetailDocument } from '@nerali/domain';
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { FeedEngine } from '../../../engine/engine.ts';
import { MemoryStorage } from '../../../engine/storage.ts';
import { fakeClock } from '../../../testing/fixtures.ts';
import { FeedService } from '../../feed-service.ts';
import { EVENTS, loadWorld, NOON_UTC_MS, PARTICIPANTS } from './testing.ts';

const NOON_S = NOON_UTC_MS / 1000;

const video = (id: string, eventId: string | undefined, publishedAt: number): DetailDocument => ({
  kind: 'video',
  key: id,
  body: {
    id,
    sportId: 1,
    ...(eventId ? { eventId } : {}),
    title: { ta: `சிறப்புத் தருணங்கள் ${id}`, en: `Highlights ${id}` },
    url: `https://video.example/${id}.mp4`,
    durationS: 95,
    publishedAt,
  },
});

let engine: FeedEngine;
let feeds: FeedService;

beforeEach(() => {
  const clock = fakeClock(NOON_UTC_MS);
  engine = new FeedEngine({ clock, storage: new MemoryStorage(), epoch: 1 });
  loadWorld(engine);
  engine.putDocuments([
    video('v1', 'g_1_isl00001', NOON_S - 600),
    video('v2', 'g_1_isl00001', NOON_S - 300),
    video('v3', undefined, NOON_S - 100),
  ]);
  feeds = new FeedService(engine, clock);
});

function answer(name: string) {
  const a = feeds.catalogueFeed(name);
  if (!a) throw new Error(`${name} is not a feed`);
  return a;
}

describe('na_{article}', () => {
  it('gives the article with its body, the names it links to and its match’s videos', () => {
    const text = answer('na_n1').text;
    expect(text.split('~')[0]).toBe(
      'NA÷n1¬NS÷1¬NT÷1795341600¬NHT÷சென்னையின் வெற்றி¬NHE÷Chennaiyin win¬NLT÷கேரளாவை 2-1 என வீழ்த்தியது¬NLE÷Beat Kerala 2-1¬NP÷cfc,kbfc¬NL÷1_isl2026¬NE÷g_1_isl00001¬NBT÷…¬NBE÷…¬',
    );
    const feed = decodeArticleFeed(text);
    expect(feed?.article.headline.ta).toBe('சென்னையின் வெற்றி');
    expect(feed?.participants).toEqual([
      { id: 'cfc', name: 'Chennaiyin FC', sportId: 1 },
      { id: 'kbfc', name: 'Kerala Blasters', sportId: 1 },
    ]);
    expect(feed?.leagues).toEqual([
      { id: '1_isl2026', name: { ta: 'இந்தியன் சூப்பர் லீக்', en: 'Indian Super League' }, sportId: 1 },
    ]);
    const match = EVENTS.find((e) => e.id === 'g_1_isl00001');
    expect(feed?.events).toEqual([
      expect.objectContaining({ id: 'g_1_isl00001', homeName: match?.homeName, startTime: match?.startTime }),
    ]);
    // Newest first; the video of no match is not the article's.
    expect(feed?.videos.map((v) => v.id)).toEqual(['v2', 'v1']);
  });

  it('an article about no match has no match row and no videos', () => {
    const feed = decodeArticleFeed(answer('na_n2').text);
    expect(feed?.events).toEqual([]);
    expect(feed?.videos).toEqual([]);
    expect(feed?.participants.map((p) => p.id)).toEqual(['mbsg']);
  });

  it('an unknown article is the empty feed', () => {
    expect(answer('na_nothere').text).toBe('0');
    expect(decodeArticleFeed('0')).toBeNull();
  });

  it('moves its version with a renamed team it names, not with another article', () => {
    const before = answer('na_n1').etag;
    engine.putDocuments([
      {
        kind: 'news',
        key: 'n9',
        body: {
          id: 'n9',
          sportId: 2,
          publishedAt: NOON_S,
          headline: { ta: 'செய்தி', en: 'News' },
          lead: { ta: 'செய்தி', en: 'News' },
          body: { ta: 'செய்தி', en: 'News' },
          participantIds: ['nair'],
          leagueIds: [],
        },
      },
    ]);
    expect(answer('na_n1').etag).toBe(before);
    const cfc = PARTICIPANTS.find((p) => p.id === 'cfc');
    if (!cfc) throw new Error('world changed');
    engine.putParticipants([{ ...cfc, name: 'Chennaiyin Football Club' }]);
    expect(answer('na_n1').etag).not.toBe(before);
    expect(answer('na_n1').text).toContain('Chennaiyin Football Club');
  });
});

describe('nv_{video}', () => {
  it('gives the video, its match and the match’s league', () => {
    const feed = decodeVideoFeed(answer('nv_v1').text);
    expect(feed?.video).toEqual({
      id: 'v1',
      sportId: 1,
      title: { ta: 'சிறப்புத் தருணங்கள் v1', en: 'Highlights v1' },
      url: 'https://video.example/v1.mp4',
      durationS: 95,
      publishedAt: NOON_S - 600,
      eventId: 'g_1_isl00001',
    });
    expect(feed?.event?.id).toBe('g_1_isl00001');
    expect(feed?.league?.name.en).toBe('Indian Super League');
  });

  it('a video of no match has neither; an unknown video is the empty feed', () => {
    const feed = decodeVideoFeed(answer('nv_v3').text);
    expect(feed?.event).toBeNull();
    expect(feed?.league).toBeNull();
    expect(answer('nv_zzz').text).toBe('0');
  });
});

describe('names', () => {
  it.each(['na_', 'na_n1_1', 'na_n-1', 'nv_', 'nv_v1_ta', `na_${'a'.repeat(49)}`, 'na_ü'])(
    '%s is no feed',
    (name) => {
      expect(feeds.catalogueFeed(name)).toBeNull();
    },
  );

  it('no name of either prefix throws', () => {
    fc.assert(
      fc.property(fc.constantFrom('na_', 'nv_'), fc.string({ unit: 'binary', maxLength: 60 }), (p, rest) => {
        const a = feeds.catalogueFeed(p + rest);
        if (a) expect(typeof a.text).toBe('string');
      }),
    );
  });
});
