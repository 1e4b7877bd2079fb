import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeFeed, encodeFeed } from '../codec/feed-codec.ts';
import type { BallByBall, CricketInningsInfo } from './model.ts';
import { decodeScorecard, encodeScorecard, ScorecardRows } from './scorecard-rows.ts';
import { arbitraryStep, playInnings } from './test-support.ts';
import { scorecard } from './scorecard.ts';

/** A match of one to four innings, each played from its own steps, with what a match may know around them. */
const arbitraryMatch: fc.Arbitrary<{ doc: BallByBall; finished: boolean; target?: number }> = fc
  .record(
    {
      innings: fc.array(
        fc.record({
          steps: fc.array(arbitraryStep, { maxLength: 90 }),
          declared: fc.boolean(),
          followOn: fc.boolean(),
        }),
        { minLength: 1, maxLength: 4 },
      ),
      limited: fc.boolean(),
      toss: fc.record({
        winner: fc.constantFrom(1 as const, 2 as const),
        elected: fc.constantFrom('bat' as const, 'bowl' as const),
      }),
      venue: fc.constantFrom('Eden Gardens, Kolkata', 'M. A. Chidambaram Stadium, Chennai', 'Lord’s, London'),
      umpires: fc.array(fc.constantFrom('Kumar Dharmasena', 'Nitin Menon', 'Richard Illingworth'), {
        maxLength: 3,
      }),
      finished: fc.boolean(),
      target: fc.integer({ min: 1, max: 400 }),
    },
    { requiredKeys: ['innings', 'limited', 'finished'] },
  )
  .map(({ innings, limited, toss, venue, umpires, finished, target }) => {
    const played = limited ? innings.slice(0, 2) : innings;
    const infos: CricketInningsInfo[] = [];
    const balls = [];
    let seq = 1;
    for (const [index, one] of played.entries()) {
      const number = index + 1;
      const inningsBalls = playInnings(one.steps, number, seq, limited ? 20 : undefined);
      seq += inningsBalls.length;
      balls.push(...inningsBalls);
      infos.push({
        innings: number,
        side: number % 2 === 1 ? 1 : 2,
        battingOrder: Array.from({ length: 11 }, (_, at) => `Batter ${at + 1}`),
        ...(limited ? { maxOvers: 20 } : {}),
        ...(!limited && one.declared ? { declared: true } : {}),
        ...(!limited && one.followOn && number === 3 ? { followOn: true } : {}),
      });
    }
    const doc: BallByBall = {
      eventId: 'g_13_any',
      ...(toss ? { toss } : {}),
      ...(venue ? { venue } : {}),
      ...(umpires && umpires.length > 0 ? { umpires } : {}),
      innings: infos,
      balls,
    };
    return { doc, finished, ...(target !== undefined ? { target } : {}) };
  });

describe('df_sc rows', () => {
  it('a scorecard round-trips through the feed text', () => {
    fc.assert(
      fc.property(arbitraryMatch, ({ doc, finished, target }) => {
        const card = scorecard(doc, { finished, ...(target !== undefined ? { target } : {}) });
        const body = encodeFeed(encodeScorecard(card));
        expect(decodeScorecard(body)).toEqual(card);
      }),
      { numRuns: 150 },
    );
  });

  it('a live innings: rows in order, the live view last', () => {
    const doc: BallByBall = {
      eventId: 'g_13_ipl2027f',
      toss: { winner: 2, elected: 'bowl' },
      innings: [{ innings: 1, side: 1, battingOrder: ['Gaikwad', 'Conway', 'Dube'], maxOvers: 20 }],
      balls: [
        {
          seq: 1,
          innings: 1,
          over: 0,
          ball: 1,
          bowler: 'Bumrah',
          batter: 'Gaikwad',
          nonStriker: 'Conway',
          runs: 4,
          boundary: 4,
        },
        {
          seq: 2,
          innings: 1,
          over: 0,
          ball: 2,
          bowler: 'Bumrah',
          batter: 'Gaikwad',
          nonStriker: 'Conway',
          runs: 0,
          extra: { kind: 'wide', runs: 1 },
        },
      ],
    };
    const rows = encodeScorecard(scorecard(doc));
    expect(encodeFeed(rows)).toBe(
      [
        'JC÷g_13_ipl2027f¬JCT÷2¬JCE÷bowl¬~',
        'JI÷1¬JIS÷1¬JIR÷5¬JIW÷0¬JIL÷1¬JIO÷0.1¬JIRR÷30.00¬JXB÷0¬JXL÷0¬JXW÷1¬JXN÷0¬JXP÷0¬JXT÷1¬JIN÷Dube¬~',
        'JT÷Gaikwad¬JTR÷4¬JTB÷1¬JT4÷1¬JT6÷0¬JTS÷400.00¬JTC÷1¬JTK÷1¬~',
        'JT÷Conway¬JTR÷0¬JTB÷0¬JT4÷0¬JT6÷0¬JTC÷1¬~',
        'JW÷Bumrah¬JWO÷0.1¬JWM÷0¬JWR÷5¬JWW÷0¬JWN÷0¬JWD÷1¬JW0÷0¬JWE÷30.00¬JWC÷1¬~',
        'JP÷1¬JPR÷5¬JPB÷1¬JPA÷Gaikwad¬JPZ÷Conway¬JPU÷1¬~',
        'JL÷1¬JLS÷Gaikwad¬JLN÷Conway¬JLB÷Bumrah¬JLO÷4¬JLO÷1wd¬JLPR÷5¬JLPB÷1¬~',
      ].join(''),
    );
    expect(decodeFeed(encodeFeed(rows)).map((row) => row[0]?.[0])).toEqual([
      'JC',
      'JI',
      'JT',
      'JT',
      'JW',
      'JP',
      'JL',
    ]);
  });

  it('the empty feed reads as no scorecard; unknown rows and cells are skipped', () => {
    expect(decodeScorecard('0')).toBeNull();
    const body = encodeFeed([
      [['ZZ', '1']],
      ScorecardRows.card.encode({ eventId: 'g_13_x', umpires: [] }),
      [
        ['JI', '1'],
        ['JIS', '2'],
        ['JIR', '7'],
        ['JNEW', 'later'],
      ],
    ]);
    const card = decodeScorecard(body);
    expect(card?.innings[0]).toMatchObject({ innings: 1, side: 2, runs: 7, batting: [] });
  });
});
