/**
 * Facebook Login through its OAuth 2.0 endpoints (no OpenID ID token on the web flow): the dialog
 * with state and PKCE, the code exchanged at the Graph API, then `debug_token` to check that the token
 * was issued to OUR app (the audience check an ID token would give) and `/me` for the user, signed with
 * appsecret_proof. The identity is (https://www.facebook.com, the app-scoped user id).
 */
import { createHmac } from 'node:crypto';
import * as oidc from 'openid-client';
import type { FacebookConfig } from '../config.ts';
import { type FlowSecrets, type SocialProfile, type SocialProvider, SocialError } from './provider.ts';

export const FACEBOOK_ISSUER = 'https://www.facebook.com';
const TIMEOUT_MS = 10_000;

async function getJson(url: URL): Promise<Record<string, unknown>> {
  const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) throw new SocialError('facebook_error', `Facebook answered ${response.status}`);
  return body;
}

export function facebookProvider(config: FacebookConfig): SocialProvider {
  const graph = (path: string, params: Record<string, string>) => {
    const url = new URL(`${config.graphUrl.replace(/\/$/, '')}/${path}`);
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    return url;
  };
  return {
    name: 'facebook',
    formPost: false,
    async authorizationUrl(redirectUri: string, secrets: FlowSecrets) {
      const url = new URL(config.dialogUrl);
      url.searchParams.set('client_id', config.clientId);
      url.searchParams.set('redirect_uri', redirectUri);
      url.searchParams.set('state', secrets.state);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('scope', 'email,public_profile');
      url.searchParams.set('code_challenge', await oidc.calculatePKCECodeChallenge(secrets.verifier));
      url.searchParams.set('code_challenge_method', 'S256');
      return url;
    },
    async finish(callback: Request, redirectUri: string, secrets: FlowSecrets): Promise<SocialProfile> {
      const params = new URL(callback.url).searchParams;
      if (params.get('state') !== secrets.state)
        throw new SocialError('state_mismatch', 'state does not match');
      const code = params.get('code');
      if (!code) throw new SocialError(params.get('error') ?? 'no_code', 'no code in the callback');
      const token = await getJson(
        graph('oauth/access_token', {
          client_id: config.clientId,
          client_secret: config.clientSecret,
          redirect_uri: redirectUri,
          code,
          code_verifier: secrets.verifier,
        }),
      );
      const accessToken = typeof token.access_token === 'string' ? token.access_token : null;
      if (!accessToken) throw new SocialError('no_token', 'no access token');
      const debug = await getJson(
        graph('debug_token', {
          input_token: accessToken,
          access_token: `${config.clientId}|${config.clientSecret}`,
        }),
      );
      const data = (debug.data ?? {}) as Record<string, unknown>;
      if (data.is_valid !== true || String(data.app_id) !== config.clientId) {
        throw new SocialError('audience_mismatch', 'the token was not issued to this app');
      }
      const proof = createHmac('sha256', config.clientSecret).update(accessToken).digest('hex');
      const me = await getJson(
        graph('me', { fields: 'id,name,email', access_token: accessToken, appsecret_proof: proof }),
      );
      const subject = typeof me.id === 'string' ? me.id : null;
      if (!subject || String(data.user_id) !== subject)
        throw new SocialError('subject_mismatch', 'token and user differ');
      // Facebook returns only confirmed addresses.
      return {
        issuer: FACEBOOK_ISSUER,
        subject,
        email: typeof me.email === 'string' ? me.email : null,
        name: typeof me.name === 'string' ? me.name : null,
      };
    },
  };
}
