/**
 * What a video's address lets the page do. Providers send an https address of the file or of their
 * player page (ingest schema); the simulator sends a path of this site (no clip of its own). Anything
 * else (another scheme, `javascript:`, credentials in the address) is never put in a link or a player.
 *
 * - `file`: a clip the browser plays itself (mp4, webm, ogg): an HTML video element.
 * - `embed`: a known host's player (YouTube, Vimeo): a click-to-load facade; the host's frame (its
 *   no-cookie address) is made only after the visitor asks for it, so opening the page tells the
 *   host nothing. The id is checked against the host's own id alphabet before it is put in an address.
 * - `page`: any other https address (an HLS playlist too: browsers other than Safari do not play one
 *   without a script player): a link to the provider's page.
 * - `none`: nothing to play; the page shows a poster of the match and says so.
 */
export type VideoSource =
  | { kind: 'file'; url: string }
  | { kind: 'embed'; host: EmbedHost; id: string; url: string; embedUrl: string }
  | { kind: 'page'; url: string }
  | { kind: 'none' };

export type EmbedHost = 'youtube' | 'vimeo';

/** Origins of the embeddable players, for the page's frame-src (accounts/security.ts). */
export const EMBED_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] as const;

const FILE_RE = /\.(mp4|m4v|webm|ogv|ogg)$/i;
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^[0-9]{1,12}$/;
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);

function youtubeId(u: URL): string | undefined {
  if (u.hostname === 'youtu.be') return u.pathname.slice(1);
  if (!YOUTUBE_HOSTS.has(u.hostname)) return undefined;
  if (u.pathname === '/watch') return u.searchParams.get('v') ?? undefined;
  const m = /^\/(?:embed|shorts|live)\/([^/]+)\/?$/.exec(u.pathname);
  return m?.[1];
}

function vimeoId(u: URL): string | undefined {
  if (u.hostname === 'vimeo.com' || u.hostname === 'www.vimeo.com')
    return /^\/([^/]+)\/?$/.exec(u.pathname)?.[1];
  if (u.hostname === 'player.vimeo.com') return /^\/video\/([^/]+)\/?$/.exec(u.pathname)?.[1];
  return undefined;
}

export function videoSource(url: string): VideoSource {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { kind: 'none' };
  }
  if (parsed.protocol !== 'https:' || parsed.username !== '' || parsed.password !== '')
    return { kind: 'none' };
  const yt = youtubeId(parsed);
  if (yt !== undefined && YOUTUBE_ID.test(yt))
    return {
      kind: 'embed',
      host: 'youtube',
      id: yt,
      url: parsed.href,
      embedUrl: `https://www.youtube-nocookie.com/embed/${yt}?autoplay=1&rel=0`,
    };
  const vm = vimeoId(parsed);
  if (vm !== undefined && VIMEO_ID.test(vm))
    return {
      kind: 'embed',
      host: 'vimeo',
      id: vm,
      url: parsed.href,
      embedUrl: `https://player.vimeo.com/video/${vm}?autoplay=1&dnt=1`,
    };
  return FILE_RE.test(parsed.pathname)
    ? { kind: 'file', url: parsed.href }
    : { kind: 'page', url: parsed.href };
}
