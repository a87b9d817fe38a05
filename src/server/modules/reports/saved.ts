import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  REPORT_NOT_FOUND,
  type SavedReport,
  type savedReportInputSchema,
} from '../../../shared/schemas/reports';
import type { Database, Transaction } from '../../db/client';
import { profiles } from '../../db/schema/organizations';
import { savedReports } from '../../db/schema/reports';
import { type TenantContext, withTenant } from '../../db/tenant';
import { forbidden, notFound } from '../../http/errors';
import { auditCreate, auditDelete, auditUpdate } from '../audit/change';

type SavedReportInput = z.output<typeof savedReportInputSchema>;
type Row = typeof savedReports.$inferSelect;

const ENTITY = 'saved_report';

function columnsOf(input: SavedReportInput) {
  const custom = input.range === 'custom';
  return {
    name: input.name,
    reportType: input.type,
    dateRange: input.range,
    fromDate: custom ? (input.from ?? null) : null,
    toDate: custom ? (input.to ?? null) : null,
    fields: input.fields,
  };
}

/** Only whoever saved a report, or an admin, changes or deletes it; others save a copy. */
const canChange = (ctx: TenantContext, row: Row) =>
  row.createdBy === ctx.actorId || ctx.roles.includes('admin');

const toSavedReport = (ctx: TenantContext, row: Row, createdBy: string | null): SavedReport => ({
  id: row.id,
  name: row.name,
  type: row.reportType as SavedReport['type'],
  range: row.dateRange as SavedReport['range'],
  from: row.fromDate,
  to: row.toDate,
  fields: row.fields,
  createdBy,
  canChange: canChange(ctx, row),
  updatedAt: row.updatedAt.toISOString(),
});

const withAuthor = (tx: Transaction) =>
  tx
    .select({ report: savedReports, createdBy: profiles.fullName })
    .from(savedReports)
    .leftJoin(profiles, eq(profiles.id, savedReports.createdBy));

/** The organization's saved reports by name: everyone who may run reports may open them. */
export function findSavedReports(db: Database, ctx: TenantContext): Promise<SavedReport[]> {
  return withTenant(db, ctx, async (tx) => {
    const rows = await withAuthor(tx)
      .where(eq(savedReports.organizationId, ctx.organizationId))
      .orderBy(asc(savedReports.name), asc(savedReports.id));
    return rows.map((r) => toSavedReport(ctx, r.report, r.createdBy));
  });
}

async function ownReport(tx: Transaction, ctx: TenantContext, id: string) {
  const [found] = await withAuthor(tx).where(
    and(eq(savedReports.id, id), eq(savedReports.organizationId, ctx.organizationId)),
  );
  if (!found) throw notFound(REPORT_NOT_FOUND);
  return found;
}

function mayChange(ctx: TenantContext, row: Row) {
  if (!canChange(ctx, row))
    throw forbidden('Only the person who saved this report or an admin may change it');
}

export function getSavedReport(db: Database, ctx: TenantContext, id: string): Promise<SavedReport> {
  return withTenant(db, ctx, async (tx) => {
    const found = await ownReport(tx, ctx, id);
    return toSavedReport(ctx, found.report, found.createdBy);
  });
}

export function createSavedReport(
  db: Database,
  ctx: TenantContext,
  input: SavedReportInput,
): Promise<SavedReport> {
  return withTenant(db, ctx, async (tx) => {
    const values = columnsOf(input);
    const [row] = await tx
      .insert(savedReports)
      .values({ organizationId: ctx.organizationId, createdBy: ctx.actorId, ...values })
      .returning();
    await auditCreate(tx, ctx, { entityType: ENTITY, entityId: row!.id, newValues: values });
    const found = await ownReport(tx, ctx, row!.id);
    return toSavedReport(ctx, found.report, found.createdBy);
  });
}

export function updateSavedReport(
  db: Database,
  ctx: TenantContext,
  id: string,
  input: SavedReportInput,
): Promise<SavedReport> {
  return withTenant(db, ctx, async (tx) => {
    const before = await ownReport(tx, ctx, id);
    mayChange(ctx, before.report);
    const values = columnsOf(input);
    await tx
      .update(savedReports)
      .set(values)
      .where(and(eq(savedReports.id, id), eq(savedReports.organizationId, ctx.organizationId)));
    const {
      id: _id,
      organizationId: _o,
      createdBy: _c,
      createdAt: _ca,
      updatedAt: _u,
      ...old
    } = before.report;
    await auditUpdate(tx, ctx, {
      entityType: ENTITY,
      entityId: id,
      oldValues: old,
      newValues: values,
    });
    const found = await ownReport(tx, ctx, id);
    return toSavedReport(ctx, found.report, found.createdBy);
  });
}

export function deleteSavedReport(db: Database, ctx: TenantContext, id: string): Promise<void> {
  return withTenant(db, ctx, async (tx) => {
    const before = await ownReport(tx, ctx, id);
    mayChange(ctx, before.report);
    await tx
      .delete(savedReports)
      .where(and(eq(savedReports.id, id), eq(savedReports.organizationId, ctx.organizationId)));
    await auditDelete(tx, ctx, {
      entityType: ENTITY,
      entityId: id,
      oldValues: { name: before.report.name, reportType: before.report.reportType },
    });
  });
}
