/**
 * The body of kabaddi's raid by raid (`PUT /events/{id}/raids`): every raid and what happened between
 * raids, in the shape of the domain's `raids` document (packages/domain/src/kabaddi/model.ts) with sides
 * named "home" and "away". Apart from document-schemas.ts, which holds the other sports' documents and
 * is long enough.
 *
 * The schema bounds each field; what the rules forbid across entries (a raider who is out, a court count
 * the raids do not leave, points that do not follow the result, a raid out of turn) is refused with 422
 * at its pointer by `raidsFault` (kabaddi/raids-checks.ts).
 */
import { KabaddiCard, RaidResult } from '@nerali/domain';
import { type Static, type TProperties, Type } from '@sinclair/typebox';
import { Bilingual } from './document-schemas.ts';
import { SIDES } from './event-schemas.ts';
import { Seq, StringEnum, Text, UnixSeconds } from './schemas.ts';

/** Two halves, extra time and golden raids come to about 120 entries; the bound keeps a body finite. */
const MAX_ENTRIES = 400;
const KabaddiName = (description: string) => Text(100, { description, examples: ['Pawan Sehrawat'] });
/** A [home, away] pair of counts. */
const Pair = (max: number, description: string) =>
  Type.Tuple([Type.Integer({ minimum: 0, maximum: max }), Type.Integer({ minimum: 0, maximum: max })], {
    description,
  });

const entryBase = {
  seq: Type.Integer({
    minimum: 1,
    maximum: 100_000,
    description:
      'The entry’s place in the match, increasing through the list. A correction sends the list again ' +
      'with the entry changed under the same seq; one that did not happen is left out.',
  }),
  half: Type.Integer({ minimum: 1, maximum: 3, description: '1 and 2; 3 for extra time.' }),
  clock: Type.String({
    pattern: '^[0-9]{2,3}:[0-5][0-9]$',
    description:
      'The match clock as fans read it, minutes and seconds played: "23:14" (the second half runs from ' +
      '20:00 to 40:00, extra time from 40:00).',
    examples: ['23:14'],
  }),
  time: Type.Optional(UnixSeconds),
  side: StringEnum(SIDES, {
    description: 'The raiding side; for a break, the side that called it, was carded or broke the rule.',
  }),
};

const RaidEntry = Type.Object(
  {
    kind: Type.Literal('raid'),
    ...entryBase,
    raider: KabaddiName('Who raided.'),
    onCourtBefore: Pair(7, 'Players of each side on court before the raid, [home, away].'),
    result: StringEnum(Object.values(RaidResult), {
      description:
        'successful (touch points or a bonus), tackled, empty (no point either way) or doOrDieFailed (a ' +
        'do-or-die raid that scored nothing: the raider out, a point to the defence).',
    }),
    touched: Type.Array(KabaddiName('A defender touched and put out.'), {
      maxItems: 7,
      description: 'One touch point each; empty unless successful.',
    }),
    bonus: Type.Boolean({ description: 'The bonus line crossed (six defenders or more on court).' }),
    tackledBy: Type.Optional(KabaddiName('The defender credited with the tackle (tackled raids).')),
    assist: Type.Optional(KabaddiName('The defender who helped the tackle.')),
    superTackle: Type.Optional(
      Type.Boolean({ description: 'A tackle with three defenders or fewer on court: two points.' }),
    ),
    doOrDie: Type.Optional(Type.Boolean({ description: 'The side’s third raid after two empty ones.' })),
    golden: Type.Optional(Type.Boolean({ description: 'A golden raid, after extra time.' })),
    allOut: Type.Optional(
      StringEnum(SIDES, { description: 'The side this raid left with nobody on court.' }),
    ),
    points: Pair(12, 'Points each side got from the raid, all-out points included, [home, away].'),
    score: Pair(999, 'The score after it, [home, away].'),
  },
  { additionalProperties: false, description: 'A raid.' },
);

const BreakEntry = <K extends string, P extends TProperties>(kind: K, fields: P, description: string) =>
  Type.Object(
    { kind: Type.Literal(kind), ...entryBase, ...fields },
    { additionalProperties: false, description },
  );

export const RaidsBody = Type.Object(
  {
    seq: Seq,
    entries: Type.Array(
      Type.Union([
        RaidEntry,
        BreakEntry('timeOut', {}, 'A time-out (two a side a half).'),
        BreakEntry(
          'card',
          {
            card: StringEnum(Object.values(KabaddiCard), {
              description: 'green (a warning), yellow (two minutes off) or red (off for the match).',
            }),
            player: KabaddiName('The player carded.'),
            technical: Type.Optional(
              Type.Integer({ minimum: 0, maximum: 5, description: 'Technical points to the other side.' }),
            ),
          },
          'A card.',
        ),
        BreakEntry(
          'technicalPoint',
          {
            points: Type.Integer({ minimum: 1, maximum: 5, description: 'Points to the other side.' }),
            reason: Type.Optional(Bilingual(100, 'Why, in Tamil and English.')),
          },
          'Technical points to the other side for a rule `side` broke.',
        ),
        BreakEntry(
          'substitution',
          { playerOn: KabaddiName('Who came on.'), playerOff: KabaddiName('Who went off.') },
          'A substitution.',
        ),
      ]),
      { maxItems: MAX_ENTRIES, description: 'Every raid and break so far, in order.' },
    ),
  },
  { additionalProperties: false },
);
export type RaidsBody = Static<typeof RaidsBody>;
