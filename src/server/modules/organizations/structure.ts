import { and, asc, count, eq, inArray, or, type SQLWrapper, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  Department,
  departmentInputSchema,
  Team,
  teamInputSchema,
} from '../../../shared/schemas/organization';
import type { Database, Transaction } from '../../db/client';
import { departments, profiles, teams } from '../../db/schema/organizations';
import { type TenantContext, withTenant } from '../../db/tenant';
import { together } from '../../db/together';
import { AppError, notFound } from '../../http/errors';
import { auditCreate, auditDelete } from '../audit/change';
import { isUniqueViolation } from '../time/checks';

export const DEPARTMENT_NOT_FOUND = 'Department not found';
export const DEPARTMENT_NAME_TAKEN = 'A department with this name already exists';
export const TEAM_NOT_FOUND = 'Team not found';
export const TEAM_NAME_TAKEN = 'A team with this name already exists in this department';

type DepartmentRow = typeof departments.$inferSelect;
type TeamRow = typeof teams.$inferSelect;

/** Names compare without regard to case: 'engineering' is taken when 'Engineering' exists. */
const sameName = (column: SQLWrapper, name: string) => sql`lower(${column}) = lower(${name})`;

const departmentTaken = () =>
  new AppError('conflict', DEPARTMENT_NAME_TAKEN, [
    { path: 'name', message: DEPARTMENT_NAME_TAKEN },
  ]);
const teamTaken = () =>
  new AppError('conflict', TEAM_NAME_TAKEN, [{ path: 'name', message: TEAM_NAME_TAKEN }]);

/** The organization's departments by name, each with how many people are in it. */
export function findDepartments(db: Database, ctx: TenantContext): Promise<Department[]> {
  return withTenant(db, ctx, async (tx) => {
    const [rows, counts] = await together([
      tx
        .select()
        .from(departments)
        .where(eq(departments.organizationId, ctx.organizationId))
        .orderBy(asc(departments.name)),
      tx
        .select({ id: profiles.departmentId, people: count() })
        .from(profiles)
        .where(eq(profiles.organizationId, ctx.organizationId))
        .groupBy(profiles.departmentId),
    ]);
    const people = new Map(counts.map((c) => [c.id, c.people]));
    return rows.map((row) => toDepartment(row, people.get(row.id) ?? 0));
  });
}

export async function createDepartment(
  db: Database,
  ctx: TenantContext,
  input: z.output<typeof departmentInputSchema>,
): Promise<Department> {
  try {
    return await withTenant(db, ctx, async (tx) => {
      const [same] = await tx
        .select({ id: departments.id })
        .from(departments)
        .where(
          and(
            eq(departments.organizationId, ctx.organizationId),
            sameName(departments.name, input.name),
          ),
        );
      if (same) throw departmentTaken();
      const [row] = await tx
        .insert(departments)
        .values({ organizationId: ctx.organizationId, name: input.name })
        .returning();
      await auditCreate(tx, ctx, {
        entityType: 'department',
        entityId: row!.id,
        newValues: { name: row!.name },
      });
      return toDepartment(row!, 0);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'departments_org_name_idx')) throw departmentTaken();
    throw error;
  }
}

/**
 * Deletes a department with its teams (the database cascades) and takes its people out of it:
 * their department and team ids (nulled by the foreign keys) and the text columns alike.
 */
export function deleteDepartment(db: Database, ctx: TenantContext, id: string): Promise<void> {
  return withTenant(db, ctx, async (tx) => {
    const before = await getOwnDepartment(tx, ctx, id);
    const ownTeams = await tx
      .select({ id: teams.id, name: teams.name })
      .from(teams)
      .where(and(eq(teams.departmentId, id), eq(teams.organizationId, ctx.organizationId)))
      .orderBy(asc(teams.name));
    const teamIds = ownTeams.map((t) => t.id);
    const inDepartment = eq(profiles.departmentId, id);
    const inItsTeams = teamIds.length ? inArray(profiles.teamId, teamIds) : undefined;
    const people = await tx
      .update(profiles)
      .set({ departmentId: null, department: null, teamId: null, team: null })
      .where(
        and(
          eq(profiles.organizationId, ctx.organizationId),
          inItsTeams ? or(inDepartment, inItsTeams) : inDepartment,
        ),
      )
      .returning({ id: profiles.id });
    await tx
      .delete(departments)
      .where(and(eq(departments.id, id), eq(departments.organizationId, ctx.organizationId)));
    await auditDelete(tx, ctx, {
      entityType: 'department',
      entityId: id,
      oldValues: {
        name: before.name,
        teams: ownTeams.map((t) => t.name),
        people: people.map((p) => p.id),
      },
    });
  });
}

/** The organization's teams by department and name, each with how many people are in it. */
export function findTeams(db: Database, ctx: TenantContext): Promise<Team[]> {
  return withTenant(db, ctx, async (tx) => {
    const rows = await tx
      .select({ team: teams, departmentName: departments.name })
      .from(teams)
      .innerJoin(departments, eq(departments.id, teams.departmentId))
      .where(eq(teams.organizationId, ctx.organizationId))
      .orderBy(asc(departments.name), asc(teams.name));
    const counts = await tx
      .select({ id: profiles.teamId, people: count() })
      .from(profiles)
      .where(eq(profiles.organizationId, ctx.organizationId))
      .groupBy(profiles.teamId);
    const people = new Map(counts.map((c) => [c.id, c.people]));
    return rows.map((r) => toTeam(r.team, r.departmentName, people.get(r.team.id) ?? 0));
  });
}

export async function createTeam(
  db: Database,
  ctx: TenantContext,
  input: z.output<typeof teamInputSchema>,
): Promise<Team> {
  try {
    return await withTenant(db, ctx, async (tx) => {
      const [department] = await tx
        .select()
        .from(departments)
        .where(
          and(
            eq(departments.id, input.departmentId),
            eq(departments.organizationId, ctx.organizationId),
          ),
        )
        .for('share');
      if (!department) {
        throw new AppError('validation', DEPARTMENT_NOT_FOUND, [
          { path: 'departmentId', message: DEPARTMENT_NOT_FOUND },
        ]);
      }
      const [same] = await tx
        .select({ id: teams.id })
        .from(teams)
        .where(and(eq(teams.departmentId, department.id), sameName(teams.name, input.name)));
      if (same) throw teamTaken();
      const [row] = await tx
        .insert(teams)
        .values({
          organizationId: ctx.organizationId,
          departmentId: department.id,
          name: input.name,
        })
        .returning();
      await auditCreate(tx, ctx, {
        entityType: 'team',
        entityId: row!.id,
        newValues: { name: row!.name, departmentId: department.id, department: department.name },
      });
      return toTeam(row!, department.name, 0);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'teams_department_name_idx')) throw teamTaken();
    throw error;
  }
}

/** Deletes a team and takes its people out of it (team id and team text alike). */
export function deleteTeam(db: Database, ctx: TenantContext, id: string): Promise<void> {
  return withTenant(db, ctx, async (tx) => {
    const [before] = await tx
      .select({ team: teams, departmentName: departments.name })
      .from(teams)
      .innerJoin(departments, eq(departments.id, teams.departmentId))
      .where(and(eq(teams.id, id), eq(teams.organizationId, ctx.organizationId)))
      .for('update', { of: teams });
    if (!before) throw notFound(TEAM_NOT_FOUND);
    const people = await tx
      .update(profiles)
      .set({ teamId: null, team: null })
      .where(and(eq(profiles.organizationId, ctx.organizationId), eq(profiles.teamId, id)))
      .returning({ id: profiles.id });
    await tx
      .delete(teams)
      .where(and(eq(teams.id, id), eq(teams.organizationId, ctx.organizationId)));
    await auditDelete(tx, ctx, {
      entityType: 'team',
      entityId: id,
      oldValues: {
        name: before.team.name,
        departmentId: before.team.departmentId,
        department: before.departmentName,
        people: people.map((p) => p.id),
      },
    });
  });
}

async function getOwnDepartment(
  tx: Transaction,
  ctx: TenantContext,
  id: string,
): Promise<DepartmentRow> {
  const [row] = await tx
    .select()
    .from(departments)
    .where(and(eq(departments.id, id), eq(departments.organizationId, ctx.organizationId)))
    .for('update');
  if (!row) throw notFound(DEPARTMENT_NOT_FOUND);
  return row;
}

function toDepartment(row: DepartmentRow, peopleCount: number): Department {
  return { id: row.id, name: row.name, peopleCount, createdAt: row.createdAt.toISOString() };
}

function toTeam(row: TeamRow, departmentName: string, peopleCount: number): Team {
  return {
    id: row.id,
    name: row.name,
    departmentId: row.departmentId,
    departmentName,
    peopleCount,
    createdAt: row.createdAt.toISOString(),
  };
}
