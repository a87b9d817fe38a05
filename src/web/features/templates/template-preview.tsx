import type { Template } from '@/shared/schemas/templates';
import { LINK_TYPE_LABELS } from '@/shared/domain/schedule';

/**
 * A template's plan as a small Gantt: one bar per activity on a scale of working days from the
 * project start, milestones as diamonds; under it, the links. Each row says its days in words
 * for screen readers.
 */
export function TemplatePreview({ template }: { template: Template }) {
  const { activities, links } = template.plan;
  const span = Math.max(1, template.workingDays);
  const name = new Map(activities.map((a) => [a.key, a.name]));
  const percent = (days: number) => `${(days / span) * 100}%`;
  return (
    <div className="space-y-4">
      <ol className="space-y-1" aria-label={`Plan of ${template.name}`}>
        {activities.map((activity) => {
          const days = activity.isMilestone
            ? `day ${activity.start + 1}, milestone`
            : `days ${activity.start + 1} to ${activity.start + activity.days}`;
          return (
            <li
              key={activity.key}
              className="grid grid-cols-[10rem_1fr] items-center gap-2 text-xs"
            >
              <span className="truncate" title={activity.name}>
                {activity.name}
              </span>
              <span
                className="relative h-4 rounded bg-muted"
                role="img"
                aria-label={`${activity.name}: ${days}`}
              >
                {activity.isMilestone ? (
                  <span
                    className="absolute top-0.5 size-3 rotate-45 bg-amber-500"
                    style={{ left: `calc(${percent(activity.start)} - 6px)` }}
                  />
                ) : (
                  <span
                    className="absolute inset-y-0 rounded bg-primary"
                    style={{ left: percent(activity.start), width: percent(activity.days) }}
                  />
                )}
              </span>
            </li>
          );
        })}
      </ol>
      <p className="text-muted-foreground text-xs">
        {span} working days from the project start · {links.length}{' '}
        {links.length === 1 ? 'link' : 'links'}
      </p>
      {links.length > 0 ? (
        <ul className="max-h-32 space-y-0.5 overflow-y-auto text-xs" aria-label="Links">
          {links.map((link) => (
            <li key={`${link.from}-${link.to}`}>
              {name.get(link.from)} → {name.get(link.to)}: {LINK_TYPE_LABELS[link.type]}
              {link.lag !== 0 ? `, ${link.lag > 0 ? '+' : ''}${link.lag} working days` : ''}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
