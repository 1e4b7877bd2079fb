import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/en.ts';
import { getI18n } from '../../i18n/index.ts';
import { ta } from '../../i18n/ta.ts';
import {
  AccountError,
  ClientCode,
  errorText,
  fromHttp,
  fromV5,
  fromXe,
  missingFields,
  signsOut,
} from './errors.ts';
import { accountErrorText } from './problems.ts';

describe('the client mapping of spec 2 §8', () => {
  it.each([
    ['XE0', ClientCode.internal],
    ['XE1', ClientCode.loginMismatch],
    ['XE2', ClientCode.invalidCaptcha],
    ['XE3', ClientCode.userExists],
    ['XE4', ClientCode.registrationNotConfirmed],
    ['XE5', ClientCode.verificationFailed],
    ['XE6', ClientCode.providerNotConfigured],
    ['XE7', ClientCode.providerNoEmail],
    ['XE8', ClientCode.termsNeeded],
    ['XE9', ClientCode.providerNoEmail],
    ['XE10', ClientCode.connectionUsed],
    ['XE11', ClientCode.invalidData],
    ['XE12', ClientCode.marketingNeeded],
    ['XE13', ClientCode.tooManyAttempts],
    ['XE99', ClientCode.technical],
  ])('%s -> %i', (xe, code) => {
    expect(fromXe(xe).code).toBe(code);
  });

  it('keeps the details (XE8 terms) and says what was missing (1007)', () => {
    const terms = [{ type: 'tou', version: '2026-11-01', projectId: 1 }];
    expect(fromXe('XE8', terms).extra.details).toBe(terms);
    const missing = missingFields(['id', 'hash']);
    expect(missing.code).toBe(1007);
    expect(missing.message).toBe('Does not found id, hash in response!');
  });

  it('v5: 100/101 invalid data, 120 captcha, 150 verification, 130 sign in again, others technical', () => {
    expect([100, 101, 120, 150, 130, 999, 'x'].map((c) => fromV5(c, 400).code)).toEqual([
      1003, 1003, 1005, 1004, 1001, 1007, 1007,
    ]);
  });

  it('HTTP: 429 is a rate limit with its wait; 5xx internal; other refusals technical', () => {
    const limited = fromHttp(429, 'NRL_ERR_ACCOUNTS_RATE_LIMITED', '125');
    expect(limited.kind).toBe('rateLimited');
    expect(errorText(limited)).toEqual({ key: 'rateLimited', minutes: 3 });
    expect(fromHttp(500, 'NRL_ERR_ACCOUNTS_INTERNAL', null).code).toBe(1000);
    expect(fromHttp(403, 'NRL_ERR_ACCOUNTS_CROSS_SITE', null).code).toBe(1007);
  });

  it('[S2 8.8] a non-ok answer: message "Unexpected server error", status 500 unless it gave one', () => {
    const failed = fromHttp(502, null, null);
    expect(failed.message).toBe('Unexpected server error');
    expect(failed.extra.status).toBe(502);
    const odd = fromHttp(0, null, null);
    expect(odd.message).toBe('Unexpected server error');
    expect(odd.extra.status).toBe(500);
    expect(odd.code).toBe(1000);
  });

  it('signs out on 1001, or on any refusal while terms are unconfirmed; never for the network', () => {
    expect(signsOut(fromXe('XE1'), true)).toBe(true);
    expect(signsOut(fromXe('XE11'), true)).toBe(false);
    expect(signsOut(fromXe('XE11'), false)).toBe(true);
    const offline = new AccountError('network', ClientCode.technical, 'offline');
    expect(signsOut(offline, false)).toBe(false);
    expect(signsOut(fromHttp(429, null, '60'), false)).toBe(false);
  });

  it('every error has a Tamil and an English text; Tamil says the rate limit in minutes', () => {
    const errors = [
      ...['XE0', 'XE1', 'XE2', 'XE3', 'XE4', 'XE5', 'XE6', 'XE7', 'XE8', 'XE10', 'XE11', 'XE13', 'XE77'].map(
        (x) => fromXe(x),
      ),
      fromHttp(429, null, '600'),
      new AccountError('network', ClientCode.technical, 'offline'),
      new AccountError('timeout', ClientCode.technical, 'slow'),
    ];
    for (const error of errors) {
      const key = errorText(error).key;
      expect(ta.accountError).toHaveProperty(key === 'rateLimited' ? 'rateLimited_other' : key);
      expect(en.accountError).toHaveProperty(key === 'rateLimited' ? 'rateLimited_other' : key);
    }
    const t = getI18n('ta').t;
    expect(accountErrorText(t, fromXe('XE1'))).toBe('மின்னஞ்சல் முகவரி அல்லது கடவுச்சொல் தவறு.');
    expect(accountErrorText(t, fromHttp(429, null, '600'))).toContain('10 நிமிடங்கள்');
    expect(accountErrorText(t, fromHttp(429, null, '30'))).toContain('1 நிமிடம்');
    expect(accountErrorText(t, fromXe('XE77'))).toContain('தொழில்நுட்பக் கோளாறு');
  });
});
