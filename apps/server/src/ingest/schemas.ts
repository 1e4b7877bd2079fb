/**
 * One TypeBox schema per body and per answer of the ingest API; the TypeScript types are inferred from
 * them (STYLE habit 1), the OpenAPI document at /docs is generated from them, and the same schemas
 * validate every request (validation.ts). Limits live here, in the schema, so /docs shows them.
 *
 * Reference objects (countries, competitions, participants) are here; events are in event-schemas.ts.
 */
import { Kind, type SchemaOptions, type Static, type TSchema, Type, TypeRegistry } from '@sinclair/typebox';

/**
 * A string from a fixed list, written as JSON Schema's plain `enum` (so /docs lists the values)
 * instead of TypeBox's union of literals. Checked through TypeRegistry so TypeCompiler knows it.
 */
export interface TStringEnum<T extends string> extends TSchema {
  [Kind]: 'StringEnum';
  static: T;
  type: 'string';
  enum: readonly T[];
}
if (!TypeRegistry.Has('StringEnum')) {
  TypeRegistry.Set<TStringEnum<string>>(
    'StringEnum',
    (schema, value) => typeof value === 'string' && schema.enum.includes(value),
  );
}
export function StringEnum<const T extends string>(values: readonly T[], options: SchemaOptions = {}) {
  return Type.Unsafe<T>({
    ...options,
    [Kind]: 'StringEnum',
    type: 'string',
    enum: values,
  }) as unknown as TStringEnum<T>;
}

/** `T | null`: in a partial update, null removes an optional field. */
export const Nullable = <T extends TSchema>(schema: T, options: SchemaOptions = {}) =>
  Type.Union([schema, Type.Null()], options);

/**
 * One character of text we take: no control characters (names travel into feeds and pages), and no
 * UTF-16 surrogate unless it is half of a pair (a lone one is not a character, and PostgreSQL cannot
 * store it: json-body.ts refuses it in every body, this says so in /docs). Written for regular
 * expressions with or without the `u` flag (TypeBox compiles patterns without it, JSON Schema with).
 */
export const PRINTABLE_CHAR =
  '(?:[^\\u0000-\\u001f\\u007f\\ud800-\\udfff]|[\\ud800-\\udbff][\\udc00-\\udfff])';
export const PRINTABLE = `^${PRINTABLE_CHAR}*$`;
export const Text = (maxLength: number, options: SchemaOptions = {}) =>
  Type.String({ minLength: 1, maxLength, pattern: PRINTABLE, ...options });

/** A provider's own id: no '|' (ids.ts joins with it), no '/' (it travels in URL paths). */
const PROVIDER_ID = { minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9._:-]+$' } as const;

/** The provider's own id of an object; unique per provider and kind. */
export const ProviderId = Type.String({
  ...PROVIDER_ID,
  description: "Your own id of the object (letters, digits, '.', '_', ':', '-'); unique per kind.",
  examples: ['team-4711'],
});

/** A field naming another object by the provider's id. */
export const ProviderRef = (description: string, example: string) =>
  Type.String({ ...PROVIDER_ID, description, examples: [example] });

/**
 * The provider's sequence number of this object's state. Each write must carry a higher one than
 * the last applied write of the same object; an equal or lower one is answered `applied: false`.
 */
export const Seq = Type.Integer({
  minimum: 0,
  maximum: Number.MAX_SAFE_INTEGER,
  description:
    'Your version of this object, increasing with every write of it (a timestamp in ms works). A write ' +
    'whose seq is not above the last applied one changes nothing and is answered applied=false.',
  examples: [1],
});

export const SportIdField = Type.Integer({
  minimum: 1,
  maximum: 99,
  description: 'Sport id of the catalogue: 1 football, 2 tennis, 3 basketball, 13 cricket, 42 kabaddi ...',
  examples: [1],
});

export const UnixSeconds = Type.Integer({
  minimum: 0,
  maximum: 32_503_680_000, // year 3000: a sanity bound, not a business rule
  description: 'Unix time in seconds (UTC).',
});

export const Names = Type.Object(
  {
    ta: Text(120, { description: 'Name in Tamil script.' }),
    en: Text(120, { description: 'Name in English.' }),
  },
  { additionalProperties: false },
);

/** `#rrggbb` (pictures/colours.ts `isHexColour`). */
export const HexColour = (description: string) =>
  Type.String({ pattern: '^#[0-9A-Fa-f]{6}$', description, examples: ['#0b3d91'] });

/** An https image address; pages load it through our /img/ address, which redirects there (pictures/). */
export const HttpsImage = (description: string) =>
  Type.String({
    pattern: `^https://(?:(?!\\s)${PRINTABLE_CHAR})+$`,
    maxLength: 500,
    description,
    examples: ['https://img.example.com/crests/chennaiyin.png'],
  });

export const IdParams = Type.Object({ id: ProviderId });
export type IdParams = Static<typeof IdParams>;

export const CountryBody = Type.Object(
  {
    seq: Seq,
    code: Type.String({
      minLength: 2,
      maxLength: 12,
      pattern: '^[a-z][a-z0-9-]*$',
      description: "ISO 3166-1 alpha-2 in lower case ('in'), 'gb-eng' style for home nations, 'world'.",
      examples: ['in'],
    }),
    name: Names,
    order: Type.Optional(
      Type.Integer({ minimum: 0, maximum: 1_000_000, description: 'Lower sorts first. Default 1000.' }),
    ),
  },
  { additionalProperties: false },
);
export type CountryBody = Static<typeof CountryBody>;

export const TOURNAMENT_TYPES = ['top', 'primary', 'secondary', 'closed'] as const;

export const CompetitionBody = Type.Object(
  {
    seq: Seq,
    sport: SportIdField,
    country: ProviderRef('Your id of a country you created.', 'in'),
    name: Names,
    type: Type.Optional(
      StringEnum(TOURNAMENT_TYPES, {
        description: 'How prominently lists show it: top, primary (default), secondary, closed (collapsed).',
      }),
    ),
    order: Type.Optional(
      Type.Integer({ minimum: 0, maximum: 1_000_000, description: 'Lower sorts first in its country.' }),
    ),
    template: Type.Optional(
      ProviderRef(
        'Your id of the competition across seasons (e.g. "isl" for "isl-2026"); pins survive a new ' +
          'season. Default: the competition id.',
        'isl',
      ),
    ),
  },
  { additionalProperties: false },
);
export type CompetitionBody = Static<typeof CompetitionBody>;

export const ParticipantBody = Type.Object(
  {
    seq: Seq,
    sport: SportIdField,
    name: Text(100, {
      description: 'As written in its home language ("Chennaiyin FC").',
      examples: ['Chennaiyin FC'],
    }),
    shortName: Type.Optional(Text(40, { description: 'Default: the name.' })),
    country: ProviderRef('Your id of a country you created.', 'in'),
    colours: Type.Optional(
      Type.Object(
        {
          primary: HexColour('The shirt colour: the crest’s field and the team on the line-up pitch.'),
          secondary: Type.Optional(HexColour('The trim colour. Default: black or white, for contrast.')),
        },
        {
          additionalProperties: false,
          description: 'The team’s colours. Default: a pair derived from its id, the same on every page.',
        },
      ),
    ),
    image: Type.Optional(
      HttpsImage(
        'An https address of the team’s crest (square, at least 64 px). Default: one drawn from its colours.',
      ),
    ),
  },
  { additionalProperties: false },
);
export type ParticipantBody = Static<typeof ParticipantBody>;

// ---- answers ----

export const WriteResult = Type.Object({
  applied: Type.Boolean({ description: 'false: a write with this seq or a later one was applied before.' }),
  reason: Type.Optional(Type.Literal('stale')),
  id: Type.String({ description: 'Our id of the object (events: the feed and push id g_{sport}_{...}).' }),
  seq: Type.Integer({ description: 'The seq of this request.' }),
  lastSeq: Type.Optional(Type.Integer({ description: 'When stale: the last applied seq.' })),
});
export type WriteResult = Static<typeof WriteResult>;

export const FieldErrorSchema = Type.Object({
  path: Type.String({ description: "JSON pointer into the body ('/homeParts/2'); '' is the body." }),
  message: Type.String(),
});

export const ErrorAnswer = Type.Object({
  code: Type.String({ examples: ['NRL_ERR_INGEST_VALIDATION'] }),
  message: Type.String(),
  errors: Type.Optional(Type.Array(FieldErrorSchema)),
});
export type ErrorAnswer = Static<typeof ErrorAnswer>;
