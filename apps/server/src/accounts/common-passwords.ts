/**
 * The most common passwords, refused at registration and password change (ASVS 2.1.7). The list is
 * zxcvbn-ts's `passwords-common` (about 49,000 entries from leaked-password frequency lists, MIT
 * licence, @zxcvbn-ts/language-common). Loaded once, on first use (~1.5 MB in memory).
 *
 * Our rules (spec 2 §5) already demand upper and lower case and a special character, which no entry of
 * the list has; people meet such rules by decorating a common word ("Password1!", "Qwerty@123"). So
 * a password is also refused when what is left after removing its digits and symbols at the start and
 * the end is a common password of 4 letters or more.
 */
import { dictionary } from '@zxcvbn-ts/language-common';

let common: Set<string> | null = null;

function list(): Set<string> {
  common ??= new Set((dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase()));
  return common;
}

const EDGES = /^[^\p{L}]+|[^\p{L}]+$/gu;

export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  const words = list();
  if (words.has(lower)) return true;
  const core = lower.replace(EDGES, '');
  return core.length >= 4 && words.has(core);
}
