/**
 * What the server (apps/server/src/web/ssr.ts) hands every loader as `context.nerali`: feeds straight
 * from its memory (no HTTP hop during SSR) and its clock.
 */
export interface NeraliLoadContext {
  getFeed(name: string): Promise<{ status: number; body: string }>;
  nowS(): number;
}
declare module 'react-router' {
  interface AppLoadContext {
    nerali: NeraliLoadContext;
  }
}
