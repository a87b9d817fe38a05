import { z } from 'zod';
import { TIME_IMPORT_SOURCES } from '../domain/time-import';
import { csvImportRequestSchema } from './csv-import';

// A row message of a time import the file alone cannot tell (issue 5, item 7).
export const NOT_OWN_TIME = 'You may import only your own time';

/** A tracker's CSV export: the product it comes from, or none to tell it by its header. */
export const timeImportRequestSchema = csvImportRequestSchema.extend({
  source: z
    .enum(TIME_IMPORT_SOURCES, { error: 'Please choose Toggl, Clockify or Harvest' })
    .optional(),
});
export type TimeImportRequest = z.input<typeof timeImportRequestSchema>;

const rowErrorSchema = z.object({ row: z.string(), error: z.string() });

/** A row the import would write, matched to Stint's person, project and activity. */
export const timeImportPreviewRowSchema = z.object({
  rowNumber: z.number().int(),
  personName: z.string(),
  customerName: z.string(),
  projectName: z.string(),
  activityName: z.string().nullable(),
  /** The tracker's task when no activity of the project has its name. */
  unmatchedTask: z.string().nullable(),
  startTime: z.string(),
  endTime: z.string(),
  /** The person's time zone, the one the file's clock times were read in. */
  timeZone: z.string(),
  durationMinutes: z.number().int(),
  isBillable: z.boolean(),
  notes: z.string().nullable(),
});
export type TimeImportPreviewRow = z.infer<typeof timeImportPreviewRowSchema>;

/** The first rows of the preview come back; the counts cover the whole file. */
export const TIME_IMPORT_PREVIEW_ROWS = 200;

/** The dry run: what an import of the file would write and which rows it would refuse. */
export const timeImportPreviewSchema = z.object({
  source: z.enum(TIME_IMPORT_SOURCES),
  total: z.number().int(),
  ready: z.number().int(),
  failed: z.number().int(),
  rows: z.array(timeImportPreviewRowSchema),
  errors: z.array(rowErrorSchema),
});
export type TimeImportPreview = z.infer<typeof timeImportPreviewSchema>;

export const timeImportResultSchema = z.object({
  source: z.enum(TIME_IMPORT_SOURCES),
  total: z.number().int(),
  successful: z.number().int(),
  failed: z.number().int(),
  errors: z.array(rowErrorSchema),
});
export type TimeImportResult = z.infer<typeof timeImportResultSchema>;
