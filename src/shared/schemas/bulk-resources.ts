import { z } from 'zod';
import { isResourceEmail } from '../domain/resource-import';
import { personNameSchema } from './auth';
import { optionalText } from './organization';
import { hourlyCostSchema } from './people';

/** The Bulk Resources page's numbers (SPEC.md section 9): 50 rows at first, 5 more a click, 1 at least. */
export const BULK_INITIAL_ROWS = 50;
export const BULK_ADDED_ROWS = 5;
export const BULK_MIN_ROWS = 1;
/** The most rows one save takes. */
export const BULK_MAX_ROWS = 1000;

/** Every message of the Bulk Resources page (SPEC.md section 8), verbatim. */
export const BULK_MESSAGES = {
  added: 'Added 5 more rows',
  removed: 'Row removed',
  lastRow: 'Cannot remove the last row',
  noRows: 'Please fill in at least one resource with name and email',
  invalidEmail: (email: string) => `Invalid email format: ${email}`,
  saved: (n: number) => `Successfully added/updated ${n} resources`,
  failed: (n: number) => `${n} resources failed. Check audit logs for details.`,
  saveFailed: 'Failed to save resources',
  unknownUser:
    'User does not exist. Please create users via Organization Users page first, then update their details here.',
} as const;

/** One filled row of the page: `row` is its place on the page (1 = the first row). */
export const bulkResourceRowSchema = z.object({
  row: z.number().int().min(1).max(100_000),
  fullName: personNameSchema,
  email: z
    .string()
    .trim()
    .toLowerCase()
    .superRefine((value, ctx) => {
      if (!isResourceEmail(value))
        ctx.addIssue({ code: 'custom', message: BULK_MESSAGES.invalidEmail(value) });
    }),
  employeeId: optionalText(100),
  jobTitle: optionalText(200),
  department: optionalText(100),
  team: optionalText(100),
  hourlyCost: hourlyCostSchema,
  locationCountry: optionalText(100),
  managerEmail: z
    .string()
    .trim()
    .toLowerCase()
    .refine((value) => value === '' || isResourceEmail(value), 'Invalid email format')
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional(),
});

export type BulkResourceRow = z.input<typeof bulkResourceRowSchema>;

export const bulkResourcesRequestSchema = z.object({
  /** Unknown emails become invited people (tracked employees) instead of a row error. */
  inviteNewPeople: z.boolean().default(false),
  rows: z
    .array(bulkResourceRowSchema)
    .min(1, BULK_MESSAGES.noRows)
    .max(BULK_MAX_ROWS, `At most ${BULK_MAX_ROWS} rows at once`),
});

export type BulkResourcesRequest = z.input<typeof bulkResourcesRequestSchema>;

export const bulkResourcesResultSchema = z.object({
  successful: z.number().int(),
  failed: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  /** The refused rows: their place on the page and why. */
  errors: z.array(z.object({ row: z.number().int(), email: z.string(), error: z.string() })),
});

export type BulkResourcesResult = z.infer<typeof bulkResourcesResultSchema>;
