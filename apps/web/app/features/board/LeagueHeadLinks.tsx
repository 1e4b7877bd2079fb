/**
 * The country (or category) and the league name of a board's league header, as links to the country
 * page and the tournament page. The league's own sport names the path: a board that mixes sports (My
 * games) links each league to its sport's section. A league of no known country (id 0) names it
 * without a link: there is no page to go to.
 */
import { sportById } from '@nerali/domain';
import { Link } from 'react-router';
import type { BoardLeague } from '../../live/types.ts';
import type { RowContext } from '../../kit/event/row-context.ts';
import { paths } from '../../kit/paths.ts';

export function LeagueHeadLinks({ league, ctx }: { league: BoardLeague; ctx: RowContext }) {
  const sport = sportById(league.sportId) ?? ctx.sport;
  return (
    <>
      {league.countryId > 0 ? (
        <Link className="lg-c" to={paths.country(ctx.lang, sport, league.countryId)}>
          {league.countryName}
        </Link>
      ) : (
        <span className="lg-c">{league.countryName}</span>
      )}
      <Link className="lg-n" to={paths.league(ctx.lang, sport, league.id)}>
        {league.name}
      </Link>
    </>
  );
}
