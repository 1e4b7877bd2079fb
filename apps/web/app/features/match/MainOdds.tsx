/**
 * The match summary's line of the main bookmaker (S2 3.18): the sport's main market ("1 / X / 2", or
 * "1 / 2") of the region's first main bookmaker (the server's `mop_{type}_{event}_{bookmaker}`), the
 * bookmaker shown as its logo or its name (S2 3.17 show_bookmaker_logo_in_summary,
 * logo_to_text_match_summary: `rules.summaryBookmaker`).
 *
 * Asks `useOddsRules()` first: nothing at all without odds, a confirmed age and a main bookmaker, so
 * nothing in any shipped group (India: no odds at all; default: no main bookmaker).
 */
import { decodeOdds, formatOdds } from '@nerali/domain';
import { useMemo } from 'react';
import type { T } from '../../i18n/index.ts';
import { BookmakerMark } from '../odds/BookmakerMark.tsx';
import { useOddsRules } from '../odds/rules.ts';
import { hasData } from './tabs.ts';

const MAIN_SELECTIONS = ['1', 'X', '2'] as const;

export function MainOdds({ body, t }: { body: string | undefined; t: T }) {
  const rules = useOddsRules();
  const line = useMemo(() => {
    if (!hasData(body)) return undefined;
    return decodeOdds(body).find((market) => market.lines.length > 0)?.lines[0];
  }, [body]);
  const mark = rules.summaryBookmaker;
  if (!rules.showOdds || mark === null || rules.mainBookmakerId === null || !line) return null;
  const prices = MAIN_SELECTIONS.flatMap((selection) => {
    const price = line.prices.find((p) => p.selection === selection);
    const decimal = price ? Number(price.value) : Number.NaN;
    return Number.isFinite(decimal) ? [{ selection, value: formatOdds(decimal, rules.format) }] : [];
  });
  if (prices.length === 0) return null;
  return (
    <section className="card mo" aria-labelledby="mo-h">
      <h2 className="card-h" id="mo-h">
        {t('odds.main')}
      </h2>
      <p className="mo-line">
        <BookmakerMark id={line.bookmakerId} name={line.bookmakerName} mark={mark} />
        {!line.active && <span className="oc-susp">{t('odds.suspended')}</span>}
        {prices.map(({ selection, value }, i) => (
          <span key={selection} className="mo-p">
            {i > 0 && <span aria-hidden="true"> / </span>}
            <span className="mo-s">{t(`odds.sel_${selection}`)}</span> <b>{value}</b>
          </span>
        ))}
      </p>
    </section>
  );
}
