import { asc, eq, sql } from 'drizzle-orm';
import { profiles } from '../../db/schema/organizations';
import { timeSessions } from '../../db/schema/time';
import type { TestApp } from '../../testing/test-app';
import { callerOf, type timeOrganization } from '../time/test-fixture';

export const TOGGL_HEADER =
  'User,Email,Client,Project,Task,Description,Billable,Start date,Start time,End date,End time,Duration,Tags,Amount (EUR)';
export const toggl = (...rows: string[]) => [TOGGL_HEADER, ...rows].join('\n');
export const CLOCKIFY_HEADER =
  'Project,Client,Description,Task,User,Group,Email,Tags,Billable,Start Date,Start Time,End Date,End Time,Duration (h),Duration (decimal),Billable Rate (USD),Billable Amount (USD)';
export const HARVEST_HEADER =
  'Date,Client,Project,Project Code,Task,Notes,Hours,Hours Rounded,Billable?,Invoiced?,Approved?,First Name,Last Name,Roles,Employee?,Billable Rate,Billable Amount,Cost Rate,Cost Amount,Currency,External Reference URL';

type Org = Awaited<ReturnType<typeof timeOrganization>>;

/** What the time import's tests do again and again, against one test app. */
export function importKit(t: TestApp) {
  const call = callerOf(t.app);
  return {
    call,
    /** A person of `org` holding `role`, named `fullName`, in `timeZone`. */
    async named(
      org: Org,
      fullName: string,
      role: Parameters<Org['person']>[0] = 'user',
      timeZone = 'UTC',
    ) {
      const person = await org.person(role, timeZone);
      await t.database.db.update(profiles).set({ fullName }).where(eq(profiles.id, person.id));
      return person;
    },
    importFile: (cookie: string, content: string, source?: string, fileName = 'export.csv') =>
      call(cookie, 'POST', '/time/import', { fileName, content, ...(source ? { source } : {}) }),
    previewFile: (cookie: string, content: string, source?: string) =>
      call(cookie, 'POST', '/time/import/preview', {
        fileName: 'export.csv',
        content,
        ...(source ? { source } : {}),
      }),
    /** The sessions of a person, oldest first, with instants as ISO text. */
    async sessionsOf(person: { id: string }) {
      const rows = await t.database.db
        .select()
        .from(timeSessions)
        .where(eq(timeSessions.userId, person.id))
        .orderBy(asc(timeSessions.startTime));
      return rows.map((s) => ({
        projectId: s.projectId,
        activityId: s.activityId,
        start: s.startTime.toISOString(),
        end: s.endTime!.toISOString(),
        minutes: s.durationMinutes,
        notes: s.sessionNotes,
        billable: s.isBillable,
        type: s.sessionType,
      }));
    },
    countSessions: async (organizationId: string) =>
      (
        await t.database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(timeSessions)
          .where(eq(timeSessions.organizationId, organizationId))
      )[0]!.n,
  };
}
