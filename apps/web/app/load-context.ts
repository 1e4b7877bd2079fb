/**
 * What the server (apps/server/src/web/ssr.ts) hands every loader as `context.nerali`, made per
 * request: feeds straight from its memory (no HTTP hop during SSR), its clock, and where the visitor
 * is with the bookmaker features their region allows. Declared once for both apps, in the domain
 * (packages/domain/src/load-context.ts); here React Router's `AppLoadContext` is told of it.
 */
import type { NeraliLoadContext } from '@nerali/domain';

export type { LegalDocument, LegalDocumentType, NeraliLoadContext, VisitorGeo } from '@nerali/domain';

declare module 'react-router' {
  interface AppLoadContext {
    nerali: NeraliLoadContext;
  }
}
