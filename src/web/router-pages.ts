import type { RouteObject } from 'react-router';

/** A page of a route table: its address pattern and the routes from the top down to it. */
export interface RouterPage {
  pattern: string;
  routes: RouteObject[];
}

/**
 * Every page a route table declares (an index route, or a leaf with a path; the others are
 * layouts around pages), parents' paths joined to children's. The router test holds them equal
 * to shared/page-paths.ts; scripts/bundle-size.ts sums the chunks each one loads.
 */
export function routerPages(
  table: readonly RouteObject[],
  parent = '',
  above: RouteObject[] = [],
): RouterPage[] {
  return table.flatMap((route) => {
    const pattern = route.path === undefined ? parent : joinPath(parent, route.path);
    const routes = [...above, route];
    const isPage = route.index || (route.path !== undefined && !route.children);
    const here = isPage ? [{ pattern: pattern || '/', routes }] : [];
    const below = route.children ? routerPages(route.children, pattern, routes) : [];
    return [...here, ...below];
  });
}

function joinPath(parent: string, path: string): string {
  if (path.startsWith('/')) return path;
  return `${parent.replace(/\/$/, '')}/${path}`;
}
