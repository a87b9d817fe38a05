import { z } from 'zod';
import { optionalText } from './organization';

export const programInputSchema = z.object({
  name: z
    .string()
    .trim()
    .min(2, 'Must be at least 2 characters')
    .max(200, 'Must be less than 200 characters'),
  description: optionalText(2000),
  customerId: z.string({ error: 'Please select a customer' }).uuid('Please select a customer'),
});

export type ProgramInput = z.input<typeof programInputSchema>;

export const programSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  description: z.string().nullable(),
  customerId: z.string().uuid(),
  customerName: z.string(),
  createdAt: z.string(),
});

export type Program = z.infer<typeof programSchema>;
