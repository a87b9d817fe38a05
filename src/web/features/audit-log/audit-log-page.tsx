import { useInfiniteQuery } from '@tanstack/react-query';
import { ScrollText, Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { AuditActionFilter } from '@/shared/schemas/audit';
import { EmptyState } from '@/web/components/empty-state';
import { PageHeader } from '@/web/components/page-header';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { Input } from '@/web/components/ui/input';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/web/components/ui/select';
import { AuditEntryItem } from '@/web/components/audit-entry';
import { useSettled } from '@/web/hooks/use-settled';
import { toast } from '@/web/lib/toast';
import { auditLogQuery } from './audit-log-query';

const ACTIONS: { value: AuditActionFilter; label: string }[] = [
  { value: 'all', label: 'All Actions' },
  { value: 'CREATE', label: 'Create' },
  { value: 'UPDATE', label: 'Update' },
  { value: 'DELETE', label: 'Delete' },
];

export function AuditLogPage() {
  const [search, setSearch] = useState('');
  const [action, setAction] = useState<AuditActionFilter>('all');
  const query = useInfiniteQuery(auditLogQuery(useSettled(search.trim()), action));
  const entries = query.data?.pages.flatMap((page) => page.entries) ?? [];

  useEffect(() => {
    if (query.isError) toast.error('Failed to load audit logs');
  }, [query.isError]);

  return (
    <div className="space-y-6">
      <PageHeader
        title="Audit Log"
        description="Every change in your organization, with previous and new values."
      />
      <Card className="gap-4 p-4">
        <div className="flex flex-col gap-2 sm:flex-row">
          <div className="relative flex-1">
            <Search
              className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-2.5 size-4 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              type="search"
              aria-label="Search audit logs"
              placeholder="Search audit logs..."
              className="pl-8"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
          <Select value={action} onValueChange={(next) => setAction(next as AuditActionFilter)}>
            <SelectTrigger aria-label="Filter by action" className="w-full sm:w-44">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {ACTIONS.map((item) => (
                <SelectItem key={item.value} value={item.value}>
                  {item.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div
          className="h-[600px] overflow-y-auto pr-1"
          aria-label="Audit log entries"
          role="region"
        >
          {query.isPending ? (
            <p className="py-12 text-center text-muted-foreground text-sm">Loading audit logs...</p>
          ) : entries.length === 0 ? (
            <EmptyState icon={ScrollText} message="No audit logs found" />
          ) : (
            <>
              <ul className="space-y-2">
                {entries.map((entry) => (
                  <AuditEntryItem key={entry.id} entry={entry} />
                ))}
              </ul>
              {query.hasNextPage ? (
                <div className="flex justify-center py-3">
                  <Button
                    variant="outline"
                    disabled={query.isFetchingNextPage}
                    onClick={() => void query.fetchNextPage()}
                  >
                    {query.isFetchingNextPage ? 'Loading audit logs...' : 'Load more'}
                  </Button>
                </div>
              ) : null}
            </>
          )}
        </div>
      </Card>
    </div>
  );
}
