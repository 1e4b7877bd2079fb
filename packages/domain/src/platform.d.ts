/**
 * The web-platform globals the domain uses, alike in Node 20 and in every browser it runs in. The
 * domain is type-checked without Node's types (tsconfig.json) so that nothing of Node slips in; a new
 * platform global is declared here, in the members used, after checking both runtimes have it.
 */

/** A deep copy of plain data (accounts/data-diff.ts). */
declare function structuredClone<T>(value: T): T;

/** A parsed URL, read-only here (geo/resolver.ts checks resolver addresses with it). */
declare class URL {
  constructor(url: string, base?: string);
  readonly hostname: string;
  readonly password: string;
  readonly username: string;
  /** pictures/crest.ts: a provider's image address must be https. */
  readonly protocol: string;
  readonly href: string;
}
