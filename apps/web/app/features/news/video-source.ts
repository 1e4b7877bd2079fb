/**
 * What a video's address lets the page do. Providers send an https address of the file or of their
 * player page (ingest schema); the simulator sends a path of this site. Anything else (another
 * scheme, `javascript:`) is never put in a link or a player.
 */
export type VideoSource = { kind: 'file'; url: string } | { kind: 'page'; url: string } | { kind: 'none' };

const FILE_RE = /\.(mp4|m4v|webm|ogv|ogg)$/i;

export function videoSource(url: string): VideoSource {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { kind: 'none' };
  }
  if (parsed.protocol !== 'https:' || parsed.username !== '' || parsed.password !== '')
    return { kind: 'none' };
  return FILE_RE.test(parsed.pathname)
    ? { kind: 'file', url: parsed.href }
    : { kind: 'page', url: parsed.href };
}
