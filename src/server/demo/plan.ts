import type { timeSessions } from '../db/schema/time';

/** yyyy-mm-dd of `today` moved by `offset` days (UTC). */
export function daysFrom(today: Date, offset: number): string {
  const day = new Date(
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + offset),
  );
  return day.toISOString().slice(0, 10);
}

type ActivityPlan = { name: string; startOffset: number; endOffset: number; isMilestone?: boolean };
type ProjectPlan = {
  name: string;
  code: string;
  customer: string;
  program: string;
  description: string;
  status: 'draft' | 'planning' | 'active' | 'on_hold' | 'completed';
  startOffset: number;
  endOffset: number;
  revenue: string;
  risk: string;
  activities: ActivityPlan[];
};

export const DEMO_PROJECTS: ProjectPlan[] = [
  {
    name: 'Customer Portal Rebuild',
    code: 'CON-101',
    customer: 'Contoso Group',
    program: 'Digital Channels',
    description: 'A new self-service portal for Contoso customers.',
    status: 'active',
    startOffset: -70,
    endOffset: 60,
    revenue: '480000.00',
    risk: 'Single sign-on provider may not be ready before the pilot.',
    activities: [
      { name: 'Discovery', startOffset: -70, endOffset: -50 },
      { name: 'Design', startOffset: -50, endOffset: -20 },
      { name: 'Build', startOffset: -20, endOffset: 40 },
      { name: 'Pilot go-live', startOffset: 45, endOffset: 45, isMilestone: true },
      { name: 'Hypercare', startOffset: 45, endOffset: 60 },
    ],
  },
  {
    name: 'Store Analytics',
    code: 'CON-102',
    customer: 'Contoso Retail',
    program: 'Retail Insight',
    description: 'Dashboards of sales per store and hour.',
    status: 'active',
    startOffset: -45,
    endOffset: 30,
    revenue: '210000.00',
    risk: 'Point-of-sale exports arrive late and incomplete from older stores.',
    activities: [
      { name: 'Data inventory', startOffset: -45, endOffset: -30 },
      { name: 'Pipeline', startOffset: -30, endOffset: -3 },
      { name: 'Dashboards', startOffset: -10, endOffset: 25 },
      { name: 'Handover', startOffset: 30, endOffset: 30, isMilestone: true },
    ],
  },
  {
    name: 'ERP Migration',
    code: 'FAB-201',
    customer: 'Fabrikam',
    program: 'Core Systems',
    description: 'Move finance and stock to the new ERP.',
    status: 'planning',
    startOffset: 10,
    endOffset: 180,
    revenue: '650000.00',
    risk: 'Key finance staff are unavailable during the year-end close.',
    activities: [
      { name: 'Fit-gap analysis', startOffset: 10, endOffset: 40 },
      { name: 'Configuration', startOffset: 40, endOffset: 120 },
      { name: 'Cut-over', startOffset: 170, endOffset: 170, isMilestone: true },
    ],
  },
  {
    name: 'Lab Scheduling App',
    code: 'TSL-301',
    customer: 'Tailspin Labs',
    program: 'Lab Operations',
    description: 'Booking of instruments and lab time.',
    status: 'active',
    startOffset: -30,
    endOffset: 50,
    revenue: '95000.00',
    risk: 'Instrument vendor API is undocumented.',
    activities: [
      { name: 'Prototype', startOffset: -30, endOffset: -10 },
      { name: 'Vendor integration', startOffset: -10, endOffset: 20 },
      { name: 'Beta release', startOffset: 25, endOffset: 25, isMilestone: true },
    ],
  },
  {
    name: 'Security Review',
    code: 'FAB-202',
    customer: 'Fabrikam',
    program: 'Core Systems',
    description: 'Yearly review of access and controls.',
    status: 'draft',
    startOffset: 30,
    endOffset: 60,
    revenue: '40000.00',
    risk: 'Findings may extend the scope of the ERP migration.',
    activities: [{ name: 'Review', startOffset: 30, endOffset: 60 }],
  },
];

type SessionRow = Omit<typeof timeSessions.$inferInsert, 'organizationId'>;

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
