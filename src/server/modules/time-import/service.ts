import type { FastifyBaseLogger } from 'fastify';
import { workedMinutes } from '../../../shared/domain/duration';
import { csvFileProblem, rowLabel } from '../../../shared/domain/csv';
import { readTimeEntryRows, type TimeEntryRows } from '../../../shared/domain/time-import';
import { can } from '../../../shared/permissions';
import { NO_ROWS } from '../../../shared/schemas/csv-import';
import {
  TIME_IMPORT_PREVIEW_ROWS,
  type TimeImportPreview,
  type TimeImportRequest,
  type TimeImportResult,
} from '../../../shared/schemas/time-import';
import type { Database, Transaction } from '../../db/client';
import { timeSessions } from '../../db/schema/time';
import { type TenantContext, withTenant } from '../../db/tenant';
import { type LiveEvent, publish } from '../../events/bus';
import { recordImport } from '../imports/record-import';
import { refuseFile } from '../imports/refuse-file';
import type { Clock } from '../time/clock';
import { lockPersonTime } from '../time/checks';
import {
  type Refusal,
  refuseLockedAndOverlapping,
  refuseOverlapsInFile,
  type TimedRow,
  toInstants,
} from './checks';
import { loadDirectory, type MatchedRow, matchRow } from './match';

const CHUNK = 1000;

/** The file's rows as the product wrote them; 400 when it is no export of the three or empty. */
function readFile(
  request: TimeImportRequest,
): TimeEntryRows & { source: NonNullable<TimeEntryRows['source']> } {
  const read = readTimeEntryRows(request.content, request.source);
  const problem = csvFileProblem(read);
  // A reader that names no source has said why in fileError: NO_ROWS only satisfies the type.
  if (problem || !read.source) throw refuseFile(problem ?? NO_ROWS);
  return { ...read, source: read.source };
}

type Plan = { rows: TimedRow[]; errors: TimeImportResult['errors'] };

/**
 * Matches every row to the organization's people and projects, then refuses those landing in
 * an approved week or on top of a session (already there, or an earlier row of the file).
 * With `lock`, the people's time is held until the transaction ends, as every time change does.
 */
async function planImport(
  tx: Transaction,
  ctx: TenantContext,
  read: TimeEntryRows,
  now: Date,
  lock: boolean,
): Promise<Plan> {
  const directory = await loadDirectory(tx, ctx);
  const canImportAny = can(ctx.roles, 'time.import_any');
  const refusals: Refusal[] = [];
  const matched: MatchedRow[] = [];
  for (const row of read.rows) {
    const match = matchRow(directory, ctx, canImportAny, row);
    if (typeof match === 'string') refusals.push({ rowNumber: row.rowNumber, message: match });
    else matched.push(match);
  }
  if (lock) {
    // One order for everyone, so two imports of the same people cannot wait on each other.
    for (const id of [...new Set(matched.map((m) => m.person.id))].sort())
      await lockPersonTime(tx, id);
  }
  const timed = await toInstants(tx, matched);
  const checked = await refuseLockedAndOverlapping(tx, ctx, timed.timed, now);
  const inFile = refuseOverlapsInFile(checked.passed);
  const errors = [
    ...read.errors,
    ...[...refusals, ...timed.refused, ...checked.refused, ...inFile.refused].map(
      ({ rowNumber, message }) => ({
        row: rowLabel(rowNumber),
        error: `${rowLabel(rowNumber)}: ${message}`,
      }),
    ),
  ].sort((a, b) => Number(a.row.slice(4)) - Number(b.row.slice(4)));
  return { rows: inFile.passed, errors };
}

/** Billable only when the entry and its project both are, as for every session. */
const sessionValues = (ctx: TenantContext, r: TimedRow) => ({
  organizationId: ctx.organizationId,
  userId: r.person.id,
  projectId: r.project.id,
  activityId: r.activity?.id ?? null,
  startTime: r.start,
  endTime: r.end,
  durationMinutes: workedMinutes(r.start, r.end),
  sessionNotes: r.row.notes,
  isBillable: r.project.billable && r.row.billable,
  sessionType: 'manual',
});

/** The dry run: what importing the file would write and which rows it would refuse; writes nothing. */
export async function previewTimeImport(
  db: Database,
  ctx: TenantContext,
  request: TimeImportRequest,
  clock: Clock,
): Promise<TimeImportPreview> {
  const read = readFile(request);
  const plan = await withTenant(db, ctx, (tx) => planImport(tx, ctx, read, clock(), false));
  return {
    source: read.source,
    total: read.total,
    ready: plan.rows.length,
    failed: read.total - plan.rows.length,
    errors: plan.errors,
    rows: plan.rows.slice(0, TIME_IMPORT_PREVIEW_ROWS).map((r) => {
      const values = sessionValues(ctx, r);
      return {
        rowNumber: r.row.rowNumber,
        personName: r.person.fullName,
        customerName: r.project.customerName,
        projectName: r.project.name,
        activityName: r.activity?.name ?? null,
        unmatchedTask: r.unmatchedTask,
        startTime: r.start.toISOString(),
        endTime: r.end.toISOString(),
        timeZone: r.person.timeZone,
        durationMinutes: values.durationMinutes,
        isBillable: values.isBillable,
        notes: r.row.notes,
      };
    }),
  };
}

/**
 * Imports a Toggl Track, Clockify or Harvest time export: every row that passes is written as
 * a manual session in one transaction with the import log and one audit row; refused rows are
 * reported and written nowhere. Once it has committed, the open tabs of everyone who got
 * sessions are told to refetch their time.
 */
export async function importTime(
  db: Database,
  ctx: TenantContext,
  request: TimeImportRequest,
  clock: Clock,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<TimeImportResult> {
  const read = readFile(request);
  const { result, people } = await withTenant(db, ctx, async (tx) => {
    const plan = await planImport(tx, ctx, read, clock(), true);
    for (let i = 0; i < plan.rows.length; i += CHUNK) {
      await tx
        .insert(timeSessions)
        .values(plan.rows.slice(i, i + CHUNK).map((r) => sessionValues(ctx, r)));
    }
    const people = [...new Set(plan.rows.map((r) => r.person.id))];
    const result: TimeImportResult = {
      source: read.source,
      total: read.total,
      successful: plan.rows.length,
      failed: read.total - plan.rows.length,
      errors: plan.errors,
    };
    await recordImport(tx, ctx, {
      importType: 'time_entries',
      fileName: request.fileName,
      result,
      details: { source: read.source, people: people.length },
    });
    return { result, people };
  });
  await publish(
    db,
    people.map((userId): LiveEvent => ({
      organizationId: ctx.organizationId,
      userId,
      type: 'time.changed',
      data: { reason: 'import' },
    })),
    log,
  );
  return result;
}
