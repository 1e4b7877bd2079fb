/**
 * TypeBox schemas of the search API (spec 1 §7: /api/v2/search/ and /api/v2/top-search/, payloads
 * not shown; ours are in packages/domain/src/search/model.ts). Each reply schema is checked against
 * the domain type below, so the documented shape and the one the web reads cannot drift apart.
 */
import {
  SEARCH_LIMIT_DEFAULT,
  SEARCH_LIMIT_MAX,
  SEARCH_QUERY_MAX_CHARS,
  type SearchHit as DomainHit,
  type SearchReply as DomainReply,
  SearchErrorCode,
  TOP_SEARCH_LIMIT,
  type TopSearchReply as DomainTopReply,
} from '@nerali/domain';
import { type Static, Type } from '@sinclair/typebox';

const Lang = Type.Union([Type.Literal('ta'), Type.Literal('en')], {
  description: 'Language of league and country names in the answer; default ta.',
  default: 'ta',
});

const Limit = (max: number, byDefault: number) =>
  Type.Integer({
    minimum: 1,
    maximum: max,
    default: byDefault,
    description: `At most ${max}; default ${byDefault}.`,
  });

export const SearchQuery = Type.Object({
  q: Type.String({
    minLength: 1,
    maxLength: SEARCH_QUERY_MAX_CHARS,
    description:
      'What the fan typed, in Tamil or Latin letters: the start of any word of a team, player or league name ("சென்னை", "chennai", "indian super"); accents do not matter. At most 60 characters and 6 words.',
    examples: ['சென்னை', 'kaminski'],
  }),
  lang: Type.Optional(Lang),
  limit: Type.Optional(Limit(SEARCH_LIMIT_MAX, SEARCH_LIMIT_DEFAULT)),
});
export type SearchQuery = Static<typeof SearchQuery>;

export const TopSearchQuery = Type.Object({
  lang: Type.Optional(Lang),
  limit: Type.Optional(Limit(TOP_SEARCH_LIMIT, TOP_SEARCH_LIMIT)),
});

export const SearchHit = Type.Object(
  {
    kind: Type.Union([Type.Literal('participant'), Type.Literal('player'), Type.Literal('league')], {
      description:
        'participant: a team, or a player of a one-against-one sport, a driver, a horse (its page /{lang}/{sport}/team/{id}/); player: a squad player (/{lang}/{sport}/player/{id}/); league: a competition (/{lang}/{sport}/league/{id}/).',
    }),
    id: Type.String(),
    sportId: Type.Integer({ description: 'Sport id of the catalogue (1-42).' }),
    name: Type.String({ description: 'In the asked language for leagues; proper names as spelt.' }),
    countryId: Type.Integer(),
    countryName: Type.String({ description: "In the asked language; '' when unknown." }),
    teamId: Type.Optional(Type.String({ description: "A player's team." })),
    teamName: Type.Optional(Type.String()),
    templateKey: Type.Optional(
      Type.String({
        description:
          "A league's tournament template key ({sportId}_{template}): the pin beside it keeps this (My leagues outlive a season).",
      }),
    ),
  },
  { additionalProperties: false },
);

export const SearchReply = Type.Object(
  {
    query: Type.String({ description: 'The query as read: spaces trimmed and collapsed.' }),
    lang: Lang,
    total: Type.Integer({ description: 'Matches before the limit.' }),
    hits: Type.Array(SearchHit, { description: 'Best first; one per competition for leagues.' }),
  },
  { additionalProperties: false },
);

export const TopSearchReply = Type.Object(
  { lang: Lang, hits: Type.Array(SearchHit, { description: 'Top leagues, India first.' }) },
  { additionalProperties: false },
);

export const SearchError = Type.Object(
  {
    code: Type.Union(Object.values(SearchErrorCode).map((c) => Type.Literal(c))),
    message: Type.String(),
  },
  {
    description:
      'NRL_ERR_SEARCH_EMPTY: no q; NRL_ERR_SEARCH_TOO_LONG: over 60 characters or 6 words; NRL_ERR_SEARCH_BAD_QUERY: control characters; NRL_ERR_SEARCH_BAD_PARAMETER: lang or limit out of range, or a parameter given twice.',
  },
);

// The schemas and the domain's types say the same thing (a compile error here means they drifted).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const checks: [
  Same<Static<typeof SearchHit>, DomainHit>,
  Same<Static<typeof SearchReply>, DomainReply>,
  Same<Static<typeof TopSearchReply>, DomainTopReply>,
] = [true, true, true];
void checks;
