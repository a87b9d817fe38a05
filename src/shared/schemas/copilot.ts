import { z } from 'zod';
import { PROJECT_STATUSES, RISK_LEVELS, RISK_STATUSES } from '../enums';
import { earnedValueSchema } from './analytics';

/** The four questions of the AI Copilot tab (SPEC.md section 7, ai-copilot). */
export const COPILOT_TYPES = [
  'budget_prediction',
  'resource_optimization',
  'risk_analysis',
  'status_report',
] as const;
export type CopilotType = (typeof COPILOT_TYPES)[number];

/** Who wrote an answer when no language model did. */
export const BUILT_IN_ANALYST = 'built-in analyst';

/** POST /api/v1/projects/:projectId/copilot */
export const copilotRequestSchema = z.object({
  type: z.enum(COPILOT_TYPES, { error: 'Choose one of the four insights' }),
});

/** One person's load over the weeks the copilot looks at (shared/domain/capacity-load.ts). */
export const personLoadSchema = z.object({
  name: z.string(),
  /** Whether they are allocated or assigned to this project. */
  onProject: z.boolean(),
  /** Their highest weekly load, percent of available time. */
  peakLoad: z.number().int(),
  /** The Monday of that week. */
  peakWeek: z.string(),
  /** Weeks over 100 %. */
  weeksOver: z.number().int().nonnegative(),
});

export const copilotRiskSchema = z.object({
  description: z.string(),
  level: z.enum(RISK_LEVELS),
  status: z.enum(RISK_STATUSES),
  impact: z.string().nullable(),
  mitigation: z.string().nullable(),
});

export const copilotActivitySchema = z.object({
  name: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  /** 0-100 */
  percentComplete: z.number().int(),
  /** Working days it can slip without moving the plan's finish. */
  totalFloat: z.number().int(),
});

/** Everything the analyst (or the language model) is told about a project, as of `today`. */
export const copilotFactsSchema = z.object({
  today: z.string(),
  currency: z.string(),
  project: z.object({
    name: z.string(),
    code: z.string().nullable(),
    status: z.enum(PROJECT_STATUSES),
    startDate: z.string().nullable(),
    endDate: z.string().nullable(),
  }),
  budget: earnedValueSchema.extend({
    effort: z.number(),
    overhead: z.number(),
    /** Actual cost of the last 28 days. */
    costLast4Weeks: z.number(),
    hoursTracked: z.number(),
  }),
  /** Mondays of the first and last week looked at. */
  weeks: z.object({ from: z.string(), to: z.string() }),
  /** The project's people, and the organization's others with room, by highest load. */
  people: z.array(personLoadSchema),
  /** Risks not mitigated, materialized first, then by level (critical first). */
  risks: z.array(copilotRiskSchema),
  mitigatedRisks: z.number().int().nonnegative(),
  schedule: z.object({
    activities: z.number().int().nonnegative(),
    finished: z.number().int().nonnegative(),
    /** Past their end date and not finished. */
    late: z.array(copilotActivitySchema),
    /** Unfinished activities on the critical path, in plan order. */
    critical: z.array(copilotActivitySchema),
    /** The plan's last working day on its links' early dates. */
    finish: z.string().nullable(),
    /** Links the current dates break. */
    violations: z.number().int().nonnegative(),
  }),
});
export type CopilotFacts = z.infer<typeof copilotFactsSchema>;

export const copilotAnswerSchema = z.object({
  type: z.enum(COPILOT_TYPES),
  /** The answer as plain text: paragraphs apart by a blank line, list items starting '- '. */
  response: z.string(),
  /** BUILT_IN_ANALYST, or the language model's name. */
  writtenBy: z.string(),
  facts: copilotFactsSchema,
});
export type CopilotAnswer = z.infer<typeof copilotAnswerSchema>;
