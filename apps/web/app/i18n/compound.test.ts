import { SPORTS } from '@nerali/domain';
import { describe, expect, it } from 'vitest';
import { joinCompound } from './compound.ts';
import { getI18n } from './index.ts';

describe('a sport name joined to the noun after it (issue 15 point 6: பந்தயப் போட்டிகள்)', () => {
  it('drops ம் and doubles a hard consonant after it', () => {
    expect(joinCompound('குதிரைப் பந்தயம் போட்டிகள்', 'குதிரைப் பந்தயம்')).toBe('குதிரைப் பந்தயப் போட்டிகள்');
    expect(joinCompound('கார் பந்தயம் செய்திகள்', 'கார் பந்தயம்')).toBe('கார் பந்தயச் செய்திகள்');
    expect(joinCompound('கார் பந்தயம் தரவரிசைகள்', 'கார் பந்தயம்')).toBe('கார் பந்தயத் தரவரிசைகள்');
  });

  it('drops ம் alone before a soft consonant or a vowel, and leaves punctuation and other names alone', () => {
    expect(joinCompound('கார் பந்தயம் நேரலை முடிவுகள்', 'கார் பந்தயம்')).toBe('கார் பந்தய நேரலை முடிவுகள்');
    expect(joinCompound('கார் பந்தயம் அட்டவணை', 'கார் பந்தயம்')).toBe('கார் பந்தய அட்டவணை');
    expect(joinCompound('கார் பந்தயம்: இன்று', 'கார் பந்தயம்')).toBe('கார் பந்தயம்: இன்று');
    expect(joinCompound('கால்பந்து போட்டிகள்', 'கால்பந்து')).toBe('கால்பந்து போட்டிகள்');
    expect(joinCompound('Auto Racing matches', 'Auto Racing')).toBe('Auto Racing matches');
  });

  it("gives every racing sport's Tamil board heading its compound form", () => {
    const t = getI18n('ta').t;
    const racing = SPORTS.filter((s) => s.name.ta.endsWith('ம்'));
    expect(racing.length).toBeGreaterThan(0);
    for (const sport of racing) {
      const heading = t('board.heading', { sport: sport.name.ta });
      expect(heading).not.toContain('ம் போட்டிகள்');
      expect(heading).toMatch(/ப் போட்டிகள்$/);
    }
    expect(t('board.heading', { sport: 'குதிரைப் பந்தயம்' })).toBe('குதிரைப் பந்தயப் போட்டிகள்');
    expect(t('board.heading', { sport: 'கால்பந்து' })).toBe('கால்பந்து போட்டிகள்');
    expect(getI18n('en').t('board.heading', { sport: 'Horse Racing' })).not.toContain('பந்தய');
  });
});
