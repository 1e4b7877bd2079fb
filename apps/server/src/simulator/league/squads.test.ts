import type { Transfer } from '@nerali/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RACE_ROOMS } from '../sports/index.ts';
import { SIMULATED_SPORTS } from '../sports/index.ts';
import { COUNTRY_LIST } from '../world/countries.ts';
import { buildWorld } from '../world/world.ts';
import { traditionOf, TRADITIONS, poolOf } from './names.ts';
import { domesticLeagueCountries, fromEuros, transferForClub } from './fees.ts';
import { injuriesOf, isoDay, transfersOf } from './people.ts';
import { isIndividual, squadOf, squadPlayers } from './squads.ts';

const world = buildWorld(SIMULATED_SPORTS);
const raceParticipants = Object.values(RACE_ROOMS).flatMap((d) => d.participants);
const TODAY = 20_522;

describe('squads', () => {
  it('are a pure function of the participant and the seed (property)', () => {
    fc.assert(
      fc.property(fc.nat({ max: world.participants.length - 1 }), fc.integer(), (i, seed) => {
        const p = world.participants[i];
        if (!p) return;
        expect(squadOf(p, seed)).toEqual(squadOf(p, seed));
        expect(squadPlayers(p, seed).map((x) => x.id)).toEqual(
          squadOf(p, seed).players.map((x) => x.playerId),
        );
      }),
      { numRuns: 60 },
    );
  });

  it('give every player of the world a unique id, and every team unique shirt numbers', () => {
    const ids = new Set<string>();
    for (const p of [...world.participants, ...raceParticipants]) {
      const players = squadPlayers(p, 7);
      if (p.sportId === 35) {
        expect(players).toHaveLength(0);
        continue;
      }
      expect(players.length).toBeGreaterThan(0);
      const numbers = players.map((x) => x.number).filter((n) => n !== undefined);
      expect(new Set(numbers).size).toBe(numbers.length);
      expect(new Set(players.map((x) => x.name)).size).toBe(players.length);
      for (const player of players) {
        expect(ids.has(player.id)).toBe(false);
        ids.add(player.id);
        expect(player.participantId).toBe(p.id);
        expect(player.birthDate).toMatch(/^(19|20)\d\d-\d\d-\d\d$/);
        expect(COUNTRY_LIST.some((c) => c.id === player.countryId)).toBe(true);
      }
      if (isIndividual(p) && !p.name.includes('/')) expect(players[0]?.id).toBe(p.id);
    }
    expect(ids.size).toBeGreaterThan(20_000);
  });

  it('field the positions of their sport, starters first', () => {
    const team = world.participants.find((p) => p.name === 'Chennaiyin FC');
    if (!team) throw new Error('no Chennaiyin FC');
    const players = squadPlayers(team, 1);
    expect(new Set(players.map((p) => p.position))).toEqual(new Set(['G', 'D', 'M', 'F']));
    expect(players.filter((p) => p.starter)).toHaveLength(11);
    expect(players[0]).toMatchObject({ position: 'G', number: 1, starter: true });
    const cricket = world.participants.find((p) => p.name === 'Chennai Super Kings');
    if (!cricket) throw new Error('no CSK');
    expect(squadPlayers(cricket, 1).filter((p) => p.starter)).toHaveLength(11);
  });

  it('change with the seed', () => {
    const team = world.participants.find((p) => p.name === 'Chennaiyin FC');
    if (!team) throw new Error('no Chennaiyin FC');
    expect(squadOf(team, 1).players.map((p) => p.name)).not.toEqual(
      squadOf(team, 2).players.map((p) => p.name),
    );
  });

  it('have a naming tradition for every country of the world', () => {
    for (const c of COUNTRY_LIST) {
      if (['world', 'eu', 'asia'].includes(c.code)) continue;
      expect(traditionOf(c.code), c.code).toBeDefined();
    }
    for (const t of TRADITIONS) expect(new Set(poolOf(t).surnames).size).toBe(poolOf(t).surnames.length);
  });
});

describe('transfers and injuries', () => {
  const teams = world.participants.filter((p) => p.sportId === 1);

  it('are recent, name squad players, and list a move under both clubs', () => {
    const lists = transfersOf(teams, 3, TODAY, new Map());
    const byId = new Map(lists.map((l) => [l.participantId, l]));
    let count = 0;
    for (const list of lists) {
      for (const t of list.transfers) {
        count++;
        expect(t.date <= isoDay(TODAY) && t.date > isoDay(TODAY - 120)).toBe(true);
        const buyer = teams.find((p) => p.id === t.toId);
        if (!buyer) throw new Error('buyer');
        expect(squadPlayers(buyer, 3).some((p) => p.id === t.playerId)).toBe(true);
        // The same move under both clubs, its fee in each club's own money.
        const move = ({ feeAmount: _amount, feeCurrency: _currency, ...rest }: Transfer) => rest;
        for (const id of [t.fromId, t.toId])
          expect(byId.get(id ?? '')?.transfers.map(move)).toContainEqual(move(t));
      }
      const dates = list.transfers.map((t) => t.date);
      expect(dates).toEqual([...dates].sort().reverse());
    }
    expect(count).toBeGreaterThan(teams.length);
  });

  it('give fees as sums in the money of the club’s league: rupees in India, pounds in England, euros in Spain', () => {
    const leagues = [...(world.bySport.get(1) ?? [])];
    const countries = domesticLeagueCountries(leagues);
    const lists = transfersOf(teams, 3, TODAY, countries);
    const paid = (code: string) =>
      lists
        .filter((l) => countries.get(l.participantId) === code)
        .flatMap((l) => l.transfers)
        .filter((t) => t.type === 'transfer');
    for (const [code, currency] of [
      ['in', 'INR'],
      ['gb-eng', 'GBP'],
      ['us', 'USD'],
      ['es', 'EUR'],
    ] as const) {
      const fees = paid(code);
      expect(fees.length, code).toBeGreaterThan(0);
      for (const t of fees) {
        // A sum and its currency, never text written in one language.
        expect(t.fee, code).toBeUndefined();
        expect(t.feeCurrency, code).toBe(currency);
        expect(Number.isInteger(t.feeAmount) && (t.feeAmount ?? 0) > 0, code).toBe(true);
      }
    }
    // Free moves and loans carry no fee.
    for (const t of lists.flatMap((l) => l.transfers).filter((t) => t.type !== 'transfer')) {
      expect(t.feeAmount).toBeUndefined();
      expect(t.feeCurrency).toBeUndefined();
    }
  });

  it('convert the euro figure at the fixed rate: one deal, the same size under both clubs', () => {
    expect(fromEuros(1_250_000, 'INR')).toBe(121_250_000);
    expect(fromEuros(12_500_000, 'GBP')).toBe(10_750_000);
    expect(fromEuros(12_500_000, 'EUR')).toBe(12_500_000);
    expect(() => fromEuros(1, 'XXX')).toThrow(RangeError);
    const move: Transfer = {
      playerId: 'p',
      playerName: 'A. B',
      fromName: 'X',
      toName: 'Y',
      date: '2026-07-01',
      type: 'transfer',
    };
    expect(transferForClub(move, 2_500_000, 'in')).toEqual({
      ...move,
      feeAmount: 242_500_000,
      feeCurrency: 'INR',
    });
    expect(transferForClub(move, undefined, 'in')).toEqual(move);
  });

  it('keep yesterday’s moves when the clock moves on a day', () => {
    const a = transfersOf(teams, 3, TODAY, new Map()).flatMap((l) => l.transfers);
    const b = transfersOf(teams, 3, TODAY + 1, new Map()).flatMap((l) => l.transfers);
    const inB = new Set(b.map((t) => JSON.stringify(t)));
    const kept = a.filter((t) => t.date > isoDay(TODAY + 1 - 120) && inB.has(JSON.stringify(t)));
    expect(kept.length).toBeGreaterThan(a.length * 0.9);
  });

  it('injuries are of squad players, current or just over', () => {
    let count = 0;
    for (const team of teams) {
      const squad = new Set(squadPlayers(team, 3).map((p) => p.id));
      for (const injury of injuriesOf(team, 3, TODAY).injuries) {
        count++;
        expect(squad.has(injury.playerId)).toBe(true);
        expect(injury.from <= isoDay(TODAY)).toBe(true);
        expect((injury.until ?? '') >= isoDay(TODAY - 7)).toBe(true);
        expect(injury.reason.ta).toMatch(/[\u0B80-\u0BFF]/);
      }
    }
    expect(count).toBeGreaterThan(teams.length / 2);
  });
});
