import { z } from 'zod';
import { optionalText } from './organization';

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

export const customerSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  customerType: z.string().nullable(),
  locationCountry: z.string().nullable(),
  parentCustomerId: z.string().uuid().nullable(),
  parentCustomerName: z.string().nullable(),
  createdAt: z.string(),
});

export type Customer = z.infer<typeof customerSchema>;
