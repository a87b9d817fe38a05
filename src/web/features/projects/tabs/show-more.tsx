import { useState } from 'react';
import { Button } from '@/web/components/ui/button';

/** How many rows a long list of the tab shows before "Show all". */
export const FIRST_ROWS = 100;

/**
 * The first rows of a long list, and a "Show all N" button for the rest: a plan of thousands of
 * activities or links is read on the Gantt; its tables stay quick to open.
 */
export function useFirstRows<T>(rows: readonly T[], noun: string) {
  const [all, setAll] = useState(false);
  const hidden = all ? 0 : Math.max(0, rows.length - FIRST_ROWS);
  return {
    shown: hidden > 0 ? rows.slice(0, FIRST_ROWS) : rows,
    more:
      hidden > 0 ? (
        <div className="flex items-center justify-center gap-3 pt-3 text-muted-foreground text-sm">
          Showing {FIRST_ROWS} of {rows.length} {noun}.
          <Button size="sm" variant="outline" onClick={() => setAll(true)}>
            Show all {rows.length} {noun}
          </Button>
        </div>
      ) : null,
  };
}
