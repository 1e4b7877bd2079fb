/**
 * The shapes of what mail links carry (spec 2 §5), apart from the form rules in validation.ts: every
 * page reads a link's code from its address (the web's account/fragment.ts), while the forms' rules
 * load only with the forms.
 */

/** Verification codes: exactly 40 lowercase hexadecimal characters (spec 2 §5). */
export const CODE_RE = /^[0-9a-f]{40}$/;

export function isCode(code: string): boolean {
  return CODE_RE.test(code);
}

/** Account ids as the server makes them (mail links carry them as `i=`). */
export const ACCOUNT_ID_RE = /^[a-z0-9]{16}$/;
