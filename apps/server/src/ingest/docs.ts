/**
 * OpenAPI document of the ingest API, generated from the route schemas by @fastify/swagger, and its
 * Swagger UI at /docs (the JSON at /docs/json). Register before the routes: swagger collects routes
 * as they are added. Only tagged routes (the ingest API) are documented.
 *
 * Versions: @fastify/swagger-ui 5.x, because 6.x needs @fastify/static 10, whose content-disposition@3
 * requires Node 22 (docs/ARCHITECTURE.md, "Decisions").
 */
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { INGEST_PREFIX, INGEST_SECURITY } from './routes.ts';

export const DOCS_PATH = '/docs';

const DESCRIPTION = `
Data providers feed Nerali through this API. Every request carries an API key that an operator creates
for you (\`npm run apikey -w @nerali/server -- create --provider yourname --label "..."\`):
\`Authorization: Bearer nrl_...\`.

**Ids.** You name every object with your own id (in the URL); we derive ours from it. Create in this
order: countries, competitions, participants, events. A reference to an object you have not created is
refused with 422 and the field's JSON pointer.

**seq.** Every write carries \`seq\`, your version of that object. A write is applied only if its seq is
above the last applied one for the same object; otherwise the answer is \`200 {"applied": false,
"reason": "stale"}\` and nothing changes. So retries and out-of-order deliveries are safe: send again
whenever you are unsure. A PATCH of an event shares the event's seq.

**Races, golf rounds and meetings.** One event per entrant: its competition is the race or round,
\`participant\` names the entrant (no \`home\`/\`away\`), and the row carries what its sport takes
(\`rank\`, \`gap\`, \`laps\`, \`grid\`, \`pitStops\`, \`holesPlayed\`, \`parToday\`, \`participantStatus\`,
\`results\` by name ...; the event body lists them per sport). Anything else is a 400 naming the field.

**Durability.** A \`200\` answer means the change is stored and already published to feeds and push.
A \`503\` means it is not: send the same request again.

**Errors.** \`{ "code", "message", "errors": [{ "path", "message" }] }\`; 400 for a body that does not
match its schema, 401 for a key problem, 404 for an update of an unknown event, 422 for unknown
references or values the sport cannot take.
`.trim();

export async function registerIngestDocs(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Nerali API', version: '1.0.0', description: DESCRIPTION },
      servers: [{ url: '/', description: 'this server' }],
      tags: [
        { name: 'ingest', description: `Provider writes, under ${INGEST_PREFIX}` },
        { name: 'search', description: 'Teams, players and leagues by Tamil or Latin spelling' },
        { name: 'accounts', description: 'Sign-in, registration, terms and synchronised favourites' },
      ],
      components: {
        securitySchemes: {
          [INGEST_SECURITY]: {
            type: 'http',
            scheme: 'bearer',
            description: 'An API key: nrl_{id}_{secret}',
          },
          // WARNING: every scheme a route names must be declared here, or /docs/json fails (500).
          accountSession: {
            type: 'http',
            scheme: 'basic',
            description: 'A signed-in session: the profile id as user name, the session hash as password',
          },
        },
      },
    },
    hideUntagged: true,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: DOCS_PATH,
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
}
