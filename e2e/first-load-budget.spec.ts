import { describe, expect, it } from 'vitest';
import { BUDGET_KB, initialJavaScriptByRoute } from '../scripts/bundle-size';

// Global setup has just built the web app from the tree, so its manifest is current.
describe('the first load', () => {
  it(`downloads under ${BUDGET_KB} KB of gzipped JavaScript for / and for /login`, () => {
    const sizes = Object.fromEntries(
      initialJavaScriptByRoute().map(({ route, kb }) => [route, kb]),
    );
    expect(sizes['/']).toBeLessThan(BUDGET_KB);
    expect(sizes['/login']).toBeLessThan(BUDGET_KB);
    // Route-level code splitting: the landing page does not carry the sign-in form.
    expect(sizes['/']).toBeLessThan(sizes['/login']!);
  });
});
