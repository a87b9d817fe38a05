import { z } from 'zod';
import { CUSTOMER_SORTS } from '../list-queries';
import { optionalText } from './organization';
import { choiceQuery, pageOf, pageQuery } from './paging';

export const customerNameSchema = z
  .string({ error: 'Missing required field: name' })
  .trim()
  .min(2, 'Must be at least 2 characters')
  .max(200, 'Must be less than 200 characters');

export const customerInputSchema = z.object({
  name: customerNameSchema,
  customerType: optionalText(100),
  locationCountry: optionalText(100),
  parentCustomerId: z.string().uuid('Please select a customer').nullable().optional(),
});

export type CustomerInput = z.input<typeof customerInputSchema>;

/** A customer as the API sends it, with `extra` fields of a list's own. */
const customerObject = <E extends z.ZodRawShape>(extra: E) =>
  z.object({
    id: z.string().uuid(),
    name: z.string(),
    customerType: z.string().nullable(),
    locationCountry: z.string().nullable(),
    parentCustomerId: z.string().uuid().nullable(),
    parentCustomerName: z.string().nullable(),
    createdAt: z.string(),
    ...extra,
  });

// Marked pure: a page that imports this module for its form drops the schemas it does not use.
export const customerSchema = /* @__PURE__ */ customerObject({});

export type Customer = z.infer<typeof customerSchema>;

/**
 * GET /api/v1/customers: a page of the organization's customers, searched by name, type or
 * location; in hierarchy order (each parent followed by its children, by name) unless sorted.
 */
export const customerQuerySchema = pageQuery(
  50,
  { sort: z.enum(CUSTOMER_SORTS).default('tree') },
  'asc',
);
/** A customer in the list: how deep it sits in the hierarchy (0 at the top). */
export const customerRowSchema = /* @__PURE__ */ customerObject({
  depth: z.number().int().nonnegative(),
});
export type CustomerRow = z.infer<typeof customerRowSchema>;
export const customerPageSchema = pageOf(customerRowSchema);
export type CustomerPage = z.infer<typeof customerPageSchema>;

/**
 * GET /api/v1/customers/choices: customers to pick from, by name; `outside` leaves out a
 * customer and everything below it (none of them can become its parent).
 */
export const customerChoiceQuerySchema = choiceQuery({
  outside: z.string().uuid('Customer not found').optional(),
  /** Only this customer: a picker's chosen one, to name it when it is not among the first found. */
  id: z.string().uuid('Customer not found').optional(),
});
export const customerChoiceSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  parentName: z.string().nullable(),
});
export type CustomerChoice = z.infer<typeof customerChoiceSchema>;
