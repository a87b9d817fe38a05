import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { toCsv } from '../../../shared/domain/csv';
import { addDays } from '../../../shared/domain/week';
import { can } from '../../../shared/permissions';
import type { timeExportQuerySchema } from '../../../shared/schemas/time';
import type { Database } from '../../db/client';
import { profiles } from '../../db/schema/organizations';
import { projectActivities, projects } from '../../db/schema/portfolio';
import { timeSessions } from '../../db/schema/time';
import { type TenantContext, withTenant } from '../../db/tenant';
import { AppError, notFound } from '../../http/errors';
import { PERMISSION_DENIED } from '../../http/guard';
import { PROJECT_NOT_FOUND } from '../projects/access';
import { getPerson } from './checks';

type ExportQuery = z.output<typeof timeExportQuerySchema>;

export const TIME_EXPORT_HEADER = [
  'Date',
  'Start',
  'End',
  'Duration (minutes)',
  'Hours',
  'Person',
  'Email',
  'Project',
  'Project code',
  'Activity',
  'Billable',
  'Type',
  'Notes',
] as const;

/**
 * Finished sessions whose local start day (in the person's own time zone) lies in the range,
 * oldest first, as CSV. Everyone exports their own time; people.read roles anyone's.
 */
export function exportTime(db: Database, ctx: TenantContext, query: ExportQuery): Promise<string> {
  const everyone = can(ctx.roles, 'people.read');
  if (query.userId && query.userId !== ctx.actorId && !everyone)
    throw new AppError('forbidden', PERMISSION_DENIED);
  const userId = query.userId ?? (everyone ? null : ctx.actorId);
  return withTenant(db, ctx, async (tx) => {
    const local = (column: AnyPgColumn, format: string) =>
      sql<string>`to_char(${column} at time zone ${profiles.timeZone}, ${format})`;
    const billable = sql<boolean>`(${timeSessions.isBillable} and ${projects.billable})`;
    const filters = [
      eq(timeSessions.organizationId, ctx.organizationId),
      isNotNull(timeSessions.endTime),
      // Wide on purpose (time zones run from -12 to +14 hours), so the index does the work...
      sql`${timeSessions.startTime} >= ${addDays(query.from, -1)}::date`,
      sql`${timeSessions.startTime} < ${addDays(query.to, 2)}::date`,
      // ...and this picks the local days exactly.
      sql`(${timeSessions.startTime} at time zone ${profiles.timeZone})::date between ${query.from}::date and ${query.to}::date`,
    ];
    // A filter naming someone or something outside the organization is a 404, as a made-up id.
    if (userId) {
      await getPerson(tx, ctx, userId);
      filters.push(eq(timeSessions.userId, userId));
    }
    if (query.projectId) {
      const [project] = await tx
        .select({ id: projects.id })
        .from(projects)
        .where(
          and(eq(projects.id, query.projectId), eq(projects.organizationId, ctx.organizationId)),
        );
      if (!project) throw notFound(PROJECT_NOT_FOUND);
      filters.push(eq(timeSessions.projectId, query.projectId));
    }
    if (query.billable !== undefined)
      filters.push(query.billable ? billable : sql`not ${billable}`);
    const rows = await tx
      .select({
        day: local(timeSessions.startTime, 'YYYY-MM-DD'),
        start: local(timeSessions.startTime, 'HH24:MI'),
        end: local(timeSessions.endTime, 'HH24:MI'),
        minutes: timeSessions.durationMinutes,
        person: profiles.fullName,
        email: profiles.email,
        project: projects.name,
        projectCode: projects.projectCode,
        activity: projectActivities.name,
        billable,
        type: timeSessions.sessionType,
        notes: timeSessions.sessionNotes,
      })
      .from(timeSessions)
      .innerJoin(profiles, eq(profiles.id, timeSessions.userId))
      .innerJoin(projects, eq(projects.id, timeSessions.projectId))
      .leftJoin(projectActivities, eq(projectActivities.id, timeSessions.activityId))
      .where(and(...filters))
      .orderBy(asc(timeSessions.startTime), asc(profiles.fullName));
    return toCsv(
      TIME_EXPORT_HEADER,
      rows.map((r) => [
        r.day,
        r.start,
        r.end,
        r.minutes ?? 0,
        ((r.minutes ?? 0) / 60).toFixed(2),
        r.person,
        r.email,
        r.project,
        r.projectCode,
        r.activity,
        r.billable ? 'Yes' : 'No',
        r.type === 'automatic' ? 'Timer' : 'Manual',
        r.notes,
      ]),
    );
  });
}
