import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { can } from '../../../shared/permissions';
import { BUILT_IN_TEMPLATES } from '../../../shared/domain/template-library';
import {
  countOf,
  planBudget,
  planProblems,
  type TemplateCategory,
  type TemplatePlan,
} from '../../../shared/domain/templates';
import {
  BUILT_IN_READ_ONLY,
  type newProjectFromPlanSchema,
  type saveAsTemplateSchema,
  type Template,
  TEMPLATE_FILE_FORMAT,
  TEMPLATE_FILE_VERSION,
  TEMPLATE_NOT_FOUND,
  type TemplateFile,
  type templateFileSchema,
  type TemplateSummary,
  type templateUpdateSchema,
} from '../../../shared/schemas/templates';
import type { Database, Transaction } from '../../db/client';
import { profiles } from '../../db/schema/organizations';
import { projectTemplates } from '../../db/schema/templates';
import { type TenantContext, withTenant } from '../../db/tenant';
import { AppError, notFound } from '../../http/errors';
import { auditCreate, auditDelete, auditUpdate } from '../audit/change';
import { type ProjectOptions } from '../projects/service';
import { planOfProject, projectFromPlan } from './project-plan';

type SaveAsTemplate = z.output<typeof saveAsTemplateSchema>;
type TemplateUpdate = z.output<typeof templateUpdateSchema>;
type NewProject = z.output<typeof newProjectFromPlanSchema>;
type ImportedFile = z.output<typeof templateFileSchema>;
type Row = typeof projectTemplates.$inferSelect;

const ENTITY = 'project_template';

/** Working days from the plan's first day to the end of its last activity (a milestone is a day). */
function spanOf(plan: TemplatePlan): number {
  return plan.activities.reduce((end, a) => Math.max(end, a.start + Math.max(a.days, 1)), 0);
}

function toTemplate(
  ctx: TenantContext,
  base: {
    id: string;
    name: string;
    category: TemplateCategory;
    description: string | null;
    plan: TemplatePlan;
    builtIn: boolean;
    createdBy: string | null;
  },
): Template {
  return {
    id: base.id,
    name: base.name,
    category: base.category,
    description: base.description,
    ...countOf(base.plan),
    workingDays: spanOf(base.plan),
    budget: planBudget(base.plan),
    builtIn: base.builtIn,
    createdBy: base.createdBy,
    canChange: !base.builtIn && can(ctx.roles, 'templates.manage'),
    plan: base.plan,
  };
}

const fromRow = (ctx: TenantContext, row: Row, createdBy: string | null) =>
  toTemplate(ctx, {
    id: row.id,
    name: row.name,
    category: row.category as TemplateCategory,
    description: row.description,
    plan: row.plan,
    builtIn: false,
    createdBy,
  });

const builtIns = (ctx: TenantContext) =>
  BUILT_IN_TEMPLATES.map((t) =>
    toTemplate(ctx, { ...t, description: t.description, builtIn: true, createdBy: null }),
  );

const summaryOf = ({ plan: _plan, ...summary }: Template): TemplateSummary => summary;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const withAuthor = (tx: Transaction) =>
  tx
    .select({ template: projectTemplates, createdBy: profiles.fullName })
    .from(projectTemplates)
    .leftJoin(profiles, eq(profiles.id, projectTemplates.createdBy));

/** A built-in template, or one of the organization's; any other id is not found. */
async function findTemplate(tx: Transaction, ctx: TenantContext, id: string): Promise<Template> {
  const builtIn = builtIns(ctx).find((t) => t.id === id);
  if (builtIn) return builtIn;
  if (!UUID.test(id)) throw notFound(TEMPLATE_NOT_FOUND);
  const [found] = await withAuthor(tx).where(
    and(eq(projectTemplates.id, id), eq(projectTemplates.organizationId, ctx.organizationId)),
  );
  if (!found) throw notFound(TEMPLATE_NOT_FOUND);
  return fromRow(ctx, found.template, found.createdBy);
}

/** The organization's own template, to change or delete: a built-in one is refused. */
async function ownTemplate(tx: Transaction, ctx: TenantContext, id: string): Promise<Row> {
  if (BUILT_IN_TEMPLATES.some((t) => t.id === id))
    throw new AppError('forbidden', BUILT_IN_READ_ONLY);
  if (!UUID.test(id)) throw notFound(TEMPLATE_NOT_FOUND);
  const [row] = await tx
    .select()
    .from(projectTemplates)
    .where(
      and(eq(projectTemplates.id, id), eq(projectTemplates.organizationId, ctx.organizationId)),
    );
  if (!row) throw notFound(TEMPLATE_NOT_FOUND);
  return row;
}

/** The built-in templates, then the organization's, each by name. */
export function findTemplates(db: Database, ctx: TenantContext): Promise<TemplateSummary[]> {
  return withTenant(db, ctx, async (tx) => {
    const rows = await withAuthor(tx)
      .where(eq(projectTemplates.organizationId, ctx.organizationId))
      .orderBy(asc(projectTemplates.name), asc(projectTemplates.id));
    return [
      ...builtIns(ctx).sort((a, b) => a.name.localeCompare(b.name)),
      ...rows.map((r) => fromRow(ctx, r.template, r.createdBy)),
    ].map(summaryOf);
  });
}

export function getTemplate(db: Database, ctx: TenantContext, id: string): Promise<Template> {
  return withTenant(db, ctx, (tx) => findTemplate(tx, ctx, id));
}

async function insertTemplate(
  tx: Transaction,
  ctx: TenantContext,
  values: {
    name: string;
    category: TemplateCategory;
    description: string | null;
    plan: TemplatePlan;
  },
): Promise<Template> {
  const [row] = await tx
    .insert(projectTemplates)
    .values({ organizationId: ctx.organizationId, createdBy: ctx.actorId, ...values })
    .returning();
  await auditCreate(tx, ctx, {
    entityType: ENTITY,
    entityId: row!.id,
    newValues: { name: values.name, category: values.category, ...countOf(values.plan) },
  });
  const [author] = await tx
    .select({ fullName: profiles.fullName })
    .from(profiles)
    .where(eq(profiles.id, ctx.actorId));
  return fromRow(ctx, row!, author?.fullName ?? null);
}

/** Save as Template: the project's plan in working days from its start, links and budget lines. */
export function saveAsTemplate(
  db: Database,
  ctx: TenantContext,
  input: SaveAsTemplate,
): Promise<Template> {
  return withTenant(db, ctx, async (tx) => {
    const plan = await planOfProject(tx, ctx, input.projectId);
    return insertTemplate(tx, ctx, {
      name: input.name,
      category: input.category,
      description: input.description,
      plan,
    });
  });
}

export function updateTemplate(
  db: Database,
  ctx: TenantContext,
  id: string,
  input: TemplateUpdate,
): Promise<Template> {
  return withTenant(db, ctx, async (tx) => {
    const before = await ownTemplate(tx, ctx, id);
    await tx
      .update(projectTemplates)
      .set(input)
      .where(
        and(eq(projectTemplates.id, id), eq(projectTemplates.organizationId, ctx.organizationId)),
      );
    await auditUpdate(tx, ctx, {
      entityType: ENTITY,
      entityId: id,
      oldValues: { name: before.name, category: before.category, description: before.description },
      newValues: input,
    });
    return findTemplate(tx, ctx, id);
  });
}

export function deleteTemplate(db: Database, ctx: TenantContext, id: string): Promise<void> {
  return withTenant(db, ctx, async (tx) => {
    const before = await ownTemplate(tx, ctx, id);
    await tx
      .delete(projectTemplates)
      .where(
        and(eq(projectTemplates.id, id), eq(projectTemplates.organizationId, ctx.organizationId)),
      );
    await auditDelete(tx, ctx, {
      entityType: ENTITY,
      entityId: id,
      oldValues: { name: before.name, category: before.category },
    });
  });
}

/** Use Template: a new project made from it, in one transaction; returns the project's id. */
export function useTemplate(
  db: Database,
  ctx: TenantContext,
  id: string,
  input: NewProject,
  options: ProjectOptions,
): Promise<string> {
  return withTenant(db, ctx, async (tx) => {
    const template = await findTemplate(tx, ctx, id);
    return projectFromPlan(tx, ctx, template.plan, input, options);
  });
}

/** Clone: a project's plan copied into a new project, with no template kept. */
export function cloneProject(
  db: Database,
  ctx: TenantContext,
  projectId: string,
  input: NewProject,
  options: ProjectOptions,
): Promise<string> {
  return withTenant(db, ctx, async (tx) => {
    const plan = await planOfProject(tx, ctx, projectId);
    return projectFromPlan(tx, ctx, plan, input, options);
  });
}

/** A template as a file another organization can import. */
export async function exportTemplate(
  db: Database,
  ctx: TenantContext,
  id: string,
): Promise<TemplateFile> {
  const template = await getTemplate(db, ctx, id);
  return {
    format: TEMPLATE_FILE_FORMAT,
    version: TEMPLATE_FILE_VERSION,
    name: template.name,
    category: template.category,
    description: template.description,
    plan: {
      ...template.plan,
      activities: template.plan.activities.map((a) => ({
        ...a,
        description: a.description ?? null,
      })),
      overhead: template.plan.overhead.map((l) => ({ ...l, description: l.description ?? null })),
    },
  };
}

/** A template file read in: refused with every problem named when its plan does not hold. */
export function importTemplate(
  db: Database,
  ctx: TenantContext,
  file: ImportedFile,
): Promise<Template> {
  const plan = file.plan as TemplatePlan;
  const problems = planProblems(plan);
  if (problems.length > 0)
    throw new AppError(
      'validation',
      `The template file cannot be imported: ${problems[0]}`,
      problems.map((message) => ({ path: 'plan', message })),
    );
  return withTenant(db, ctx, (tx) =>
    insertTemplate(tx, ctx, {
      name: file.name,
      category: file.category,
      description: file.description,
      plan,
    }),
  );
}
