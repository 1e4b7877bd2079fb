import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeFeed } from '../codec/feed-codec.ts';
import type { BallByBall } from '../cricket/model.ts';
import { decodeScorecard, encodeScorecard } from '../cricket/scorecard-rows.ts';
import { scorecard } from '../cricket/scorecard.ts';
import { arbitraryStep, playInnings } from '../cricket/test-support.ts';
import { decodeKabaddiFeed, encodeKabaddiFeed } from '../kabaddi/raid-rows.ts';
import { docArb } from '../kabaddi/test-support.ts';
import { cricketWinProbability } from './cricket.ts';
import { kabaddiWinProbability } from './kabaddi.ts';
import { perMille } from './model.ts';
import { decodeWinChances, encodeWinProbability } from './rows.ts';

describe('the WP row', () => {
  it('df_sc: the row after the card reads back as the rounded chances, and the card as it was', () => {
    fc.assert(
      fc.property(fc.array(arbitraryStep, { maxLength: 130 }), (steps) => {
        const doc: BallByBall = {
          eventId: 'g_13_wp',
          innings: [
            {
              innings: 1,
              side: 1,
              battingOrder: Array.from({ length: 11 }, (_, at) => `Batter ${at + 1}`),
              maxOvers: 20,
            },
          ],
          balls: playInnings(steps, 1, 1, 20),
        };
        const card = scorecard(doc);
        const chances = cricketWinProbability(doc, card);
        if (!chances) throw new Error('a T20 in play has an estimate');
        const body = encodeFeed([...encodeScorecard(card), encodeWinProbability(chances)]);
        expect(decodeWinChances(body)).toEqual(perMille(chances));
        expect(decodeScorecard(body)).toEqual(card);
      }),
      { numRuns: 60 },
    );
  });

  it('df_kb: the row after the log reads back, and the figures and log as they were', () => {
    fc.assert(
      fc.property(docArb, (doc) => {
        const rows = encodeKabaddiFeed(doc);
        const chances = kabaddiWinProbability(doc);
        const body = encodeFeed([...rows, encodeWinProbability(chances)]);
        const read = decodeWinChances(body);
        expect(read).toEqual(perMille(chances));
        expect(read && read.home + read.draw + read.away).toBe(1000);
        expect(decodeKabaddiFeed(body)).toEqual(decodeKabaddiFeed(encodeFeed(rows)));
      }),
      { numRuns: 60 },
    );
  });

  it('a body without the row (not started, no estimate) reads as none', () => {
    expect(decodeWinChances('0')).toBeNull();
    expect(decodeWinChances(encodeFeed(encodeKabaddiFeed({ eventId: 'e', entries: [] })))).toBeNull();
  });
});
