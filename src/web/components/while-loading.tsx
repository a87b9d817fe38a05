import { type ReactNode, Suspense } from 'react';
import { cn } from '@/web/lib/cn';
import { Skeleton } from './ui/skeleton';

/**
 * A part of a page loaded when first shown (a tab, a wizard step: `lazyNamed`), with a grey
 * block in its place while its code downloads. `className` sizes the block (h-40 by default).
 */
export function WhileLoading({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <Suspense
      fallback={
        <Skeleton className={cn('h-40 w-full', className)} role="status" aria-label="Loading" />
      }
    >
      {children}
    </Suspense>
  );
}
