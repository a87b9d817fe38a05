import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import {
  type DayRange,
  REPORT_FIELDS,
  type ReportCell,
  type ReportField,
  resolveReportRange,
} from '../../../shared/domain/reports';
import {
  PDF_ROW_LIMIT,
  type ReportQuery,
  type ReportResult,
} from '../../../shared/schemas/reports';
import type { Database, Transaction } from '../../db/client';
import { organizations } from '../../db/schema/organizations';
import { type TenantContext, withTenant } from '../../db/tenant';
import type { Clock } from '../time/clock';
import { csvPreamble, csvRows } from './csv-file';
import { reportPdf } from './pdf-file';
import { reportCount, reportSelect } from './queries';

/** Rows fetched from the export's cursor at a time. */
const EXPORT_BATCH = 2000;

/** What every report carries: whose it is, its days, its columns and when it was made. */
export type ReportHeading = {
  type: ReportQuery['type'];
  organization: string;
  currency: string;
  from: string;
  to: string;
  generatedAt: string;
  columns: ReportField[];
};

function rangeOf(query: Pick<ReportQuery, 'range' | 'from' | 'to'>, now: Date): DayRange {
  if (query.range === 'custom') return { from: query.from!, to: query.to! };
  return resolveReportRange(query.range, now.toISOString().slice(0, 10));
}

async function headingOf(
  tx: Transaction,
  ctx: TenantContext,
  query: ReportQuery,
  now: Date,
): Promise<ReportHeading> {
  const [organization] = await tx
    .select({ name: organizations.name, currency: organizations.revenueCurrency })
    .from(organizations)
    .where(eq(organizations.id, ctx.organizationId));
  const byKey = new Map(REPORT_FIELDS[query.type].map((f) => [f.key, f]));
  return {
    type: query.type,
    organization: organization?.name ?? '',
    currency: organization?.currency ?? 'USD',
    ...rangeOf(query, now),
    generatedAt: now.toISOString(),
    columns: query.fields.map((key) => byKey.get(key)!),
  };
}

type Row = Record<string, ReportCell>;
const cellsOf = (fields: readonly string[], row: Row) => fields.map((key) => row[key] ?? null);

async function rowsOf(tx: Transaction, statement: ReturnType<typeof sql>): Promise<Row[]> {
  const result = await tx.execute<Row>(statement);
  return result.rows;
}

/** One page of a report, with its total. */
export function runReport(
  db: Database,
  ctx: TenantContext,
  query: ReportQuery,
  now: Clock,
): Promise<ReportResult> {
  return withTenant(db, ctx, async (tx) => {
    const heading = await headingOf(tx, ctx, query, now());
    const scope = { organizationId: ctx.organizationId, range: heading };
    const [count] = await rowsOf(tx, reportCount(scope, query.type));
    const offset = (query.page - 1) * query.pageSize;
    const rows = await rowsOf(
      tx,
      sql`${reportSelect(scope, query)} limit ${query.pageSize} offset ${offset}`,
    );
    return {
      ...heading,
      rows: rows.map((row) => cellsOf(query.fields, row)),
      total: Number(count?.n ?? 0),
      page: query.page,
      pageSize: query.pageSize,
    };
  });
}

/** Waits until `stream` wants more, or is gone (the download was cancelled): false then. */
async function roomIn(stream: PassThrough): Promise<boolean> {
  if (stream.destroyed) return false;
  if (!stream.writableNeedDrain) return true;
  await Promise.race([once(stream, 'drain'), once(stream, 'close')]);
  return !stream.destroyed;
}

/**
 * A report as a CSV file, streamed: the heading and the row count are known before the first
 * byte; the rows follow from a cursor in one transaction (one consistent snapshot), a batch at a
 * time, as fast as the client reads them. A cancelled download rolls the transaction back.
 */
export function exportReportCsv(
  db: Database,
  ctx: TenantContext,
  query: ReportQuery,
  now: Clock,
): Promise<{ heading: ReportHeading; total: number; body: Readable }> {
  const body = new PassThrough();
  return new Promise((resolve, reject) => {
    withTenant(db, ctx, async (tx) => {
      const heading = await headingOf(tx, ctx, query, now());
      const scope = { organizationId: ctx.organizationId, range: heading };
      const [count] = await rowsOf(tx, reportCount(scope, query.type));
      const total = Number(count?.n ?? 0);
      resolve({ heading, total, body });
      body.write(csvPreamble(heading));
      await tx.execute(
        sql`declare report_export no scroll cursor for ${reportSelect(scope, query)}`,
      );
      for (;;) {
        const batch = await rowsOf(tx, sql.raw(`fetch ${EXPORT_BATCH} from report_export`));
        if (batch.length === 0) break;
        if (!(await roomIn(body))) throw new Error('The download was cancelled');
        body.write(
          csvRows(
            heading.columns,
            batch.map((row) => cellsOf(query.fields, row)),
          ),
        );
      }
      body.end();
    }).catch((error: unknown) => {
      reject(error);
      body.destroy(error instanceof Error ? error : new Error(String(error)));
    });
  });
}

/** A report as a PDF: the heading, then at most PDF_ROW_LIMIT rows (CSV has them all). */
export async function exportReportPdf(
  db: Database,
  ctx: TenantContext,
  query: ReportQuery,
  now: Clock,
): Promise<{ heading: ReportHeading; total: number; file: Buffer }> {
  const { heading, total, rows } = await withTenant(db, ctx, async (tx) => {
    const heading = await headingOf(tx, ctx, query, now());
    const scope = { organizationId: ctx.organizationId, range: heading };
    const [count] = await rowsOf(tx, reportCount(scope, query.type));
    const rows = await rowsOf(tx, sql`${reportSelect(scope, query)} limit ${PDF_ROW_LIMIT}`);
    return { heading, total: Number(count?.n ?? 0), rows };
  });
  const file = await reportPdf(
    heading,
    rows.map((row) => cellsOf(query.fields, row)),
    total,
  );
  return { heading, total, file };
}
