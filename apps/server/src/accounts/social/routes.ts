/**
 * The web flow of social sign-in (docs/accounts.md "Social sign-in"):
 *
 *   GET  /auth/providers                     which providers are enabled
 *   GET  /auth/{provider}/start?lang=ta&return=/ta/...
 *        makes state, nonce and a PKCE verifier, keeps them server-side under a random flow id (the
 *        __Host-nerali_oauth cookie) and redirects to the provider;
 *   GET  /auth/{provider}/callback           (Apple: POST, form_post)
 *        checks the flow cookie and `state`, exchanges the code (PKCE) and checks the ID token
 *        (issuer, audience, nonce, signature, expiry), keeps the verified identity as a single-use
 *        ticket (__Host-nerali_signin cookie) and redirects to the return page with #signin={provider};
 *        on any failure, #signin=failed.
 *   The page then calls POST /v3/loginusingprovider, which turns the ticket into `{id, hash}`.
 */
import { JsonBodyError, unstorableTextPath } from '../../json-body.ts';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SOCIAL_FLOW_TTL_MS, SOCIAL_TICKET_TTL_MS } from '../constants.ts';
import { digest } from '../crypto.ts';
import { AccountErrorCode, httpErrorBody } from '../errors.ts';
import { clearCookie, FLOW_COOKIE, readCookie, setCookie, SIGNIN_COOKIE } from '../cookies.ts';
import type { AccountContext } from '../service/context.ts';
import { issueSigninTicket } from '../service/social.ts';
import { type FlowSecrets, newFlowSecrets, type ProviderName, SocialError } from './providers.ts';

export const AUTH_PREFIX = '/auth';
const RETURN_RE = /^\/(?:ta|en)(?:\/[A-Za-z0-9_\-./]*)?(?:\?[A-Za-z0-9_\-.=&%]*)?$/;

function returnPath(value: unknown, lang: 'ta' | 'en'): string {
  return typeof value === 'string' && value.length <= 300 && RETURN_RE.test(value) && !value.includes('//')
    ? value
    : `/${lang}/`;
}

export interface SocialRoutesOptions {
  ctx: AccountContext;
  /** The site's origin (PUBLIC_ORIGIN, else the request's): redirect URIs are absolute. */
  originOf(request: FastifyRequest): string;
}

export async function socialRoutes(
  app: FastifyInstance,
  { ctx, originOf }: SocialRoutesOptions,
): Promise<void> {
  // Apple's form_post callback is the only urlencoded body the server takes.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_req, body, done) => {
      const fields = Object.fromEntries(new URLSearchParams(String(body)));
      // As every JSON body (json-body.ts): %00 decodes to a NUL, which no text column can hold.
      const unstorable = unstorableTextPath(fields);
      if (!unstorable) return done(null, fields);
      const where = unstorable.path || '(root)';
      done(
        new JsonBodyError(
          'NRL_ERR_BODY_UNSTORABLE_TEXT',
          `form field at ${where} ${unstorable.reason}, which cannot be stored`,
          unstorable.path,
        ),
      );
    },
  );

  const providerOf = (request: FastifyRequest, reply: FastifyReply) => {
    const name = (request.params as { provider?: string }).provider as ProviderName;
    const provider = ctx.providers.get(name);
    if (!provider) {
      void reply
        .code(404)
        .send(httpErrorBody(404, AccountErrorCode.notFound, 'no such sign-in provider here'));
      return null;
    }
    return provider;
  };
  const redirectUri = (request: FastifyRequest, name: string) =>
    `${originOf(request)}${AUTH_PREFIX}/${name}/callback`;

  app.get(`${AUTH_PREFIX}/providers`, async () => ({ providers: [...ctx.providers.keys()] }));

  app.get(`${AUTH_PREFIX}/:provider/start`, async (request, reply) => {
    const provider = providerOf(request, reply);
    if (!provider) return reply;
    const query = request.query as { lang?: string; return?: string };
    const lang = query.lang === 'en' ? 'en' : 'ta';
    const secrets = newFlowSecrets();
    const flowId = randomBytes(32).toString('base64url');
    const now = ctx.clock();
    const uri = redirectUri(request, provider.name);
    let url: URL;
    try {
      url = await provider.authorizationUrl(uri, secrets);
    } catch (err) {
      request.log.error({ err, provider: provider.name }, 'social sign-in: provider unreachable');
      return reply.redirect(`${returnPath(query.return, lang)}#signin=failed`, 303);
    }
    await ctx.store.putTicket({
      hash: digest(flowId),
      purpose: 'socialFlow',
      accountId: null,
      payload: {
        provider: provider.name,
        ...secrets,
        redirectUri: uri,
        returnTo: returnPath(query.return, lang),
        lang,
      },
      createdAt: now,
      expiresAt: now + SOCIAL_FLOW_TTL_MS,
    });
    setCookie(reply, FLOW_COOKIE, flowId, {
      maxAgeS: SOCIAL_FLOW_TTL_MS / 1000,
      sameSite: provider.formPost ? 'None' : 'Lax',
    });
    reply.header('cache-control', 'no-store');
    return reply.redirect(url.href, 302);
  });

  const callback = async (request: FastifyRequest, reply: FastifyReply) => {
    const provider = providerOf(request, reply);
    if (!provider) return reply;
    reply.header('cache-control', 'no-store');
    clearCookie(reply, FLOW_COOKIE);
    const flowId = readCookie(request, FLOW_COOKIE);
    const flow = flowId ? await ctx.store.takeTicket(digest(flowId), 'socialFlow', ctx.clock()) : null;
    const payload = flow?.payload as
      (FlowSecrets & { provider: string; redirectUri: string; returnTo: string }) | undefined;
    const back = payload?.returnTo ?? '/ta/';
    const failed = (reason: string, detail?: string) => {
      // openid-client's messages name the check that failed ("unexpected JWT "aud" ..."), no token.
      request.log.warn(
        { provider: provider.name, reason, detail: detail?.slice(0, 200) },
        'social sign-in refused',
      );
      return reply.redirect(`${back}#signin=failed`, 303);
    };
    if (!payload || payload.provider !== provider.name) return failed('no_flow');
    // The callback as the provider sent it: query (GET) or form body (Apple's POST).
    const url = new URL(
      `${payload.redirectUri}${request.url.slice(request.url.indexOf('?') < 0 ? request.url.length : request.url.indexOf('?'))}`,
    );
    const form =
      request.method === 'POST' && request.body && typeof request.body === 'object'
        ? (request.body as Record<string, string>)
        : null;
    const state = form ? form.state : url.searchParams.get('state');
    if (state !== payload.state) return failed('state_mismatch');
    const callbackRequest = form
      ? new Request(payload.redirectUri, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(form).toString(),
        })
      : new Request(url.href);
    let profile;
    try {
      profile = await provider.finish(callbackRequest, payload.redirectUri, payload);
    } catch (err) {
      if (err instanceof SocialError) return failed(err.reason, err.message);
      request.log.error({ err, provider: provider.name }, 'social sign-in failed');
      return failed('error');
    }
    const ticket = randomBytes(32).toString('base64url');
    await issueSigninTicket(ctx, ticket, {
      provider: provider.name,
      issuer: profile.issuer,
      subject: profile.subject,
      email: profile.email,
    });
    setCookie(reply, SIGNIN_COOKIE, ticket, { maxAgeS: SOCIAL_TICKET_TTL_MS / 1000, sameSite: 'Lax' });
    return reply.redirect(`${back}#signin=${provider.name}`, 303);
  };
  app.get(`${AUTH_PREFIX}/:provider/callback`, callback);
  app.post(`${AUTH_PREFIX}/:provider/callback`, callback);
}
