import { and, eq } from 'drizzle-orm';
import { TEAM_NOT_IN_DEPARTMENT } from '../../../shared/schemas/people';
import type { Executor } from '../../db/client';
import { departments, teams } from '../../db/schema/organizations';
import type { TenantContext } from '../../db/tenant';
import { AppError } from '../../http/errors';

/** A department and team of the organization, the team inside the department. */
export async function placeOf(
  tx: Executor,
  ctx: TenantContext,
  departmentId: string | null,
  teamId: string | null,
) {
  let department: string | null = null;
  let team: string | null = null;
  if (departmentId) {
    const [row] = await tx
      .select({ name: departments.name })
      .from(departments)
      .where(
        and(eq(departments.id, departmentId), eq(departments.organizationId, ctx.organizationId)),
      );
    if (!row)
      throw new AppError('validation', 'Please select a department', [
        { path: 'departmentId', message: 'Please select a department' },
      ]);
    department = row.name;
  }
  if (teamId) {
    const [row] = await tx
      .select({ name: teams.name, departmentId: teams.departmentId })
      .from(teams)
      .where(and(eq(teams.id, teamId), eq(teams.organizationId, ctx.organizationId)));
    if (!row)
      throw new AppError('validation', 'Please select a team', [
        { path: 'teamId', message: 'Please select a team' },
      ]);
    if (departmentId && row.departmentId !== departmentId)
      throw new AppError('validation', TEAM_NOT_IN_DEPARTMENT, [
        { path: 'teamId', message: TEAM_NOT_IN_DEPARTMENT },
      ]);
    team = row.name;
  }
  return { department, team };
}
