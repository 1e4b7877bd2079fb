import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeFeed, FeedCodecError } from '../codec/feed-codec.ts';
import * as decode from './match-decode.ts';
import { MatchFeed, matchFeedName, MatchRow } from './match-keys.ts';

const DECODERS = Object.entries(decode).filter(
  ([name, f]) => name.startsWith('decode') && typeof f === 'function',
) as [string, (body: string) => unknown][];

describe('match feed readers', () => {
  it('read any body or throw FeedCodecError, nothing else', () => {
    const keys = Object.values(MatchRow);
    const wellFormed = fc
      .array(
        fc.array(
          fc.tuple(
            fc.constantFrom(...keys, 'IK', 'OV', 'MGP', 'LR', 'PK1', 'CMX_ta', 'zz'),
            fc.string({ maxLength: 6 }),
          ),
          {
            maxLength: 5,
          },
        ),
        { maxLength: 8 },
      )
      .map((rows) => encodeFeed(rows));
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 60 }), wellFormed), (body) => {
        for (const [name, read] of DECODERS) {
          try {
            read(body);
          } catch (error) {
            expect(error, name).toBeInstanceOf(FeedCodecError);
          }
        }
      }),
    );
    expect(DECODERS).toHaveLength(20);
  });

  it('[S1 8.9] a broadcast row that does not parse is treated as empty; the other channels stay', () => {
    const body = encodeFeed([
      [
        ['MI', 'g_1_ab12CD34'],
        ['MIV', 'Jawaharlal Nehru Stadium'],
      ],
      [
        ['MB', 'Star Sports 1 Tamil'],
        ['MBT', '1'],
      ],
      [
        ['MB', 'A bookmaker stream'],
        ['MBT', '2'],
      ],
      [
        ['MB', ''],
        ['MBT', '3'],
      ],
      [
        ['MB', 'JioHotstar'],
        ['MBT', 'x'],
      ],
      [
        ['MB', 'JioHotstar'],
        ['MBT', '3'],
      ],
    ]);
    expect(decode.decodeMatchInfo(body)).toEqual({
      venue: 'Jawaharlal Nehru Stadium',
      broadcasts: [
        { name: 'Star Sports 1 Tamil', type: 1 },
        { name: 'JioHotstar', type: 3 },
      ],
    });
  });

  it('reads the empty feed as nothing', () => {
    expect(decode.decodeSummary('0')).toEqual([]);
    expect(decode.decodeMatchHeader('0')).toBeNull();
    expect(decode.decodeComments('0')).toEqual({ position: null, entries: [] });
    expect(decode.decodeDetailNotice('0')).toBeNull();
  });

  it('names feeds in the forms of docs/feeds.md (match detail feeds)', () => {
    expect(matchFeedName(MatchFeed.summary, 'g_1_ab12CD34', { lang: 'en' })).toBe('d_su_1_ab12CD34_en_1');
    expect(matchFeedName(MatchFeed.oddsTab, 'g_1_ab12CD34', { lang: 'ta', format: 'uk' })).toBe(
      'd_od_1_ab12CD34_ta_1_uk',
    );
    expect(matchFeedName(MatchFeed.liveOdds, 'g_1_ab12CD34', { bookmakerId: 16 })).toBe(
      'df_lod2_1_1_ab12CD34_16',
    );
    expect(matchFeedName(MatchFeed.commentarySince, 'g_1_ab12CD34', { position: 7 })).toBe(
      'df_lcpo_1_1_ab12CD34_7',
    );
    expect(matchFeedName(MatchFeed.headToHead, 'g_1_ab12CD34')).toBe('df_hh_1_1_ab12CD34');
    expect(matchFeedName(MatchFeed.common, 'g_14_ab12CD34')).toBe('dc_1_14_ab12CD34');
  });
});
