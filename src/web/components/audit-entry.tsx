import { ChevronDown, ChevronRight } from 'lucide-react';
import { useId, useState } from 'react';
import type { AuditEntry } from '@/shared/schemas/audit';
import { Badge } from './ui/badge';
import { Button } from './ui/button';
import { useDateSettings } from '@/web/hooks/use-me';
import { cn } from '@/web/lib/cn';
import { formatDateTime } from '@/web/lib/format-date';
import { changeRows } from './audit-changes';

// SPEC.md: CREATE default, UPDATE secondary, DELETE destructive, any other action outline.
const BADGE = { CREATE: 'default', UPDATE: 'secondary', DELETE: 'destructive' } as const;

function actorOf(entry: AuditEntry): string {
  if (!entry.actor) return 'Unknown user';
  return entry.actor.name ?? entry.actor.email ?? entry.actor.id;
}

/** One entry of the audit log, with its previous and new values behind 'View Changes'. */
export function AuditEntryItem({ entry }: { entry: AuditEntry }) {
  const dates = useDateSettings();
  const [open, setOpen] = useState(false);
  const panel = useId();
  const rows = changeRows(entry.oldValues, entry.newValues);
  const variant = BADGE[entry.action as keyof typeof BADGE] ?? 'outline';
  const showPrevious = entry.oldValues != null;
  const showNew = entry.newValues != null;

  return (
    <li className="space-y-2 rounded-lg border p-3" data-testid="audit-entry">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={variant}>{entry.action}</Badge>
        <span className="font-medium text-sm">{entry.entityType}</span>
        <span className="text-muted-foreground text-sm">by {actorOf(entry)}</span>
      </div>
      <div className="flex flex-wrap gap-x-4 gap-y-1 text-muted-foreground text-xs">
        <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, dates)}</time>
        {entry.ipAddress ? <span>IP: {entry.ipAddress}</span> : null}
        {entry.entityId ? <span className="break-all">ID: {entry.entityId}</span> : null}
      </div>
      {rows.length > 0 ? (
        <div>
          <Button
            variant="ghost"
            size="sm"
            className="-ml-2 h-7"
            aria-expanded={open}
            aria-controls={panel}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? <ChevronDown /> : <ChevronRight />} View Changes
          </Button>
          {open ? (
            <div id={panel} className="mt-2 overflow-x-auto">
              <table className="w-full text-left text-xs" aria-label="Changes">
                <thead>
                  <tr className="border-b text-muted-foreground">
                    <th className="py-1 pr-3 font-medium">Field</th>
                    {showPrevious ? <th className="py-1 pr-3 font-medium">Previous</th> : null}
                    {showNew ? <th className="py-1 font-medium">New</th> : null}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr
                      key={row.key}
                      className={cn('border-b last:border-0', row.changed && 'bg-accent/60')}
                    >
                      <th scope="row" className="py-1 pr-3 align-top font-mono font-normal">
                        {row.key}
                      </th>
                      {showPrevious ? (
                        <td className="break-all py-1 pr-3 align-top">{row.previous}</td>
                      ) : null}
                      {showNew ? <td className="break-all py-1 align-top">{row.next}</td> : null}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
