/**
 * The codes of the mails' links travel in the fragment (`#t=verifyAccount&i={id}&c={code}`,
 * `#i={id}&c={code}`), which no server or Referer sees. Read once, then removed from the address bar
 * so that the code is not left in the history or shared with a copied link.
 */
import { ACCOUNT_ID_RE, isCode } from '@nerali/domain';

export interface MailLink {
  t: 'verifyAccount' | 'verifyEmail' | null;
  id: string;
  code: string;
}

/** The parts of a mail link's fragment; null when there is no code in it. */
export function parseMailFragment(hash: string): MailLink | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const code = (params.get('c') ?? '').trim();
  if (!isCode(code)) return null;
  const id = params.get('i') ?? '';
  const t = params.get('t');
  return {
    t: t === 'verifyAccount' || t === 'verifyEmail' ? t : null,
    id: ACCOUNT_ID_RE.test(id) ? id : '',
    code,
  };
}

/** A code typed or pasted: the code itself, or the whole link from the mail. */
export function parseTypedCode(text: string): MailLink | null {
  const trimmed = text.trim();
  const hash = trimmed.indexOf('#');
  if (hash >= 0) return parseMailFragment(trimmed.slice(hash));
  return isCode(trimmed) ? { t: null, id: '', code: trimmed } : null;
}

/** The provider of a social sign-in's return (`#signin=google`), 'failed', or null. */
export function parseSigninFragment(hash: string): 'google' | 'facebook' | 'apple' | 'failed' | null {
  const value = new URLSearchParams(hash.replace(/^#/, '')).get('signin');
  return value === 'google' || value === 'facebook' || value === 'apple' || value === 'failed' ? value : null;
}

/** Removes the fragment from the address bar without a navigation. */
export function dropFragment(): void {
  if (typeof history === 'undefined' || !location.hash) return;
  history.replaceState(history.state, '', location.pathname + location.search);
}
