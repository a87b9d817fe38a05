import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PAGE_PATHS } from '@/shared/page-paths';
import { routes } from './router';

/** Every address pattern the route table declares, parents joined to children. */
function addressPatterns(table: readonly RouteObject[], parent = ''): string[] {
  return table.flatMap((route) => {
    const own = route.path === undefined ? parent : joinPath(parent, route.path);
    // A page is an index route or a leaf with a path; the others are layouts around pages.
    const isPage = route.index || (route.path !== undefined && !route.children);
    const here = isPage ? [own || '/'] : [];
    const below = route.children ? addressPatterns(route.children, own) : [];
    return [...here, ...below];
  });
}

function joinPath(parent: string, path: string): string {
  if (path.startsWith('/')) return path;
  return `${parent.replace(/\/$/, '')}/${path}`;
}

describe('the route table', () => {
  it('declares exactly the pages the server answers by address (shared/page-paths.ts)', () => {
    const declared = addressPatterns(routes).filter((p) => p !== '/*');
    expect(new Set(declared)).toEqual(new Set(PAGE_PATHS));
    expect(declared.length).toBe(new Set(declared).size);
  });
});
