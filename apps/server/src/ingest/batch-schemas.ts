/**
 * The batch body: up to 500 writes of any kind, applied in order (a country before the competition
 * that names it), each answered on its own, all made durable by one flush.
 */
import { type Static, type TSchema, Type } from '@sinclair/typebox';
import {
  BallsBody,
  BookmakerBody,
  DrawBody,
  IncidentsBody,
  InjuriesBody,
  LineupsBody,
  MatchInfoBody,
  NewsBody,
  OddsBody,
  PlayerBody,
  RankingBody,
  SeasonBody,
  SquadBody,
  StandingsBody,
  StatisticsBody,
  TransfersBody,
  VideoBody,
} from './document-schemas.ts';
import { EventBody, EventPatchBody } from './event-schemas.ts';
import { RaidsBody } from './raids-schemas.ts';
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

/** The detail writes; `id` is the object's own id or, for a document of one, its owner's. */
export const DocumentItem = Type.Union([
  item('season', SeasonBody, 'As PUT /seasons/{id}.'),
  item('player', PlayerBody, 'As PUT /players/{id}.'),
  item('bookmaker', BookmakerBody, 'As PUT /bookmakers/{id}.'),
  item('incidents', IncidentsBody, 'As PUT /events/{id}/incidents.'),
  item('lineups', LineupsBody, 'As PUT /events/{id}/lineups.'),
  item('statistics', StatisticsBody, 'As PUT /events/{id}/statistics.'),
  item('odds', OddsBody, 'As PUT /events/{id}/odds.'),
  item('balls', BallsBody, 'As PUT /events/{id}/balls.'),
  item('raids', RaidsBody, 'As PUT /events/{id}/raids.'),
  item('standings', StandingsBody, 'As PUT /competitions/{id}/standings.'),
  item('draw', DrawBody, 'As PUT /competitions/{id}/draw.'),
  item('squad', SquadBody, 'As PUT /participants/{id}/squad.'),
  item('transfers', TransfersBody, 'As PUT /participants/{id}/transfers.'),
  item('injuries', InjuriesBody, 'As PUT /participants/{id}/injuries.'),
  item('ranking', RankingBody, 'As PUT /rankings/{id}.'),
  item('news', NewsBody, 'As PUT /news/{id}.'),
  item('video', VideoBody, 'As PUT /videos/{id}.'),
  item('matchInfo', MatchInfoBody, 'As PUT /events/{id}/info.'),
]);
export type DocumentItem = Static<typeof DocumentItem>;

export const BatchItem = Type.Union([
  item('country', CountryBody, 'As PUT /countries/{id}.'),
  item('competition', CompetitionBody, 'As PUT /competitions/{id}.'),
  item('participant', ParticipantBody, 'As PUT /participants/{id}.'),
  item('event', EventBody, 'As PUT /events/{id}.'),
  item('eventUpdate', EventPatchBody, 'As PATCH /events/{id}.'),
  ...DocumentItem.anyOf,
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
