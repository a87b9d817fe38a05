import { RefreshCw } from 'lucide-react';
import { EmptyState } from '@/web/components/empty-state';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';

/** Placeholder rows while a tab's list loads. */
export function TabLoading({ rows = 3 }: { rows?: number }) {
  return (
    <div className="space-y-3" aria-busy="true">
      <span className="sr-only">Loading…</span>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} className="h-14 w-full" />
      ))}
    </div>
  );
}

/** A tab's list could not be loaded: say so and offer to try again. */
export function TabError({ onRetry, busy }: { onRetry: () => void; busy: boolean }) {
  return (
    <EmptyState
      message="Failed to load data"
      action={
        <Button variant="outline" onClick={onRetry} busy={busy}>
          <RefreshCw /> Try again
        </Button>
      }
    />
  );
}
