/**
 * money.currency: a league's money is written in the league's own currency (the rule:
 * rupees for Indian leagues). A team's transfer fees (tetr_) are read against the currency of the
 * domestic league the team plays in (competitions.ts `currencyOf`): a sum whose currency (the feed's
 * `TEC`) is another one, a sum (`TEA`) without its currency, or a fee as text written in another
 * currency, breaks it.
 *
 * What the feeds cannot show: the exchange rate a sum was converted at, so the size of a fee is not
 * judged.
 */
import { sportById } from '@nerali/domain';
import { currencyOf } from '../competitions.ts';
import type { Violation, World } from '../model.ts';

/** Why a fee is not in `code`, or null when it is (or when the move has no fee). */
function wrongMoney(
  t: { fee?: string; feeAmount?: number; feeCurrency?: string },
  code: string,
  pattern: RegExp,
): string | null {
  if (t.feeAmount !== undefined && t.feeCurrency === undefined)
    return `fee ${t.feeAmount} has no currency, not ${code}`;
  if (t.feeCurrency !== undefined && t.feeCurrency !== code)
    return `fee ${t.feeAmount ?? '(no sum)'} ${t.feeCurrency} is not in ${code}`;
  if (t.fee !== undefined && !pattern.test(t.fee)) return `fee "${t.fee}" is not in ${code}`;
  return null;
}

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
      const wrong = wrongMoney(t, currency.code, currency.pattern);
      if (wrong === null) continue;
      const name = t.fromId === teamId ? t.fromName : t.toName;
      out.push({
        sportId: team.sportId,
        check: 'money.currency',
        subject: `${teamId}|${t.playerId}`,
        detail: `${name} (${team.league}): ${t.playerName} ${t.fromName} -> ${t.toName} on ${t.date}: ${wrong}`,
      });
    }
  }
  return out;
}
