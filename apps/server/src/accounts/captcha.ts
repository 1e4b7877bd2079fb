/**
 * A proof-of-work captcha for /v5/accounts/forgotten-password (spec 2 §7 "captcha forgotten-password
 * fields"; XE2 / v5 120 when it fails). No third party: the browser finds the number n with
 * SHA-256(salt + n) = challenge, which costs it a fraction of a second and costs a bulk sender that
 * much per request. The challenge is signed (HMAC-SHA-256 with ACCOUNTS_SECRET), expires, and is
 * accepted once. The shape is ALTCHA's (algorithm, challenge, maxnumber, salt, signature), so its
 * widget can solve it.
 */
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

export const CAPTCHA_MAX_NUMBER = 50_000;
export const CAPTCHA_TTL_MS = 10 * 60_000;

export interface CaptchaChallenge {
  algorithm: 'SHA-256';
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

export interface CaptchaSolution {
  algorithm: string;
  challenge: string;
  number: number;
  salt: string;
  signature: string;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export class Captcha {
  /** Solved challenges, until they expire: each is accepted once. */
  private readonly used = new Map<string, number>();

  constructor(
    private readonly secret: Buffer,
    private readonly clock: () => number,
  ) {}

  private sign(challenge: string): string {
    return createHmac('sha256', this.secret).update(challenge).digest('hex');
  }

  create(): CaptchaChallenge {
    const expiresS = Math.floor((this.clock() + CAPTCHA_TTL_MS) / 1000);
    const salt = `${randomBytes(12).toString('hex')}?expires=${expiresS}`;
    const challenge = sha256(`${salt}${randomInt(CAPTCHA_MAX_NUMBER + 1)}`);
    return {
      algorithm: 'SHA-256',
      challenge,
      maxnumber: CAPTCHA_MAX_NUMBER,
      salt,
      signature: this.sign(challenge),
    };
  }

  /** Accepts the solution object or its base64 JSON text (ALTCHA's payload). */
  verify(payload: unknown): boolean {
    const solution = parse(payload);
    if (!solution || solution.algorithm !== 'SHA-256') return false;
    const expires = /[?&]expires=([0-9]{1,12})$/.exec(solution.salt)?.[1];
    const now = this.clock();
    if (!expires || Number(expires) * 1000 <= now) return false;
    const expected = Buffer.from(this.sign(solution.challenge), 'hex');
    const given = Buffer.from(solution.signature, 'hex');
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
    if (sha256(`${solution.salt}${solution.number}`) !== solution.challenge) return false;
    for (const [key, until] of this.used) if (until <= now) this.used.delete(key);
    if (this.used.has(solution.challenge)) return false;
    this.used.set(solution.challenge, Number(expires) * 1000);
    return true;
  }
}

function parse(payload: unknown): CaptchaSolution | null {
  let value = payload;
  if (typeof value === 'string') {
    if (value.length > 2000) return null;
    try {
      value = JSON.parse(Buffer.from(value, 'base64').toString('utf8'));
    } catch {
      return null;
    }
  }
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const ok =
    typeof v.algorithm === 'string' &&
    typeof v.challenge === 'string' &&
    /^[0-9a-f]{64}$/.test(v.challenge) &&
    typeof v.number === 'number' &&
    Number.isSafeInteger(v.number) &&
    typeof v.salt === 'string' &&
    v.salt.length <= 100 &&
    typeof v.signature === 'string' &&
    /^[0-9a-f]{64}$/.test(v.signature);
  return ok ? (v as unknown as CaptchaSolution) : null;
}

/** Solves a challenge by trying every number (tests, and what the browser does). */
export function solveCaptcha(c: CaptchaChallenge): CaptchaSolution | null {
  for (let n = 0; n <= c.maxnumber; n++) {
    if (sha256(`${c.salt}${n}`) === c.challenge) {
      return {
        algorithm: c.algorithm,
        challenge: c.challenge,
        number: n,
        salt: c.salt,
        signature: c.signature,
      };
    }
  }
  return null;
}
