/**
 * The footer as the server renders it: what it says about odds and gambling, and the mobile link.
 */
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_VISITOR,
  INDIAN_VISITOR,
  renderWithVisitor,
  visibleText,
} from '../features/odds/testing.tsx';
import { GAMBLING_HELP_URL, SiteFooter } from './SiteFooter.tsx';

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
