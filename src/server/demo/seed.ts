import { eq } from 'drizzle-orm';
import { createAuthUser } from '../auth/users';
import type { Database, Transaction } from '../db/client';
import { platformAdmins } from '../db/schema/auth';
import { projectBudgetsEffort, projectBudgetsOverhead } from '../db/schema/budgets';
import { organizations, profiles, userRoles } from '../db/schema/organizations';
import {
  activityAssignments,
  customers,
  programs,
  projectActivities,
  projects,
} from '../db/schema/portfolio';
import { timeSessions } from '../db/schema/time';
import { activityLinks } from '../db/schema/schedule';
import { DEMO_PEOPLE, type DemoRole } from './people-plan';
import { DEMO_PROJECTS, daysFrom } from './plan';
import { activityIdOf, type DemoContext, type SeededProject } from './seed-context';
import { seedOrganization } from './seed-organization';
import { insertTimeOffAndTargets } from './seed-capacity';
import { insertCapacity, insertNotifications, insertTimesheets } from './seed-people';
import { insertRegisters } from './seed-registers';
import { insertSavedReports } from './seed-reports';
import { insertSubscribers } from './seed-subscribers';
import { buildDemoTimeSessions, buildTodaySessions } from './sessions-plan';

export const DEMO_PASSWORD = 'stint-demo-2026';
export const DEMO_SUBDOMAIN = 'northwind';
export { DEMO_PEOPLE } from './people-plan';

export type DemoResult = { created: boolean; sessions: number };

/**
 * Loads the demo organization once, in one transaction: one person of every role, a portfolio
 * with staffed activities, budgets, registers, change requests and payments, capacity, 60 days
 * of time and some of today's, timesheet weeks under review and notifications; and a few other
 * subscribing organizations for the platform console.
 */
export async function seedDemo(db: Database, today = new Date()): Promise<DemoResult> {
  const [existing] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.subdomain, DEMO_SUBDOMAIN));
  if (existing) return { created: false, sessions: 0 };
  return db.transaction(async (tx) => {
    const [org] = await tx
      .insert(organizations)
      .values({
        name: 'Northwind Consulting',
        subdomain: DEMO_SUBDOMAIN,
        orgType: 'Consulting',
        locationCountry: 'Sweden',
        numEmployees: 42,
        revenueCurrency: 'USD',
        setupCompleted: true,
        subscriptionTier: 'professional',
        subscriptionStatus: 'active',
      })
      .returning();
    const organizationId = org!.id;
    const placeOf = await seedOrganization(tx, organizationId, today);

    const ids = new Map<DemoRole, string>();
    for (const person of DEMO_PEOPLE) {
      const userId = await createAuthUser(tx, {
        email: person.email,
        name: person.name,
        password: DEMO_PASSWORD,
      });
      ids.set(person.role, userId);
      if (person.role === 'platform_admin') {
        await tx.insert(platformAdmins).values({ userId });
        continue;
      }
      await tx.insert(profiles).values({
        id: userId,
        organizationId,
        fullName: person.name,
        email: person.email,
        jobTitle: person.jobTitle,
        hourlyCost: person.hourlyCost,
        ...placeOf(person.role),
        locationCountry: 'Sweden',
        timeZone: 'Europe/Stockholm',
      });
      await tx.insert(userRoles).values({ userId, organizationId, role: person.role });
    }
    const personId = (role: DemoRole) => ids.get(role)!;

    const customerIds = await insertCustomers(tx, organizationId);
    const programIds = new Map<string, string>();
    const seeded: SeededProject[] = [];
    for (const plan of DEMO_PROJECTS) {
      let programId = programIds.get(plan.program);
      if (!programId) {
        const [program] = await tx
          .insert(programs)
          .values({
            organizationId,
            customerId: customerIds[plan.customer]!,
            name: plan.program,
            description: `${plan.program} for ${plan.customer}`,
          })
          .returning({ id: programs.id });
        programId = program!.id;
        programIds.set(plan.program, programId);
      }
      const [project] = await tx
        .insert(projects)
        .values({
          organizationId,
          programId,
          name: plan.name,
          projectCode: plan.code,
          description: plan.description,
          startDate: daysFrom(today, plan.startOffset),
          endDate: daysFrom(today, plan.endOffset),
          revenue: plan.revenue,
          status: plan.status,
          createdBy: personId('pm_head'),
          projectManagerId: personId('project_manager'),
          pmHeadId: personId('pm_head'),
          resourceManagerId: personId('resource_manager'),
        })
        .returning();
      const projectId = project!.id;
      const activities = await tx
        .insert(projectActivities)
        .values(
          plan.activities.map((a, sortOrder) => ({
            organizationId,
            projectId,
            name: a.name,
            startDate: daysFrom(today, a.startOffset),
            endDate: daysFrom(today, a.endOffset),
            isMilestone: a.isMilestone ?? false,
            percentComplete: demoProgress(a.startOffset, a.endOffset),
            sortOrder,
          })),
        )
        .returning({ id: projectActivities.id, name: projectActivities.name });
      const activityIds = new Map(activities.map((a) => [a.name, a.id]));
      const assignments = plan.activities.flatMap((a) =>
        (a.assigned ?? []).map((x) => ({
          organizationId,
          activityId: activityIds.get(a.name)!,
          resourceId: personId(x.person),
          capacityPercentage: x.capacity,
        })),
      );
      if (assignments.length > 0) await tx.insert(activityAssignments).values(assignments);
      // Each activity waits for the one before it: finish to start when it starts after it
      // ends, start to start when they overlap; the Gantt draws the arrows.
      const links = plan.activities.slice(1).flatMap((a, i) => {
        const before = plan.activities[i]!;
        const type =
          a.startOffset > before.endOffset
            ? 'FS'
            : a.startOffset >= before.startOffset
              ? 'SS'
              : null;
        return type
          ? [
              {
                organizationId,
                projectId,
                predecessorId: activityIds.get(before.name)!,
                successorId: activityIds.get(a.name)!,
                type,
              },
            ]
          : [];
      });
      if (links.length > 0) await tx.insert(activityLinks).values(links);
      seeded.push({ id: projectId, plan, activityIds });
      await tx.insert(projectBudgetsEffort).values([
        {
          organizationId,
          projectId,
          resourceId: personId('user'),
          estimatedHours: String(plan.budget.userHours),
          hourlyRate: '75.00',
        },
        {
          organizationId,
          projectId,
          resourceId: personId('tracked_employee'),
          estimatedHours: String(plan.budget.trackedHours),
          hourlyRate: '65.00',
        },
      ]);
      await tx.insert(projectBudgetsOverhead).values({
        organizationId,
        projectId,
        category: 'Travel',
        amount: plan.budget.overhead,
        description: 'Workshops on site',
      });
    }
    const ctx: DemoContext = {
      tx,
      organizationId,
      today,
      personId,
      project: (code) => seeded.find((p) => p.plan.code === code)!,
    };
    await insertRegisters(ctx);
    await insertCapacity(ctx);
    await insertTimeOffAndTargets(ctx);

    const sessions = [
      ...buildDemoTimeSessions({
        today,
        people: (['project_manager', 'resource_manager', 'user', 'tracked_employee'] as const).map(
          personId,
        ),
        projectIds: seeded.map((p) => p.id),
        activityIdsByProject: seeded.map((p) => [...p.activityIds.values()]),
      }),
      ...buildTodaySessions(today, (plan) => {
        const project = ctx.project(plan.project);
        return {
          userId: personId(plan.person),
          projectId: project.id,
          activityId: activityIdOf(project, plan.activity),
        };
      }),
    ];
    for (let i = 0; i < sessions.length; i += 500) {
      await tx
        .insert(timeSessions)
        .values(sessions.slice(i, i + 500).map((s) => ({ ...s, organizationId })));
    }
    await insertTimesheets(ctx, sessions);
    await insertNotifications(ctx);
    await insertSavedReports(ctx);
    await insertSubscribers(tx, today, DEMO_PASSWORD);
    return { created: true, sessions: sessions.length };
  });
}

/**
 * How far the demo's activities are: finished ones done, future ones not started, running ones
 * a little behind their plan (so earned value trails planned value, as it usually does).
 */
function demoProgress(startOffset: number, endOffset: number): number {
  if (endOffset < 0) return 100;
  if (startOffset > 0) return 0;
  const planned = (1 - startOffset) / (endOffset - startOffset + 1);
  return Math.round(planned * 85);
}

async function insertCustomers(
  tx: Transaction,
  organizationId: string,
): Promise<Record<string, string>> {
  const rows = [
    { name: 'Contoso Group', customerType: 'Enterprise', locationCountry: 'Sweden' },
    { name: 'Fabrikam', customerType: 'SMB', locationCountry: 'Norway' },
    { name: 'Tailspin Labs', customerType: 'Startup', locationCountry: 'Denmark' },
  ];
  const inserted = await tx
    .insert(customers)
    .values(rows.map((r) => ({ ...r, organizationId })))
    .returning();
  const byName = Object.fromEntries(inserted.map((c) => [c.name, c.id]));
  const [child] = await tx
    .insert(customers)
    .values({
      organizationId,
      name: 'Contoso Retail',
      customerType: 'Enterprise',
      locationCountry: 'Sweden',
      parentCustomerId: byName['Contoso Group'],
    })
    .returning();
  return { ...byName, 'Contoso Retail': child!.id };
}
