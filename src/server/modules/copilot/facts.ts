import { and, asc, eq } from 'drizzle-orm';
import { weeksFrom } from '../../../shared/domain/capacity-load';
import { isDelayed } from '../../../shared/domain/dashboard';
import type { ProjectStatus } from '../../../shared/domain/project-status';
import { daysBetween, weekStartOf } from '../../../shared/domain/week';
import { computeSchedule } from '../../../shared/domain/schedule';
import { RISK_LEVELS } from '../../../shared/enums';
import type { CopilotFacts } from '../../../shared/schemas/copilot';
import type { Database } from '../../db/client';
import { organizations } from '../../db/schema/organizations';
import { projectActivities } from '../../db/schema/portfolio';
import { riskRegister } from '../../db/schema/registers';
import { activityLinks } from '../../db/schema/schedule';
import { type TenantContext, withTenant } from '../../db/tenant';
import { getVisibleProject } from '../projects/access';
import { projectChildWhere } from '../project-children/service';
import { readLinks } from '../schedule/links';
import { loadWorkingCalendar } from '../schedule/service';
import { readProjectBurns } from './earned-values';
import { peakOf, readPeopleLoads } from './loads';

/** The copilot looks at people's loads over at most this many weeks from today. */
export const LOAD_WEEKS = 8;
/** Others than the project's people the facts name, those with the most room. */
const OTHERS_WITH_ROOM = 3;

/** From this week up to the project's end (the coming LOAD_WEEKS at most; all of them once it has ended). */
function weeksToLookAt(today: string, endDate: string | null): string[] {
  const count =
    endDate && endDate >= today
      ? Math.min(LOAD_WEEKS, Math.floor(daysBetween(weekStartOf(today), endDate) / 7) + 1)
      : LOAD_WEEKS;
  return weeksFrom(today, count);
}

/**
 * What the copilot knows about a project on `today`, read in one transaction: budget, earned
 * value and burn, people's loads, open risks, and the schedule's late and critical activities.
 * A project the caller may not see is not found.
 */
export function gatherCopilotFacts(
  db: Database,
  ctx: TenantContext,
  projectId: string,
  today: string,
): Promise<CopilotFacts> {
  return withTenant(db, ctx, async (tx) => {
    const project = await getVisibleProject(tx, ctx, projectId);
    const [organization] = await tx
      .select({ currency: organizations.revenueCurrency })
      .from(organizations)
      .where(eq(organizations.id, ctx.organizationId));
    const burn = (await readProjectBurns(tx, ctx, [projectId], today)).get(projectId)!;
    const activities = await tx
      .select({
        id: projectActivities.id,
        name: projectActivities.name,
        startDate: projectActivities.startDate,
        endDate: projectActivities.endDate,
        isMilestone: projectActivities.isMilestone,
        percentComplete: projectActivities.percentComplete,
      })
      .from(projectActivities)
      .where(
        and(
          eq(projectActivities.organizationId, ctx.organizationId),
          eq(projectActivities.projectId, projectId),
        ),
      )
      .orderBy(asc(projectActivities.sortOrder), asc(projectActivities.name));
    const links = await readLinks(tx, ctx, projectChildWhere(activityLinks, ctx, projectId));
    const { calendar } = await loadWorkingCalendar(tx, ctx);
    const risks = await tx
      .select({
        description: riskRegister.riskDescription,
        level: riskRegister.riskLevel,
        status: riskRegister.status,
        impact: riskRegister.impact,
        mitigation: riskRegister.mitigationPlan,
      })
      .from(riskRegister)
      .where(
        and(
          eq(riskRegister.organizationId, ctx.organizationId),
          eq(riskRegister.projectId, projectId),
        ),
      )
      .orderBy(asc(riskRegister.createdAt));
    const weeks = weeksToLookAt(today, project.endDate);
    const loads = await readPeopleLoads(tx, ctx, weeks);

    const schedule = computeSchedule(calendar, activities, links);
    const withFloat = (a: (typeof activities)[number]) => ({
      name: a.name,
      startDate: a.startDate,
      endDate: a.endDate,
      percentComplete: a.percentComplete,
      totalFloat: schedule.activities.get(a.id)?.totalFloat ?? 0,
    });
    const unfinished = activities.filter((a) => a.percentComplete < 100);
    const critical = new Set(schedule.criticalPath);
    const people = loads
      .map((p) => ({ name: p.name, onProject: p.projectIds.has(projectId), ...peakOf(p.cells) }))
      .sort((a, b) => b.peakLoad - a.peakLoad || a.name.localeCompare(b.name));
    const othersWithRoom = new Set(
      people.filter((p) => !p.onProject && p.peakLoad < 100).slice(-OTHERS_WITH_ROOM),
    );
    const open = risks
      .filter((r) => r.status !== 'mitigated')
      .sort(
        (a, b) =>
          Number(b.status === 'materialized') - Number(a.status === 'materialized') ||
          RISK_LEVELS.indexOf(b.level) - RISK_LEVELS.indexOf(a.level),
      );
    const { effort, overhead, costLast4Weeks, minutes, ...figures } = burn;
    return {
      today,
      currency: organization?.currency ?? 'USD',
      project: {
        name: project.name,
        code: project.projectCode,
        status: project.status as ProjectStatus,
        startDate: project.startDate,
        endDate: project.endDate,
      },
      budget: {
        ...figures,
        effort,
        overhead,
        costLast4Weeks,
        hoursTracked: Math.round((minutes / 60) * 10) / 10,
      },
      weeks: { from: weeks[0]!, to: weeks.at(-1)! },
      people: people.filter((p) => p.onProject || othersWithRoom.has(p)),
      risks: open,
      mitigatedRisks: risks.length - open.length,
      schedule: {
        activities: activities.length,
        finished: activities.length - unfinished.length,
        late: unfinished.filter((a) => isDelayed(a, today)).map(withFloat),
        critical: unfinished.filter((a) => critical.has(a.id)).map(withFloat),
        finish: schedule.finish,
        violations: [...schedule.activities.values()].reduce(
          (sum, a) => sum + a.violations.length,
          0,
        ),
      },
    };
  });
}
