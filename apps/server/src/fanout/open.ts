/**
 * Picks the fan-out from the configuration: one node in process, or many over Redis or NATS. The bus
 * clients are loaded only when used.
 */
import type { StorageLogger } from '../storage/logger.ts';
import { type BusOptions, NAMESPACE_RE } from './bus.ts';
import { ClusterFanout, type Fanout, type FanoutConfig, LocalFanout, nodeName } from './fanout.ts';
import { databaseNamespace } from './namespace.ts';

export async function openFanout(
  config: FanoutConfig | undefined,
  deps: { logger: StorageLogger; databaseUrl: string | null },
): Promise<Fanout> {
  if (!config || config.kind === 'memory') return new LocalFanout();
  if (!config.url) throw new Error(`fan-out over ${config.kind} needs its URL`);
  let namespace = config.namespace;
  if (!namespace) {
    if (!deps.databaseUrl) throw new Error('fan-out between nodes needs a shared PostgreSQL (DATABASE_URL)');
    namespace = await databaseNamespace(deps.databaseUrl);
  }
  if (!NAMESPACE_RE.test(namespace)) throw new Error(`FANOUT_NAMESPACE must match ${NAMESPACE_RE}`);
  const nodeId = nodeName();
  const options: BusOptions = {
    url: config.url,
    namespace,
    maxMessages: config.maxMessages,
    nodeId,
    logger: deps.logger,
  };
  const bus =
    config.kind === 'redis'
      ? new (await import('./redis-bus.ts')).RedisBus(options)
      : new (await import('./nats-bus.ts')).NatsBus(options);
  deps.logger.info({ bus: config.kind, namespace, node: nodeId }, 'fan-out between nodes');
  return new ClusterFanout({
    bus,
    nodeId,
    leaseMs: config.leaseMs,
    logger: deps.logger,
    ...(config.maxLagMs === undefined ? {} : { maxLagMs: config.maxLagMs }),
  });
}
