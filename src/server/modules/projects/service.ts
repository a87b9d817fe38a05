import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  canMoveProject,
  PROJECT_STATUS_LABELS,
  type ProjectStatus,
} from '../../../shared/domain/project-status';
import { can } from '../../../shared/permissions';
import { ROLE_LABELS, type Role } from '../../../shared/roles';
import type {
  Project,
  projectInputSchema,
  projectUpdateSchema,
} from '../../../shared/schemas/projects';
import type { Database, Transaction } from '../../db/client';
import { profiles, userRoles } from '../../db/schema/organizations';
import { programs, projects } from '../../db/schema/portfolio';
import { type TenantContext, withTenant } from '../../db/tenant';
import { AppError } from '../../http/errors';
import { PERMISSION_DENIED } from '../../http/guard';
import { auditCreate, auditDelete, auditUpdate } from '../audit/change';
import { notify } from '../notifications/delivery';
import { getChangeableProject, getVisibleProject, type ProjectRow } from './access';
import { getProject } from './read';

type ProjectInput = z.output<typeof projectInputSchema>;
type ProjectUpdate = z.output<typeof projectUpdateSchema>;
export type ProjectOptions = { publicUrl: string; today: () => string };
type Options = ProjectOptions;

export const PROJECT_CODE_TAKEN = 'A project with this code already exists';
const TEAM_ROLES = {
  projectManagerId: 'project_manager',
  pmHeadId: 'pm_head',
  resourceManagerId: 'resource_manager',
} as const;
const invalid = (path: string, message: string) =>
  new AppError('validation', message, [{ path, message }]);

export async function createProject(
  db: Database,
  ctx: TenantContext,
  input: ProjectInput,
  options: Options,
): Promise<Project> {
  const id = await withTenant(db, ctx, (tx) => insertProject(tx, ctx, input, options));
  return getProject(db, ctx, id, options);
}

/**
 * Adds a draft project in the caller's transaction (so a template's plan can join it in the
 * same one), audited, its team told; returns its id.
 */
export async function insertProject(
  tx: Transaction,
  ctx: TenantContext,
  input: ProjectInput,
  options: Options,
): Promise<string> {
  await checkProgram(tx, ctx, input.programId);
  await refuseTakenCode(tx, ctx, input.projectCode ?? null, null);
  const team = await checkTeam(tx, ctx, input, null);
  const values = { ...columnsOf(input), ...team };
  const [row] = await tx
    .insert(projects)
    .values({
      organizationId: ctx.organizationId,
      ...values,
      status: 'draft',
      createdBy: ctx.actorId,
    })
    .returning();
  await auditCreate(tx, ctx, {
    entityType: 'project',
    entityId: row!.id,
    newValues: { ...values, status: 'draft' },
  });
  await tellTeam(tx, ctx, row!, null, options.publicUrl);
  return row!.id;
}

export async function updateProject(
  db: Database,
  ctx: TenantContext,
  id: string,
  input: ProjectUpdate,
  options: Options,
): Promise<Project> {
  await withTenant(db, ctx, async (tx) => {
    const before = await getChangeableProject(tx, ctx, id);
    if (input.programId !== before.programId) await checkProgram(tx, ctx, input.programId);
    await refuseTakenCode(tx, ctx, input.projectCode ?? null, id);
    const team = await checkTeam(tx, ctx, input, before);
    const status = input.status ?? (before.status as ProjectStatus);
    if (!canMoveProject(before.status as ProjectStatus, status)) {
      const from = PROJECT_STATUS_LABELS[before.status as ProjectStatus];
      throw invalid(
        'status',
        `A project cannot move from ${from} to ${PROJECT_STATUS_LABELS[status]}`,
      );
    }
    const values = { ...columnsOf(input), ...team, status };
    const [after] = await tx
      .update(projects)
      .set(values)
      .where(and(eq(projects.id, id), eq(projects.organizationId, ctx.organizationId)))
      .returning();
    await auditUpdate(tx, ctx, {
      entityType: 'project',
      entityId: id,
      oldValues: snapshot(before),
      newValues: values,
    });
    await tellTeam(tx, ctx, after!, before, options.publicUrl);
  });
  return getProject(db, ctx, id, options);
}

export function deleteProject(db: Database, ctx: TenantContext, id: string): Promise<void> {
  return withTenant(db, ctx, async (tx) => {
    const before = await getVisibleProject(tx, ctx, id, true);
    if (!can(ctx.roles, 'projects.manage')) throw new AppError('forbidden', PERMISSION_DENIED);
    await tx
      .delete(projects)
      .where(and(eq(projects.id, id), eq(projects.organizationId, ctx.organizationId)));
    await auditDelete(tx, ctx, {
      entityType: 'project',
      entityId: id,
      oldValues: snapshot(before),
    });
  });
}

/** People of the organization holding `role`, for the Project Team Assignment pickers. */
export function findCandidates(db: Database, ctx: TenantContext, role: Role) {
  return withTenant(db, ctx, (tx) =>
    tx
      .select({ id: profiles.id, fullName: profiles.fullName, email: profiles.email })
      .from(profiles)
      .innerJoin(userRoles, and(eq(userRoles.userId, profiles.id), eq(userRoles.role, role)))
      .where(and(eq(profiles.organizationId, ctx.organizationId), eq(profiles.isActive, true)))
      .orderBy(asc(profiles.fullName)),
  );
}

async function checkProgram(tx: Transaction, ctx: TenantContext, programId: string) {
  const [row] = await tx
    .select({ id: programs.id })
    .from(programs)
    .where(and(eq(programs.id, programId), eq(programs.organizationId, ctx.organizationId)));
  if (!row) throw invalid('programId', 'Please select a program');
}

async function refuseTakenCode(
  tx: Transaction,
  ctx: TenantContext,
  code: string | null,
  selfId: string | null,
) {
  if (!code) return;
  const filters = [
    eq(projects.organizationId, ctx.organizationId),
    sql`lower(${projects.projectCode}) = lower(${code})`,
  ];
  if (selfId) filters.push(ne(projects.id, selfId));
  const [same] = await tx
    .select({ id: projects.id })
    .from(projects)
    .where(and(...filters));
  if (same)
    throw new AppError('conflict', PROJECT_CODE_TAKEN, [
      { path: 'projectCode', message: PROJECT_CODE_TAKEN },
    ]);
}

/**
 * The team fields to write. Only admins and PM heads assign a team (others keep what is there);
 * each person must be active in the organization and hold the matching role.
 */
async function checkTeam(
  tx: Transaction,
  ctx: TenantContext,
  input: ProjectInput,
  before: ProjectRow | null,
) {
  const mayAssign = can(ctx.roles, 'projects.manage');
  const team: Partial<Record<keyof typeof TEAM_ROLES, string | null>> = {};
  for (const [field, role] of Object.entries(TEAM_ROLES) as [keyof typeof TEAM_ROLES, Role][]) {
    const wanted = input[field] ?? null;
    const current = before ? before[field] : null;
    if (!mayAssign) {
      if (input[field] !== undefined && wanted !== current)
        throw new AppError('forbidden', 'Only an admin or PM head can assign the project team');
      continue;
    }
    if (input[field] === undefined && before) continue;
    if (wanted) {
      const [holder] = await tx
        .select({ id: profiles.id })
        .from(profiles)
        .innerJoin(userRoles, and(eq(userRoles.userId, profiles.id), eq(userRoles.role, role)))
        .where(
          and(
            eq(profiles.id, wanted),
            eq(profiles.organizationId, ctx.organizationId),
            eq(profiles.isActive, true),
          ),
        );
      if (!holder) throw invalid(field, 'Please select a person who holds this role');
    }
    team[field] = wanted;
  }
  return team;
}

/**
 * Tells each person newly on the project's team (PM head, project manager, resource manager)
 * that they are, by notification and, if they chose so, by the project assignment mail.
 * Someone who put themselves on the team needs no note about it.
 */
async function tellTeam(
  tx: Transaction,
  ctx: TenantContext,
  project: ProjectRow,
  before: ProjectRow | null,
  publicUrl: string,
) {
  const [actor] = await tx
    .select({ fullName: profiles.fullName })
    .from(profiles)
    .where(eq(profiles.id, ctx.actorId));
  const link = `/dashboard/projects/${project.id}`;
  for (const [field, role] of Object.entries(TEAM_ROLES) as [keyof typeof TEAM_ROLES, Role][]) {
    const personId = project[field];
    if (!personId || personId === ctx.actorId || personId === before?.[field]) continue;
    const label = ROLE_LABELS[role];
    await notify(
      tx,
      ctx.organizationId,
      personId,
      {
        type: 'project_assignment',
        title: 'New project assignment',
        message: `You are the ${label} of ${project.name}`,
        link,
      },
      {
        projectMail: {
          projectName: project.name,
          projectCode: project.projectCode ?? 'N/A',
          assignedBy: actor?.fullName ?? 'An administrator',
          role: label,
          projectUrl: `${publicUrl}${link}`,
        },
      },
    );
  }
}

function columnsOf(input: ProjectInput) {
  return {
    name: input.name,
    projectCode: input.projectCode ?? null,
    description: input.description ?? null,
    programId: input.programId,
    startDate: input.startDate ?? null,
    endDate: input.endDate ?? null,
    revenue: input.revenue == null ? null : input.revenue.toFixed(2),
  };
}

function snapshot(row: ProjectRow) {
  const { createdAt: _c, updatedAt: _u, organizationId: _o, ...rest } = row;
  return rest;
}
