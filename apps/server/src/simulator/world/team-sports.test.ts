import { describe, expect, it } from 'vitest';
import { SimSport } from '../sports/index.ts';
import { buildWorld } from './world.ts';

const TEAM_SPORTS = [
  SimSport.hockey,
  SimSport.americanFootball,
  SimSport.handball,
  SimSport.rugbyUnion,
  SimSport.floorball,
  SimSport.bandy,
  SimSport.futsal,
  SimSport.aussieRules,
  SimSport.rugbyLeague,
  SimSport.waterPolo,
  SimSport.fieldHockey,
  SimSport.beachSoccer,
  SimSport.netball,
];
const LATIN = /[A-Za-z]/;

describe('the timed team sports’ world', () => {
  const world = buildWorld(TEAM_SPORTS);

  it('lists India’s competitions first where India plays, with Tamil names in Tamil script only', () => {
    for (const sportId of TEAM_SPORTS) {
      const leagues = world.bySport.get(sportId) ?? [];
      expect(leagues.length, `sport ${sportId}`).toBeGreaterThan(0);
      const indian = leagues.findIndex(
        (l) => l.def.country === 'in' || l.teams.some((t) => t.countryId === 1),
      );
      if (indian >= 0) expect(indian, `sport ${sportId}`).toBe(0);
      for (const { league, def } of leagues) {
        expect(league.name.ta).not.toMatch(LATIN);
        expect(def.format).toMatchObject({ sport: 'team', sportId });
      }
    }
    const names = world.leagues.map((l) => l.name.en);
    for (const name of [
      'Hockey India League',
      'NHL',
      'NFL',
      'EHF Champions League',
      'Six Nations Championship',
    ]) {
      expect(names).toContain(name);
    }
  });

  it('puts India’s hockey sides in India and the NHL’s Canadian clubs in Canada', () => {
    const country = (name: string) => {
      const team = world.participants.find((p) => p.name === name);
      return world.countries.find((c) => c.id === team?.countryId)?.code;
    };
    expect(country('Tamil Nadu Dragons')).toBe('in');
    expect(country('Toronto Maple Leafs')).toBe('ca');
    expect(country('Wales')).toBe('gb-wls');
  });
});
