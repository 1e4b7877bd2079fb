import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BOOKMAKER_FLAGS,
  type BookmakerFlag,
  bookmakerSettings,
  findGeoGroup,
  type GeoGroup,
  GeoGroupMessage,
  type GeoGroups,
  isBookmakerFlagOn,
  mainBookmakerId,
  validateGeoGroups,
} from './geo-groups.ts';

const allFlags = (value: '0' | '1'): Record<BookmakerFlag, '0' | '1'> =>
  Object.fromEntries(BOOKMAKER_FLAGS.map((flag) => [flag, value])) as Record<BookmakerFlag, '0' | '1'>;

const OFF: GeoGroup = { ...allFlags('0'), main_bookmaker_ids: [] };
const ON: GeoGroup = { ...allFlags('1'), main_bookmaker_ids: [16, 417] };

describe('bookmaker geo groups', () => {
  it.each([
    ['0', false],
    [0, false],
    ['1', true],
    ['', true],
    ['false', true],
    [undefined, true],
    [null, true],
  ])("[GEO5] flag value %j is on: %s ('0' off, anything else or missing on)", (value, on) => {
    expect(isBookmakerFlagOn(value)).toBe(on);
  });

  const groups: GeoGroups = { default: OFF, GB: ON, IN: OFF, 'IN:TN': { ...OFF, clickable: '1' } };

  it('[GEO3] picks country:subdivision, then country, then default', () => {
    expect(findGeoGroup(groups, 'IN', 'TN')?.key).toBe('IN:TN');
    expect(findGeoGroup(groups, 'IN', 'KL')?.key).toBe('IN');
    expect(findGeoGroup(groups, 'IN', null)?.key).toBe('IN');
    expect(findGeoGroup(groups, 'GB', 'ENG')?.key).toBe('GB');
    expect(findGeoGroup(groups, 'US', 'CA')?.key).toBe('default');
    expect(findGeoGroup(groups, null, null)?.key).toBe('default');
    expect(findGeoGroup({}, 'IN', 'TN')).toBeNull();
  });

  it('[GEO3] uses the group found whole: flags are not merged across levels', () => {
    const partial: GeoGroups = { default: OFF, IN: { clickable: '0' } };
    // IN leaves the other flags out, so they read as on (the spec's rule), not as default's '0'.
    const { key, settings } = bookmakerSettings(partial, 'IN', 'TN');
    expect(key).toBe('IN');
    expect(settings.clickable).toBe(false);
    expect(settings.show_odds_comparison_tab).toBe(true);
  });

  it('[GEO5] [GEO6] reads the effective settings with the main bookmaker first', () => {
    const gb = bookmakerSettings(groups, 'GB', null);
    expect(gb.settings).toEqual({ ...allFlagsBool(true), main_bookmaker_ids: [16, 417] });
    expect(mainBookmakerId(gb.settings)).toBe(16);
    const tn = bookmakerSettings(groups, 'IN', 'TN');
    expect(tn).toEqual({
      key: 'IN:TN',
      settings: { ...allFlagsBool(false), clickable: true, main_bookmaker_ids: [] },
    });
    expect(mainBookmakerId(tn.settings)).toBeNull();
  });

  it("[GEO5] with no group at all every flag reads as on (why GEO7 demands 'default')", () => {
    expect(bookmakerSettings({}, 'IN', null)).toEqual({
      key: 'default',
      settings: { ...allFlagsBool(true), main_bookmaker_ids: [] },
    });
  });
});

function allFlagsBool(value: boolean): Record<BookmakerFlag, boolean> {
  return Object.fromEntries(BOOKMAKER_FLAGS.map((flag) => [flag, value])) as Record<BookmakerFlag, boolean>;
}

describe('geo group configuration validation', () => {
  it('[GEO7] accepts complete groups', () => {
    const input = { $comment: 'why', default: OFF, IN: OFF, 'IN:TN': OFF, LK: ON };
    const result = validateGeoGroups(input);
    expect(result).toEqual({ ok: true, value: { default: OFF, IN: OFF, 'IN:TN': OFF, LK: ON } });
  });

  it.each([
    ['no default group', { IN: OFF }, [GeoGroupMessage.defaultRequired]],
    ['a lower-case key', { default: OFF, in: OFF }, [GeoGroupMessage.badKey('in')]],
    ['a subdivision with a dash', { default: OFF, 'IN-TN': OFF }, [GeoGroupMessage.badKey('IN-TN')]],
    [
      'a missing flag',
      { default: { ...OFF, clickable: undefined } },
      [GeoGroupMessage.flagMissing('default', 'clickable')],
    ],
    [
      "a flag written 'false' (which the spec would read as on)",
      { default: { ...OFF, clickable: 'false' } },
      [GeoGroupMessage.badFlag('default', 'clickable', 'false')],
    ],
    [
      'a flag written as a number',
      { default: { ...OFF, logo_to_text_bonus: 0 } },
      [GeoGroupMessage.badFlag('default', 'logo_to_text_bonus', 0)],
    ],
    ['missing bookmaker ids', { default: { ...allFlags('0') } }, [GeoGroupMessage.badIds('default')]],
    [
      'repeated bookmaker ids',
      { default: { ...OFF, main_bookmaker_ids: [3, 3] } },
      [GeoGroupMessage.badIds('default')],
    ],
    [
      'a bookmaker id 0',
      { default: { ...OFF, main_bookmaker_ids: [0] } },
      [GeoGroupMessage.badIds('default')],
    ],
    [
      'a misspelt flag',
      { default: { ...OFF, clikable: '0' } },
      [GeoGroupMessage.unknownKey('default', 'clikable')],
    ],
    ['a group that is no object', { default: OFF, IN: '0' }, [GeoGroupMessage.groupNotObject('IN')]],
    ['a list', [OFF], [GeoGroupMessage.notObject]],
  ])('[GEO7] rejects %s', (_name, input, errors) => {
    expect(validateGeoGroups(input)).toEqual({ ok: false, errors });
  });

  it('[GEO7] never throws, and whatever it accepts has every flag stated', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const result = validateGeoGroups(value);
        if (result.ok) {
          for (const group of Object.values(result.value)) {
            for (const flag of BOOKMAKER_FLAGS) expect(['0', '1']).toContain(group[flag]);
          }
        }
      }),
    );
  });
});
