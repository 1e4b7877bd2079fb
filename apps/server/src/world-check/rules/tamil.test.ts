import { describe, expect, it } from 'vitest';
import { hasTamilScript, nationOf } from '../national.ts';
import { checksOf, worldOf } from '../testing/worlds.ts';
import { tamilRule } from './tamil.ts';

describe('tamil.national-team', () => {
  it('tells national teams and Tamil script', () => {
    expect(nationOf('India')).toBe('India');
    expect(nationOf('Brazil W')).toBe('Brazil');
    expect(nationOf('West Indies')).toBe('West Indies');
    expect(nationOf('Mohun Bagan Super Giant')).toBeNull();
    expect(hasTamilScript('இந்தியா')).toBe(true);
    expect(hasTamilScript('India')).toBe(false);
  });
  it('a /ta page heading a national team in English fails; in Tamil it passes', () => {
    const page = (shown: string) => ({
      url: '/ta/cricket/team/in/',
      sportId: 13,
      participantId: 'in',
      feedName: 'India',
      shown,
    });
    expect(checksOf(tamilRule(worldOf([], (w) => w.pageNames.push(page('India')))))).toEqual([
      'tamil.national-team',
    ]);
    expect(tamilRule(worldOf([], (w) => w.pageNames.push(page('இந்தியா'))))).toEqual([]);
  });
});
