/**
 * S2 3.17 and 3.18 as a visitor sees them: the odds comparison names a bookmaker by its drawn logo or
 * in plain text, and the match summary shows the main bookmaker's line, each as the region's flags say;
 * in India and in the shipped default group none of it (docs/decisions.md "Bookmaker and odds rules
 * by region"). Bodies are written with the domain's real row encoders, as the server writes them.
 */
import {
  type BookmakerSettings,
  encodeFeed,
  formatOdds,
  Market,
  MatchRows,
  OddsMove,
  type Row,
} from '@nerali/domain';
import { describe, expect, it } from 'vitest';
import { getI18n } from '../../i18n/index.ts';
import type { VisitorGeo } from '../../load-context.ts';
import { ALL_OFF } from '../../kit/visitor.ts';
import { MainOdds } from './MainOdds.tsx';
import { OddsTab } from './OddsTab.tsx';
import type { OddsPrefs } from '../odds/prefs.ts';
import { DEFAULT_VISITOR, INDIAN_VISITOR, renderWithVisitor, visibleText } from '../odds/testing.tsx';

const t = getI18n('ta').t;
const YES: OddsPrefs = { format: 'eu', legalAge: '1' };

function lines(lang?: 'ta'): Row[] {
  const market = { market: Market.oneXTwo, name: { ta: 'போட்டி முடிவு', en: 'Match result' } };
  const rows: Row[] = [
    lang ? MatchRows.market.encodeOneLanguage(market, lang) : MatchRows.market.encode(market),
  ];
  for (const [id, name, prices] of [
    [2, 'Meridian', ['1.30', '5.50', '11.00']],
    [3, 'Northgate', ['1.28', '5.60', '10.50']],
  ] as const) {
    rows.push(MatchRows.oddsLine.encode({ bookmakerId: id, bookmakerName: name, active: true }));
    ['1', 'X', '2'].forEach((selection, i) =>
      rows.push(MatchRows.price.encode({ selection, value: prices[i] ?? '', move: OddsMove.none })),
    );
  }
  return rows;
}
/** d_od in Tamil, eu: both bookmakers. */
const TAB = encodeFeed(lines('ta'));
/** mop_ of bookmaker 2: its line only (the first line of the body). */
const MAIN = encodeFeed(lines().slice(0, 5));

function visitor(on: Partial<Record<keyof BookmakerSettings, boolean>>, ids: number[] = []): VisitorGeo {
  return {
    country: 'GB',
    subdivision: null,
    group: 'GB',
    settings: { ...ALL_OFF, show_odds_comparison_tab: true, ...on, main_bookmaker_ids: ids },
    ageGate: true,
    mobileLink: true,
  };
}

const tab = (v: VisitorGeo, prefs = YES) =>
  renderWithVisitor(<OddsTab body={TAB} format="eu" home="சென்னை" away="கேரளா" t={t} />, {
    visitor: v,
    prefs,
  });
const summary = (v: VisitorGeo, prefs = YES) =>
  renderWithVisitor(<MainOdds body={MAIN} t={t} />, { visitor: v, prefs });

describe('bookmakers in the odds comparison (S2 3.17)', () => {
  it('[S2 3.17] show_bookmaker_logo_odds_comparison: each bookmaker as a drawn logo named for the reader', () => {
    const html = tab(visitor({ show_bookmaker_logo_odds_comparison: true }));
    expect(html.match(/<svg class="bm-logo" role="img" aria-label="Meridian"/g)).toHaveLength(1);
    expect(html).toMatch(/<svg class="bm-logo" role="img" aria-label="Northgate"/);
    expect(html).toContain('<title>Meridian</title>');
    expect(html).not.toContain('class="bm-name"');
    // Links need a configured address: none is, so a logo is never a link.
    expect(html).not.toContain('<a ');
  });

  it('[S2 3.17] flag off (the shipped default group): names as plain text, no logo', () => {
    for (const v of [visitor({}), DEFAULT_VISITOR]) {
      const html = tab(v);
      expect(html).toContain('<span class="bm-name">Meridian</span>');
      expect(html).not.toContain('bm-logo');
      expect(html).not.toContain('<a ');
    }
  });

  it('[S2 3.17] [AGE4] India, and any region before the age is confirmed: no comparison at all', () => {
    expect(tab(INDIAN_VISITOR)).toBe('');
    expect(tab(INDIAN_VISITOR, { format: 'eu', legalAge: null })).toBe('');
    expect(
      tab(visitor({ show_bookmaker_logo_odds_comparison: true }), { format: 'eu', legalAge: null }),
    ).toBe('');
  });
});

describe('the main bookmaker’s line in the match summary (S2 3.18)', () => {
  it('[S2 3.18] [S2 3.17] show_bookmaker_logo_in_summary: one line 1 / சமம் / 2 under the bookmaker’s logo', () => {
    const html = summary(visitor({ show_bookmaker_logo_in_summary: true }, [2]));
    const text = visibleText(html);
    expect(text).toContain('முதன்மை விகிதங்கள்');
    expect(text).toContain(`1 ${formatOdds(1.3, 'eu')}`);
    expect(text).toContain(`சமம் ${formatOdds(5.5, 'eu')}`);
    expect(text).toContain(`2 ${formatOdds(11, 'eu')}`);
    expect(html).toMatch(/<svg class="bm-logo" role="img" aria-label="Meridian"/);
    expect(text).not.toContain('Northgate');
    expect(text).not.toContain('தற்காலிக நிறுத்தம்');
    expect(html).not.toContain('<a ');
  });

  it('[S2 3.17] logo_to_text_match_summary: the bookmaker’s name as text instead of its logo', () => {
    const html = summary(
      visitor({ show_bookmaker_logo_in_summary: true, logo_to_text_match_summary: true }, [2]),
    );
    expect(html).toContain('<span class="bm-name">Meridian</span>');
    expect(html).not.toContain('bm-logo');
  });

  it('[S2 3.18] a suspended main line says so', () => {
    const suspended = encodeFeed([
      MatchRows.market.encode({ market: Market.oneXTwo, name: { ta: 'போட்டி முடிவு', en: 'Match result' } }),
      MatchRows.oddsLine.encode({ bookmakerId: 2, bookmakerName: 'Meridian', active: false }),
      MatchRows.price.encode({ selection: '1', value: '1.30', move: OddsMove.none }),
    ]);
    const html = renderWithVisitor(<MainOdds body={suspended} t={t} />, {
      visitor: visitor({ show_bookmaker_logo_in_summary: true }, [2]),
      prefs: YES,
    });
    expect(visibleText(html)).toContain('தற்காலிக நிறுத்தம்');
  });

  it('[S2 3.18] prices in the visitor’s odds format', () => {
    const html = summary(visitor({ show_bookmaker_logo_in_summary: true }, [2]), {
      format: 'uk',
      legalAge: '1',
    });
    expect(visibleText(html)).toContain(`2 ${formatOdds(11, 'uk')}`);
  });

  it('[S2 3.18] no line without a main bookmaker, without a summary flag, unconfirmed, in India or by default', () => {
    expect(summary(visitor({ show_bookmaker_logo_in_summary: true }))).toBe('');
    expect(summary(visitor({}, [2]))).toBe('');
    expect(
      summary(visitor({ show_bookmaker_logo_in_summary: true }, [2]), { format: 'eu', legalAge: null }),
    ).toBe('');
    for (const legalAge of [null, '0', '1'] as const) {
      expect(summary(INDIAN_VISITOR, { format: 'eu', legalAge })).toBe('');
      expect(summary(DEFAULT_VISITOR, { format: 'eu', legalAge })).toBe('');
    }
  });
});
