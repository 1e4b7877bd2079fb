/**
 * One TypeBox schema per body and answer of the identity service (v3/v4, spec 2 §7), documented at
 * /docs under the tag `accounts`. Bodies may carry fields we do not use (a newer client's); the ones we
 * use are checked here, and the rules of spec 2 §5 in the services (a body that breaks them: XE11).
 */
import { type Static, Type } from '@sinclair/typebox';

const Str = (max: number, extra: object = {}) => Type.String({ maxLength: max, ...extra });

export const LoggedIn = Type.Object(
  { id: Str(64), hash: Str(128) },
  { description: 'The session: `id` (account id) and `hash` (session token) from a sign-in.' },
);
export type LoggedIn = Static<typeof LoggedIn>;

const scope = {
  namespace: Type.Optional(Str(64, { description: 'Must be the server’s namespace (default nerali).' })),
  project: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 1_000_000, description: 'Project id (default 1).' }),
  ),
};
const lang = Type.Optional(
  Type.Union([Type.Literal('ta'), Type.Literal('en')], { description: 'Language of mails.' }),
);

export const RegistrationBody = Type.Object({
  email: Str(254),
  password: Str(128),
  name: Type.Optional(Str(64)),
  termsofservice: Type.Boolean(),
  touApproval: Type.Boolean(),
  ppApproval: Type.Boolean(),
  captcha: Type.Optional(Type.Union([Str(2000), Type.Object({}, { additionalProperties: true })])),
  lang,
  ...scope,
});
export type RegistrationBody = Static<typeof RegistrationBody>;

export const LoginBody = Type.Object({ email: Str(254), password: Str(128), ...scope });
export type LoginBody = Static<typeof LoginBody>;

export const ProviderLoginBody = Type.Object({
  provider: Type.Union(
    [Type.Literal('google'), Type.Literal('gso'), Type.Literal('apple'), Type.Literal('facebook')],
    {
      description: 'The provider of the finished /auth/{provider}/callback (gso is google).',
    },
  ),
  ticket: Type.Optional(
    Str(128, {
      description: 'The sign-in ticket, if not in the __Host-nerali_signin cookie (non-browser clients).',
    }),
  ),
  touApproval: Type.Optional(Type.Boolean()),
  ppApproval: Type.Optional(Type.Boolean()),
  loggedIn: Type.Optional(LoggedIn),
  lang,
  ...scope,
});
export type ProviderLoginBody = Static<typeof ProviderLoginBody>;

export const VerificationBody = Type.Object({
  t: Type.Union([Type.Literal('verifyEmail'), Type.Literal('verifyAccount')]),
  c: Str(64, { description: 'The 40 hex characters code from the mail.' }),
  i: Str(64, { description: 'The account id from the mail link.' }),
  namespace: Type.Optional(Str(64)),
});
export type VerificationBody = Static<typeof VerificationBody>;

export const SignedInBody = Type.Object({ loggedIn: LoggedIn, ...scope });
export type SignedInBody = Static<typeof SignedInBody>;

export const PasswordChangeBody = Type.Object({
  id: Str(64),
  code: Type.Optional(Str(64, { description: 'Reset: the code of the forgotten-password mail.' })),
  password: Type.Optional(Str(128, { description: 'Change: the current password.' })),
  newpassword: Str(128),
  loggedIn: Type.Optional(LoggedIn),
  signOutOthers: Type.Optional(
    Type.Boolean({ description: 'Change: end the other sessions (default true).' }),
  ),
});
export type PasswordChangeBody = Static<typeof PasswordChangeBody>;

export const ForgottenPasswordBody = Type.Object({
  email: Str(254),
  namespace: Type.Optional(Str(64)),
  p: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, description: 'Project id.' })),
  lang,
});
export type ForgottenPasswordBody = Static<typeof ForgottenPasswordBody>;

export const ResendVerificationBody = Type.Object({ email: Str(254), lang, ...scope });
export type ResendVerificationBody = Static<typeof ResendVerificationBody>;

export const DataDiffSchema = Type.Object({
  merge: Type.Optional(
    Type.Record(Type.String({ maxLength: 600 }), Type.Unknown(), {
      description:
        'Dotted key path -> value. Objects merge into what is there; other values replace it; null removes.',
    }),
  ),
  unmerge: Type.Optional(
    Type.Array(Str(600), { maxItems: 1000, description: 'Dotted key paths to remove.' }),
  ),
});

export const StoreMergedDataBody = Type.Object({
  loggedIn: LoggedIn,
  key: Str(600, { description: 'Every path must lie inside this dotted path ("" for the whole object).' }),
  dataDiff: DataDiffSchema,
  storage: Type.Optional(
    Type.Union([Type.Literal('data'), Type.Literal('privateData')], { default: 'data' }),
  ),
  ...scope,
});
export type StoreMergedDataBody = Static<typeof StoreMergedDataBody>;

export const UpdateUserBody = Type.Object({
  loggedIn: LoggedIn,
  name: Type.Optional(Str(64)),
  email: Type.Optional(Str(254)),
  lang,
  ...scope,
});
export type UpdateUserBody = Static<typeof UpdateUserBody>;

export const SetAppVersionBody = Type.Object({
  loggedIn: LoggedIn,
  version: Str(40, { pattern: '^[A-Za-z0-9._-]+$' }),
  platform: Type.Optional(Type.Union([Type.Literal('web'), Type.Literal('ios'), Type.Literal('android')])),
  ...scope,
});
export type SetAppVersionBody = Static<typeof SetAppVersionBody>;

// --- answers ---

const TermsDetailSchema = Type.Object({
  type: Type.Union([Type.Literal('tou'), Type.Literal('pp')]),
  version: Type.String(),
  projectId: Type.Integer(),
});
const MarketingDetailSchema = Type.Object({
  code: Type.Integer({
    description: '1003 EXTENDED_INITIAL, 1004 EXTENDED_PERIODIC, 1005 BASIC_INITIAL, 1006 BASIC_PERIODIC',
  }),
  marketing: Type.Boolean(),
  thirdParties: Type.Boolean(),
});
export const BackendErrorSchema = Type.Union([
  Type.Object({ err: Type.Literal('XE8'), details: Type.Array(TermsDetailSchema) }),
  Type.Object({ err: Type.Literal('XE12'), details: Type.Array(MarketingDetailSchema) }),
]);

/** Every v3/v4 answer: `r: XY1` on success, or `err` (XE0-XE13) with optional details. */
const answer = (fields: Record<string, ReturnType<typeof Type.Optional>>) =>
  Type.Object({
    r: Type.Optional(Type.String({ description: 'XY1: success' })),
    err: Type.Optional(Type.String({ description: 'XE0-XE13 (spec 2 §8)' })),
    details: Type.Optional(Type.Array(Type.Union([TermsDetailSchema, MarketingDetailSchema]))),
    errors: Type.Optional(Type.Array(BackendErrorSchema)),
    ...fields,
  });

export const SimpleAnswer = answer({});
export const LoginAnswer = answer({ id: Type.Optional(Type.String()), hash: Type.Optional(Type.String()) });
export const ProviderLoginAnswer = answer({
  id: Type.Optional(Type.String()),
  hash: Type.Optional(Type.String()),
  isRegistration: Type.Optional(Type.Boolean()),
});
export const VerificationAnswer = answer({ t: Type.Optional(Type.String()) });
export const GetDataAnswer = answer({
  profile: Type.Optional(
    Type.Object({
      id: Type.String(),
      name: Type.String(),
      email: Type.String(),
      emailIsVerified: Type.Boolean(),
    }),
  ),
  data: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  privateData: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  version: Type.Optional(Type.Integer({ description: 'Raised by every change of data or privateData.' })),
});
