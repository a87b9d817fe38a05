import type { KeyboardEvent } from 'react';
import type { Activity } from '@/shared/schemas/activities';
import type { ProjectSchedule } from '@/shared/schemas/schedule';
import { cn } from '@/web/lib/cn';
import { formatDay } from '@/web/lib/format-date';
import { describe } from './bar-text';
import { ROW_HEIGHT } from './timeline';

interface TaskRowProps {
  activity: Activity;
  details: ProjectSchedule['activities'][number] | undefined;
  index: number;
  /** Its offset in the virtualized list, in pixels. */
  top: number;
  onEdit?: (activity: Activity) => void;
  onKey: (event: KeyboardEvent<HTMLButtonElement>, index: number) => void;
}

/** One activity in the Gantt's task list: a button that edits it and takes the keyboard. */
export function TaskRow({ activity, details, index, top, onEdit, onKey }: TaskRowProps) {
  return (
    <li className="absolute inset-x-0 flex items-center px-1" style={{ top, height: ROW_HEIGHT }}>
      <button
        type="button"
        data-gantt-row={index}
        aria-label={`${activity.name}, ${describe(activity, details)}`}
        className={cn(
          'flex w-full items-center gap-2 truncate rounded px-2 py-1 text-left text-sm outline-none hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50',
          details?.critical && 'font-medium',
        )}
        onClick={() => onEdit?.(activity)}
        onKeyDown={(event) => onKey(event, index)}
      >
        {details?.violations.length ? (
          <span className="text-amber-600" aria-hidden="true">
            ⚠
          </span>
        ) : null}
        <span className="truncate">{activity.name}</span>
        <span
          className="ml-auto shrink-0 text-muted-foreground text-xs tabular-nums"
          aria-hidden="true"
        >
          {formatDay(activity.startDate)}
        </span>
      </button>
    </li>
  );
}
