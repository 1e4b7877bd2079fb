/**
 * GET /api/v2/search/ and /api/v2/top-search/ (spec 1 §7): TypeBox schemas for the query and every
 * answer, documented at /docs under the tag "search". A query the service cannot take is a 400 with
 * a coded error (SearchErrorCode), never a 500: parameters are read by `readSearchParams` whatever the
 * schema validation said, so the code names the actual problem.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { SearchError, SearchQuery, SearchReply, TopSearchQuery, TopSearchReply } from './schemas.ts';
import { readLangLimit, type SearchService } from './service.ts';
import { SearchErrorCode, TOP_SEARCH_LIMIT } from '@nerali/domain';

export const SEARCH_PATH = '/api/v2/search/';
export const TOP_SEARCH_PATH = '/api/v2/top-search/';
/** Names change rarely; a minute of staleness is nothing next to a CDN taking the typing traffic. */
const CACHE_CONTROL = 'public, max-age=60';
const TAG = 'search';

export function registerSearchRoutes(app: FastifyInstance, service: SearchService): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();

  for (const [url, hide] of [
    [SEARCH_PATH, false],
    [SEARCH_PATH.slice(0, -1), true],
  ] as const) {
    typed.get(
      url,
      {
        attachValidation: true,
        schema: {
          hide,
          tags: [TAG],
          summary: 'Search teams, players and leagues of every sport, in Tamil or Latin letters',
          querystring: SearchQuery,
          response: { 200: SearchReply, 400: SearchError },
        },
      },
      async (request, reply) => {
        const answer = service.answer(request.query as Record<string, unknown>);
        if (!answer.ok) return reply.code(400).send({ code: answer.code, message: answer.message });
        if (request.validationError) {
          // The schema and readSearchParams disagree: trust neither half, refuse with the generic code.
          return reply.code(400).send({ code: SearchErrorCode.badParameter, message: 'bad parameters' });
        }
        reply.header('cache-control', CACHE_CONTROL);
        return answer.reply;
      },
    );
  }

  for (const [url, hide] of [
    [TOP_SEARCH_PATH, false],
    [TOP_SEARCH_PATH.slice(0, -1), true],
  ] as const) {
    typed.get(
      url,
      {
        attachValidation: true,
        schema: {
          hide,
          tags: [TAG],
          summary: 'What the search box offers before anything is typed: the top leagues, India first',
          querystring: TopSearchQuery,
          response: { 200: TopSearchReply, 400: SearchError },
        },
      },
      async (request, reply) => {
        const read = readLangLimit(
          request.query as Record<string, unknown>,
          TOP_SEARCH_LIMIT,
          TOP_SEARCH_LIMIT,
        );
        if (!read.ok) return reply.code(400).send({ code: read.code, message: read.message });
        reply.header('cache-control', CACHE_CONTROL);
        return service.top(read.lang, read.limit);
      },
    );
  }
}
