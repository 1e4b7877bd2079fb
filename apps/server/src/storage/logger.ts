/** What storage logs through: pino's methods, which Fastify's app.log also has. */
import type { BaseLogger } from 'pino';

export type StorageLogger = Pick<BaseLogger, 'info' | 'warn' | 'error'>;
