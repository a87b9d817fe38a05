import { useLayoutEffect } from 'react';

const marked = new Set<string>();

/**
 * Leaves the User Timing mark `name` (`performance.mark`) the first time `ready` is true in
 * this page load, as React commits the screen with its data (the browser paints it next).
 * Later renders and later visits within the app add none, so navigation start → the mark is
 * how long a fresh load took to show the screen: bench/web.ts reads it in Chromium. Marks are
 * named `stint:<screen>:ready`. Changes nothing on the screen.
 */
export function useMarkReady(name: string, ready: boolean): void {
  useLayoutEffect(() => {
    if (!ready || marked.has(name)) return;
    marked.add(name);
    performance.mark(name);
  }, [name, ready]);
}
