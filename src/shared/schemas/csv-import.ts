import { z } from 'zod';

/** The most text one CSV import takes: 10 MB, refused in the browser before it is sent. */
export const CSV_IMPORT_MAX_CHARACTERS = 10 * 1024 * 1024;

/** The message of a file over CSV_IMPORT_MAX_CHARACTERS. */
export const CSV_FILE_TOO_LARGE = `File is too large (${CSV_IMPORT_MAX_CHARACTERS / 1024 / 1024} MB at most)`;

/** The message of a file with a header and no row: refused as a whole. */
export const NO_ROWS = 'The file has no rows to import';

/** One CSV file to import: its name and its text. */
export const csvImportRequestSchema = z.object({
  fileName: z
    .string()
    .trim()
    .min(1, 'Please choose a file')
    .max(255, 'Must be less than 255 characters'),
  content: z.string().max(CSV_IMPORT_MAX_CHARACTERS, CSV_FILE_TOO_LARGE),
});

/** A resources CSV file: unknown emails become invited people only when `inviteNewPeople` is set. */
export const resourcesImportRequestSchema = csvImportRequestSchema.extend({
  inviteNewPeople: z.boolean().default(false),
});

/** What a customers or resources import did: the counts and the rows it refused. */
export const csvImportResultSchema = z.object({
  total: z.number().int(),
  successful: z.number().int(),
  failed: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  errors: z.array(z.object({ row: z.string(), error: z.string() })),
});

export type CsvImportResult = z.infer<typeof csvImportResultSchema>;
