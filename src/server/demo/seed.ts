import { eq } from 'drizzle-orm';
import type { Role } from '../../shared/roles';
import { createAuthUser } from '../auth/users';
import type { Database, Transaction } from '../db/client';
import { platformAdmins } from '../db/schema/auth';
import { projectBudgetsEffort, projectBudgetsOverhead } from '../db/schema/budgets';
import { departments, organizations, profiles, teams, userRoles } from '../db/schema/organizations';
import { customers, programs, projectActivities, projects } from '../db/schema/portfolio';
import { riskRegister } from '../db/schema/registers';
import { timeSessions } from '../db/schema/time';
import { buildDemoTimeSessions, DEMO_PROJECTS, daysFrom } from './plan';

export const DEMO_PASSWORD = 'stint-demo-2026';
export const DEMO_SUBDOMAIN = 'northwind';

type DemoPerson = {
  role: Role | 'platform_admin';
  email: string;
  name: string;
  jobTitle: string;
  hourlyCost: string;
};

export const DEMO_PEOPLE: DemoPerson[] = [
  {
    role: 'admin',
    email: 'admin@northwind.demo',
    name: 'Astrid Lind',
    jobTitle: 'Operations Director',
    hourlyCost: '95.00',
  },
  {
    role: 'management',
    email: 'management@northwind.demo',
    name: 'Magnus Berg',
    jobTitle: 'CEO',
    hourlyCost: '140.00',
  },
  {
    role: 'pm_head',
    email: 'pmhead@northwind.demo',
    name: 'Petra Holm',
    jobTitle: 'Head of PMO',
    hourlyCost: '110.00',
  },
  {
    role: 'project_manager',
    email: 'pm@northwind.demo',
    name: 'Jonas Ek',
    jobTitle: 'Project Manager',
    hourlyCost: '90.00',
  },
  {
    role: 'resource_manager',
    email: 'resources@northwind.demo',
    name: 'Sara Nyberg',
    jobTitle: 'Resource Manager',
    hourlyCost: '85.00',
  },
  {
    role: 'user',
    email: 'user@northwind.demo',
    name: 'Erik Sand',
    jobTitle: 'Senior Consultant',
    hourlyCost: '75.00',
  },
  {
    role: 'tracked_employee',
    email: 'tracked@northwind.demo',
    name: 'Lina Falk',
    jobTitle: 'Developer',
    hourlyCost: '65.00',
  },
  {
    role: 'platform_admin',
    email: 'platform@stint.demo',
    name: 'Stina Platform',
    jobTitle: 'Platform Administrator',
    hourlyCost: '0',
  },
];

export type DemoResult = { created: boolean; sessions: number };

/** Loads the demo organization (one person of every role, a portfolio, 60 days of time) once. */
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
    const [delivery] = await tx
      .insert(departments)
      .values({ organizationId, name: 'Delivery' })
      .returning();
    const [engineering] = await tx
      .insert(departments)
      .values({ organizationId, name: 'Engineering' })
      .returning();
    const [consultingTeam] = await tx
      .insert(teams)
      .values({ organizationId, departmentId: delivery!.id, name: 'Consulting' })
      .returning();
    const [platformTeam] = await tx
      .insert(teams)
      .values({ organizationId, departmentId: engineering!.id, name: 'Platform' })
      .returning();

    const ids = new Map<DemoPerson['role'], string>();
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
      const inEngineering = person.role === 'tracked_employee' || person.role === 'user';
      await tx.insert(profiles).values({
        id: userId,
        organizationId,
        fullName: person.name,
        email: person.email,
        jobTitle: person.jobTitle,
        hourlyCost: person.hourlyCost,
        department: inEngineering ? 'Engineering' : 'Delivery',
        team: inEngineering ? 'Platform' : 'Consulting',
        departmentId: inEngineering ? engineering!.id : delivery!.id,
        teamId: inEngineering ? platformTeam!.id : consultingTeam!.id,
        locationCountry: 'Sweden',
        timeZone: 'Europe/Stockholm',
      });
      await tx.insert(userRoles).values({ userId, organizationId, role: person.role });
    }
    const personId = (role: DemoPerson['role']) => ids.get(role)!;

    const customerIds = await insertCustomers(tx, organizationId);
    const programIds = new Map<string, string>();
    const projectIds: string[] = [];
    const activityIdsByProject: string[][] = [];
    for (const [index, plan] of DEMO_PROJECTS.entries()) {
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
      projectIds.push(project!.id);
      const activities = await tx
        .insert(projectActivities)
        .values(
          plan.activities.map((a, sortOrder) => ({
            organizationId,
            projectId: project!.id,
            name: a.name,
            startDate: daysFrom(today, a.startOffset),
            endDate: daysFrom(today, a.endOffset),
            isMilestone: a.isMilestone ?? false,
            sortOrder,
          })),
        )
        .returning({ id: projectActivities.id });
      activityIdsByProject.push(activities.map((a) => a.id));
      await tx.insert(projectBudgetsEffort).values([
        {
          organizationId,
          projectId: project!.id,
          resourceId: personId('user'),
          estimatedHours: String(120 + index * 40),
          hourlyRate: '75.00',
        },
        {
          organizationId,
          projectId: project!.id,
          resourceId: personId('tracked_employee'),
          estimatedHours: String(200 + index * 25),
          hourlyRate: '65.00',
        },
      ]);
      await tx.insert(projectBudgetsOverhead).values({
        organizationId,
        projectId: project!.id,
        category: 'Travel',
        amount: String(2500 + index * 500),
        description: 'Workshops on site',
      });
      await tx.insert(riskRegister).values({
        organizationId,
        projectId: project!.id,
        riskDescription: plan.risk,
        riskLevel: index % 3 === 0 ? 'high' : 'medium',
        status: 'potential',
        mitigationPlan: 'Review weekly in the steering meeting',
      });
    }

    const sessions = buildDemoTimeSessions({
      today,
      people: (['project_manager', 'resource_manager', 'user', 'tracked_employee'] as const).map(
        personId,
      ),
      projectIds,
      activityIdsByProject,
    });
    for (let i = 0; i < sessions.length; i += 500) {
      await tx
        .insert(timeSessions)
        .values(sessions.slice(i, i + 500).map((s) => ({ ...s, organizationId })));
    }
    return { created: true, sessions: sessions.length };
  });
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
