/**
 * One Lighthouse 12 run (its default: the MOBILE profile, simulated slow 4G and a 4x slower CPU)
 * against a Chromium that is already running, and the figures the web bench prints from its report.
 */
import lighthouse from 'lighthouse';

interface Audit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  numericValue?: number;
  displayValue?: string;
  details?: { type?: string; items?: unknown[] };
}

interface Report {
  lighthouseVersion: string;
  runtimeError?: { code: string; message: string };
  runWarnings: string[];
  categories: { performance: { score: number | null; auditRefs: { id: string; group?: string }[] } };
  audits: Record<string, Audit>;
  configSettings: {
    formFactor: string;
    throttlingMethod: string;
    throttling: { cpuSlowdownMultiplier: number };
  };
}

export interface PageRun {
  score: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  siMs: number;
  /** Time to interactive (Lighthouse's `interactive` audit: no longer scored, shown for what paint-first costs). */
  ttiMs: number;
  /** Bytes of every script the page fetched during the run, as transferred (compressed). */
  scriptBytes: number;
  scriptCount: number;
  /** The LCP element as Lighthouse names it. */
  lcpElement: string;
  /** Performance audits that did not pass (opportunities and diagnostics), `id: display value`. */
  findings: string[];
  profile: string;
  version: string;
  warnings: string[];
}

const METRICS = new Set([
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
]);

function lcpElementOf(audit: Audit | undefined): string {
  // details: a list whose first table holds the element's node (snippet, selector).
  const first = audit?.details?.items?.[0] as {
    items?: { node?: { snippet?: string; selector?: string } }[];
  };
  const node = first?.items?.[0]?.node;
  const text = node?.selector ?? node?.snippet ?? '';
  return text.length > 70 ? `${text.slice(0, 69)}…` : text || 'n/a';
}

export async function lighthouseRun(url: string, port: number): Promise<PageRun> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error('BENCH_LIGHTHOUSE: no result');
  const lhr = result.lhr as unknown as Report;
  if (lhr.runtimeError)
    throw new Error(`BENCH_LIGHTHOUSE: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const a = lhr.audits;
  const num = (id: string) => a[id]?.numericValue ?? Number.NaN;
  const scripts = (a['resource-summary']?.details?.items ?? []) as {
    resourceType: string;
    transferSize: number;
    requestCount: number;
  }[];
  const script = scripts.find((item) => item.resourceType === 'script');
  const findings = lhr.categories.performance.auditRefs
    .map((ref) => a[ref.id])
    .filter(
      (audit): audit is Audit =>
        audit !== undefined &&
        !METRICS.has(audit.id) &&
        audit.score !== null &&
        audit.score < 0.9 &&
        audit.scoreDisplayMode !== 'informative' &&
        audit.scoreDisplayMode !== 'notApplicable' &&
        audit.scoreDisplayMode !== 'manual',
    )
    .map((audit) => `${audit.id}${audit.displayValue ? `: ${audit.displayValue}` : ''}`);
  const s = lhr.configSettings;
  return {
    score: Math.round((lhr.categories.performance.score ?? Number.NaN) * 100),
    lcpMs: num('largest-contentful-paint'),
    cls: num('cumulative-layout-shift'),
    tbtMs: num('total-blocking-time'),
    fcpMs: num('first-contentful-paint'),
    siMs: num('speed-index'),
    ttiMs: num('interactive'),
    scriptBytes: script?.transferSize ?? 0,
    scriptCount: script?.requestCount ?? 0,
    lcpElement: lcpElementOf(a['largest-contentful-paint-element']),
    findings,
    profile: `${s.formFactor}, ${s.throttlingMethod} throttling, CPU x${s.throttling.cpuSlowdownMultiplier}`,
    version: lhr.lighthouseVersion,
    warnings: lhr.runWarnings,
  };
}
