/**
 * Social sign-in providers (spec 2 §1: Facebook, Google and Apple). Google and Apple are OpenID
 * Connect providers, used through openid-client: authorization code with PKCE (S256), `state` and
 * `nonce`, and an ID token whose signature, issuer, audience (our client id), expiry and nonce
 * openid-client checks. Facebook is plain OAuth 2.0 (facebook.ts). Each is enabled only when configured.
 *
 * An identity is (issuer, subject), never an e-mail address: two providers that report the same
 * address are two identities, and an address alone never signs anyone in.
 */
import { importPKCS8, SignJWT } from 'jose';
import * as oidc from 'openid-client';
import type { AccountsConfig, OidcProviderConfig } from '../config.ts';
import { facebookProvider } from './facebook.ts';
import {
  type FlowSecrets,
  type ProviderName,
  type SocialProfile,
  type SocialProvider,
  SocialError,
} from './provider.ts';

export { type FlowSecrets, type ProviderName, type SocialProfile, type SocialProvider, SocialError };

export function newFlowSecrets(): FlowSecrets {
  return { state: oidc.randomState(), nonce: oidc.randomNonce(), verifier: oidc.randomPKCECodeVerifier() };
}

async function appleSecret(config: OidcProviderConfig): Promise<string> {
  const key = config.appleKey;
  if (!key) return config.clientSecret ?? '';
  // Apple's client secret is a short-lived ES256 JWT signed with the team's key.
  const privateKey = await importPKCS8(key.privateKeyPem, 'ES256');
  return new SignJWT({})
    .setProtectedHeader({ alg: 'ES256', kid: key.keyId })
    .setIssuer(key.teamId)
    .setSubject(config.clientId)
    .setAudience('https://appleid.apple.com')
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(privateKey);
}

function oidcProvider(name: 'google' | 'apple', config: OidcProviderConfig): SocialProvider {
  let discovered: Promise<oidc.Configuration> | null = null;
  const options = config.allowInsecure ? { execute: [oidc.allowInsecureRequests] } : undefined;
  // Discovery is fetched once; a failure is not remembered, so the next sign-in tries again.
  const configuration = async (): Promise<oidc.Configuration> => {
    discovered ??= oidc
      .discovery(new URL(config.issuer), config.clientId, undefined, undefined, options)
      .catch((err: unknown) => {
        discovered = null;
        throw err;
      });
    const base = await discovered;
    const secret = name === 'apple' ? await appleSecret(config) : (config.clientSecret ?? '');
    const made = new oidc.Configuration(
      base.serverMetadata(),
      config.clientId,
      undefined,
      oidc.ClientSecretPost(secret),
    );
    if (config.allowInsecure) oidc.allowInsecureRequests(made);
    return made;
  };
  const scope = name === 'apple' ? 'openid email' : 'openid email profile';
  return {
    name,
    formPost: name === 'apple',
    async authorizationUrl(redirectUri, secrets) {
      return oidc.buildAuthorizationUrl(await configuration(), {
        redirect_uri: redirectUri,
        scope,
        state: secrets.state,
        nonce: secrets.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(secrets.verifier),
        code_challenge_method: 'S256',
        ...(name === 'apple' ? { response_mode: 'form_post' } : {}),
      });
    },
    async finish(callback, redirectUri, secrets) {
      let tokens;
      try {
        tokens = await oidc.authorizationCodeGrant(
          await configuration(),
          callback,
          {
            pkceCodeVerifier: secrets.verifier,
            expectedState: secrets.state,
            expectedNonce: secrets.nonce,
            idTokenExpected: true,
          },
          { redirect_uri: redirectUri },
        );
      } catch (err) {
        const e = err as { code?: string; error?: string; message?: string; cause?: unknown };
        // oauth4webapi names the failed check in its own error, the cause of openid-client's.
        const inner = e.cause instanceof Error ? `: ${e.cause.message}` : '';
        throw new SocialError(
          e.error ?? e.code ?? 'refused',
          `${e.message ?? 'the provider’s answer was refused'}${inner}`,
        );
      }
      const claims = tokens.claims();
      if (!claims) throw new SocialError('no_id_token', 'no ID token');
      // Apple sends email_verified as "true" (a string).
      const verified = claims.email_verified === true || claims.email_verified === 'true';
      const email = typeof claims.email === 'string' && verified ? claims.email : null;
      const fullName = typeof claims.name === 'string' ? claims.name : null;
      return { issuer: claims.iss, subject: claims.sub, email, name: fullName };
    },
  };
}

/** The enabled providers by name. */
export function socialProviders(
  config: Pick<AccountsConfig, 'google' | 'apple' | 'facebook'>,
): Map<ProviderName, SocialProvider> {
  const out = new Map<ProviderName, SocialProvider>();
  if (config.google) out.set('google', oidcProvider('google', config.google));
  if (config.apple) out.set('apple', oidcProvider('apple', config.apple));
  if (config.facebook) out.set('facebook', facebookProvider(config.facebook));
  return out;
}
