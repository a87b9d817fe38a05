import { z } from 'zod';
import {
  DEPENDENCY_STATUSES,
  DEPENDENCY_TYPES,
  DEPENDENT_ON,
  INTEGRATION_STATUSES,
  INTEGRATION_TYPES,
  RISK_LEVELS,
  RISK_STATUSES,
} from '../enums';
import { requiredText } from './fields';
import { optionalText } from './organization';

const riskFields = z.object({
  riskDescription: requiredText('Risk description', 10, 1000),
  riskLevel: z.enum(RISK_LEVELS, { error: 'Please select a risk level' }),
  impact: optionalText(2000),
  mitigationPlan: optionalText(2000),
  status: z.enum(RISK_STATUSES, { error: 'Please select a status' }),
});

/** Add Risk: level medium and status potential unless chosen (SPEC.md section 4). */
export const riskInputSchema = riskFields.extend({
  riskLevel: riskFields.shape.riskLevel.default('medium'),
  status: riskFields.shape.status.default('potential'),
});
/** Changes to a risk, its status included: only the fields given. */
export const riskUpdateSchema = riskFields.partial();

const dependencyFields = z.object({
  dependencyDescription: requiredText('Dependency description', 2, 1000),
  dependencyType: z.enum(DEPENDENCY_TYPES, { error: 'Please select a dependency type' }),
  dependentOn: z
    .union([z.enum(DEPENDENT_ON), z.literal('')], { error: 'Please select team, vendor or system' })
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional(),
  status: z.enum(DEPENDENCY_STATUSES, { error: 'Please select a status' }),
});

/** Add a dependency: type internal and status open unless chosen. */
export const dependencyInputSchema = dependencyFields.extend({
  dependencyType: dependencyFields.shape.dependencyType.default('internal'),
  status: dependencyFields.shape.status.default('open'),
});
export const dependencyUpdateSchema = dependencyFields.partial();

const integrationFields = z.object({
  integrationName: requiredText('Integration name', 2, 200),
  integrationType: z.enum(INTEGRATION_TYPES, { error: 'Please select an integration type' }),
  integrationDetails: optionalText(2000),
  status: z.enum(INTEGRATION_STATUSES, { error: 'Please select a status' }),
});

/** Add an integration: type api and status planned unless chosen. */
export const integrationInputSchema = integrationFields.extend({
  integrationType: integrationFields.shape.integrationType.default('api'),
  status: integrationFields.shape.status.default('planned'),
});
export const integrationUpdateSchema = integrationFields.partial();

export type RiskInput = z.input<typeof riskInputSchema>;
export type DependencyInput = z.input<typeof dependencyInputSchema>;
export type IntegrationInput = z.input<typeof integrationInputSchema>;

export const riskSchema = z.object({
  id: z.string().uuid(),
  projectId: z.string().uuid(),
  riskDescription: z.string(),
  riskLevel: z.enum(RISK_LEVELS),
  impact: z.string().nullable(),
  mitigationPlan: z.string().nullable(),
  status: z.enum(RISK_STATUSES),
  createdAt: z.string(),
});

export const dependencySchema = z.object({
  id: z.string().uuid(),
  projectId: z.string().uuid(),
  dependencyDescription: z.string(),
  dependencyType: z.enum(DEPENDENCY_TYPES),
  dependentOn: z.enum(DEPENDENT_ON).nullable(),
  status: z.enum(DEPENDENCY_STATUSES),
  createdAt: z.string(),
});

export const integrationSchema = z.object({
  id: z.string().uuid(),
  projectId: z.string().uuid(),
  integrationName: z.string(),
  integrationType: z.enum(INTEGRATION_TYPES),
  integrationDetails: z.string().nullable(),
  status: z.enum(INTEGRATION_STATUSES),
  createdAt: z.string(),
});

export type Risk = z.infer<typeof riskSchema>;
export type Dependency = z.infer<typeof dependencySchema>;
export type Integration = z.infer<typeof integrationSchema>;
