// Every route of every Fastify app built while the catalog listens, with its zod schemas. Fastify
// publishes each new instance on the `fastify.initialization` diagnostics channel before any plugin
// runs, so an onRoute hook added there sees the routes the service registers inside its buildApp —
// no service has to export its route list, and a new service is covered the day it lands.
import diagnostics from 'node:diagnostics_channel';
import type { FastifyInstance, RouteOptions } from 'fastify';

export interface RouteSchemas {
  body?: unknown;
  querystring?: unknown;
  params?: unknown;
}

export interface CatalogRoute {
  /** The service whose buildApp registered it. */
  service: string;
  method: string;
  /** Fastify's path, e.g. /api/accounts/:registrar/:id. */
  url: string;
  schema: RouteSchemas;
}

const CHANNEL = 'fastify.initialization';

export class RouteCatalog {
  readonly routes: CatalogRoute[] = [];
  private current = '';
  private readonly listener = (message: unknown): void => {
    const { fastify } = message as { fastify: FastifyInstance };
    const service = this.current;
    fastify.addHook('onRoute', (route: RouteOptions) => {
      for (const method of [route.method].flat()) {
        if (method === 'HEAD' || method === 'OPTIONS') continue;
        this.routes.push({ service, method, url: route.url, schema: (route.schema ?? {}) as RouteSchemas });
      }
    });
  };

  constructor() {
    diagnostics.subscribe(CHANNEL, this.listener);
  }

  /** Runs `build` with its routes attributed to `service` (builds must not overlap). */
  async collect<T>(service: string, build: () => Promise<T>): Promise<T> {
    this.current = service;
    try {
      return await build();
    } finally {
      this.current = '';
    }
  }

  /**
   * The product's API: /api routes of services only (health, readiness and metrics are the platform's;
   * apps built outside collect(), such as simulators or the gateway, are not services).
   */
  apiRoutes(): CatalogRoute[] {
    const seen = new Set<string>();
    return this.routes.filter((r) => {
      const key = `${r.service} ${r.method} ${r.url}`;
      if (!r.service || !r.url.startsWith('/api/') || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  }

  close(): void {
    diagnostics.unsubscribe(CHANNEL, this.listener);
  }
}
