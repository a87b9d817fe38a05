import { type ReactNode, useState } from 'react';
import { LazyFallback } from '@/web/lib/lazy-named';

/**
 * Renders `children` from the first time `open` is true on. A dialog loaded with lazyNamed
 * (lib/lazy-named.ts) inside it downloads when it is first opened, not with the page, and stays
 * mounted afterwards so it closes with its animation.
 */
export function WhenOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <LazyFallback value={null}>{children}</LazyFallback> : null;
}
