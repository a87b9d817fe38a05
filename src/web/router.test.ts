import { describe, expect, it } from 'vitest';
import { PAGE_PATHS } from '@/shared/page-paths';
import { routes } from './router';
import { routerPages } from './router-pages';

describe('the route table', () => {
  it('declares exactly the pages the server answers by address (shared/page-paths.ts)', () => {
    const declared = routerPages(routes)
      .map((page) => page.pattern)
      .filter((p) => p !== '/*');
    expect(new Set(declared)).toEqual(new Set(PAGE_PATHS));
    expect(declared.length).toBe(new Set(declared).size);
  });
});
