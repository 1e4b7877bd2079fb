/**
 * Country flags, self-hosted from the flag-icons package (4:3 SVGs): /static/flags/{code}.svg.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export async function registerFlagRoutes(app: FastifyInstance): Promise<void> {
  const require = createRequire(import.meta.url);
  const root = join(dirname(require.resolve('flag-icons/package.json')), 'flags', '4x3');
  await app.register(fastifyStatic, {
    root,
    prefix: '/static/flags/',
    decorateReply: false,
    index: false,
    maxAge: '30d',
  });
}
