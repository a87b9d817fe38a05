import { z } from 'zod';
import {
  DEFAULT_REPORT_RANGE,
  REPORT_FIELDS,
  REPORT_RANGES,
  REPORT_TYPES,
  type ReportType,
} from '../domain/reports';
import {
  CUSTOM_RANGE_REQUIRED,
  REPORT_FIELDS_REQUIRED,
  REPORT_TYPE_REQUIRED,
} from '../screen-messages';
import { daySchema } from './dates';
import { requiredText } from './fields';

// Kept here too for the server; the web app imports them from ../screen-messages.ts, without zod.
export {
  CUSTOM_RANGE_REQUIRED,
  REPORT_FIELDS_REQUIRED,
  REPORT_TYPE_REQUIRED,
} from '../screen-messages';

export const REPORT_NOT_FOUND = 'Report not found';
/** The most rows a PDF holds: past it a PDF is no longer something to read (CSV has them all). */
export const PDF_ROW_LIMIT = 5000;

/** What a report is: its type, its days and its fields; what is saved and shared. */
const definitionShape = {
  type: z.enum(REPORT_TYPES, { error: REPORT_TYPE_REQUIRED }),
  range: z.enum(REPORT_RANGES).default(DEFAULT_REPORT_RANGE),
  /** The first and last day of a custom range; ignored for the named ranges. */
  from: daySchema.optional(),
  to: daySchema.optional(),
};

type Definition = {
  type: ReportType;
  range: string;
  from?: string;
  to?: string;
  fields: string[];
};

/** A custom range needs both days in order; every field must be one of the type's. */
function checkDefinition(value: Definition, ctx: z.RefinementCtx) {
  if (value.range === 'custom') {
    if (!value.from || !value.to)
      ctx.addIssue({ code: 'custom', path: ['to'], message: CUSTOM_RANGE_REQUIRED });
    else if (value.to < value.from)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'End date must be after start date' });
  }
  const known = new Set(REPORT_FIELDS[value.type].map((f) => f.key));
  const unknown = value.fields.filter((key) => !known.has(key));
  if (unknown.length > 0)
    ctx.addIssue({
      code: 'custom',
      path: ['fields'],
      message: `Not a field of this report: ${unknown.join(', ')}`,
    });
}

/** Fields in a query string: comma-separated keys. */
const fieldList = z
  .string()
  .transform((value) => value.split(',').filter((key) => key !== ''))
  .pipe(z.array(z.string()).min(1, REPORT_FIELDS_REQUIRED).max(50))
  .or(z.array(z.string()).min(1, REPORT_FIELDS_REQUIRED).max(50));

/** GET /api/v1/reports/run and the exports: a definition, and for the table its page and order. */
export const reportQuerySchema = z
  .object({
    ...definitionShape,
    fields: fieldList,
    /** The field to order by (the report's own order otherwise), ascending unless desc. */
    sort: z.string().max(50).optional(),
    dir: z.enum(['asc', 'desc']).default('asc'),
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(25),
  })
  .superRefine((value, ctx) => {
    checkDefinition(value, ctx);
    if (value.sort && !value.fields.includes(value.sort))
      ctx.addIssue({ code: 'custom', path: ['sort'], message: 'Sort by one of the chosen fields' });
  });
export type ReportQuery = z.output<typeof reportQuerySchema>;
export type ReportQueryInput = z.input<typeof reportQuerySchema>;

const cellSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);

export const reportResultSchema = z.object({
  type: z.enum(REPORT_TYPES),
  organization: z.string(),
  currency: z.string(),
  from: z.string(),
  to: z.string(),
  generatedAt: z.string(),
  columns: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      kind: z.enum(['text', 'date', 'number', 'hours', 'money', 'percent']),
    }),
  ),
  /** One page of rows, each an array of cells in the order of `columns`. */
  rows: z.array(z.array(cellSchema)),
  total: z.number().int().nonnegative(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ReportResult = z.infer<typeof reportResultSchema>;

/** A saved report definition: named, kept per organization, opened by anyone who may run reports. */
export const savedReportInputSchema = z
  .object({
    name: requiredText('Report name', 2, 200),
    ...definitionShape,
    fields: z.array(z.string()).min(1, REPORT_FIELDS_REQUIRED).max(50),
  })
  .superRefine(checkDefinition);
export type SavedReportInput = z.input<typeof savedReportInputSchema>;

export const savedReportSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  type: z.enum(REPORT_TYPES),
  range: z.enum(REPORT_RANGES),
  from: z.string().nullable(),
  to: z.string().nullable(),
  fields: z.array(z.string()),
  createdBy: z.string().nullable(),
  /** Whether the caller may change or delete it: whoever saved it, or an admin. */
  canChange: z.boolean(),
  updatedAt: z.string(),
});
export type SavedReport = z.infer<typeof savedReportSchema>;
