import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import * as Enums from '../../../shared/enums';
import { createdAt, id, oneOf, referringIndex, updatedAt } from './columns';
import { organizationId, profiles } from './organizations';
import { projectActivities, projects } from './portfolio';

/** project_id on a project child row: required, cascades with its project. */
const projectId = () =>
  uuid('project_id')
    .notNull()
    .references(() => projects.id, { onDelete: 'cascade' });

export const riskRegister = pgTable(
  'risk_register',
  {
    id: id(),
    organizationId: organizationId(),
    projectId: projectId(),
    riskDescription: text('risk_description').notNull(),
    riskLevel: text('risk_level', { enum: Enums.RISK_LEVELS }).notNull().default('medium'),
    impact: text('impact'),
    mitigationPlan: text('mitigation_plan'),
    status: text('status', { enum: Enums.RISK_STATUSES }).notNull().default('potential'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('risk_register_org_project_idx').on(t.organizationId, t.projectId),
    oneOf('risk_register_level_check', t.riskLevel, Enums.RISK_LEVELS),
    oneOf('risk_register_status_check', t.status, Enums.RISK_STATUSES),
    index('risk_register_project_id_idx').on(t.projectId),
  ],
);

export const dependencyRegister = pgTable(
  'dependency_register',
  {
    id: id(),
    organizationId: organizationId(),
    projectId: projectId(),
    dependencyDescription: text('dependency_description').notNull(),
    dependencyType: text('dependency_type', { enum: Enums.DEPENDENCY_TYPES })
      .notNull()
      .default('internal'),
    dependentOn: text('dependent_on', { enum: Enums.DEPENDENT_ON }),
    status: text('status', { enum: Enums.DEPENDENCY_STATUSES }).notNull().default('open'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('dependency_register_org_project_idx').on(t.organizationId, t.projectId),
    oneOf('dependency_register_type_check', t.dependencyType, Enums.DEPENDENCY_TYPES),
    oneOf('dependency_register_dependent_on_check', t.dependentOn, Enums.DEPENDENT_ON),
    oneOf('dependency_register_status_check', t.status, Enums.DEPENDENCY_STATUSES),
    index('dependency_register_project_id_idx').on(t.projectId),
  ],
);

export const integrationRegister = pgTable(
  'integration_register',
  {
    id: id(),
    organizationId: organizationId(),
    projectId: projectId(),
    integrationName: text('integration_name').notNull(),
    integrationType: text('integration_type', { enum: Enums.INTEGRATION_TYPES })
      .notNull()
      .default('api'),
    integrationDetails: text('integration_details'),
    status: text('status', { enum: Enums.INTEGRATION_STATUSES }).notNull().default('planned'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('integration_register_org_project_idx').on(t.organizationId, t.projectId),
    oneOf('integration_register_type_check', t.integrationType, Enums.INTEGRATION_TYPES),
    oneOf('integration_register_status_check', t.status, Enums.INTEGRATION_STATUSES),
    index('integration_register_project_id_idx').on(t.projectId),
  ],
);

/** A decided request (approved or rejected) always records when it was reviewed. */
export const changeRequests = pgTable(
  'change_requests',
  {
    id: id(),
    organizationId: organizationId(),
    projectId: projectId(),
    requestedBy: uuid('requested_by').references(() => profiles.id, { onDelete: 'set null' }),
    changeType: text('change_type').notNull().default('scope'),
    justification: text('justification').notNull(),
    impactAssessment: text('impact_assessment'),
    changeData: jsonb('change_data').$type<{ description: string }>().notNull(),
    status: text('status').notNull().default('pending'),
    reviewerNotes: text('reviewer_notes'),
    reviewedBy: uuid('reviewed_by').references(() => profiles.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('change_requests_org_project_idx').on(t.organizationId, t.projectId),
    index('change_requests_org_status_idx').on(
      t.organizationId,
      t.status,
      t.createdAt.desc().nullsFirst(),
    ),
    oneOf('change_requests_type_check', t.changeType, Enums.CHANGE_TYPES),
    oneOf('change_requests_status_check', t.status, Enums.CHANGE_STATUSES),
    check(
      'change_requests_reviewed_check',
      sql`${t.status} = 'pending' or ${t.reviewedAt} is not null`,
    ),
    index('change_requests_project_id_idx').on(t.projectId),
    referringIndex('change_requests_requested_by_idx', t.requestedBy, t.organizationId),
    referringIndex('change_requests_reviewed_by_idx', t.reviewedBy, t.organizationId),
  ],
);

export const changeRequestAttachments = pgTable(
  'change_request_attachments',
  {
    id: id(),
    organizationId: organizationId(),
    changeRequestId: uuid('change_request_id').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: text('storage_key').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    // Named by hand: the generated name passes Postgres's 63-character limit.
    foreignKey({
      name: 'change_request_attachments_request_fk',
      columns: [t.changeRequestId],
      foreignColumns: [changeRequests.id],
    }).onDelete('cascade'),
    index('change_request_attachments_org_request_idx').on(t.organizationId, t.changeRequestId),
    uniqueIndex('change_request_attachments_storage_key_idx').on(t.storageKey),
    check('change_request_attachments_size_check', sql`${t.sizeBytes} >= 0`),
    index('change_request_attachments_change_request_id_idx').on(t.changeRequestId),
    referringIndex('change_request_attachments_uploaded_by_idx', t.uploadedBy, t.organizationId),
  ],
);

export const paymentMilestones = pgTable(
  'payment_milestones',
  {
    id: id(),
    organizationId: organizationId(),
    projectId: projectId(),
    milestoneName: text('milestone_name').notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    dueDate: date('due_date', { mode: 'string' }),
    activityId: uuid('activity_id').references(() => projectActivities.id, {
      onDelete: 'set null',
    }),
    status: text('status', { enum: Enums.PAYMENT_STATUSES }).notNull().default('pending'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payment_milestones_org_project_idx').on(t.organizationId, t.projectId),
    oneOf('payment_milestones_status_check', t.status, Enums.PAYMENT_STATUSES),
    check('payment_milestones_amount_check', sql`${t.amount} between 0 and 999999999`),
    referringIndex('payment_milestones_activity_id_idx', t.activityId, t.organizationId),
    index('payment_milestones_project_id_idx').on(t.projectId),
  ],
);
