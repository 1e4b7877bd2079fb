/**
 * The shipped nginx site (deploy/nginx/nerali.conf) made runnable on this machine without root's
 * paths: its listen address, its nodes and its cache directory rewritten at the markers the file
 * carries (`# nerali-listen`, `nerali-upstream`, `# nerali-cache-path`), and a main nginx.conf that
 * includes it with a temporary prefix. Used by nginx.int.test.ts and bench/proxy.ts, so both run the
 * file operators install, not a copy of it.
 */
import { chmodSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const NGINX_SITE_FILE = fileURLToPath(
  new URL('../../../../deploy/nginx/nerali.conf', import.meta.url),
);

/** Debian's nginx binary, or null when nginx is not installed. */
export const NGINX_BINARY = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path)) ?? null;

export interface SiteOptions {
  /** What `listen` takes: `127.0.0.1:3620`. */
  listen: string;
  /** One `host:port` per node. */
  nodes: readonly string[];
  /** The cache directory (it must exist and be writable by nginx's workers). */
  cachePath: string;
}

/** The line after the first line that contains `marker`, as [index, line]; throws when missing. */
function lineAfter(lines: string[], marker: string): number {
  const at = lines.findIndex((line) => line.includes(marker));
  if (at < 0 || at + 1 >= lines.length) throw new Error(`nerali.conf: marker ${marker} is missing`);
  return at + 1;
}

/**
 * The site with its listen line, upstream servers and cache path replaced. Each marker's next line is
 * the one replaced; the upstream line keeps its parameters (max_fails, fail_timeout) for every node.
 */
export function rewriteSite(text: string, options: SiteOptions): string {
  const lines = text.split('\n');
  const listen = lineAfter(lines, '# nerali-listen');
  lines[listen] = (lines[listen] as string).replace(/listen\s+[^;]+;/, `listen ${options.listen};`);

  const cache = lineAfter(lines, '# nerali-cache-path');
  lines[cache] = (lines[cache] as string).replace(
    /proxy_cache_path\s+\S+/,
    `proxy_cache_path ${options.cachePath}`,
  );

  const upstream = lineAfter(lines, 'nerali-upstream');
  const line = lines[upstream] as string;
  const match = /^(\s*)server\s+\S+(.*)$/.exec(line);
  if (!match) throw new Error(`nerali.conf: no server line after nerali-upstream: ${line}`);
  lines.splice(upstream, 1, ...options.nodes.map((node) => `${match[1]}server ${node}${match[2]}`));

  const out = lines.join('\n');
  if (!out.includes(`listen ${options.listen};`) || !out.includes(`proxy_cache_path ${options.cachePath} `)) {
    throw new Error('nerali.conf: the listen or cache path line did not take the rewrite');
  }
  return out;
}

/** The shipped site rewritten (see rewriteSite). */
export function readSite(options: SiteOptions): string {
  return rewriteSite(readFileSync(NGINX_SITE_FILE, 'utf8'), options);
}

/**
 * The lines of the site's `# nerali-tuning` block (between `# nerali-tuning` and `# end nerali-tuning`):
 * bench/proxy.ts gives its static baseline the same tuning, so the ratio compares like with like.
 */
export function siteTuning(text = readFileSync(NGINX_SITE_FILE, 'utf8')): string[] {
  const lines = text.split('\n');
  const from = lines.findIndex((line) => line.trim() === '# nerali-tuning');
  const to = lines.findIndex((line) => line.trim() === '# end nerali-tuning');
  if (from < 0 || to < from) throw new Error('nerali.conf: the nerali-tuning block is missing');
  return lines
    .slice(from + 1, to)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

/**
 * Makes `dir/cache` and `dir/tmp`, open to nginx's workers (they run as nobody when the master is
 * root), and returns the main nginx.conf text for `dir` that includes `includes` in its http block.
 * One worker unless told otherwise; no access log (both sides of a bench run the same main file).
 */
export function prepareNginxPrefix(dir: string, includes: readonly string[], workers = 1): string {
  for (const sub of ['cache', 'tmp']) mkdirSync(join(dir, sub), { recursive: true });
  for (const path of [dir, join(dir, 'cache'), join(dir, 'tmp')]) chmodSync(path, 0o777);
  const tmp = join(dir, 'tmp');
  return `worker_processes ${workers};
daemon off;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${tmp}/body;
  proxy_temp_path ${tmp}/proxy;
  fastcgi_temp_path ${tmp}/fastcgi;
  uwsgi_temp_path ${tmp}/uwsgi;
  scgi_temp_path ${tmp}/scgi;
${includes.map((file) => `  include ${file};`).join('\n')}
}
`;
}

/** The arguments that run nginx with `dir` as its prefix and `dir/nginx.conf` as its file. */
export function nginxArgs(dir: string): string[] {
  return ['-p', dir, '-e', join(dir, 'error.log'), '-c', join(dir, 'nginx.conf')];
}
