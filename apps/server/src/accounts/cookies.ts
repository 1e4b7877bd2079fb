/**
 * The account service's cookies. Only two, both during a social sign-in, both `__Host-` (Secure, Path=/,
 * no Domain: this origin only), HttpOnly, short-lived:
 *   __Host-nerali_oauth   the flow between /auth/{provider}/start and its callback (SameSite=Lax;
 *                         None for Apple, whose callback is a cross-site POST: `state` guards it)
 *   __Host-nerali_signin  the ticket between the callback and POST /v3/loginusingprovider (Lax)
 * Sessions themselves are not cookies: the spec keeps `{id, hash}` in the browser's storage and sends
 * them in bodies or Basic authorization, so no cookie can carry a cross-site request's authority.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

export const FLOW_COOKIE = '__Host-nerali_oauth';
export const SIGNIN_COOKIE = '__Host-nerali_signin';

export function readCookie(request: FastifyRequest, name: string): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      const value = part.slice(eq + 1).trim();
      return /^[A-Za-z0-9_-]{1,128}$/.test(value) ? value : null;
    }
  }
  return null;
}

export function setCookie(
  reply: FastifyReply,
  name: string,
  value: string,
  options: { maxAgeS: number; sameSite: 'Lax' | 'None' | 'Strict' },
): void {
  const cookie = `${name}=${value}; Path=/; Max-Age=${options.maxAgeS}; HttpOnly; Secure; SameSite=${options.sameSite}`;
  const before = reply.getHeader('set-cookie');
  const list = before === undefined ? [] : Array.isArray(before) ? before.map(String) : [String(before)];
  reply.header('set-cookie', [...list, cookie]);
}

export function clearCookie(reply: FastifyReply, name: string): void {
  setCookie(reply, name, '', { maxAgeS: 0, sameSite: 'Lax' });
}
