/**
 * The batch body: up to 500 writes of any kind, applied in order (a country before the competition
 * that names it), each answered on its own, all made durable by one flush.
 */
import { type Static, type TSchema, Type } from '@sinclair/typebox';
import { EventBody, EventPatchBody } from './event-schemas.ts';
import {
  CompetitionBody,
  CountryBody,
  FieldErrorSchema,
  ParticipantBody,
  ProviderId,
  WriteResult,
} from './schemas.ts';

export const MAX_BATCH_ITEMS = 500;

const item = <K extends string, T extends TSchema>(kind: K, data: T, description: string) =>
  Type.Object(
    { kind: Type.Literal(kind), id: ProviderId, data },
    { additionalProperties: false, description },
  );

export const BatchItem = Type.Union([
  item('country', CountryBody, 'As PUT /countries/{id}.'),
  item('competition', CompetitionBody, 'As PUT /competitions/{id}.'),
  item('participant', ParticipantBody, 'As PUT /participants/{id}.'),
  item('event', EventBody, 'As PUT /events/{id}.'),
  item('eventUpdate', EventPatchBody, 'As PATCH /events/{id}.'),
]);
export type BatchItem = Static<typeof BatchItem>;

export const BatchBody = Type.Object(
  { items: Type.Array(BatchItem, { minItems: 1, maxItems: MAX_BATCH_ITEMS }) },
  { additionalProperties: false },
);
export type BatchBody = Static<typeof BatchBody>;

export const BatchItemResult = Type.Object({
  index: Type.Integer({ description: 'Position of the item in `items`.' }),
  status: Type.Integer({ description: 'What the item alone would have been answered: 200, 404 or 422.' }),
  applied: Type.Optional(WriteResult.properties.applied),
  reason: Type.Optional(Type.Literal('stale')),
  id: Type.Optional(Type.String()),
  seq: Type.Optional(Type.Integer()),
  lastSeq: Type.Optional(Type.Integer()),
  code: Type.Optional(Type.String({ description: 'When refused: the error code.' })),
  message: Type.Optional(Type.String()),
  errors: Type.Optional(
    Type.Array(FieldErrorSchema, { description: "Paths start at the batch: '/items/3/data/sport'." }),
  ),
});
export type BatchItemResult = Static<typeof BatchItemResult>;

export const BatchAnswer = Type.Object({ results: Type.Array(BatchItemResult) });
export type BatchAnswer = Static<typeof BatchAnswer>;
