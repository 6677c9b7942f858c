// A second instance of one service of a stack, built from the same env: the same database, NATS,
// keys and limits, as a second replica of it would run. Not in the route catalog; the caller closes it.
import { parseEnv } from '@dop/service-kit';
import type { FastifyInstance } from 'fastify';
import { loadServiceModule } from './service-modules';
import type { ServiceStack } from './service-stack';

export async function startReplica(stack: ServiceStack, name: string): Promise<FastifyInstance> {
  const first = stack.services.find((s) => s.name === name);
  if (!first) throw stack.broken.get(name) ?? new Error(`${name} did not start`);
  const mod = await loadServiceModule(stack.root, name);
  return (await mod.buildApp(parseEnv(mod.envSchema, first.env))) as FastifyInstance;
}
