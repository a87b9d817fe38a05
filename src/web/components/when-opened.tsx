import { type ReactNode, useEffect, useState } from 'react';
import { LazyFallback, preloadWhenIdle } from '@/web/lib/lazy-named';

/**
 * Renders `children` from the first time `open` is true on. A dialog loaded with lazyNamed
 * (lib/lazy-named.ts) inside it downloads once the page is idle, not with the page, so its first
 * open draws it at once; it stays mounted afterwards so it closes with its animation.
 */
export function WhenOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  // The dialog as first given: its code is the same whatever its props.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => preloadWhenIdle(children), []);
  return opened ? <LazyFallback value={null}>{children}</LazyFallback> : null;
}
