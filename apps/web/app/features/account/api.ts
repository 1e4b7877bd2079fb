/**
 * The identity service as the web calls it (spec 2 §7; docs/accounts.md has every endpoint): same
 * origin, JSON bodies, 30 s timeout, `namespace` and `project` where the spec has them. v3/v4 answer
 * `200 {r: 'XY1'}` or `200 {err: 'XE..'}`; v5 answer the object or a 4xx `{code}` and take Basic
 * authorization from the session. Every failure is an AccountError (errors.ts).
 */
import { type JsonObject, type Lang, PROJECT_TYPE } from '@nerali/domain';
import { AccountError, ClientCode, fromHttp, fromV5, fromXe, missingFields } from './errors.ts';
import type { MarketingQuestion, TermsDetail } from './account-state.ts';
import { basicAuthorization } from './user-write.ts';

export const NAMESPACE = 'nerali';
/** Spec 2 §9: client version default client-v4, platform web. */
export const CLIENT_VERSION = 'client-v4';
export const PLATFORM = 'web';
export const TIMEOUT_MS = 30_000;
const SUCCESS = 'XY1';

export interface Session {
  id: string;
  hash: string;
}

export type SocialProvider = 'google' | 'facebook' | 'apple';
export const SOCIAL_PROVIDERS: readonly SocialProvider[] = ['google', 'facebook', 'apple'];

/** A pending item of a signed-in answer (`errors`): terms to agree to, the marketing question. */
export type BackendError =
  | { err: 'XE8'; details: TermsDetail[] }
  | { err: 'XE12'; details: { code: number; marketing: boolean; thirdParties: boolean }[] };

export interface SignInAnswer extends Session {
  errors: BackendError[];
  isRegistration?: boolean;
}

export interface Profile {
  id: string;
  name: string;
  email: string;
  emailIsVerified: boolean;
}

export interface DataAnswer {
  profile: Profile;
  data: JsonObject;
  privateData: JsonObject;
  version: number | null;
  errors: BackendError[];
}

export interface TermsText {
  title: string;
  sections: { heading: string; paragraphs: string[] }[];
}

export interface ApiOptions {
  fetch?: typeof fetch;
  base?: string;
  timeoutMs?: number;
}

type Reply = Record<string, unknown>;

const isRecord = (v: unknown): v is Reply => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The pending items of an answer, those we understand (a newer server's others are skipped). */
export function backendErrors(value: unknown): BackendError[] {
  if (!Array.isArray(value)) return [];
  const out: BackendError[] = [];
  for (const item of value) {
    if (!isRecord(item) || !Array.isArray(item.details)) continue;
    if (item.err === 'XE8') {
      const details = item.details.filter(
        (d): d is TermsDetail =>
          isRecord(d) && (d.type === 'tou' || d.type === 'pp') && typeof d.version === 'string',
      );
      if (details.length > 0) out.push({ err: 'XE8', details });
    } else if (item.err === 'XE12') {
      const details = item.details.filter(
        (d): d is { code: number; marketing: boolean; thirdParties: boolean } =>
          isRecord(d) && typeof d.code === 'number',
      );
      if (details.length > 0) out.push({ err: 'XE12', details });
    }
  }
  return out;
}

export class AccountApi {
  private readonly fetchFn: typeof fetch;
  private readonly base: string;
  private readonly timeoutMs: number;

  constructor(options: ApiOptions = {}) {
    this.fetchFn = options.fetch ?? globalThis.fetch.bind(globalThis);
    this.base = options.base ?? '';
    this.timeoutMs = options.timeoutMs ?? TIMEOUT_MS;
  }

  private async request(path: string, init: RequestInit): Promise<{ res: Response; body: unknown }> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.timeoutMs);
    let res: Response;
    try {
      res = await this.fetchFn(`${this.base}${path}`, {
        ...init,
        credentials: 'same-origin',
        cache: 'no-store',
        signal: controller.signal,
      });
    } catch (error) {
      const timedOut = controller.signal.aborted;
      throw new AccountError(
        timedOut ? 'timeout' : 'network',
        ClientCode.technical,
        timedOut ? 'no answer in time' : 'no connection',
        { cause: error },
      );
    } finally {
      clearTimeout(timer);
    }
    let body: unknown = null;
    try {
      body = res.status === 204 ? {} : await res.json();
    } catch {
      body = null;
    }
    return { res, body };
  }

  /** v3/v4: POST, `{r: 'XY1', ...}` or `{err}`. */
  private async v3(path: string, body: Reply, required: readonly string[] = []): Promise<Reply> {
    const { res, body: reply } = await this.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok)
      throw fromHttp(res.status, isRecord(reply) ? reply.code : undefined, res.headers.get('retry-after'));
    if (!isRecord(reply)) throw missingFields(['r']);
    if (typeof reply.err === 'string') throw fromXe(reply.err, reply.details);
    if (reply.r !== SUCCESS) throw missingFields(['r']);
    const missing = required.filter((f) => reply[f] === undefined || reply[f] === null || reply[f] === '');
    if (missing.length > 0) throw missingFields(missing);
    return reply;
  }

  /** v5: the object, or a 4xx `{code}`. */
  private async v5(
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    session: Session | null,
    body?: Reply,
  ): Promise<Reply> {
    const headers: Record<string, string> = { 'x-platform': PLATFORM, 'x-version': CLIENT_VERSION };
    if (session) headers.authorization = basicAuthorization(session);
    if (body) headers['content-type'] = 'application/json';
    const { res, body: reply } = await this.request(path, {
      method,
      headers,
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    if (!res.ok) {
      const code = isRecord(reply) ? reply.code : undefined;
      if (typeof code === 'number') throw fromV5(code, res.status);
      throw fromHttp(res.status, code, res.headers.get('retry-after'));
    }
    if (!isRecord(reply)) throw missingFields(['body']);
    return reply;
  }

  // --- without a session ---

  async register(input: { email: string; password: string; name: string; lang: Lang }): Promise<void> {
    await this.v3('/v3/registration', {
      email: input.email.trim(),
      password: input.password,
      ...(input.name.trim() ? { name: input.name.trim() } : {}),
      // Spec 2 §5: always true (the form does not send without the person's agreement).
      termsofservice: true,
      touApproval: true,
      ppApproval: true,
      lang: input.lang,
      namespace: NAMESPACE,
      project: PROJECT_TYPE,
    });
  }

  async login(email: string, password: string): Promise<SignInAnswer> {
    const r = await this.v3(
      '/v3/login',
      { email: email.trim(), password, namespace: NAMESPACE, project: PROJECT_TYPE },
      ['id', 'hash'],
    );
    return { id: String(r.id), hash: String(r.hash), errors: backendErrors(r.errors) };
  }

  /** The end of a social sign-in: the ticket is in the flow's cookie. */
  async loginUsingProvider(
    provider: SocialProvider,
    approvals: boolean,
    lang: Lang,
    loggedIn?: Session,
  ): Promise<SignInAnswer> {
    const r = await this.v3(
      '/v3/loginusingprovider',
      {
        provider,
        ...(approvals ? { touApproval: true, ppApproval: true } : {}),
        ...(loggedIn ? { loggedIn } : {}),
        lang,
        namespace: NAMESPACE,
        project: PROJECT_TYPE,
      },
      ['id', 'hash'],
    );
    return {
      id: String(r.id),
      hash: String(r.hash),
      errors: backendErrors(r.errors),
      isRegistration: r.isRegistration === true,
    };
  }

  /** `i` may be '' when the person typed the code from the mail (the code names its account). */
  async verify(t: 'verifyAccount' | 'verifyEmail', code: string, id: string): Promise<void> {
    await this.v3('/v3/verification', { t, c: code, i: id, namespace: NAMESPACE });
  }

  async resendVerification(email: string, lang: Lang): Promise<void> {
    await this.v3('/v3/verifyaccount', {
      email: email.trim(),
      lang,
      namespace: NAMESPACE,
      project: PROJECT_TYPE,
    });
  }

  async forgottenPassword(email: string, lang: Lang): Promise<void> {
    await this.v3('/v3/forgottenpassword', {
      email: email.trim(),
      lang,
      namespace: NAMESPACE,
      p: PROJECT_TYPE,
    });
  }

  async resetPassword(id: string, code: string, newpassword: string): Promise<void> {
    await this.v3('/v3/passwordchange', { id, code, newpassword });
  }

  async providers(): Promise<SocialProvider[]> {
    const { res, body } = await this.request('/auth/providers', { method: 'GET' });
    if (!res.ok || !isRecord(body) || !Array.isArray(body.providers)) return [];
    return SOCIAL_PROVIDERS.filter((p) => (body.providers as unknown[]).includes(p));
  }

  async termsDocument(type: 'tou' | 'pp', version: string): Promise<{ ta: TermsText; en: TermsText }> {
    const r = await this.v5(
      'GET',
      `/v5/terms/${type}/documents/${encodeURIComponent(version)}?projectId=${PROJECT_TYPE}`,
      null,
    );
    if (!isRecord(r.texts) || !isRecord(r.texts.ta) || !isRecord(r.texts.en)) throw missingFields(['texts']);
    return r.texts as unknown as { ta: TermsText; en: TermsText };
  }

  // --- with a session ---

  async logout(session: Session): Promise<void> {
    await this.v3('/v3/logout', { loggedIn: session, namespace: NAMESPACE, project: PROJECT_TYPE });
  }

  async deleteAccount(session: Session): Promise<void> {
    await this.v3('/v3/deleteaccount', { loggedIn: session, namespace: NAMESPACE, project: PROJECT_TYPE });
  }

  async changePassword(session: Session, password: string, newpassword: string, signOutOthers: boolean) {
    await this.v3('/v3/passwordchange', {
      id: session.id,
      loggedIn: session,
      password,
      newpassword,
      signOutOthers,
    });
  }

  async getData(session: Session): Promise<DataAnswer> {
    const r = await this.v3('/v4/getdata', { loggedIn: session, project: PROJECT_TYPE }, ['profile']);
    const p = isRecord(r.profile) ? r.profile : {};
    return {
      profile: {
        id: String(p.id ?? session.id),
        name: typeof p.name === 'string' ? p.name : '',
        email: typeof p.email === 'string' ? p.email : '',
        emailIsVerified: p.emailIsVerified === true,
      },
      data: isRecord(r.data) ? (r.data as JsonObject) : {},
      privateData: isRecord(r.privateData) ? (r.privateData as JsonObject) : {},
      version: typeof r.version === 'number' ? r.version : null,
      errors: backendErrors(r.errors),
    };
  }

  async storeMergedData(
    session: Session,
    write: { key: string; merge: Record<string, unknown>; unmerge: readonly string[] },
  ): Promise<BackendError[]> {
    const r = await this.v3('/v3/storemergeddata', {
      loggedIn: session,
      key: write.key,
      dataDiff: { merge: write.merge, unmerge: write.unmerge },
      project: PROJECT_TYPE,
    });
    return backendErrors(r.errors);
  }

  async updateUser(session: Session, change: { name?: string; email?: string; lang?: Lang }): Promise<void> {
    await this.v3('/v3/update-user', { loggedIn: session, ...change, project: PROJECT_TYPE });
  }

  async setAppVersion(session: Session): Promise<void> {
    await this.v3('/v3/setappversion', {
      loggedIn: session,
      version: CLIENT_VERSION,
      platform: PLATFORM,
      project: PROJECT_TYPE,
    });
  }

  /** Spec 2 §4 "Pending terms agreements are sent only if any exist". */
  async agreeTerms(session: Session, terms: readonly TermsDetail[]): Promise<void> {
    if (terms.length === 0) return;
    await this.v5('POST', '/v5/users/me/terms-agreements', session, {
      projectId: PROJECT_TYPE,
      terms: terms.map(({ type, version }) => ({ type, version })),
    });
  }

  async answerMarketing(session: Session, answer: Pick<MarketingQuestion, 'marketing' | 'thirdParties'>) {
    await this.v5('POST', '/v5/users/me/marketing-approval', session, { ...answer });
  }

  async marketingConsent(session: Session): Promise<{ marketing: boolean; thirdParties: boolean }> {
    const r = await this.v5('GET', '/v5/users/me/marketing-consent', session);
    return { marketing: r.marketing === true, thirdParties: r.thirdParties === true };
  }

  async setMarketingConsent(session: Session, answer: { marketing: boolean; thirdParties: boolean }) {
    await this.v5('PUT', '/v5/users/me/marketing-consent', session, { ...answer });
  }
}
