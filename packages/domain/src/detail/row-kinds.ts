/**
 * Every row kind of the list and match detail feeds, registered once by a dotted name
 * (`list.standing`), as tldraw registers its shapes in one list: the round-trip test
 * (row-kinds.test.ts) covers each kind, and docs/feeds.md shows each kind's table where a marker
 * names it (codec/row-docs.ts, `npm run docs:feeds`). A new row kind goes in here, or the test that
 * walks the domain's exports fails. The scoreboard rows (`AA`, `ZA` ...) keep their own codec
 * (codec/fields.ts) and are not here.
 */
import { renderRowTables } from '../codec/row-docs.ts';
import type { AnyRowSchema } from '../codec/row-schema.ts';
import { ScorecardRows } from '../cricket/scorecard-rows.ts';
import { ArticleRows } from './article-feeds.ts';
import { sportCountryRow } from './list-countries.ts';
import { leagueExtraFields, ListRows, oddsRemovalRow, rankingIndexRow } from './list-keys.ts';
import { MatchRows } from './match-rows.ts';
import { KabaddiRows } from '../kabaddi/raid-rows.ts';
import { PeopleRows } from './people-rows.ts';
import { WinProbabilityRows } from '../winprob/rows.ts';

function named(family: string, rows: Readonly<Record<string, AnyRowSchema>>): Record<string, AnyRowSchema> {
  return Object.fromEntries(Object.entries(rows).map(([name, schema]) => [`${family}.${name}`, schema]));
}

export const ROW_KINDS: Readonly<Record<string, AnyRowSchema>> = {
  ...named('list', {
    ...ListRows,
    leagueExtra: leagueExtraFields,
    sportCountry: sportCountryRow,
    oddsRemoval: oddsRemovalRow,
    rankingIndex: rankingIndexRow,
  }),
  ...named('people', PeopleRows),
  ...named('article', ArticleRows),
  ...named('match', MatchRows),
  ...named('scorecard', ScorecardRows),
  ...named('kabaddi', KabaddiRows),
  ...named('winprob', WinProbabilityRows),
};

/** docs/feeds.md with its row tables made from the declarations (the `docs:feeds` script). */
export function feedsDocWithRowTables(markdown: string): string {
  return renderRowTables(markdown, ROW_KINDS);
}

/** The row kinds a document's `<!-- rows: … -->` blocks name (tools/feeds-doc.test.ts checks docs/feeds.md). */
export { documentedKinds } from '../codec/row-docs.ts';
