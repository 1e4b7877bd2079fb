import { describe, expect, it } from 'vitest';
import { SIMULATED_SPORTS } from '../sports/index.ts';
import { buildWorld, shortNameOf } from './world.ts';

const TAMIL = /[\u0B80-\u0BFF]/;

describe('simulated world', () => {
  const world = buildWorld(SIMULATED_SPORTS);

  it('lists India first, with Tamil and English names, lower-case codes and pseudo-countries', () => {
    const [india, england] = world.countries;
    expect(india).toMatchObject({ code: 'in', name: { ta: 'இந்தியா', en: 'India' }, order: 1 });
    expect(england?.code).toBe('gb-eng');
    for (const c of world.countries) {
      expect(c.name.ta).toMatch(TAMIL);
      expect(c.code).toMatch(/^[a-z]+(-[a-z]+)?$/);
    }
    const codes = world.countries.map((c) => c.code);
    expect(codes).toEqual(expect.arrayContaining(['world', 'eu', 'asia', 'lk', 'bd', 'pk', 'ir']));
    expect(new Set(world.countries.map((c) => c.id)).size).toBe(world.countries.length);
  });

  it('gives leagues ids {sportId}_{stageId}, template keys {sportId}_{key} and Tamil names', () => {
    for (const league of world.leagues) {
      expect(league.id).toMatch(new RegExp(`^${league.sportId}_[A-Za-z0-9]{8}$`));
      expect(league.templateKey).toMatch(new RegExp(`^${league.sportId}_[A-Za-z0-9]{8}$`));
      expect(league.name.ta).toMatch(TAMIL);
      expect(world.countries.some((c) => c.id === league.countryId)).toBe(true);
    }
    expect(new Set(world.leagues.map((l) => l.id)).size).toBe(world.leagues.length);
    const names = world.leagues.map((l) => l.name.en);
    for (const name of [
      'Indian Super League',
      'Indian Premier League',
      'Pro Kabaddi League',
      'NBA',
      'LaLiga',
    ]) {
      expect(names).toContain(name);
    }
  });

  it('has unique participants per sport, each in a known country, and leagues of at least 4 teams', () => {
    const ids = new Set(world.participants.map((p) => p.id));
    expect(ids.size).toBe(world.participants.length);
    for (const p of world.participants) expect(world.countries.some((c) => c.id === p.countryId)).toBe(true);
    for (const leagues of world.bySport.values()) {
      for (const l of leagues) {
        expect(l.teams.length).toBeGreaterThanOrEqual(4);
        for (const t of l.teams) expect(ids.has(t.id)).toBe(true);
      }
    }
    const chennai = world.participants.find((p) => p.name === 'Chennaiyin FC');
    expect(chennai?.countryId).toBe(1);
    const benfica = world.participants.find((p) => p.name === 'Benfica');
    expect(world.countries.find((c) => c.id === benfica?.countryId)?.code).toBe('pt');
  });

  it('does not depend on the seed: the same ids every time it is built', () => {
    expect(buildWorld(SIMULATED_SPORTS)).toEqual(world);
  });

  it('derives short names', () => {
    expect(shortNameOf('Chennai Super Kings', false)).toBe('CSK');
    expect(shortNameOf('Manchester United', false)).toBe('MUN');
    expect(shortNameOf('Chennaiyin FC', false)).toBe('CHE');
    expect(shortNameOf('R. García', true)).toBe('García');
    // The codes fans already use win over the rule (SRH, not SHY; MI, not MIN).
    expect(shortNameOf('Sunrisers Hyderabad', false)).toBe('SRH');
    expect(shortNameOf('Mumbai Indians', false)).toBe('MI');
    expect(shortNameOf('Kerala Blasters', false)).toBe('KBFC');
  });
});
