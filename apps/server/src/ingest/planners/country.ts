/** Countries: a provider's (by its own code) and an in-process source's (under our id). */
import type { Country } from '@nerali/domain';
import type { ProviderRef } from '../../storage/ports.ts';
import { invalidField } from '../errors.ts';
import { countryIdOf } from '../ids.ts';
import type { ProviderWrite } from '../ledger.ts';
import { checkCountry } from '../own-checks.ts';
import type { CountryBody } from '../schemas.ts';
import { type OwnWrite, type PlanContext, providerRef, sameJson } from './references.ts';

/** Where provider objects sort when they do not say: after the built-in world's. */
export const DEFAULT_COUNTRY_ORDER = 1000;

export function planCountry(
  ctx: PlanContext,
  provider: string,
  id: string,
  body: CountryBody,
): ProviderWrite {
  const ref: ProviderRef = { provider, kind: 'country', providerId: id };
  return {
    ref,
    seq: body.seq,
    plan: (known) => {
      const country = {
        id: countryIdOf(provider, id),
        code: body.code,
        name: { ta: body.name.ta, en: body.name.en },
        order: body.order ?? DEFAULT_COUNTRY_ORDER,
      };
      const existing = ctx.engine.countries.get(country.id);
      // See ids.ts: a 31-bit id space; never overwrite another country. The same code is taken as the
      // same country: that is also what a retry after a crash between flush and advance looks like.
      if (!known && existing && existing.code !== country.code) {
        throw invalidField('', `country id '${id}' collides with an existing country; use another id`);
      }
      return {
        ourId: String(country.id),
        apply: () => {
          if (!sameJson(ctx.engine.countries.get(country.id), country)) ctx.engine.putCountries([country]);
        },
      };
    },
  };
}

export function planOwnCountry(_ctx: PlanContext, provider: string, country: Country, seq: number): OwnWrite {
  return {
    ref: providerRef(provider, 'country', String(country.id)),
    ourId: String(country.id),
    check: () => checkCountry(country, seq),
  };
}
