import { describe, expect, it } from 'vitest';
import {
  BUDGET_KB,
  FIRST_PAGE_BUDGET_KB,
  FIRST_PAGES,
  initialJavaScriptByRoute,
  isOverBudget,
  OVER_BUDGET_CEILINGS_KB,
} from '../scripts/bundle-size';

// Global setup has just built the web app from the tree, so its manifest is current.
const sizes = initialJavaScriptByRoute();
const kbOf = Object.fromEntries(sizes.map(({ route, kb }) => [route, kb]));
const describeSize = ({ route, kb }: { route: string; kb: number }) =>
  `${route} ${kb.toFixed(1)} KB`;

describe('the first load', () => {
  it(`downloads at most ${FIRST_PAGE_BUDGET_KB} KB of gzipped JavaScript for ${FIRST_PAGES.join(' and ')}, under ${BUDGET_KB} KB for every other page`, () => {
    const over = sizes.filter(
      (size) => isOverBudget(size) && OVER_BUDGET_CEILINGS_KB[size.route] === undefined,
    );
    expect(over.map(describeSize)).toEqual([]);
    // Route-level code splitting: neither of the first pages carries the other.
    const filesOf = (route: string) => sizes.find((size) => size.route === route)!.files;
    const pageChunks = (route: string) =>
      filesOf(route).filter((file) => /(landing|login)-page/.test(file));
    expect(pageChunks('/')).toEqual([expect.stringContaining('landing-page')]);
    expect(pageChunks('/login')).toEqual([expect.stringContaining('login-page')]);
  });

  it('keeps each page not yet within its budget under its ceiling, and lists only those', () => {
    const ceilings = Object.entries(OVER_BUDGET_CEILINGS_KB);
    const aboveCeiling = ceilings.filter(([route, ceiling]) => !(kbOf[route]! <= ceiling));
    expect(aboveCeiling.map(([route]) => describeSize({ route, kb: kbOf[route] ?? NaN }))).toEqual(
      [],
    );
    const withinBudget = ceilings.filter(
      ([route]) => kbOf[route] !== undefined && !isOverBudget({ route, kb: kbOf[route] }),
    );
    expect(withinBudget.map(([route]) => route)).toEqual([]);
  });
});
