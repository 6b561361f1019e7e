// The provider registry of an app instance, built once from its config (keyed by the config
// object, which every encapsulated Fastify context shares).
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/env';
import { createProviderRegistry } from './provider-registry';
import type { ProviderRegistry } from './provider-registry';

const registries = new WeakMap<Config, ProviderRegistry>();

export function registryOf(app: Pick<FastifyInstance, 'config'>): ProviderRegistry {
  let registry = registries.get(app.config);
  if (!registry) {
    registry = createProviderRegistry(app.config);
    registries.set(app.config, registry);
  }
  return registry;
}
