import type { Activity } from '@/shared/schemas/activities';
import type { ProjectSchedule } from '@/shared/schemas/schedule';
import { formatDay } from '@/web/lib/format-date';

type ScheduledActivity = ProjectSchedule['activities'][number];

/** Who works on it, as the bar says: 'Ada Berg 50%, Bo Ek'. */
export const assignees = (activity: Activity) =>
  activity.assignments
    .map((a) =>
      a.capacityPercentage === 100 ? a.resourceName : `${a.resourceName} ${a.capacityPercentage}%`,
    )
    .join(', ');

/** What a bar says to a screen reader and in its tooltip: dates, progress, float, people. */
export function describe(activity: Activity, info: ScheduledActivity | undefined): string {
  const dates = activity.isMilestone
    ? `milestone on ${formatDay(activity.startDate)}`
    : `${formatDay(activity.startDate)} to ${formatDay(activity.endDate)}`;
  const done = activity.percentComplete > 0 ? `, ${activity.percentComplete}% complete` : '';
  if (!info) return `${dates}${done}`;
  const parts = [
    `${dates}${done}`,
    info.critical ? 'critical' : `total float ${info.totalFloat} days`,
  ];
  if (activity.assignments.length > 0) parts.push(`assigned to ${assignees(activity)}`);
  for (const violation of info.violations)
    parts.push(`violates a link: should start on ${formatDay(violation.requiredStart)}`);
  return parts.join(', ');
}
