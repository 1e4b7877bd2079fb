import {
  encodeFeed,
  type Lang,
  sportById,
  type SportInfo,
  type Transfer,
  transferCells,
} from '@nerali/domain';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { getI18n } from '../../i18n/index.ts';
import { feeText, TransfersView } from './TransfersView.tsx';

const TEAM = 'chennaiyin';
const football = sportById(1) as SportInfo;

const move = (playerName: string, fee: Partial<Transfer>, type = 'transfer'): Transfer => ({
  playerId: playerName.replace(/\W/g, ''),
  playerName,
  fromId: 'kerala',
  fromName: 'Kerala Blasters',
  toId: TEAM,
  toName: 'Chennaiyin FC',
  date: '2026-08-14',
  type,
  ...fee,
});
const MOVES = [
  move('Lallianzuala Chhangte', { feeAmount: 125_000_000, feeCurrency: 'INR' }),
  move('Anirudh Thapa', { feeAmount: 8_500_000, feeCurrency: 'INR' }),
  move('Oliver Thompson', { feeAmount: 10_750_000, feeCurrency: 'GBP' }),
  move('Rahul Bheke', {}, 'loan'),
];
const PROPER_NAMES = [
  'Lallianzuala Chhangte',
  'Anirudh Thapa',
  'Oliver Thompson',
  'Rahul Bheke',
  'Kerala Blasters',
];

function page(lang: Lang): string {
  const body = encodeFeed(MOVES.map(transferCells));
  const html = renderToString(
    <MemoryRouter>
      <TransfersView body={body} teamId={TEAM} sport={football} lang={lang} t={getI18n(lang).t} />
    </MemoryRouter>,
  );
  return html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
}

const fee = (lang: Lang, f: Partial<Transfer>) => feeText(move('A. B', f), lang, getI18n(lang).t);

describe('TransfersView fees', () => {
  it('writes rupees in crore and lakh in Tamil, pounds in millions, with no English word', () => {
    const text = page('ta');
    expect(text).toContain('₹12.5 கோடி');
    expect(text).toContain('₹85 லட்சம்');
    expect(text).toContain('£10.8 மில்லியன்');
    let rest = text;
    for (const name of PROPER_NAMES) rest = rest.replaceAll(name, ' ');
    expect(rest.match(/[A-Za-z]{2,}/g) ?? []).toEqual([]);
  });

  it('writes the same sums in English for /en', () => {
    const text = page('en');
    expect(text).toContain('₹12.5 crore');
    expect(text).toContain('₹85 lakh');
    expect(text).toContain('£10.8m');
  });

  it('says a currency whose sign has Latin letters by its Tamil name, and writes small sums in full', () => {
    expect(fee('ta', { feeAmount: 21_750_000, feeCurrency: 'SAR' })).toMatch(/^21\.8 மில்லியன் [^A-Za-z]+$/);
    expect(fee('en', { feeAmount: 21_750_000, feeCurrency: 'SAR' })).toBe('SAR\u00a021.8m');
    expect(fee('ta', { feeAmount: 2_150_000_000, feeCurrency: 'JPY' })).toBe('¥2.2 பில்லியன்');
    expect(fee('ta', { feeAmount: 850_000, feeCurrency: 'GBP' })).toBe('£8,50,000');
    expect(fee('ta', { feeAmount: 50_000, feeCurrency: 'INR' })).toBe('₹50,000');
    // 99.99 lakh rounds to 100 lakh: that is a crore.
    expect(fee('ta', { feeAmount: 9_999_000, feeCurrency: 'INR' })).toBe('₹1 கோடி');
  });

  it('keeps a provider’s text fee, and shows none for a free move or a sum without a currency', () => {
    expect(fee('ta', { fee: 'undisclosed' })).toBe('undisclosed');
    expect(fee('ta', {})).toBeNull();
    expect(fee('ta', { feeAmount: 125_000_000 })).toBeNull();
    expect(fee('ta', { feeAmount: -1, feeCurrency: 'INR' })).toBeNull();
  });
});
