/**
 * Competitions and their seasons (both leagues of the engine): a provider's and an in-process
 * source's competitions, and a provider's seasons.
 */
import type { League } from '@nerali/domain';
import type { ProviderRef } from '../../storage/ports.ts';
import { unknownReference } from '../errors.ts';
import { leagueIdOf, seasonIdOf, templateKeyOf } from '../ids.ts';
import type { ProviderWrite } from '../ledger.ts';
import { checkLeague } from '../own-checks.ts';
import type { SeasonBody } from '../document-schemas.ts';
import type { CompetitionBody } from '../schemas.ts';
import {
  countryId,
  type OwnWrite,
  type PlanContext,
  providerRef,
  sameJson,
  sameSport,
  sportOf,
} from './references.ts';

/** Where provider objects sort when they do not say: after the built-in world's. */
export const DEFAULT_LEAGUE_ORDER = 100;

const TOURNAMENT_TYPE = { top: 't', primary: 'p', secondary: 's', closed: 'c' } as const;

export function planCompetition(
  ctx: PlanContext,
  provider: string,
  id: string,
  body: CompetitionBody,
): ProviderWrite {
  const ref: ProviderRef = { provider, kind: 'competition', providerId: id };
  return {
    ref,
    seq: body.seq,
    plan: (known) => {
      const sport = sportOf(body.sport);
      const ourId = leagueIdOf(sport.id, provider, id);
      sameSport(known, ourId, 'competition');
      const league: League = {
        id: ourId,
        sportId: sport.id,
        templateKey: templateKeyOf(sport.id, provider, body.template ?? id),
        name: { ta: body.name.ta, en: body.name.en },
        countryId: countryId(ctx, provider, body.country),
        tournamentType: TOURNAMENT_TYPE[body.type ?? 'primary'],
        order: body.order ?? DEFAULT_LEAGUE_ORDER,
      };
      return { ourId, apply: () => putLeague(ctx, league) };
    },
  };
}

/**
 * A season is a league of its own (its events, standings and draw) under the template key of its
 * competition, so pins and "follow" carry over from season to season.
 */
export async function planSeason(
  ctx: PlanContext,
  provider: string,
  id: string,
  body: SeasonBody,
): Promise<ProviderWrite> {
  const parentId = await ctx.ourIdOf({ provider, kind: 'competition', providerId: body.competition });
  return {
    ref: { provider, kind: 'season', providerId: id },
    seq: body.seq,
    plan: (known) => {
      const parent = parentId === null ? undefined : ctx.engine.leagues.get(parentId);
      if (!parent) throw unknownReference('/competition', `no competition '${body.competition}'`);
      const ourId = seasonIdOf(parent.sportId, provider, id);
      sameSport(known, ourId, 'season', '/competition');
      const league: League = {
        id: ourId,
        sportId: parent.sportId,
        templateKey: parent.templateKey,
        name: { ta: body.name.ta, en: body.name.en },
        countryId: parent.countryId,
        tournamentType: parent.tournamentType,
        order: body.order ?? parent.order,
      };
      return { ourId, apply: () => putLeague(ctx, league) };
    },
  };
}

export function planOwnCompetition(
  ctx: PlanContext,
  provider: string,
  league: League,
  seq: number,
): OwnWrite {
  return {
    ref: providerRef(provider, 'competition', league.id),
    ourId: league.id,
    check: () => {
      checkLeague(league, seq);
      sportOf(league.sportId);
      if (!ctx.engine.countries.has(league.countryId)) {
        throw unknownReference('/country', `no country ${league.countryId}`);
      }
    },
  };
}

function putLeague(ctx: PlanContext, league: League): void {
  if (!sameJson(ctx.engine.leagues.get(league.id), league)) ctx.engine.putLeagues([league]);
}
