import type { timeSessions } from '../db/schema/time';
import type { MemberRole } from './people-plan';
import { daysFrom } from './plan';

export type SessionRow = Omit<typeof timeSessions.$inferInsert, 'organizationId'>;

/** A small deterministic generator so the demo is the same on every machine. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * 60 days of finished sessions for each person on the active projects: weekdays, two or three
 * sessions a day between 08:00 and 17:00 UTC, about 80% billable.
 */
export function buildDemoTimeSessions(input: {
  today: Date;
  people: string[];
  projectIds: string[];
  activityIdsByProject: string[][];
}): SessionRow[] {
  const next = random(20261123);
  const rows: SessionRow[] = [];
  const activeProjects = [0, 1, 3].filter((i) => input.projectIds[i]);
  for (let offset = -60; offset < 0; offset++) {
    const day = new Date(`${daysFrom(input.today, offset)}T00:00:00Z`);
    const weekday = day.getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    for (const userId of input.people) {
      let minute = 8 * 60 + Math.floor(next() * 30);
      const count = 2 + Math.floor(next() * 2);
      for (let n = 0; n < count; n++) {
        const projectIndex = activeProjects[Math.floor(next() * activeProjects.length)]!;
        const activities = input.activityIdsByProject[projectIndex] ?? [];
        const duration = 60 + Math.floor(next() * 150);
        const start = new Date(day.getTime() + minute * 60_000);
        const end = new Date(start.getTime() + duration * 60_000);
        rows.push({
          userId,
          projectId: input.projectIds[projectIndex]!,
          activityId:
            activities.length > 0 ? activities[Math.floor(next() * activities.length)]! : null,
          startTime: start,
          endTime: end,
          durationMinutes: duration,
          isBillable: next() < 0.8,
          sessionType: n === 0 ? 'automatic' : 'manual',
          sessionNotes: null,
        });
        minute += duration + 15 + Math.floor(next() * 30);
        if (minute > 17 * 60) break;
      }
    }
  }
  return rows;
}

/** A finished session earlier today: it ended `endedAgo` minutes before the seed ran. */
type TodayPlan = {
  person: MemberRole;
  project: string;
  activity: string;
  endedAgo: number;
  minutes: number;
  sessionType: 'manual' | 'automatic';
};

/** Per person, the later session first, each ending before the previous one started. */
export const DEMO_TODAY: TodayPlan[] = [
  {
    person: 'user',
    project: 'CON-101',
    activity: 'Build',
    endedAgo: 25,
    minutes: 150,
    sessionType: 'automatic',
  },
  {
    person: 'tracked_employee',
    project: 'TSL-301',
    activity: 'Vendor integration',
    endedAgo: 10,
    minutes: 75,
    sessionType: 'automatic',
  },
  {
    person: 'tracked_employee',
    project: 'CON-101',
    activity: 'Build',
    endedAgo: 100,
    minutes: 120,
    sessionType: 'manual',
  },
  {
    person: 'project_manager',
    project: 'TSL-301',
    activity: 'Vendor integration',
    endedAgo: 45,
    minutes: 60,
    sessionType: 'manual',
  },
];

/**
 * Today's sessions, all ended before `today` (no running timer) and none before its UTC
 * midnight, where yesterday's generated sessions could be: a seed run just after midnight
 * shortens or drops them.
 */
export function buildTodaySessions(
  today: Date,
  ids: (plan: TodayPlan) => { userId: string; projectId: string; activityId: string },
): SessionRow[] {
  const now = Math.floor(today.getTime() / 60_000) * 60_000;
  const midnight = Date.parse(`${daysFrom(today, 0)}T00:00:00Z`);
  const rows: SessionRow[] = [];
  for (const plan of DEMO_TODAY) {
    const end = now - plan.endedAgo * 60_000;
    const start = Math.max(midnight, end - plan.minutes * 60_000);
    if (end - start < 5 * 60_000) continue;
    rows.push({
      ...ids(plan),
      startTime: new Date(start),
      endTime: new Date(end),
      durationMinutes: (end - start) / 60_000,
      isBillable: true,
      sessionType: plan.sessionType,
      sessionNotes: null,
    });
  }
  return rows;
}
