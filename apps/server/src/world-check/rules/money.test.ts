import { describe, expect, it } from 'vitest';
import { checksOf, ev, ISL, league, worldOf } from '../testing/worlds.ts';
import { moneyRule } from './money.ts';

const transfer = (fee: { fee?: string; feeEur?: number }) => ({
  playerId: 'p1',
  playerName: 'R. Krishnan',
  fromId: 'kbfc',
  fromName: 'Kerala Blasters',
  toId: 'mbsg',
  toName: 'Mohun Bagan Super Giant',
  date: '2026-07-01',
  type: 'transfer',
  ...fee,
});
const run = (leagueOf: ReturnType<typeof league>, fee: { fee?: string; feeEur?: number }) =>
  checksOf(
    moneyRule(
      worldOf([ev({ league: leagueOf, homeId: 'mbsg' })], (w) => w.transfers.set('mbsg', [transfer(fee)])),
    ),
  );

describe('money.currency', () => {
  it('an ISL fee in rupees passes; in euros only, or written in euros, fails', () => {
    expect(run(ISL, { fee: '₹1.2 Cr' })).toEqual([]);
    expect(run(ISL, { feeEur: 150_000 })).toEqual(['money.currency']);
    expect(run(ISL, { fee: '€150k' })).toEqual(['money.currency']);
  });
  it('a Premier League fee in pounds and a LaLiga fee in euros pass', () => {
    expect(run(league('Premier League', 'soccer', 'gb-eng'), { fee: '£30m' })).toEqual([]);
    expect(run(league('LaLiga', 'soccer', 'es'), { feeEur: 30_000_000 })).toEqual([]);
  });
});
