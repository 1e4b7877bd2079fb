/**
 * Odds feeds from the odds document of an event:
 * - d_od_{event}_{lang}_{type}_{format}: the odds tab, every market and bookmaker, prices in the
 *   visitor's format, market names in the feed's language;
 * - df_od_{type}_{event}: the same lines, decimal, market names in both languages;
 * - df_dos_{type}_{event}: prematch odds (empty once the document holds live lines);
 * - df_lod2_{type}_{event}_{bookmaker}: one bookmaker's live lines (empty before kick-off);
 * - mop_{type}_{event}: the sport's main market (1x2 or 12; the match's two-way line where it has no
 *   1x2, a limited-overs cricket match) of the main bookmaker; mop_{type}_{event}_{bookmaker}: of the
 *   region's main bookmaker (S2 3.18; the feed route names it for a visitor whose region has one).
 * Each price carries its previous value and the move between them, for the arrows.
 */
import {
  type EventOdds,
  formatOdds,
  type Lang,
  Market,
  MatchFeed,
  type MatchEvent,
  MatchRows,
  type OddsFormatCode,
  type OddsLine,
  OddsMove,
  type OddsPrice,
  parseOddsFormat,
  type Row,
  sportById,
  type Text,
} from '@nerali/domain';
import type { FeedEngine } from '../../../engine/engine.ts';
import type { CatalogueContext } from '../registry.ts';
import {
  compareText,
  type Dependencies,
  matchFeed,
  parseEventLangType,
  parseTypeEvent,
  parseTypeEventIndex,
  standardMatchFeed,
} from './common.ts';

/** Market names; the web may also name markets by id. */
export const MARKET_NAMES: Record<Market, Text> = {
  [Market.oneXTwo]: { ta: '1X2', en: '1X2' },
  [Market.homeAway]: { ta: 'வெற்றியாளர்', en: 'Home/Away' },
  [Market.doubleChance]: { ta: 'இரட்டை வாய்ப்பு', en: 'Double chance' },
  [Market.asianHandicap]: { ta: 'ஆசிய ஹேண்டிகேப்', en: 'Asian handicap' },
  [Market.overUnder]: { ta: 'கூடுதல்/குறைவு', en: 'Over/Under' },
  [Market.moneyline]: { ta: 'மணிலைன்', en: 'Moneyline' },
  [Market.bothTeamsToScore]: { ta: 'இரு அணிகளும் கோல் அடிக்குமா', en: 'Both teams to score' },
};

export function priceMove(price: OddsPrice): OddsMove {
  if (price.previous === undefined || price.previous === price.value) return OddsMove.none;
  return price.value > price.previous ? OddsMove.up : OddsMove.down;
}

/** A market row; `lang` writes its name in that language only (d_od), else in both. */
export function marketRow(market: Market, name: Text, lang?: Lang, live?: boolean): Row {
  const value = { market, name, live };
  return lang ? MatchRows.market.encodeOneLanguage(value, lang) : MatchRows.market.encode(value);
}

export function oddsLineRow(line: OddsLine, bookmakerName: string): Row {
  const { bookmakerId, active } = line;
  return MatchRows.oddsLine.encode({ bookmakerId, bookmakerName, line: line.line, active });
}

export function priceRow(price: OddsPrice, format: OddsFormatCode): Row {
  return MatchRows.price.encode({
    selection: price.selection,
    value: formatOdds(price.value, format),
    previous: price.previous === undefined ? undefined : formatOdds(price.previous, format),
    move: priceMove(price),
    changedAt: price.changedAt,
  });
}

function lineOrder(a: OddsLine, b: OddsLine): number {
  return a.market - b.market || a.bookmakerId - b.bookmakerId || compareText(a.line ?? '', b.line ?? '');
}

/** How odds rows are written: prices in `format` (eu), market names in `lang` (else both), `live` in d_od. */
export interface OddsForm {
  format?: OddsFormatCode;
  lang?: Lang;
  live?: boolean;
  /** The market names (MARKET_NAMES). */
  names?: (market: Market) => Text;
}

/** Rows of some lines, grouped by market in market order, bookmakers in id order. */
export function oddsRows(engine: FeedEngine, lines: readonly OddsLine[], form: OddsForm = {}): Row[] {
  const { format = 'eu', lang, live, names = (m: Market) => MARKET_NAMES[m] } = form;
  const rows: Row[] = [];
  let market: Market | null = null;
  for (const line of [...lines].sort(lineOrder)) {
    if (line.market !== market) {
      market = line.market;
      rows.push(marketRow(market, names(market), lang, live));
    }
    rows.push(oddsLineRow(line, engine.document('bookmaker', String(line.bookmakerId))?.name ?? ''));
    for (const price of line.prices) rows.push(priceRow(price, format));
  }
  return rows;
}

// Bookmaker names are documents of their own: any change of one rebuilds the odds bodies.
const ODDS_USES: Dependencies = {
  documents: ['odds'],
  extra: ({ engine }) => String(engine.kindVersion('bookmaker')),
};

function odds(ctx: CatalogueContext, event: MatchEvent): EventOdds | undefined {
  return ctx.engine.document('odds', event.id);
}

export const oddsTabFeed = matchFeed<{ eventId: string; lang: Lang; format: OddsFormatCode }>({
  prefix: MatchFeed.oddsTab,
  parse(parts) {
    const base = parseEventLangType(parts, 1);
    const format = parseOddsFormat(parts[parts.length - 1]);
    return base && format ? { ...base, format } : null;
  },
  uses: ODDS_USES,
  build(ctx, event, { lang, format }) {
    const doc = odds(ctx, event);
    return doc ? oddsRows(ctx.engine, doc.lines, { format, lang, live: doc.live }) : [];
  },
});

export const oddsFeed = standardMatchFeed({
  prefix: MatchFeed.odds,
  uses: ODDS_USES,
  build(ctx, event) {
    const doc = odds(ctx, event);
    return doc ? oddsRows(ctx.engine, doc.lines) : [];
  },
});

export const prematchOddsFeed = standardMatchFeed({
  prefix: MatchFeed.prematchOdds,
  uses: ODDS_USES,
  build(ctx, event) {
    const doc = odds(ctx, event);
    return doc && !doc.live ? oddsRows(ctx.engine, doc.lines) : [];
  },
});

export const liveOddsFeed = matchFeed<{ eventId: string; bookmakerId: number }>({
  prefix: MatchFeed.liveOdds,
  parse(parts) {
    const parsed = parseTypeEventIndex(parts, 6);
    return parsed ? { eventId: parsed.eventId, bookmakerId: parsed.index } : null;
  },
  uses: ODDS_USES,
  build(ctx, event, { bookmakerId }) {
    const doc = odds(ctx, event);
    if (!doc?.live) return [];
    const lines = doc.lines.filter((line) => line.bookmakerId === bookmakerId);
    return oddsRows(ctx.engine, lines);
  },
});

/** The two-way markets, in the order a match without its sport's three-way market falls back on them. */
const TWO_WAY: readonly Market[] = [Market.homeAway, Market.moneyline];

/**
 * The main market of the sport (1x2 where a draw is a regular result, else home/away), from the
 * main bookmaker: the region's main bookmaker (`preferred`, S2 3.18) when it prices the match, else
 * the lowest bookmaker id with an active line of it, else with any line. A match whose sport prices
 * three ways but which has no 1x2 line (a limited-overs cricket match: no draw; a fight priced as a
 * moneyline) shows its two-way line.
 */
export function mainLine(event: MatchEvent, doc: EventOdds, preferred?: number): OddsLine | undefined {
  if (preferred !== undefined) {
    const own = doc.lines.filter((line) => line.bookmakerId === preferred);
    const line = own.length > 0 ? mainLine(event, { ...doc, lines: own }) : undefined;
    if (line) return line;
  }
  const markets =
    sportById(event.sportId)?.oddsType === '1x2'
      ? [Market.oneXTwo, ...TWO_WAY]
      : [...TWO_WAY, Market.oneXTwo];
  for (const market of markets) {
    const lines = doc.lines.filter((line) => line.market === market).sort(lineOrder);
    const line = lines.find((l) => l.active) ?? lines[0];
    if (line) return line;
  }
  return undefined;
}

/** The digits of a bookmaker id in a feed name (df_lod2, mop_). */
const BOOKMAKER_DIGITS = 6;
const BOOKMAKER_ID = /^[1-9][0-9]{0,5}$/;

export const oddsPreviewFeed = matchFeed<{ eventId: string; bookmakerId?: number }>({
  prefix: MatchFeed.oddsPreview,
  parse(parts) {
    if (parts.length === 3) {
      const eventId = parseTypeEvent(parts);
      return eventId ? { eventId } : null;
    }
    // One name per body: a bookmaker id from 1, written without leading zeros.
    const parsed = BOOKMAKER_ID.test(parts[3] ?? '') ? parseTypeEventIndex(parts, BOOKMAKER_DIGITS) : null;
    return parsed ? { eventId: parsed.eventId, bookmakerId: parsed.index } : null;
  },
  uses: ODDS_USES,
  build(ctx, event, { bookmakerId }) {
    const doc = odds(ctx, event);
    const line = doc ? mainLine(event, doc, bookmakerId) : undefined;
    return line ? oddsRows(ctx.engine, [line]) : [];
  },
});
