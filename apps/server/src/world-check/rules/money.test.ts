import { describe, expect, it } from 'vitest';
import { checksOf, ev, ISL, league, worldOf } from '../testing/worlds.ts';
import { moneyRule } from './money.ts';

type Fee = { fee?: string; feeAmount?: number; feeCurrency?: string };
const transfer = (fee: Fee) => ({
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
const run = (leagueOf: ReturnType<typeof league>, fee: Fee) =>
  checksOf(
    moneyRule(
      worldOf([ev({ league: leagueOf, homeId: 'mbsg' })], (w) => w.transfers.set('mbsg', [transfer(fee)])),
    ),
  );

describe('money.currency', () => {
  it('an ISL fee in rupees passes; a sum in euros, a sum without currency or a text in euros fails', () => {
    expect(run(ISL, { feeAmount: 125_000_000, feeCurrency: 'INR' })).toEqual([]);
    expect(run(ISL, { fee: '₹1.2 Cr' })).toEqual([]);
    expect(run(ISL, { feeAmount: 1_250_000, feeCurrency: 'EUR' })).toEqual(['money.currency']);
    expect(run(ISL, { feeAmount: 125_000_000 })).toEqual(['money.currency']);
    expect(run(ISL, { fee: '€150k' })).toEqual(['money.currency']);
  });
  it('a Premier League fee in pounds and a LaLiga fee in euros pass; pounds in LaLiga fail', () => {
    expect(
      run(league('Premier League', 'soccer', 'gb-eng'), { feeAmount: 10_750_000, feeCurrency: 'GBP' }),
    ).toEqual([]);
    expect(run(league('Premier League', 'soccer', 'gb-eng'), { fee: '£30m' })).toEqual([]);
    expect(run(league('LaLiga', 'soccer', 'es'), { feeAmount: 30_000_000, feeCurrency: 'EUR' })).toEqual([]);
    expect(run(league('LaLiga', 'soccer', 'es'), { feeAmount: 25_800_000, feeCurrency: 'GBP' })).toEqual([
      'money.currency',
    ]);
  });
  it('a move without a fee passes', () => {
    expect(run(ISL, {})).toEqual([]);
  });
});
