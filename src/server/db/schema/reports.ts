import { date, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { REPORT_RANGES, REPORT_TYPES } from '../../../shared/domain/reports';
import { createdAt, id, oneOf, referringIndex, updatedAt } from './columns';
import { organizationId, profiles } from './organizations';

/** A report definition saved by name, for everyone in the organization who may run reports. */
export const savedReports = pgTable(
  'saved_reports',
  {
    id: id(),
    organizationId: organizationId(),
    name: text('name').notNull(),
    reportType: text('report_type').notNull(),
    dateRange: text('date_range').notNull(),
    fromDate: date('from_date', { mode: 'string' }),
    toDate: date('to_date', { mode: 'string' }),
    fields: jsonb('fields').$type<string[]>().notNull(),
    createdBy: uuid('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('saved_reports_org_name_idx').on(t.organizationId, t.name),
    oneOf('saved_reports_type_check', t.reportType, REPORT_TYPES),
    oneOf('saved_reports_range_check', t.dateRange, REPORT_RANGES),
    referringIndex('saved_reports_created_by_idx', t.createdBy, t.organizationId),
  ],
);
