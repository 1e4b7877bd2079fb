/**
 * The identity service's v5 calls (spec 2 §7). Signed-in calls take Basic authorization from the
 * session (`Authorization: Basic base64(id:hash)`, spec 2 §6); refusals are `{code, message, status}`
 * with a 4xx status (errors.ts). Marketing calls carry x-platform and x-version (accepted as sent).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SUCCESS, V5Code, Xe } from './constants.ts';
import { AccountErrorCode, AccountFailure, AccountHttpError, V5Failure } from './errors.ts';
import type { RouteDeps } from './routes-v3.ts';
import {
  DocumentsQuery,
  ForgottenPasswordV5Body,
  MarketingBody,
  ProjectIdsQuery,
  ProjectQuery,
  TermsAgreementsBody,
  TermsDocumentParams,
  TermsTypeParams,
  V5Error,
} from './schemas-v5.ts';
import { forgottenPassword } from './service/auth.ts';
import { agree, getConsent, getDocument, listDocuments, setConsent, userTerms } from './service/consent.ts';
import type { AccountContext } from './service/context.ts';
import type { SignedIn } from './sessions.ts';

const TAGS = ['accounts'];

/** The session of a Basic authorization header, or 401 code 130. */
export async function basicAuth(ctx: AccountContext, request: FastifyRequest): Promise<SignedIn> {
  const header = request.headers.authorization ?? '';
  const match = /^Basic ([A-Za-z0-9+/=]{1,300})$/.exec(header);
  const decoded = match?.[1] ? Buffer.from(match[1], 'base64').toString('utf8') : '';
  const colon = decoded.indexOf(':');
  const who =
    colon > 0 ? await ctx.sessions.authenticate(decoded.slice(0, colon), decoded.slice(colon + 1)) : null;
  if (!who) throw new V5Failure(401, V5Code.unauthorized, 'sign in again');
  return who;
}

function projectList(ctx: AccountContext, value: string | undefined): number[] {
  const ids = value ? [...new Set(value.split(',').map(Number))] : [ctx.config.projectIds[0] ?? 1];
  if (ids.some((id) => !ctx.config.projectIds.includes(id)))
    throw new V5Failure(400, V5Code.invalidValue, 'unknown project');
  return ids;
}

export async function v5Routes(app: FastifyInstance, { ctx, callerOf, limit }: RouteDeps): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const signed = { security: [{ accountSession: [] }] };

  api.get(
    '/v5/terms/:type/documents',
    {
      schema: {
        tags: TAGS,
        summary: 'Terms of use (tou) or privacy policy (pp) versions.',
        params: TermsTypeParams,
        querystring: DocumentsQuery,
      },
      onRequest: limit('general'),
    },
    (request) =>
      listDocuments(
        request.params.type,
        request.query.archived ?? false,
        projectList(ctx, request.query.projectIds),
        ctx.clock(),
      ),
  );
  api.get(
    '/v5/terms/:type/documents/:version',
    {
      schema: {
        tags: TAGS,
        summary: 'One version of a document, or `latest`, with its Tamil and English texts.',
        params: TermsDocumentParams,
        querystring: ProjectQuery,
      },
      onRequest: limit('general'),
    },
    (request) => {
      const [projectId = 1] = projectList(ctx, request.query.projectId?.toString());
      const doc = getDocument(request.params.type, request.params.version, projectId, ctx.clock());
      if (!doc) throw new AccountHttpError(404, AccountErrorCode.notFound, 'no such document version');
      return doc;
    },
  );
  api.get(
    '/v5/users/me/terms',
    {
      schema: {
        tags: TAGS,
        summary: 'The versions in force and what the user agreed to.',
        querystring: ProjectIdsQuery,
        ...signed,
      },
      onRequest: limit('general'),
    },
    async (request) =>
      userTerms(ctx, (await basicAuth(ctx, request)).account, projectList(ctx, request.query.projectIds)),
  );
  api.post(
    '/v5/users/me/terms-agreements',
    {
      schema: {
        tags: TAGS,
        summary: 'Agree to pending terms (the XE8 details).',
        body: TermsAgreementsBody,
        ...signed,
      },
      onRequest: limit('general'),
    },
    async (request) =>
      agree(ctx, (await basicAuth(ctx, request)).account, request.body.projectId, request.body.terms),
  );
  api.post(
    '/v5/users/me/marketing-approval',
    {
      schema: {
        tags: TAGS,
        summary: 'Answer the marketing statement (XE12, detail codes 1003-1006).',
        body: MarketingBody,
        ...signed,
      },
      onRequest: limit('general'),
    },
    async (request) => setConsent(ctx, (await basicAuth(ctx, request)).account, request.body, 'approval'),
  );
  api.get(
    '/v5/users/me/marketing-consent',
    {
      schema: { tags: TAGS, summary: 'The user’s marketing consent.', ...signed },
      onRequest: limit('general'),
    },
    async (request) => getConsent(ctx, (await basicAuth(ctx, request)).account),
  );
  api.put(
    '/v5/users/me/marketing-consent',
    {
      schema: {
        tags: TAGS,
        summary: 'Change the marketing consent (settings).',
        body: MarketingBody,
        ...signed,
      },
      onRequest: limit('general'),
    },
    async (request) => setConsent(ctx, (await basicAuth(ctx, request)).account, request.body, 'consent'),
  );
  api.get(
    '/v5/captcha',
    {
      schema: {
        tags: TAGS,
        summary: 'A proof-of-work challenge for the forgotten-password call (ALTCHA shape).',
      },
      onRequest: limit('general'),
    },
    async () => ctx.captcha.create(),
  );
  api.post(
    '/v5/accounts/forgotten-password',
    {
      schema: {
        tags: TAGS,
        summary:
          'Mail a password reset code; needs a solved captcha. 200 {} whether or not the address is known.',
        body: ForgottenPasswordV5Body,
        response: { 200: Type.Object({}), 400: V5Error },
      },
      onRequest: limit('mail'),
    },
    async (request) => {
      if (!ctx.captcha.verify(request.body.captcha))
        throw new V5Failure(400, V5Code.invalidCaptcha, 'captcha not solved');
      try {
        const answer = await forgottenPassword(
          ctx,
          {
            email: request.body.email,
            ...(request.body.namespace === undefined ? {} : { namespace: request.body.namespace }),
            ...(request.body.projectId === undefined ? {} : { p: request.body.projectId }),
            ...(request.body.lang === undefined ? {} : { lang: request.body.lang }),
          },
          callerOf(request),
        );
        if (answer.r !== SUCCESS) throw new V5Failure(400, V5Code.invalidValue, 'refused');
        return {};
      } catch (err) {
        if (err instanceof AccountFailure && err.err === Xe.validationError)
          throw new V5Failure(400, V5Code.invalidValue, err.message);
        throw err;
      }
    },
  );
}
