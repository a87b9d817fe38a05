import type { ReactNode } from 'react';
import { cn } from '@/web/lib/cn';
import { LazyFallback } from '@/web/lib/lazy-named';
import { Skeleton } from './ui/skeleton';

/**
 * A part of a page loaded when first shown (a tab, a wizard step: `lazyNamed`), with a grey
 * block in its place while its code downloads. `className` sizes the block (h-40 by default).
 */
export function WhileLoading({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <LazyFallback
      value={
        <Skeleton className={cn('h-40 w-full', className)} role="status" aria-label="Loading" />
      }
    >
      {children}
    </LazyFallback>
  );
}
