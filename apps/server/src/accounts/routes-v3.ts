/**
 * The identity service's v3/v4 calls (spec 2 §7): POST, JSON in, JSON out, `200 {r: 'XY1', ...}` or
 * `200 {err: 'XE..'}` (errors.ts). Routes only check, call the service and answer; limits per address
 * come from plugin.ts.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { TSchema } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCOUNT_BODY_MAX_BYTES, SYNC_BODY_MAX_BYTES } from './constants.ts';
import { clearCookie, readCookie, SIGNIN_COOKIE } from './cookies.ts';
import type { RateCategory } from './limits.ts';
import {
  ForgottenPasswordBody,
  GetDataAnswer,
  LoginAnswer,
  LoginBody,
  PasswordChangeBody,
  ProviderLoginAnswer,
  ProviderLoginBody,
  RegistrationBody,
  ResendVerificationBody,
  SetAppVersionBody,
  SignedInBody,
  SimpleAnswer,
  StoreMergedDataBody,
  UpdateUserBody,
  VerificationAnswer,
  VerificationBody,
} from './schemas.ts';
import {
  forgottenPassword,
  login,
  passwordChange,
  register,
  resendVerification,
  verification,
} from './service/auth.ts';
import type { AccountContext, Caller } from './service/context.ts';
import {
  deleteAccount,
  getData,
  logout,
  setAppVersion,
  storeMergedData,
  updateUser,
} from './service/profile.ts';
import { loginUsingProvider } from './service/social.ts';

export interface RouteDeps {
  ctx: AccountContext;
  callerOf(request: FastifyRequest): Caller;
  limit(category: RateCategory): (request: FastifyRequest) => Promise<void>;
}

const TAGS = ['accounts'];

export async function v3Routes(app: FastifyInstance, { ctx, callerOf, limit }: RouteDeps): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const route = <B extends TSchema, A extends TSchema>(
    summary: string,
    body: B,
    answer: A,
    category: RateCategory,
    bodyLimit = ACCOUNT_BODY_MAX_BYTES,
  ) => ({
    schema: { tags: TAGS, summary, body, response: { 200: answer } },
    bodyLimit,
    onRequest: limit(category),
  });

  api.post(
    '/v3/registration',
    route(
      'Register with e-mail and password (mails a verifyAccount code).',
      RegistrationBody,
      SimpleAnswer,
      'mail',
    ),
    (request) => register(ctx, request.body, callerOf(request)),
  );
  api.post(
    '/v3/login',
    route('Sign in: {id, hash} and pending terms / marketing (errors).', LoginBody, LoginAnswer, 'sensitive'),
    (request) => login(ctx, request.body, callerOf(request)),
  );
  api.post(
    '/v3/loginusingprovider',
    route(
      'Finish a social sign-in started at /auth/{provider}/start.',
      ProviderLoginBody,
      ProviderLoginAnswer,
      'sensitive',
    ),
    async (request, reply) => {
      const ticket = readCookie(request, SIGNIN_COOKIE) ?? request.body.ticket ?? null;
      const answer = await loginUsingProvider(ctx, request.body, ticket, callerOf(request));
      clearCookie(reply, SIGNIN_COOKIE);
      return answer;
    },
  );
  api.post(
    '/v3/verification',
    route(
      'Confirm a mailed code: t verifyAccount or verifyEmail.',
      VerificationBody,
      VerificationAnswer,
      'sensitive',
    ),
    (request) => verification(ctx, request.body),
  );
  api.post(
    '/v3/verifyaccount',
    route(
      'Send the verifyAccount mail again (answers alike for any address).',
      ResendVerificationBody,
      SimpleAnswer,
      'mail',
    ),
    (request) => resendVerification(ctx, request.body, callerOf(request)),
  );
  api.post(
    '/v3/deleteaccount',
    route('Delete the signed-in account and everything of it.', SignedInBody, SimpleAnswer, 'sensitive'),
    (request) => deleteAccount(ctx, request.body, callerOf(request)),
  );
  api.post('/v3/logout', route('End this session.', SignedInBody, SimpleAnswer, 'general'), (request) =>
    logout(ctx, request.body),
  );
  api.post(
    '/v3/passwordchange',
    route(
      'Change (current password) or reset (mailed code) the password.',
      PasswordChangeBody,
      SimpleAnswer,
      'sensitive',
    ),
    (request) => passwordChange(ctx, request.body, callerOf(request)),
  );
  api.post(
    '/v3/forgottenpassword',
    route(
      'Mail a password reset code (answers alike for any address).',
      ForgottenPasswordBody,
      SimpleAnswer,
      'mail',
    ),
    (request) => forgottenPassword(ctx, request.body, callerOf(request)),
  );
  api.post(
    '/v3/storemergeddata',
    route(
      'Merge / unmerge dotted key paths of the user’s data.',
      StoreMergedDataBody,
      SimpleAnswer,
      'general',
      SYNC_BODY_MAX_BYTES,
    ),
    (request) => storeMergedData(ctx, request.body),
  );
  api.post(
    '/v3/update-user',
    route(
      'Change nickname, language or e-mail (confirmed by verifyEmail).',
      UpdateUserBody,
      SimpleAnswer,
      'general',
    ),
    (request) => updateUser(ctx, request.body, callerOf(request)),
  );
  api.post(
    '/v3/setappversion',
    route('Record the client version and platform.', SetAppVersionBody, SimpleAnswer, 'general'),
    (request) => setAppVersion(ctx, request.body),
  );
  api.post(
    '/v4/getdata',
    route(
      'Profile, data, privateData and pending terms / marketing.',
      SignedInBody,
      GetDataAnswer,
      'general',
    ),
    (request) => getData(ctx, request.body),
  );
}
