/**
 * money.currency: a league's money is written in the league's own currency (the rule:
 * rupees for Indian leagues). A team's transfer fees (tetr_) are read against the currency of the
 * domestic league the team plays in (competitions.ts `currencyOf`): a fee written in another
 * currency, or given only in euros (the feed's `TEU`) for a league outside the euro area, breaks it.
 *
 * What the feeds cannot show: the exchange rate a euro figure was converted at, so the size of a fee
 * is not judged.
 */
import { sportById } from '@nerali/domain';
import { currencyOf } from '../competitions.ts';
import type { Violation, World } from '../model.ts';

const EUROS = new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR', notation: 'compact' });

export function moneyRule(world: World): Violation[] {
  const out: Violation[] = [];
  const home = new Map<string, { countryCode: string; league: string; sportId: number }>();
  for (const e of world.events.values()) {
    if (sportById(e.sportId)?.noDuel || !currencyOf(e.league.countryCode)) continue;
    for (const id of [e.homeId, e.awayId]) {
      if (id && !home.has(id))
        home.set(id, { countryCode: e.league.countryCode, league: e.league.name, sportId: e.sportId });
    }
  }
  for (const [teamId, transfers] of world.transfers) {
    const team = home.get(teamId);
    const currency = team ? currencyOf(team.countryCode) : null;
    if (!team || !currency) continue;
    for (const t of transfers) {
      const name = t.fromId === teamId ? t.fromName : t.toName;
      const what = `${name} (${team.league}): ${t.playerName} ${t.fromName} -> ${t.toName} on ${t.date}`;
      if (t.fee !== undefined && !currency.pattern.test(t.fee)) {
        out.push({
          sportId: team.sportId,
          check: 'money.currency',
          subject: `${teamId}|${t.playerId}`,
          detail: `${what}: fee "${t.fee}" is not in ${currency.code}`,
        });
      } else if (t.fee === undefined && t.feeEur !== undefined && currency.code !== 'EUR') {
        out.push({
          sportId: team.sportId,
          check: 'money.currency',
          subject: `${teamId}|${t.playerId}`,
          detail: `${what}: fee given only in euros (${EUROS.format(t.feeEur)}), not in ${currency.code}`,
        });
      }
    }
  }
  return out;
}
