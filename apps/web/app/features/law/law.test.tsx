/**
 * The age question, the footer and a banner zone as the server renders them.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_VISITOR, INDIAN_VISITOR, renderWithVisitor, visibleText } from '../odds/testing.tsx';
import { AgeGate } from './AgeGate.tsx';
import { BannerZoneView, zoneBoxStyle } from './BannerZone.tsx';
import { BANNER_ZONES } from './banner-zones.ts';
import { housePromos } from './house-promos.ts';
import { GAMBLING_HELP_URL, SiteFooter } from './SiteFooter.tsx';

describe('the age question', () => {
  it('[AGE5] asks, in Tamil, where the gate applies and nothing was answered', () => {
    const html = renderWithVisitor(<AgeGate />, {
      visitor: DEFAULT_VISITOR,
      prefs: { format: 'eu', legalAge: null },
    });
    const text = visibleText(html);
    expect(text).toContain('உங்களுக்கு 18 வயது நிறைவடைந்துவிட்டதா?');
    expect(text).toContain('90 நாட்கள்');
    expect(html).toMatch(/<section class="age" aria-labelledby=/);
    expect(html.match(/<button type="button"/g)).toHaveLength(2);
  });

  it.each([
    ['answered yes', DEFAULT_VISITOR, '1'],
    ['answered no', DEFAULT_VISITOR, '0'],
    ['in India', INDIAN_VISITOR, null],
    ['where the gate is off', { ...DEFAULT_VISITOR, ageGate: false }, null],
  ] as const)('asks nothing %s', (_what, visitor, legalAge) => {
    expect(renderWithVisitor(<AgeGate />, { visitor, prefs: { format: 'eu', legalAge } })).toBe('');
  });
});

describe('the footer', () => {
  it('[AGE6] odds shown: "information only" and the help link; the advert notice only for clickable bookmakers', () => {
    const html = renderWithVisitor(<SiteFooter />, {
      visitor: DEFAULT_VISITOR,
      prefs: { format: 'eu', legalAge: '1' },
    });
    expect(visibleText(html)).toContain('விகிதங்கள் தகவலுக்கு மட்டுமே');
    expect(html).toContain(`href="${GAMBLING_HELP_URL}"`);
    expect(html).not.toContain('responsible-notice');
    expect(html).toContain('href="/ta/mobile/#android"');
  });

  it('[AGE6] [AGE7] not confirmed, or India: nothing about gambling; the mobile link unless the region hides it', () => {
    for (const [visitor, legalAge] of [
      [DEFAULT_VISITOR, null],
      [INDIAN_VISITOR, '1'],
    ] as const) {
      const html = renderWithVisitor(<SiteFooter />, { visitor, prefs: { format: 'eu', legalAge } });
      expect(html).not.toContain(GAMBLING_HELP_URL);
      expect(html).not.toContain('தகவலுக்கு மட்டுமே');
      expect(html).toContain('href="/ta/mobile/#android"');
    }
    const hidden = renderWithVisitor(<SiteFooter />, {
      visitor: { ...INDIAN_VISITOR, mobileLink: false },
      prefs: { format: 'eu', legalAge: null },
    });
    // Nothing of the mobile app or of gambling; only the terms and privacy links, which every page has.
    expect(hidden).not.toContain('/mobile/');
    expect(hidden).not.toContain(GAMBLING_HELP_URL);
    expect(hidden.match(/<li>/g)).toHaveLength(2);
    expect(hidden).toContain('href="/ta/terms/"');
    expect(hidden).toContain('href="/ta/privacy/"');
  });
});

describe('a banner zone', () => {
  it('reserves the zone’s size at each breakpoint from the first HTML, and shows a house promotion', () => {
    const html = renderWithVisitor(<BannerZoneView name="box_over_content" />, {
      visitor: DEFAULT_VISITOR,
      prefs: { format: 'eu', legalAge: null },
    });
    expect(html).toContain('data-slot="box_over_content"');
    expect(html).toContain('--hp-w0:320px;--hp-h0:50px');
    expect(html).toContain('--hp-w2:728px;--hp-h2:90px');
    expect(html).toContain('href="/ta/mobile/#android"');
    expect(html).toContain('data-banner-id="house-mobile"');
    expect(visibleText(html)).toContain('நேரலை கைபேசிச் செயலி');
  });

  it('a zone without a size shows nothing; a hidden mobile link leaves the app out of the promotions', () => {
    expect(
      renderWithVisitor(<BannerZoneView name="background" />, {
        visitor: DEFAULT_VISITOR,
        prefs: { format: 'eu', legalAge: null },
      }),
    ).toBe('');
    expect(zoneBoxStyle(BANNER_ZONES.premium_square_mobile)).toMatchObject({
      '--hp-d0': 'block',
      '--hp-d1': 'none',
    });
    expect(housePromos(false).map((promo) => promo.id)).toEqual(['house-favourites', 'house-news']);
    expect(housePromos(true).map((promo) => promo.id)).toContain('house-mobile');
  });
});
