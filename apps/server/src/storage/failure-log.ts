/**
 * Log lines for a failure that repeats: the first one at once (with its error and stack), then at most
 * one line per interval with how many failures there were since the last line and the last error, and
 * one line when it works again.
 *
 * Why: a full disk made every write attempt and every simulator tick log "could not extend file", each
 * with a stack: 690 lines in 50 s on a 120 MiB tmpfs here, 714 a minute in the reliability audit. The
 * log then drowns everything else, and where the log shares the full disk it makes things worse.
 *
 * Time is injected (`clock`), no timer: a line is written by a failure that comes an interval or more
 * after the previous line, so failures that stop leave their last count to the recovery line (or to
 * the next failure's line, which says since when it counts). A database that flaps (fails, works,
 * fails ...) still gets at most one failure line per interval: the recovery line is written only for
 * failures that were reported.
 */
import type { StorageLogger } from './logger.ts';

/** Failure lines of one kind: at most one per this interval. */
export const FAILURE_LOG_INTERVAL_MS = 10_000;

export interface FailureLogOptions {
  logger: StorageLogger | undefined;
  /** The first line's message. */
  message: string;
  /** The repeated lines' message, before their count (default: `message`). */
  still?: string | undefined;
  /** Written when it works again, after failures that were reported. */
  recovered?: string | undefined;
  /** On the first line: what the failure means for the service. */
  effect?: string | undefined;
  intervalMs?: number | undefined;
  clock?: (() => number) | undefined;
}

export class FailureLog {
  /** Failures since the last line. */
  private unreported = 0;
  /** Failures since the last success, and when the first of them came. */
  private streak = 0;
  private streakStartMs = 0;
  private lastLineMs = -Infinity;
  /** A failure line was written in this streak: its end gets a line too. */
  private told = false;
  private readonly intervalMs: number;
  private readonly clock: () => number;

  constructor(private readonly options: FailureLogOptions) {
    this.intervalMs = options.intervalMs ?? FAILURE_LOG_INTERVAL_MS;
    this.clock = options.clock ?? Date.now;
  }

  /** Counts a failure; writes a line if none was written for an interval. `fields` go on that line. */
  failed(err: unknown, fields: Record<string, unknown> = {}): void {
    const now = this.clock();
    if (this.streak === 0) this.streakStartMs = now;
    this.streak += 1;
    this.unreported += 1;
    const sinceMs = now - this.lastLineMs;
    if (sinceMs < this.intervalMs) return;
    const logger = this.options.logger;
    if (!this.told) {
      // The first report of this streak: the whole error, stack included. `reason` repeats its message
      // with its code (SQLSTATE, errno), which the log redaction hides under `err` (any key `code`).
      const effect = this.options.effect ? { effect: this.options.effect } : {};
      logger?.warn(
        { ...fields, ...effect, failures: this.unreported, reason: describe(err), err },
        `${this.options.message} (repeats are counted and reported every ${this.intervalMs / 1000} s)`,
      );
    } else {
      logger?.error(
        {
          ...fields,
          failures: this.unreported,
          failingForS: Math.round((now - this.streakStartMs) / 1000),
          lastError: describe(err),
        },
        `${this.options.still ?? this.options.message}: ${this.unreported} failure(s) in the last ${Math.round(sinceMs / 1000)} s`,
      );
    }
    this.unreported = 0;
    this.lastLineMs = now;
    this.told = true;
  }

  /** It worked: after reported failures, one line saying so. */
  succeeded(fields: Record<string, unknown> = {}): void {
    if (this.streak === 0) return;
    const now = this.clock();
    if (this.told) {
      this.options.logger?.warn(
        { ...fields, failures: this.streak, failingForS: Math.round((now - this.streakStartMs) / 1000) },
        this.options.recovered ?? `${this.options.message}: works again`,
      );
      this.unreported = 0;
      this.lastLineMs = now;
    }
    // Unreported failures of a short streak stay counted: the next failure line includes them.
    this.streak = 0;
    this.told = false;
  }
}

/** The error's message and its code (SQLSTATE, errno), without the stack. */
function describe(err: unknown): string {
  if (!(err instanceof Error)) return String(err).slice(0, 500);
  const code = (err as { code?: unknown }).code;
  return `${err.message.slice(0, 500)}${typeof code === 'string' ? ` [${code}]` : ''}`;
}
