/**
 * Schemas of the v5 calls (spec 2 §7): terms documents, the user's terms and agreements, marketing
 * approval and consent, the forgotten-password call with its captcha.
 */
import { type Static, Type } from '@sinclair/typebox';

export const V5Error = Type.Object({
  code: Type.Union([Type.Integer(), Type.String()], {
    description: '100/101 invalid data, 120 captcha, 130 sign in again, 150 verification',
  }),
  message: Type.String(),
  status: Type.Integer(),
});

export const TermsTypeParams = Type.Object({ type: Type.Union([Type.Literal('tou'), Type.Literal('pp')]) });
export const TermsDocumentParams = Type.Object({
  type: Type.Union([Type.Literal('tou'), Type.Literal('pp')]),
  version: Type.String({ maxLength: 20, pattern: '^(latest|[0-9]{4}-[0-9]{2}-[0-9]{2})$' }),
});
export const DocumentsQuery = Type.Object({
  archived: Type.Optional(Type.Boolean()),
  projectIds: Type.Optional(Type.String({ maxLength: 100, pattern: '^[0-9]{1,7}(,[0-9]{1,7}){0,9}$' })),
});
export const ProjectQuery = Type.Object({
  projectId: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000_000 })),
});
export const ProjectIdsQuery = Type.Object({
  projectIds: Type.Optional(Type.String({ maxLength: 100, pattern: '^[0-9]{1,7}(,[0-9]{1,7}){0,9}$' })),
});

export const TermsAgreementsBody = Type.Object({
  projectId: Type.Integer({ minimum: 1, maximum: 10_000_000 }),
  terms: Type.Array(
    Type.Object({
      type: Type.Union([Type.Literal('tou'), Type.Literal('pp')]),
      version: Type.String({ maxLength: 20 }),
    }),
    { minItems: 1, maxItems: 4, description: 'The pending terms (XE8 details) the user agreed to.' },
  ),
});
export type TermsAgreementsBody = Static<typeof TermsAgreementsBody>;

export const MarketingBody = Type.Object({
  marketing: Type.Boolean({ description: 'Our own marketing messages.' }),
  thirdParties: Type.Optional(Type.Boolean({ description: 'Partners’ offers (extended statement only).' })),
});
export type MarketingBody = Static<typeof MarketingBody>;

export const ForgottenPasswordV5Body = Type.Object({
  email: Type.String({ maxLength: 254 }),
  captcha: Type.Union([Type.String({ maxLength: 2000 }), Type.Object({}, { additionalProperties: true })], {
    description: 'The solved challenge of GET /v5/captcha (object or base64 JSON).',
  }),
  projectId: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000_000 })),
  namespace: Type.Optional(Type.String({ maxLength: 64 })),
  lang: Type.Optional(Type.Union([Type.Literal('ta'), Type.Literal('en')])),
});
export type ForgottenPasswordV5Body = Static<typeof ForgottenPasswordV5Body>;
