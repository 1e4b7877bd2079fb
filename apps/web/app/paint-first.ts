/**
 * Paint first, then hydrate: the page's scripts are fetched after the browser has drawn the server's
 * HTML, as the HTML streams out.
 *
 * React Router links every module a page hydrates with (`<link rel="modulepreload">` in the head, 46
 * files and about 170 KiB gzip for /ta/) and starts them from an inline module script at the end of
 * the body. On a phone the scripts share the network with the stylesheet and the Tamil font the first
 * paint waits for, and once in, hydration can run before the first frame is drawn. A scores page is
 * read before it is touched, so this transform holds the scripts back until the first frame:
 *
 * - every `<link rel="modulepreload">` is taken out of the HTML, its address kept;
 * - the inline module script stays in the page, inert (`type="text/x-nerali-boot"`), and a small
 *   classic script right after it waits for a frame and the fonts, then adds the preloads back and
 *   runs the module script's text as a new module script (with the render's nonce; the policy's
 *   'strict-dynamic' lets a trusted script add scripts).
 *
 * React 19 skips unexpected tags in `<body>` when it hydrates, and React Router renders its scripts
 * with `suppressHydrationWarning`, so the changed type and the added script change nothing for React.
 * React Router has no option for any of it, so the HTML is rewritten here, across chunk boundaries.
 * Measured by `bench/web.ts` (Lighthouse) and decided in docs/decisions.md ("Paint first").
 */
import { Transform, type TransformCallback } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

const PRELOAD = /<link rel="modulepreload"[^>]*>/g;
const HREF = /\shref="([^"]*)"/;
const MODULE_SCRIPT = /<script\b([^>]*?)\stype="module"([^>]*)>/;
const NONCE = /\snonce="([^"]*)"/;
const INERT_TYPE = 'text/x-nerali-boot';
const SCRIPT_END = '</script>';

/**
 * Runs in the page, from a classic script right after the inert module script (plain JS in a string,
 * so no build step can change it). `document.currentScript` is that script while it runs; its
 * previous sibling is the inert one. Waits for a frame (a background tab draws none: a timer starts
 * it anyway) and for the fonts, so the first paint has the Tamil glyphs. A page whose content is a
 * form (`<html data-scripts="at-once">`, from its route's `handle.scriptsAtOnce`) starts at once.
 */
const BOOT = `(function (self, hrefs) {
  var inert = self.previousElementSibling;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    for (var i = 0; i < hrefs.length; i++) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = hrefs[i];
      link.nonce = self.nonce;
      document.head.appendChild(link);
    }
    var script = document.createElement('script');
    script.type = 'module';
    script.nonce = self.nonce;
    script.textContent = inert.textContent;
    document.body.appendChild(script);
  }
  if (document.visibilityState === 'hidden' || document.documentElement.dataset.scripts === 'at-once') {
    return start();
  }
  requestAnimationFrame(function () {
    setTimeout(function () {
      document.fonts.ready.then(start, start);
    }, 0);
  });
  setTimeout(start, 1500);
})`.replace(/\s*\n\s*/g, ' ');

/** The boot script's tag for these preloads; `<` escaped so no address can close the script. */
export function bootScript(hrefs: readonly string[], nonce: string | null): string {
  const args = JSON.stringify(hrefs).replaceAll('<', '\\u003c');
  const attr = nonce === null ? '' : ` nonce="${nonce}"`;
  return `<script${attr}>${BOOT}(document.currentScript,${args})</script>`;
}

/** Rewrites a text stream; holds back at most an unfinished tag (or `</script>`) cut by a chunk's end. */
export class PaintFirstScripts extends Transform {
  private tail = '';
  private state: 'head' | 'module' | 'done' = 'head';
  private readonly hrefs: string[] = [];
  private nonce: string | null = null;
  private readonly decoder = new StringDecoder('utf8');

  override _transform(chunk: Buffer | string, _encoding: BufferEncoding, done: TransformCallback): void {
    // The decoder keeps a Tamil letter cut in two by a chunk's end for the next chunk.
    const text = this.tail + (typeof chunk === 'string' ? chunk : this.decoder.write(chunk));
    this.tail = '';
    done(null, this.rewrite(text, false));
  }

  override _flush(done: TransformCallback): void {
    const text = this.tail + this.decoder.end();
    this.tail = '';
    done(null, this.rewrite(text, true));
  }

  private rewrite(text: string, last: boolean): string {
    let out = '';
    let rest = text;
    while (rest.length > 0) {
      if (this.state === 'done') return out + rest;
      if (this.state === 'module') {
        const end = rest.indexOf(SCRIPT_END);
        if (end < 0) {
          const keep = last ? 0 : partialSuffix(rest, SCRIPT_END);
          this.tail = rest.slice(rest.length - keep);
          return out + rest.slice(0, rest.length - keep);
        }
        out += rest.slice(0, end + SCRIPT_END.length) + bootScript(this.hrefs, this.nonce);
        rest = rest.slice(end + SCRIPT_END.length);
        this.state = 'done';
        continue;
      }
      // Before the module script: complete tags only; an opened tag waits for its `>`.
      const open = rest.lastIndexOf('<');
      const cut = !last && open >= 0 && rest.indexOf('>', open) < 0 ? open : rest.length;
      let ready = rest.slice(0, cut);
      const held = rest.slice(cut);
      const script = MODULE_SCRIPT.exec(ready);
      let after = '';
      if (script) {
        after = ready.slice(script.index + script[0].length);
        this.nonce = NONCE.exec(script[0])?.[1] ?? null;
        const opening = script[0]
          .replace(/\stype="module"/, ` type="${INERT_TYPE}"`)
          .replace(/\sasync=""/, '');
        ready = ready.slice(0, script.index);
        out += this.dropPreloads(ready) + opening;
        this.state = 'module';
        rest = after + held;
        continue;
      }
      out += this.dropPreloads(ready);
      if (last) return out + held;
      this.tail = held;
      return out;
    }
    return out;
  }

  private dropPreloads(html: string): string {
    return html.replace(PRELOAD, (tag) => {
      const href = HREF.exec(tag)?.[1];
      if (href) this.hrefs.push(href.replaceAll('&amp;', '&'));
      return '';
    });
  }
}

/** The length of the longest end of `text` that is a proper start of `token`. */
function partialSuffix(text: string, token: string): number {
  for (let n = Math.min(token.length - 1, text.length); n > 0; n -= 1) {
    if (text.endsWith(token.slice(0, n))) return n;
  }
  return 0;
}
