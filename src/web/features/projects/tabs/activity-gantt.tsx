import type { CSSProperties } from 'react';
import type { Activity } from '@/shared/schemas/activities';
import { formatDay } from '@/web/lib/format-date';
import { ganttScale, localDay } from './gantt-scale';

const percent = (fraction: number) => `${(fraction * 100).toFixed(3)}%`;
const NAME_COLUMN = '12rem';

function span(activity: Activity): string {
  return activity.isMilestone
    ? `milestone on ${formatDay(activity.startDate)}`
    : `${formatDay(activity.startDate)} to ${formatDay(activity.endDate)}`;
}

/**
 * A simple Gantt chart: one bar per activity along the activities' overall date span,
 * milestones as diamonds in a stronger colour, a tick at every month and a line at today.
 */
export function ActivityGantt({ activities }: { activities: readonly Activity[] }) {
  const scale = ganttScale(activities, localDay());
  if (!scale) return null;
  const track: CSSProperties = { left: NAME_COLUMN, right: 0 };

  return (
    <figure className="space-y-3">
      <div
        role="region"
        aria-label="Gantt chart"
        tabIndex={0}
        className="overflow-x-auto rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <div className="relative min-w-[40rem]">
          {/* Month ticks and the today line, over every row of the track column. */}
          <div className="pointer-events-none absolute inset-y-0" style={track} aria-hidden="true">
            {scale.months.map((tick) => (
              <div
                key={tick.offset}
                className="absolute inset-y-0 border-border border-l"
                style={{ left: percent(tick.offset) }}
              >
                {tick.label ? (
                  <span className="absolute top-0 left-1 whitespace-nowrap text-muted-foreground text-xs">
                    {tick.label}
                  </span>
                ) : null}
              </div>
            ))}
            {scale.today !== null ? (
              <div
                className="absolute inset-y-0 z-10 w-0.5 bg-destructive"
                style={{ left: percent(scale.today) }}
              >
                <span
                  className={`absolute bottom-0 font-medium text-destructive text-xs ${scale.today < 0.5 ? 'left-1.5' : 'right-1.5'}`}
                >
                  Today
                </span>
              </div>
            ) : null}
          </div>
          <div className="h-6" style={{ marginLeft: NAME_COLUMN }} />
          <ul className="pb-6">
            {activities.map((activity) => {
              const { left, width } = scale.place(activity);
              return (
                <li
                  key={activity.id}
                  className="grid h-9 items-center"
                  style={{ gridTemplateColumns: `${NAME_COLUMN} 1fr` }}
                >
                  <span className="truncate pr-3 text-sm" title={activity.name}>
                    {activity.name}
                    <span className="sr-only">, {span(activity)}</span>
                  </span>
                  <span className="relative h-full" aria-hidden="true">
                    {activity.isMilestone ? (
                      <span
                        className="absolute top-1/2 z-20 size-3.5 -translate-x-1/2 -translate-y-1/2 rotate-45 bg-primary ring-2 ring-background"
                        style={{ left: percent(left + width / 2) }}
                        title={`${activity.name}: ${span(activity)}`}
                      />
                    ) : (
                      <span
                        className="absolute top-1/2 h-4 min-w-1 -translate-y-1/2 rounded-sm border border-primary/50 bg-primary/25"
                        style={{ left: percent(left), width: percent(width) }}
                        title={`${activity.name}: ${span(activity)}`}
                      />
                    )}
                  </span>
                </li>
              );
            })}
          </ul>
        </div>
      </div>
      <figcaption className="flex flex-wrap items-center gap-x-5 gap-y-1 text-muted-foreground text-xs">
        <span className="inline-flex items-center gap-1.5">
          <span
            className="h-3 w-5 rounded-sm border border-primary/50 bg-primary/25"
            aria-hidden="true"
          />
          Activity
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="size-2.5 rotate-45 bg-primary" aria-hidden="true" />
          Milestone
        </span>
        {scale.today !== null ? (
          <span className="inline-flex items-center gap-1.5">
            <span className="h-3 w-0.5 bg-destructive" aria-hidden="true" />
            Today
          </span>
        ) : null}
      </figcaption>
    </figure>
  );
}
