/**
 * What the board bench puts in the browser: the instrumentation both pages share (long tasks, the
 * arrival of a message, the moment the DOM shows what a batch changed), and the vanilla-DOM baseline
 * page, a hand-written patcher of the same rows.
 */
import type { MatchEvent } from '@nerali/domain';

/** One row's expected score text after a batch: `home|away`, read from the row's `.ev-sc` cells. */
export type Expected = Record<string, string>;

export interface BatchTiming {
  /** The page's clock when the update message arrived (push message, or the baseline's message). */
  messageAt: number | null;
  /** When the bench asked for the batch (the page's clock), a fallback when no message was seen. */
  askedAt: number;
  /** When every changed row showed its new score. */
  doneAt: number;
}

/** The page's window with `__bench` (functions the bench evaluates in the page cast `globalThis` to it). */
export interface BenchWindow {
  /** The page's own (the bench's tsconfig has no DOM types). */
  document: { querySelectorAll(selector: string): { length: number } };
  postMessage(message: string, targetOrigin: string): void;
  __bench: {
    longTasks: { start: number; duration: number }[];
    messages: number[];
    expect(rows: Expected): Promise<BatchTiming>;
  };
}

/**
 * Runs before any script of the page (addInitScript). Long tasks go to `__bench.longTasks`; every
 * WebSocket message's arrival and every window `message` event's to `__bench.messages` (a listener
 * added first, so it runs before the page's own handler); `__bench.expect(rows)` resolves when a DOM
 * mutation leaves every named row with its expected scores.
 */
export const INSTRUMENT = `(() => {
  const bench = { longTasks: [], messages: [], pending: null };
  window.__bench = bench;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) bench.longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask' });
  const Native = window.WebSocket;
  window.WebSocket = class extends Native {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', () => bench.messages.push(performance.now()));
    }
  };
  window.addEventListener('message', () => bench.messages.push(performance.now()));
  // Rows are looked up once per batch, before it is sent (a document-wide query in every mutation
  // callback would put the bench's own cost into the page's tasks); again only if React replaced one.
  const rowOf = (id) => document.querySelector('[data-bench-id="' + id + '"]') ||
    document.querySelector('a[href$="/match/' + id + '/"]')?.closest('li');
  const shows = (p, id, text) => {
    let row = p.rows.get(id);
    if (!row || !row.isConnected) p.rows.set(id, (row = rowOf(id)));
    if (!row) return false;
    const cells = row.getElementsByClassName('ev-sc');
    let seen = '';
    for (let i = 0; i < cells.length; i++) seen += (i ? '|' : '') + cells[i].textContent;
    return seen === text;
  };
  const check = () => {
    const p = bench.pending;
    if (!p) return;
    for (const id in p.expected) if (!shows(p, id, p.expected[id])) return;
    bench.pending = null;
    p.resolve(performance.now());
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true });
  bench.expect = (expected) => {
    const askedAt = performance.now();
    const from = bench.messages.length;
    const rows = new Map(Object.keys(expected).map((id) => [id, rowOf(id)]));
    return new Promise((resolve) => {
      bench.pending = { expected, rows, resolve };
    }).then((doneAt) => ({ askedAt, doneAt, messageAt: bench.messages[from] ?? null }));
  };
})();`;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The baseline: the same events as a plain list (league heading, then one row per match: status,
 * names, scores), and a vanilla patcher that takes a message of changed events and writes the new
 * scores into the rows it keeps in a Map by id. No framework, no diffing: the least work a browser
 * can do for the same update.
 */
export function vanillaPage(events: readonly MatchEvent[]): string {
  const byLeague = new Map<string, MatchEvent[]>();
  for (const e of events) byLeague.set(e.leagueId, [...(byLeague.get(e.leagueId) ?? []), e]);
  const rows = [...byLeague]
    .map(
      ([league, list]) =>
        `<section><h2>${escapeHtml(league)}</h2><ul>${list
          .map(
            (e) =>
              `<li data-bench-id="${e.id}"><span class="ev-st">${e.stageType}</span>` +
              `<span class="ev-team">${escapeHtml(e.homeName)}</span><span class="ev-sc">${e.homeScore ?? ''}</span>` +
              `<span class="ev-team">${escapeHtml(e.awayName)}</span><span class="ev-sc">${e.awayScore ?? ''}</span></li>`,
          )
          .join('')}</ul></section>`,
    )
    .join('');
  return `<!doctype html><html lang="ta"><head><meta charset="utf-8"><title>vanilla</title></head><body>${rows}
<script>
  const rows = new Map();
  for (const li of document.querySelectorAll('li[data-bench-id]')) {
    const [home, away] = li.querySelectorAll('.ev-sc');
    rows.set(li.dataset.benchId, { home, away });
  }
  window.addEventListener('message', (m) => {
    for (const e of JSON.parse(m.data).events) {
      const row = rows.get(e.id);
      if (!row) continue;
      if (row.home.textContent !== e.homeScore) row.home.textContent = e.homeScore;
      if (row.away.textContent !== e.awayScore) row.away.textContent = e.awayScore;
    }
  });
</script></body></html>`;
}
