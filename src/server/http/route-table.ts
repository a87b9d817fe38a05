import type { FastifyInstance } from 'fastify';
import type { Permission } from '../../shared/permissions';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The permissions the route's handler has asked requirePermission for, as it runs. */
    permissions?: Set<Permission>;
  }
}

export type RouteRecord = {
  method: string;
  url: string;
  /** Filled as requests reach requirePermission: the route's guard, seen from outside. */
  permissions: Set<Permission>;
};

/**
 * Every route the app registers after this call, with a place in its config where the guard
 * records what it checks: the trust tests read both, so a new route is covered without anyone
 * remembering.
 */
export function recordRoutes(app: FastifyInstance): RouteRecord[] {
  const routes: RouteRecord[] = [];
  app.addHook('onRoute', (options) => {
    const permissions = new Set<Permission>();
    options.config = { ...options.config, permissions };
    const methods = Array.isArray(options.method) ? options.method : [options.method];
    for (const method of methods) routes.push({ method, url: options.url, permissions });
  });
  return routes;
}
