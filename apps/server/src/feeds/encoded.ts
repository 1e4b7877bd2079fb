/**
 * An encoded feed body with its compressed forms, made once per version and shared by every request
 * (never compressed per request). Compression is lazy: a form is made the first time a client asks.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type ContentEncoding = 'br' | 'gzip' | 'identity';

/** Bodies shorter than this are sent as they are: compression would not pay for its headers. */
const MIN_COMPRESS_BYTES = 256;

export class EncodedBody {
  readonly raw: Buffer;
  private gz: Buffer | undefined;
  private brotli: Buffer | undefined;

  constructor(
    readonly text: string,
    readonly etag: string,
  ) {
    this.raw = Buffer.from(text, 'utf8');
  }

  /** The bytes for an encoding the client accepts, and the encoding used. */
  forEncoding(accepted: ContentEncoding): { body: Buffer; encoding: ContentEncoding } {
    if (this.raw.length < MIN_COMPRESS_BYTES || accepted === 'identity') {
      return { body: this.raw, encoding: 'identity' };
    }
    if (accepted === 'br') {
      this.brotli ??= brotliCompressSync(this.raw, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: this.raw.length },
      });
      return { body: this.brotli, encoding: 'br' };
    }
    this.gz ??= gzipSync(this.raw, { level: 6 });
    return { body: this.gz, encoding: 'gzip' };
  }
}

/** Picks br, then gzip, from an Accept-Encoding header (q=0 excludes). */
export function pickEncoding(header: string | undefined): ContentEncoding {
  if (!header) return 'identity';
  let br = false;
  let gzip = false;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.find((p) => p.trim().startsWith('q='));
    if (q && Number(q.trim().slice(2)) === 0) continue;
    if (name === 'br') br = true;
    else if (name === 'gzip' || name === '*') gzip = true;
  }
  return br ? 'br' : gzip ? 'gzip' : 'identity';
}
