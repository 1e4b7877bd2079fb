/**
 * The page's module preloads at low fetch priority (`fetchpriority="low"`), as the HTML streams out.
 *
 * React Router links every module a page hydrates with (`<link rel="modulepreload">`, about 40 files
 * and 180 KiB gzip for /ta/), which Chrome fetches at high priority, beside the stylesheets and the
 * Tamil font that the first paint waits for. On a phone's slow network they share the bandwidth, and
 * the first paint came 1.7 s later than the same page without scripts (`bench/web.ts`). The scores and
 * the names are in the HTML; hydration can come a moment later. React Router has no option for it,
 * so the links are rewritten here, across chunk boundaries.
 */
import { Transform, type TransformCallback } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

const LINK = '<link rel="modulepreload"';
const LOW = `${LINK} fetchpriority="low"`;

/** Rewrites a text stream; holds back at most the start of a link cut by a chunk's end. */
export class LowPriorityPreloads extends Transform {
  private tail = '';
  private readonly decoder = new StringDecoder('utf8');

  override _transform(chunk: Buffer | string, _encoding: BufferEncoding, done: TransformCallback): void {
    // The decoder keeps a Tamil letter cut in two by a chunk's end for the next chunk.
    const text = this.tail + (typeof chunk === 'string' ? chunk : this.decoder.write(chunk));
    // Keep what could be the start of a link cut in two.
    const keep = partialSuffix(text);
    this.tail = text.slice(text.length - keep);
    const out = text.slice(0, text.length - keep).replaceAll(LINK, LOW);
    done(null, out);
  }

  override _flush(done: TransformCallback): void {
    done(null, (this.tail + this.decoder.end()).replaceAll(LINK, LOW));
  }
}

/** The length of the longest end of `text` that is a proper start of the link's opening. */
function partialSuffix(text: string): number {
  for (let n = Math.min(LINK.length - 1, text.length); n > 0; n -= 1) {
    if (text.endsWith(LINK.slice(0, n))) return n;
  }
  return 0;
}
