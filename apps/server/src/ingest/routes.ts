/**
 * /api/ingest/v1: the HTTP face of the providers' entrance (provider-writes.ts). Each route has its body and answers as TypeBox
 * schemas (documented at /docs), an API key, a 1 MiB body limit, and errors as
 * `{ code, message, errors: [{ path, message }] }`. Nothing here decides anything about the data.
 */
import { type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { TSchema } from '@sinclair/typebox';
import type { FastifyError, FastifyInstance } from 'fastify';
import { ErrorCode, errorBody } from '../errors.ts';
import { authenticatedProvider, authHook, providerOf, type VerifyKey } from './auth.ts';
import { BatchAnswer, BatchBody, type BatchItemResult, type DocumentItem } from './batch-schemas.ts';
import { CRICKET_ROUTES, DETAIL_ROUTES, KABADDI_ROUTES } from './document-routes.ts';
import { JsonBodyError } from '../json-body.ts';
import { IngestError, IngestErrorCode } from './errors.ts';
import { EventBody, EventPatchBody } from './event-schemas.ts';
import {
  CompetitionBody,
  CountryBody,
  type ErrorAnswer,
  ErrorAnswer as ErrorAnswerSchema,
  IdParams,
  ParticipantBody,
  WriteResult,
} from './schemas.ts';
import type { ProviderWrites } from './provider-writes.ts';
import { ingestValidatorCompiler } from './validation.ts';

export const INGEST_PREFIX = '/api/ingest/v1';
/** A full batch of 500 events of up to 2 KiB each fits; the rest of the server keeps its 64 KiB limit. */
export const INGEST_BODY_LIMIT_BYTES = 1024 * 1024;
/** OpenAPI security scheme name (docs.ts declares it). */
export const INGEST_SECURITY = 'apiKey';

export interface IngestRoutesOptions {
  writes: ProviderWrites;
  verifyKey: VerifyKey;
}

const errorAnswers = (...codes: number[]) =>
  Object.fromEntries(codes.map((code) => [code, { ...ErrorAnswerSchema, description: ERROR_TEXT[code] }]));

const ERROR_TEXT: Record<number, string> = {
  400: 'The body does not match its schema (NRL_ERR_INGEST_VALIDATION; `errors` names each field).',
  401: 'Missing, unknown or revoked API key (NRL_ERR_INGEST_UNAUTHORIZED).',
  404: 'No such object of yours: the event, competition or participant in the URL (NRL_ERR_INGEST_NOT_FOUND).',
  413: 'Body over 1 MiB.',
  415: 'Body is not application/json.',
  422: 'An unknown sport, country, competition or participant, or a value the sport cannot take.',
  503: 'Not stored (storage unavailable): nothing was acknowledged, send the same request again.',
};

function answerOf(error: IngestError): ErrorAnswer {
  const answer: ErrorAnswer = { code: error.code, message: error.message };
  if (error.errors.length > 0) answer.errors = error.errors;
  return answer;
}

export async function ingestRoutes(app: FastifyInstance, options: IngestRoutesOptions): Promise<void> {
  const { writes } = options;
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.setValidatorCompiler(ingestValidatorCompiler);

  api.setErrorHandler((error: FastifyError | IngestError, request, reply) => {
    if (error instanceof IngestError) {
      if (error.status === 401) reply.header('www-authenticate', 'Bearer realm="nerali-ingest"');
      return reply.code(error.status).send(answerOf(error));
    }
    if (error.validation) {
      const where = error.validationContext === 'body' ? 'body' : `URL ${error.validationContext ?? ''}`;
      const errors = error.validation.map((e) => ({ path: e.instancePath, message: e.message ?? 'invalid' }));
      const first = errors[0];
      const more = errors.length > 1 ? ` (and ${errors.length - 1} more)` : '';
      return reply.code(400).send({
        code: IngestErrorCode.validation,
        message: `invalid ${where}: ${first ? `${first.path || '(root)'} ${first.message}` : ''}${more}`,
        errors,
      });
    }
    if (error instanceof JsonBodyError && error.path !== undefined) {
      // Text PostgreSQL cannot store: a field of the body, named by its pointer as schema errors are.
      return reply.code(400).send({
        code: IngestErrorCode.validation,
        message: error.message,
        errors: [{ path: error.path, message: error.message }],
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ code: IngestErrorCode.badRequest, message: error.message });
    }
    request.log.error({ err: error }, 'ingest request failed');
    return reply.code(500).send(errorBody(ErrorCode.internal, 'internal error'));
  });
  api.setNotFoundHandler((request, reply) => {
    reply.code(404).send({
      code: IngestErrorCode.notFound,
      message: `no ingest endpoint ${request.method} ${request.url.slice(0, 100)}; see /docs`,
    });
  });
  api.addHook('onRequest', authHook(options.verifyKey));
  // A write refused whole (a 4xx after the key was accepted) counts for /metrics; a batch's items
  // are counted one by one where they are applied (provider-writes.ts).
  api.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode < 400 || reply.statusCode >= 500) return;
    const provider = authenticatedProvider(request);
    if (provider !== undefined) options.writes.ledger.refused(provider);
  });

  const common = <B extends TSchema>(summary: string, description: string, body: B, codes: number[]) => ({
    bodyLimit: INGEST_BODY_LIMIT_BYTES,
    schema: {
      tags: ['ingest'],
      summary,
      description,
      security: [{ [INGEST_SECURITY]: [] }],
      params: IdParams,
      body,
      response: { 200: WriteResult, ...errorAnswers(400, 401, ...codes, 413, 415, 503) },
    },
  });

  api.put(
    '/countries/:id',
    common(
      'Create or replace a country',
      'Countries head the lists of competitions. Create each country before its competitions.',
      CountryBody,
      [],
    ),
    async (request) => writes.putCountry(providerOf(request), request.params.id, request.body),
  );

  api.put(
    '/competitions/:id',
    common(
      'Create or replace a competition',
      'A league or cup of one sport, under one of your countries, with Tamil and English names.',
      CompetitionBody,
      [422],
    ),
    async (request) => writes.putCompetition(providerOf(request), request.params.id, request.body),
  );

  api.put(
    '/participants/:id',
    common(
      'Create or replace a participant',
      'A team, or a player of a sport played one against one (tennis, badminton). Its sport is fixed.',
      ParticipantBody,
      [422],
    ),
    async (request) => writes.putParticipant(providerOf(request), request.params.id, request.body),
  );

  api.put(
    '/events/:id',
    common(
      'Create or replace an event',
      'A whole match: fields left out are removed. Answers our id (`g_{sport}_...`), the name of the ' +
        "event in feeds and push. The event's sport cannot change after creation.",
      EventBody,
      [422],
    ),
    async (request) => writes.putEvent(providerOf(request), request.params.id, request.body),
  );

  api.patch(
    '/events/:id',
    common(
      'Update an event (score, status ...)',
      'Only the fields sent change; null removes an optional field. Shares the seq of the event: use a ' +
        'higher seq than the last PUT or PATCH of the same event.',
      EventPatchBody,
      [404, 422],
    ),
    async (request) => writes.updateEvent(providerOf(request), request.params.id, request.body),
  );

  for (const route of [...DETAIL_ROUTES, ...CRICKET_ROUTES, ...KABADDI_ROUTES]) {
    // The example goes on a copy: the schema object itself is shared with the batch item schemas.
    const body = { ...route.body, examples: [route.example] };
    api.put(route.url, common(route.summary, route.description, body, [404, 422]), async (request) =>
      writes.putDetail(providerOf(request), {
        kind: route.kind,
        id: request.params.id,
        data: request.body,
      } as DocumentItem),
    );
  }

  api.post(
    '/batch',
    {
      bodyLimit: INGEST_BODY_LIMIT_BYTES,
      schema: {
        tags: ['ingest'],
        summary: 'Apply up to 500 writes in order',
        description:
          'Each item is applied on its own, in order, and answered in `results` with the status it would ' +
          'have had alone (a refused item does not stop the others). A body that does not match the ' +
          'schema is refused whole (400). One durable write covers the whole batch.',
        security: [{ [INGEST_SECURITY]: [] }],
        body: BatchBody,
        response: { 200: BatchAnswer, ...errorAnswers(400, 401, 413, 415, 503) },
      },
    },
    async (request) => {
      const results = await writes.applyBatch(providerOf(request), request.body.items);
      return {
        results: results.map((result, index): BatchItemResult => {
          if (!(result instanceof IngestError)) return { index, status: 200, ...result };
          return {
            index,
            status: result.status,
            code: result.code,
            message: result.message,
            errors: result.errors.map((e) => ({ path: `/items/${index}/data${e.path}`, message: e.message })),
          };
        }),
      };
    },
  );
}
