/**
 * Spec 2 §5 validation rules, as the server applies them (the client applies the same ones first, so a
 * refusal here means a client that skipped them: XE11). The rules themselves live in the domain
 * package (`packages/domain/src/accounts/validation.ts`), shared with the web's forms; the server adds
 * the common-password list, too big for a page.
 */
import { newPasswordRuleProblem, type PasswordProblem } from '@nerali/domain';
import { isCommonPassword } from './common-passwords.ts';

export {
  CODE_RE,
  EMAIL_MAX_LENGTH,
  EMPTY_NICKNAME,
  isCode,
  isOldPasswordShape,
  NICKNAME_MAX_LENGTH,
  normalizeEmail,
  normalizeNickname,
  PASSWORD_MAX_LENGTH,
  type PasswordProblem,
} from '@nerali/domain';

/**
 * New passwords (spec 2 §5): at least 8 characters, no whitespace, a lowercase and an uppercase letter
 * and a special character; and not one of the most common passwords. Null when the password is fine.
 */
export function newPasswordProblem(password: string): PasswordProblem | null {
  return newPasswordRuleProblem(password) ?? (isCommonPassword(password) ? 'common' : null);
}
