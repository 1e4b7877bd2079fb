/**
 * Spec 2 §5 validation rules, one implementation for both sides: the web shows them beside each
 * field as the user types, the server applies them again (a refusal there is XE11). Pure functions.
 * The server adds one rule of its own to new passwords: not one of the most common passwords (its
 * list is 1.5 MB, too big for a page), so `newPasswordRuleProblem` never says 'common'.
 */

/** Longest address we take (RFC 5321's path limit). */
export const EMAIL_MAX_LENGTH = 254;
/** Longest password we hash: long enough for any passphrase, short enough to never cost much. */
export const PASSWORD_MAX_LENGTH = 128;
export const NICKNAME_MAX_LENGTH = 32;
/** Spec 2 §5: the placeholder of an empty nickname. */
export const EMPTY_NICKNAME = '_____';
export const OLD_PASSWORD_MIN_LENGTH = 5;
export const NEW_PASSWORD_MIN_LENGTH = 8;
export const NICKNAME_MIN_LENGTH = 5;

/**
 * The spec's stricter e-mail variant: letters, digits, underscore, hyphen and dot before the @, no two
 * dots in a row, a domain, a top level of 2 letters or more.
 */
const EMAIL_RE =
  /^(?!.*\.\.)[A-Za-z0-9_.-]{1,64}@[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63})*\.[A-Za-z]{2,24}$/;

/** Addresses are compared in lower case: two registrations cannot differ only by case. */
export function normalizeEmail(email: string): string | null {
  const trimmed = email.trim();
  if (trimmed.length > EMAIL_MAX_LENGTH || !EMAIL_RE.test(trimmed)) return null;
  return trimmed.toLowerCase();
}

/** Spec 2 §5 "Non-empty: contains a non-space". */
export function isNonEmpty(text: string): boolean {
  return /\S/u.test(text);
}

/**
 * `chars`: the name before the @ holds a character the spec's rule refuses (a `+` tag, an accent):
 * said apart from `shape`, so a complete address is not told it is incomplete.
 */
export type EmailProblem = 'empty' | 'chars' | 'shape';

const EMAIL_NAME_CHARS = /^[A-Za-z0-9_.-]*$/;

export function emailProblem(email: string): EmailProblem | null {
  if (!isNonEmpty(email)) return 'empty';
  if (normalizeEmail(email) !== null) return null;
  const trimmed = email.trim();
  const at = trimmed.lastIndexOf('@');
  return at > 0 && !EMAIL_NAME_CHARS.test(trimmed.slice(0, at)) ? 'chars' : 'shape';
}

/** Sign-in and old passwords: at least 5 characters (spec 2 §5). */
export function isOldPasswordShape(password: string): boolean {
  const length = [...password].length;
  return length >= OLD_PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH;
}

export type OldPasswordProblem = 'empty' | 'length';

export function oldPasswordProblem(password: string): OldPasswordProblem | null {
  if (password === '') return 'empty';
  return isOldPasswordShape(password) ? null : 'length';
}

export type PasswordProblem = 'length' | 'whitespace' | 'lowercase' | 'uppercase' | 'special' | 'common';
export type PasswordRule = Exclude<PasswordProblem, 'common'>;
export const PASSWORD_RULES: readonly PasswordRule[] = [
  'length',
  'whitespace',
  'lowercase',
  'uppercase',
  'special',
];

/** Each rule of a new password (spec 2 §5) and whether it is met: the checklist beside the field. */
export function passwordRules(password: string): Record<PasswordRule, boolean> {
  const length = [...password].length;
  return {
    length: length >= NEW_PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH,
    whitespace: !/\s/u.test(password),
    lowercase: /\p{Ll}/u.test(password),
    uppercase: /\p{Lu}/u.test(password),
    special: /[^\p{L}\p{N}]/u.test(password),
  };
}

/**
 * New passwords (spec 2 §5): at least 8 characters, no whitespace, a lowercase and an uppercase letter
 * and a special character. The first rule broken, or null.
 */
export function newPasswordRuleProblem(password: string): PasswordRule | null {
  const met = passwordRules(password);
  return PASSWORD_RULES.find((rule) => !met[rule]) ?? null;
}

/**
 * Nicknames: at least 5 of letters, digits, underscore, hyphen and dot (spec 2 §5). "Letters" includes
 * Tamil: a Tamil letter is often a base with a vowel sign (a combining mark), so marks count as part of
 * a letter. Returns the nickname to store ('' for none, including the placeholder), or null if invalid.
 */
export function normalizeNickname(name: string): string | null {
  const trimmed = name.trim().normalize('NFC');
  if (trimmed === '' || trimmed === EMPTY_NICKNAME) return '';
  const length = [...trimmed].length;
  if (length < NICKNAME_MIN_LENGTH || length > NICKNAME_MAX_LENGTH) return null;
  return /^[\p{L}\p{M}\p{N}_.-]+$/u.test(trimmed) ? trimmed : null;
}

export type NicknameProblem = 'length' | 'characters';

/** Why a nickname is refused (an empty one is not: it is optional), or null. */
export function nicknameProblem(name: string): NicknameProblem | null {
  if (normalizeNickname(name) !== null) return null;
  return /^[\p{L}\p{M}\p{N}_.-]*$/u.test(name.trim().normalize('NFC')) ? 'length' : 'characters';
}
