import { formatDuration } from '@/shared/domain/parse-duration';
import { addDays } from '@/shared/domain/week';
import { EmptyTable } from '@/web/components/empty-table';
import { Button } from '@/web/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/web/components/ui/table';
import { formatDate, formatDay } from '@/web/lib/format-date';
import { usePendingTimesheets } from './timesheet-queries';

const COLUMNS = ['Person', 'Week', 'Hours', 'Submitted', ''] as const;

/** Pending Timesheets: submitted weeks waiting for the caller's review, oldest first. */
export function PendingTimesheets({ onOpen }: { onOpen: (id: string) => void }) {
  const pending = usePendingTimesheets();
  return (
    <Card className="gap-2 pb-2">
      <CardHeader>
        <CardTitle>Pending Timesheets</CardTitle>
        <CardDescription>Open a week to approve it or reject it with a note.</CardDescription>
      </CardHeader>
      {pending.isPending ? (
        <Skeleton className="mx-6 mb-4 h-24" />
      ) : pending.isError ? (
        <p className="px-6 pb-4 text-destructive text-sm">Failed to load data</p>
      ) : pending.data.length === 0 ? (
        <EmptyTable columns={COLUMNS} message="No pending timesheets" />
      ) : (
        <Table aria-label="Pending Timesheets" scrollLabel="Pending Timesheets">
          <TableHeader>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableHead key={column}>{column}</TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {pending.data.map((sheet) => (
              <TableRow key={sheet.id}>
                <TableCell className="font-medium">
                  {sheet.person.fullName}
                  <span className="block font-normal text-muted-foreground text-xs">
                    {sheet.person.email}
                  </span>
                </TableCell>
                <TableCell>
                  {formatDay(sheet.weekStart)} – {formatDay(addDays(sheet.weekStart, 6))}
                </TableCell>
                <TableCell className="tabular-nums">{formatDuration(sheet.totalMinutes)}</TableCell>
                <TableCell>{formatDate(sheet.submittedAt)}</TableCell>
                <TableCell className="text-right">
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => onOpen(sheet.id)}
                    aria-label={`Review the week of ${sheet.weekStart} of ${sheet.person.fullName}`}
                  >
                    Review
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Card>
  );
}
