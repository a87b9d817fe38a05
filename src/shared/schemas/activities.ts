import { z } from 'zod';
import { endNotBeforeStart, optionalDaySchema } from './dates';
import { requiredDay, requiredNumber, requiredText } from './fields';
import { optionalText } from './organization';

export const MILESTONE_SAME_DAY = 'A milestone starts and ends on the same day';

const assignmentInputSchema = z.object({
  resourceId: z.string({ error: 'Please select a resource' }).uuid('Please select a resource'),
  /** Share of the person's capacity, 1 to 100; 100 when not given (SPEC.md section 3). */
  capacityPercentage: requiredNumber({
    label: 'Capacity percentage',
    min: 1,
    max: 100,
    decimals: 0,
  }).default(100),
});

/**
 * Add or edit an activity. The end date is required, except that a milestone given only its
 * start day ends the same day; a milestone always starts and ends on one day. Assignments,
 * when given, replace the activity's assignments.
 */
export const activityInputSchema = z
  .object({
    name: requiredText('Activity name', 2, 200),
    description: optionalText(2000),
    startDate: requiredDay('Start date'),
    endDate: optionalDaySchema,
    isMilestone: z.boolean({ error: 'Must be true or false' }).default(false),
    /** Work done, 0-100; left as it is when not given. */
    percentComplete: requiredNumber({
      label: 'Percent complete',
      min: 0,
      max: 100,
      decimals: 0,
    }).optional(),
    assignments: z
      .array(assignmentInputSchema, { error: 'Must be a list of assignments' })
      .max(100, 'Must be less than 100 assignments')
      .optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.endDate && !value.isMilestone)
      ctx.addIssue({ code: 'custom', message: 'End date is required', path: ['endDate'] });
    endNotBeforeStart(value, ctx);
    if (value.isMilestone && value.endDate && value.endDate > value.startDate)
      ctx.addIssue({ code: 'custom', message: MILESTONE_SAME_DAY, path: ['endDate'] });
    const seen = new Set<string>();
    value.assignments?.forEach((assignment, index) => {
      if (seen.has(assignment.resourceId))
        ctx.addIssue({
          code: 'custom',
          message: 'This person is already assigned',
          path: ['assignments', index, 'resourceId'],
        });
      seen.add(assignment.resourceId);
    });
  })
  .transform((value) => ({ ...value, endDate: value.endDate ?? value.startDate }));

export type ActivityInput = z.input<typeof activityInputSchema>;

export const activitySchema = z.object({
  id: z.string().uuid(),
  projectId: z.string().uuid(),
  name: z.string(),
  description: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string(),
  isMilestone: z.boolean(),
  percentComplete: z.number().int(),
  sortOrder: z.number().int(),
  assignments: z.array(
    z.object({
      resourceId: z.string().uuid(),
      resourceName: z.string(),
      capacityPercentage: z.number().int(),
    }),
  ),
  createdAt: z.string(),
});

export type Activity = z.infer<typeof activitySchema>;
