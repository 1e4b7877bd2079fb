/**
 * Country flags, self-hosted from the flag-icons package (4:3 SVGs): /static/flags/{code}.svg.
 * Compressed on the way out (a coat of arms makes Spain's 81 KB, 15 KB gzip); browsers keep them 30 days.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export async function registerFlagRoutes(app: FastifyInstance): Promise<void> {
  const require = createRequire(import.meta.url);
  const root = join(dirname(require.resolve('flag-icons/package.json')), 'flags', '4x3');
  await app.register(async (scope) => {
    await scope.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
    await scope.register(fastifyStatic, {
      root,
      prefix: '/static/flags/',
      decorateReply: false,
      index: false,
      maxAge: '30d',
    });
  });
}
