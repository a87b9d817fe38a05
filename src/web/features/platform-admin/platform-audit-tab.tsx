import { useState } from 'react';
import { AuditEntryItem } from '@/web/components/audit-entry';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { usePlatformAudit } from './platform-queries';

/** What platform administrators did, newest first, a page at a time. */
export function PlatformAuditTab() {
  const [page, setPage] = useState(1);
  const query = usePlatformAudit(page);
  const data = query.data;
  const last = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Platform audit log</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        {query.isError ? (
          <p role="alert" className="text-destructive text-sm">
            Failed to load platform data
          </p>
        ) : !data ? (
          <Skeleton className="h-40 w-full" />
        ) : data.rows.length === 0 ? (
          <p className="text-muted-foreground text-sm">No audit logs found</p>
        ) : (
          <ul className="space-y-2">
            {data.rows.map((entry) => (
              <AuditEntryItem key={entry.id} entry={entry} />
            ))}
          </ul>
        )}
        {last > 1 ? (
          <div className="flex items-center justify-end gap-2">
            <span className="text-muted-foreground text-sm tabular-nums">
              Page {page} of {last}
            </span>
            <Button
              variant="outline"
              size="sm"
              disabled={page <= 1}
              onClick={() => setPage(page - 1)}
            >
              Previous
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={page >= last}
              onClick={() => setPage(page + 1)}
            >
              Next
            </Button>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
