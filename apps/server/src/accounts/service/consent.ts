/**
 * Terms documents, agreements and marketing consent (spec 2 §7 v5 calls, §4 terms state). v5 answers
 * are plain objects; refusals are V5Failure (400 code 101, 404).
 */
import { V5Code } from '../constants.ts';
import { V5Failure } from '../errors.ts';
import type { AccountRecord, MarketingAnswer } from '../store.ts';
import { currentDocument, documentsOf, type TermsDocument, type TermsType } from '../terms/documents.ts';
import { marketingVariant, pendingMarketing, TERMS_TYPES } from '../terms/pending.ts';
import type { AccountContext } from './context.ts';

function summary(doc: TermsDocument, projectId: number, nowMs: number) {
  const current = currentDocument(doc.type, projectId, nowMs);
  return {
    type: doc.type,
    version: doc.version,
    projectId,
    publishedAt: new Date(doc.publishedAt).toISOString(),
    archived: current?.version !== doc.version,
    titles: { ta: doc.texts.ta.title, en: doc.texts.en.title },
  };
}

export function listDocuments(
  type: TermsType,
  archived: boolean,
  projectIds: readonly number[],
  nowMs: number,
) {
  const documents = projectIds.flatMap((projectId) =>
    documentsOf(type, projectId)
      .filter((d) => d.publishedAt <= nowMs)
      .map((d) => summary(d, projectId, nowMs))
      .filter((d) => archived || !d.archived),
  );
  return { documents };
}

export function getDocument(type: TermsType, version: string, projectId: number, nowMs: number) {
  const doc =
    version === 'latest'
      ? currentDocument(type, projectId, nowMs)
      : (documentsOf(type, projectId).find((d) => d.version === version && d.publishedAt <= nowMs) ?? null);
  if (!doc) return null;
  return { ...summary(doc, projectId, nowMs), texts: doc.texts };
}

export async function userTerms(ctx: AccountContext, account: AccountRecord, projectIds: readonly number[]) {
  const now = ctx.clock();
  const agreements = await ctx.store.listAgreements(account.id);
  const terms = projectIds.flatMap((projectId) =>
    TERMS_TYPES.flatMap((type) => {
      const doc = currentDocument(type, projectId, now);
      if (!doc) return [];
      const mine = agreements
        .filter((a) => a.type === type && a.projectId === projectId)
        .sort((a, b) => b.agreedAt - a.agreedAt)[0];
      const pending = !agreements.some(
        (a) => a.type === type && a.projectId === projectId && a.version === doc.version,
      );
      return [
        {
          type,
          projectId,
          version: doc.version,
          agreedVersion: mine?.version ?? null,
          agreedAt: mine ? new Date(mine.agreedAt).toISOString() : null,
          pending,
        },
      ];
    }),
  );
  return { terms };
}

export async function agree(
  ctx: AccountContext,
  account: AccountRecord,
  projectId: number,
  terms: readonly { type: TermsType; version: string }[],
) {
  if (!ctx.config.projectIds.includes(projectId))
    throw new V5Failure(400, V5Code.invalidValue, 'unknown project');
  const now = ctx.clock();
  for (const t of terms) {
    const known = documentsOf(t.type, projectId).some((d) => d.version === t.version && d.publishedAt <= now);
    if (!known) throw new V5Failure(400, V5Code.invalidValue, `no ${t.type} version ${t.version}`);
  }
  await ctx.store.addAgreements(
    terms.map((t) => ({ accountId: account.id, type: t.type, version: t.version, projectId, agreedAt: now })),
  );
  ctx.events.publish(account.id, { t: 'terms' });
  return userTerms(ctx, account, [projectId]);
}

function consentView(ctx: AccountContext, account: AccountRecord) {
  const answer = account.marketing;
  const pending = pendingMarketing(account, ctx.config.marketing, ctx.clock());
  return {
    marketing: answer?.marketing ?? false,
    thirdParties: answer?.thirdParties ?? false,
    answeredAt: answer ? new Date(answer.answeredAt).toISOString() : null,
    variant: answer?.variant ?? null,
    pending: pending ? { code: pending.code, variant: marketingVariant(pending.code) } : null,
  };
}

export function getConsent(ctx: AccountContext, account: AccountRecord) {
  return consentView(ctx, account);
}

/**
 * Records an answer: to the marketing statement (`approval`: the variant is the one asked now) or a
 * change in the settings (`consent`). Third parties are only ever asked in the extended statement.
 */
export async function setConsent(
  ctx: AccountContext,
  account: AccountRecord,
  body: { marketing: boolean; thirdParties?: boolean | undefined },
  kind: 'approval' | 'consent',
) {
  const pending = pendingMarketing(account, ctx.config.marketing, ctx.clock());
  const answer: MarketingAnswer = {
    marketing: body.marketing,
    thirdParties: ctx.config.marketing === 'extended' ? (body.thirdParties ?? false) : false,
    answeredAt: ctx.clock(),
    variant: kind === 'approval' ? marketingVariant(pending?.code) : 'CONSENT',
  };
  await ctx.store.updateAccount(account.id, { marketing: answer }, ctx.clock());
  ctx.events.publish(account.id, { t: 'profile' });
  return consentView(ctx, { ...account, marketing: answer });
}
