import { z } from 'zod';
import { PAYMENT_STATUSES } from '../enums';
import { optionalDaySchema } from './dates';
import { optionalId, requiredNumber, requiredText } from './fields';

const milestoneFields = z.object({
  milestoneName: requiredText('Milestone name', 2, 200),
  amount: requiredNumber({ label: 'Amount', min: 0, max: 999_999_999, decimals: 2 }),
  dueDate: optionalDaySchema,
  /** An activity of the same project, or none. */
  activityId: optionalId('Please select an activity'),
  status: z.enum(PAYMENT_STATUSES, { error: 'Please select a status' }),
});

/** Add a payment milestone: status pending unless chosen (SPEC.md section 5). */
export const paymentMilestoneInputSchema = milestoneFields.extend({
  status: milestoneFields.shape.status.default('pending'),
});
/** Changes to a payment milestone, its status included: only the fields given. */
export const paymentMilestoneUpdateSchema = milestoneFields.partial();

export type PaymentMilestoneInput = z.input<typeof paymentMilestoneInputSchema>;

export const paymentMilestoneSchema = z.object({
  id: z.string().uuid(),
  projectId: z.string().uuid(),
  milestoneName: z.string(),
  amount: z.number(),
  dueDate: z.string().nullable(),
  activityId: z.string().uuid().nullable(),
  activityName: z.string().nullable(),
  status: z.enum(PAYMENT_STATUSES),
  createdAt: z.string(),
});

export const paymentsSchema = z.object({
  milestones: z.array(paymentMilestoneSchema),
  /** Total Contract Value: every milestone; Received: those received. Summed to the cent. */
  totals: z.object({ totalContractValue: z.number(), received: z.number() }),
});

export type PaymentMilestone = z.infer<typeof paymentMilestoneSchema>;
export type Payments = z.infer<typeof paymentsSchema>;
