import { formatDuration } from '@/shared/domain/parse-duration';
import type { TimesheetWeek } from '@/shared/schemas/timesheets';
import { RowActions } from '@/web/components/row-actions';
import {
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from '@/web/components/ui/table';
import { formatMonthDay, formatWeekday } from '@/web/lib/format-date';
import { TimesheetCell } from './timesheet-cell';

export type TimesheetRow = TimesheetWeek['rows'][number];

interface WeekGridProps {
  week: TimesheetWeek;
  /** Saves a typed duration into a cell; without it the grid is read-only. */
  onSaveCell?: (row: TimesheetRow, day: string, duration: string) => Promise<void>;
  /** Takes a row without time off the week. */
  onRemoveRow?: (row: TimesheetRow) => void;
}

export const rowName = (row: TimesheetRow) =>
  row.activityName ? `${row.projectName} · ${row.activityName}` : row.projectName;

/** A week as rows of project/activity by days Monday to Sunday, with row and day totals. */
export function WeekGrid({ week, onSaveCell, onRemoveRow }: WeekGridProps) {
  const editable = Boolean(onSaveCell) && !week.isLocked;
  return (
    <Table aria-label={`Timesheet of the week of ${week.weekStart}`} scrollLabel="Timesheet">
      <TableHeader>
        <TableRow>
          <TableHead className="min-w-36">Project / Activity</TableHead>
          {week.days.map((day) => (
            <TableHead key={day} className="h-auto py-2 text-right leading-tight">
              {formatWeekday(day)}
              <span className="block font-normal text-muted-foreground text-xs">
                {formatMonthDay(day)}
              </span>
            </TableHead>
          ))}
          <TableHead className="text-right">Total</TableHead>
          {editable && onRemoveRow ? (
            <TableHead>
              <span className="sr-only">Actions</span>
            </TableHead>
          ) : null}
        </TableRow>
      </TableHeader>
      <TableBody>
        {week.rows.length === 0 ? (
          <TableRow className="hover:bg-transparent">
            <TableCell colSpan={10} className="h-24 text-center text-muted-foreground">
              No time this week
            </TableCell>
          </TableRow>
        ) : (
          week.rows.map((row, rowIndex) => {
            const name = rowName(row);
            return (
              <TableRow key={`${row.projectId}:${row.activityId ?? ''}`}>
                <TableCell className="font-medium">
                  {row.projectName}
                  {row.activityName ? (
                    <span className="block font-normal text-muted-foreground text-xs">
                      {row.activityName}
                    </span>
                  ) : null}
                </TableCell>
                {week.days.map((day, dayIndex) => (
                  <TableCell key={day} className="text-right tabular-nums">
                    {editable && onSaveCell ? (
                      <TimesheetCell
                        id={`cell-${rowIndex}-${dayIndex}`}
                        label={`${name}, ${formatWeekday(day, 'long')}`}
                        minutes={row.minutes[dayIndex] ?? 0}
                        readOnly={false}
                        onSave={(duration) => onSaveCell(row, day, duration)}
                      />
                    ) : (
                      formatMinutes(row.minutes[dayIndex] ?? 0)
                    )}
                  </TableCell>
                ))}
                <TableCell className="text-right font-medium tabular-nums">
                  {formatDuration(row.totalMinutes)}
                </TableCell>
                {editable && onRemoveRow ? (
                  <TableCell>
                    {row.totalMinutes === 0 ? (
                      <RowActions name={name} onDelete={() => onRemoveRow(row)} />
                    ) : null}
                  </TableCell>
                ) : null}
              </TableRow>
            );
          })
        )}
      </TableBody>
      <TableFooter>
        <TableRow>
          <TableCell className="font-medium">Total</TableCell>
          {week.dayTotals.map((minutes, dayIndex) => (
            <TableCell key={week.days[dayIndex]} className="text-right tabular-nums">
              {formatDuration(minutes)}
            </TableCell>
          ))}
          <TableCell className="text-right font-semibold tabular-nums">
            {formatDuration(week.totalMinutes)}
          </TableCell>
          {editable && onRemoveRow ? <TableCell /> : null}
        </TableRow>
      </TableFooter>
    </Table>
  );
}

const formatMinutes = (minutes: number) => (minutes ? formatDuration(minutes) : '–');
