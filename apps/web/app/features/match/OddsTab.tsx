/**
 * The odds comparison: each market (match result, double chance, asian handicap, over/under,
 * moneyline ...) as a table of bookmakers by selection, prices in the visitor's odds format (the
 * server converts: `d_od_{event}_{lang}_1_{format}`), with the move since the previous price.
 *
 * Asks `useOddsRules()` first and shows nothing at all when the visitor's region (or the age gate)
 * says no: no price, no bookmaker name (docs/decisions.md "Bookmaker and odds rules by region").
 * The feeds carry no bookmaker link, so a price is never a link (docs/decisions.md "Match page").
 * A bookmaker is named by its drawn logo where the region's show_bookmaker_logo_odds_comparison is on,
 * else by its name as plain text (S2 3.17, `rules.comparisonBookmaker`).
 */
import {
  type BookmakerMark as Mark,
  type DecodedMarket,
  decodeOddsTab,
  type OddsFormatCode,
} from '@nerali/domain';
import { useEffect, useMemo } from 'react';
import { useRevalidator } from 'react-router';
import type { T } from '../../i18n/index.ts';
import { BookmakerMark } from '../odds/BookmakerMark.tsx';
import { useOddsRules } from '../odds/rules.ts';
import { hasData } from './tabs.ts';

const SELECTIONS = ['1', 'X', '2', '1X', '12', 'X2', 'over', 'under', 'yes', 'no'] as const;
type Selection = (typeof SELECTIONS)[number];
const isSelection = (value: string): value is Selection => (SELECTIONS as readonly string[]).includes(value);

const MARKETS = [1, 2, 3, 4, 5, 6, 7] as const;
type MarketId = (typeof MARKETS)[number];
const isMarket = (value: number): value is MarketId => (MARKETS as readonly number[]).includes(value);

export interface OddsTabProps {
  body: string | undefined;
  format: OddsFormatCode;
  home: string;
  away: string;
  t: T;
}

function Market({
  market,
  t,
  background,
  mark,
}: {
  market: DecodedMarket<string>;
  t: T;
  background: boolean;
  mark: Mark;
}) {
  const selections: Selection[] = [];
  for (const line of market.lines) {
    for (const price of line.prices) {
      if (isSelection(price.selection) && !selections.includes(price.selection))
        selections.push(price.selection);
    }
  }
  const lined = market.lines.some((line) => line.line !== undefined);
  if (!isMarket(market.market) || selections.length === 0) return null;
  const id = `oc-m${market.market}`;
  return (
    <section className="oc-m" aria-labelledby={id}>
      <h3 className="oc-mh" id={id}>
        {t(`odds.m${market.market}`)}
        {market.live !== undefined && (
          <span className={market.live ? 'oc-live' : 'oc-pre'}>
            {t(market.live ? 'odds.live' : 'odds.prematch')}
          </span>
        )}
      </h3>
      <div className="tbl-wrap">
        <table className={background ? 'oc-t oc-bg' : 'oc-t'}>
          <thead>
            <tr>
              <th scope="col">{t('odds.bookmaker')}</th>
              {lined && <th scope="col">{t('odds.line')}</th>}
              {selections.map((s) => (
                <th key={s} scope="col">
                  {t(`odds.sel_${s}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {market.lines.map((line) => (
              <tr
                key={`${line.bookmakerId}:${line.line ?? ''}`}
                className={line.active ? undefined : 'oc-off'}
              >
                <th scope="row">
                  <BookmakerMark id={line.bookmakerId} name={line.bookmakerName} mark={mark} />
                  {!line.active && <span className="oc-susp">{t('odds.suspended')}</span>}
                </th>
                {lined && <td>{line.line ?? ''}</td>}
                {selections.map((s) => {
                  const price = line.prices.find((p) => p.selection === s);
                  if (!price) return <td key={s} />;
                  const moved = price.move !== 0 && price.previous !== undefined;
                  return (
                    <td
                      key={s}
                      className={price.move > 0 ? 'oc-p oc-up' : price.move < 0 ? 'oc-p oc-down' : 'oc-p'}
                    >
                      {price.value}
                      {moved && (
                        <span
                          className="oc-mv"
                          role="img"
                          aria-label={t(price.move > 0 ? 'odds.up' : 'odds.down', {
                            previous: price.previous,
                          })}
                        />
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

export function OddsTab({ body, format, home, away, t }: OddsTabProps) {
  const rules = useOddsRules();
  const { revalidate } = useRevalidator();
  // The visitor chose another format on this page: the server writes prices in it (d_od_..._{format}).
  useEffect(() => {
    if (rules.format !== format) void revalidate();
  }, [rules.format, format, revalidate]);
  const markets = useMemo(() => (hasData(body) ? decodeOddsTab(body) : []), [body]);
  if (!rules.showOdds || !rules.showComparisonTab) return null;
  return (
    <section className="card" aria-labelledby="oc-h">
      <h2 className="card-h" id="oc-h">
        {t('odds.heading')}
      </h2>
      <p className="oc-meta">
        <span>{t('odds.format', { format: t(`odds.fmt_${format}`) })}</span>
        <span>{t('odds.legend', { home, away })}</span>
      </p>
      {markets.length === 0 ? (
        <p className="empty-tab">{t('odds.none')}</p>
      ) : (
        markets.map((market) => (
          <Market
            key={market.market}
            market={market}
            t={t}
            background={rules.settings.odds_background_in_odds_comparison}
            mark={rules.comparisonBookmaker}
          />
        ))
      )}
    </section>
  );
}
