/**
 * The text beside each field as the person types (spec 2 §5 through the domain's rules), as catalogue
 * keys; and the text of an AccountError (errors.ts). Pure: the forms call these at every key.
 */
import {
  emailProblem,
  isCode,
  newPasswordRuleProblem,
  nicknameProblem,
  oldPasswordProblem,
} from '@nerali/domain';
import type { T } from '../../i18n/index.ts';
import { type AccountError, errorText } from './errors.ts';

export type FieldKind = 'email' | 'password' | 'newPassword' | 'nickname' | 'code';

/** The problem of a value as typed so far, as a catalogue key, or null. */
export function fieldProblem(kind: FieldKind, value: string): string | null {
  switch (kind) {
    case 'email': {
      const p = emailProblem(value);
      return p === 'empty'
        ? 'accountField.emailEmpty'
        : p === 'chars'
          ? 'accountField.emailChars'
          : p === 'shape'
            ? 'accountField.emailShape'
            : null;
    }
    case 'password': {
      const p = oldPasswordProblem(value);
      return p === 'empty'
        ? 'accountField.passwordEmpty'
        : p === 'length'
          ? 'accountField.passwordLength'
          : null;
    }
    case 'newPassword':
      // The rules themselves are listed beside the field, ticked one by one.
      return newPasswordRuleProblem(value) === null ? null : 'accountField.rulesMissing';
    case 'nickname': {
      const p = nicknameProblem(value);
      return p === 'length'
        ? 'accountField.nicknameLength'
        : p === 'characters'
          ? 'accountField.nicknameCharacters'
          : null;
    }
    case 'code':
      return isCode(value.trim()) ? null : 'accountField.codeShape';
  }
}

/** The problem's text in the page's language. */
export function problemText(t: T, kind: FieldKind, value: string): string | null {
  const key = fieldProblem(kind, value);
  return key === null ? null : t(key as 'accountField.emailEmpty');
}

/** An error of a call, in the page's language. */
export function accountErrorText(t: T, error: AccountError): string {
  const { key, minutes } = errorText(error);
  if (key === 'rateLimited') return t('accountError.rateLimited', { count: minutes ?? 10 });
  return t(`accountError.${key}`);
}
