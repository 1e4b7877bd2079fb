import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NGINX_SITE_FILE, rewriteSite, siteTuning } from './nginx-site.ts';

const SHIPPED = readFileSync(NGINX_SITE_FILE, 'utf8');
const OPTIONS = { listen: '127.0.0.1:3621', nodes: ['10.0.0.1:3000', '10.0.0.2:3000'], cachePath: '/tmp/c' };

describe('the shipped nginx site, rewritten at its markers', () => {
  it('takes the listen address, one server line per node with its parameters, and the cache path', () => {
    const site = rewriteSite(SHIPPED, OPTIONS);
    expect(site).toContain('    listen 127.0.0.1:3621;');
    expect(site).not.toMatch(/^\s*listen 80;/m);
    expect(site).toContain(
      '    server 10.0.0.1:3000 max_fails=3 fail_timeout=5s;\n    server 10.0.0.2:3000 max_fails=3',
    );
    expect(site).not.toContain('server 127.0.0.1:3000');
    expect(site).toMatch(/^proxy_cache_path \/tmp\/c levels=1:2 keys_zone=nerali_feeds/m);
    // Everything else is the shipped file, line for line.
    expect(site.split('\n').length).toBe(SHIPPED.split('\n').length + 1);
  });

  it('refuses a file without its markers', () => {
    expect(() => rewriteSite(SHIPPED.replace('# nerali-listen', '# listen'), OPTIONS)).toThrow(
      /nerali-listen/,
    );
    expect(() => rewriteSite(SHIPPED.replace('nerali-upstream', 'upstream'), OPTIONS)).toThrow(
      /nerali-upstream/,
    );
  });

  it('gives the tuning block as directives, without its comments', () => {
    const tuning = siteTuning(SHIPPED);
    expect(tuning).toContain('keepalive_requests 100000;');
    expect(tuning.some((line) => line.startsWith('open_file_cache '))).toBe(true);
    expect(tuning.every((line) => line.endsWith(';'))).toBe(true);
  });
});
