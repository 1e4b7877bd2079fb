/**
 * What a social sign-in provider is (providers.ts makes Google's and Apple's, facebook.ts Facebook's):
 * its interface, the secrets of one sign-in flow, the profile it vouches for, and its error. A module
 * of its own so that facebook.ts and providers.ts, which lists Facebook among the others, do not
 * import each other.
 */
export type ProviderName = 'google' | 'apple' | 'facebook';

export interface SocialProfile {
  issuer: string;
  subject: string;
  /** Only an address the provider says is verified; null otherwise. */
  email: string | null;
  name: string | null;
}

export interface FlowSecrets {
  state: string;
  nonce: string;
  verifier: string;
}

export interface SocialProvider {
  name: ProviderName;
  /** Apple answers with a cross-site POST (form_post); the others redirect with a GET. */
  formPost: boolean;
  authorizationUrl(redirectUri: string, secrets: FlowSecrets): Promise<URL>;
  /** Exchanges the callback for a verified profile; throws on any mismatch. */
  finish(callback: Request, redirectUri: string, secrets: FlowSecrets): Promise<SocialProfile>;
}

export class SocialError extends Error {
  constructor(
    readonly reason: string,
    message: string,
  ) {
    super(message);
    this.name = 'SocialError';
  }
}
