import { formatDuration } from '../../shared/domain/parse-duration';
import { addDays, weekStartOf } from '../../shared/domain/week';
import { notifications } from '../db/schema/notifications';
import { resourceCapacity } from '../db/schema/resources';
import { timesheetWeeks } from '../db/schema/time';
import { DEMO_CAPACITY, DEMO_PEOPLE, type MemberRole } from './people-plan';
import { daysFrom } from './plan';
import { DEMO_PAYMENTS } from './registers-plan';
import type { DemoContext } from './seed-context';
import type { SessionRow } from './sessions-plan';

const nameOf = (role: MemberRole) => DEMO_PEOPLE.find((p) => p.role === role)!.name;
const at = (day: string, time: string) => new Date(`${day}T${time}:00Z`);
const usd = (amount: string) =>
  Number(amount).toLocaleString('en-US', { style: 'currency', currency: 'USD' });

/** The resource manager's capacity allocations of the plan. */
export async function insertCapacity(ctx: DemoContext): Promise<void> {
  await ctx.tx.insert(resourceCapacity).values(
    DEMO_CAPACITY.map((plan) => ({
      organizationId: ctx.organizationId,
      resourceId: ctx.personId(plan.person),
      projectId: ctx.project(plan.project).id,
      capacityPercentage: plan.percentage,
      startDate: daysFrom(ctx.today, plan.startOffset),
      endDate: plan.endOffset === null ? null : daysFrom(ctx.today, plan.endOffset),
      notes: plan.notes ?? null,
      createdBy: ctx.personId('resource_manager'),
    })),
  );
}

/**
 * Timesheet weeks and what their reviews told people: the tracked employee's last week waits
 * for approval and the week before is approved (locked); the user's last week was rejected.
 * Weeks are Mondays of the UTC calendar, which the sessions' daytime hours share with
 * Stockholm.
 */
export async function insertTimesheets(ctx: DemoContext, sessions: SessionRow[]): Promise<void> {
  const { tx, organizationId } = ctx;
  const lastWeek = addDays(weekStartOf(daysFrom(ctx.today, 0)), -7);
  const weekBefore = addDays(lastWeek, -7);
  const tracked = ctx.personId('tracked_employee');
  const user = ctx.personId('user');
  const reviewer = ctx.personId('resource_manager');
  const friday = (week: string) => addDays(week, 4);

  const [submitted] = await tx
    .insert(timesheetWeeks)
    .values({
      organizationId,
      userId: tracked,
      weekStart: lastWeek,
      status: 'submitted',
      submittedAt: at(friday(lastWeek), '16:30'),
    })
    .returning({ id: timesheetWeeks.id });
  const approvedNote = 'Thanks, everything is on the right activities.';
  const rejectedNote = 'Please book the Build hours on the Build activity, not on the project.';
  await tx.insert(timesheetWeeks).values([
    {
      organizationId,
      userId: tracked,
      weekStart: weekBefore,
      status: 'approved',
      submittedAt: at(friday(weekBefore), '16:00'),
      reviewedBy: reviewer,
      reviewedAt: at(lastWeek, '09:15'),
      reviewNote: approvedNote,
    },
    {
      organizationId,
      userId: user,
      weekStart: lastWeek,
      status: 'rejected',
      submittedAt: at(friday(lastWeek), '15:00'),
      reviewedBy: reviewer,
      reviewedAt: at(friday(lastWeek), '16:45'),
      reviewNote: rejectedNote,
    },
  ]);

  const from = at(lastWeek, '00:00').getTime();
  const to = at(addDays(lastWeek, 7), '00:00').getTime();
  const minutes = sessions
    .filter((s) => s.userId === tracked && +s.startTime >= from && +s.startTime < to)
    .reduce((sum, s) => sum + (s.durationMinutes ?? 0), 0);
  // The words submitting and reviewing write (timesheets/review.ts), to the same people.
  const toReviewers = (['admin', 'resource_manager'] as const).map((role) => ({
    userId: ctx.personId(role),
    type: 'timesheet' as const,
    title: 'Timesheet submitted',
    message: `${nameOf('tracked_employee')} submitted the week of ${lastWeek} (${formatDuration(minutes)} hours) for approval.`,
    link: `/dashboard/timesheets?timesheet=${submitted!.id}`,
    read: false,
    createdAt: at(friday(lastWeek), '16:30'),
  }));
  await tx.insert(notifications).values(
    [
      ...toReviewers,
      {
        userId: tracked,
        type: 'timesheet' as const,
        title: 'Timesheet approved',
        message: `Your timesheet for the week of ${weekBefore} was approved. Note: ${approvedNote}`,
        link: `/dashboard/timesheets?week=${weekBefore}`,
        read: true,
        createdAt: at(lastWeek, '09:15'),
      },
      {
        userId: user,
        type: 'timesheet' as const,
        title: 'Timesheet rejected',
        message: `Your timesheet for the week of ${lastWeek} was rejected. Note: ${rejectedNote}`,
        link: `/dashboard/timesheets?week=${lastWeek}`,
        read: false,
        createdAt: at(friday(lastWeek), '16:45'),
      },
    ].map((n) => ({ ...n, organizationId })),
  );
}

/** Project assignments, payment milestones and a budget alert, some already read. */
export async function insertNotifications(ctx: DemoContext): Promise<void> {
  const portal = ctx.project('CON-101');
  const erp = ctx.project('FAB-201');
  const lab = ctx.project('TSL-301');
  const link = (id: string, tab?: string) => `/dashboard/projects/${id}${tab ? `?tab=${tab}` : ''}`;
  const day = (offset: number) => daysFrom(ctx.today, offset);
  const assignment = (name: string) => ({
    type: 'project_assignment' as const,
    title: 'New project assignment',
    message: `You are the Project Manager of ${name}`,
  });
  const budgetAlert = {
    type: 'budget_alert' as const,
    title: `Budget alert: ${lab.plan.name}`,
    message: `Consumed cost of ${lab.plan.name} has passed 90% of its budget.`,
    link: link(lab.id, 'budget'),
    createdAt: at(day(-2), '06:00'),
  };
  const payment = (name: string) => DEMO_PAYMENTS.find((p) => p.name === name)!;
  const beta = payment('Beta release');
  const share = lab.plan.activities
    .find((a) => a.name === 'Vendor integration')!
    .assigned!.find((a) => a.person === 'tracked_employee')!.capacity;
  const rows: {
    userId: string;
    type: 'project_assignment' | 'milestone' | 'budget_alert';
    title: string;
    message: string;
    link: string;
    read: boolean;
    createdAt: Date;
  }[] = [
    {
      userId: ctx.personId('project_manager'),
      ...assignment(portal.plan.name),
      link: link(portal.id),
      read: true,
      createdAt: at(day(-70), '09:00'),
    },
    {
      userId: ctx.personId('project_manager'),
      ...assignment(erp.plan.name),
      link: link(erp.id),
      read: false,
      createdAt: at(day(-5), '10:00'),
    },
    {
      userId: ctx.personId('tracked_employee'),
      type: 'project_assignment',
      title: 'New activity assignment',
      message: `You are assigned to Vendor integration on ${lab.plan.name} at ${share}% of your time.`,
      link: link(lab.id),
      read: true,
      createdAt: at(day(-24), '08:30'),
    },
    {
      userId: ctx.personId('project_manager'),
      type: 'milestone',
      title: 'Payment milestone coming up',
      message: `Beta release on ${lab.plan.name} (${usd(beta.amount)}) is due on ${day(beta.dueOffset!)}.`,
      link: link(lab.id, 'payments'),
      read: false,
      createdAt: at(day(-1), '07:00'),
    },
    {
      userId: ctx.personId('management'),
      type: 'milestone',
      title: 'Payment received',
      message: `Prototype accepted on ${lab.plan.name}: ${usd(payment('Prototype accepted').amount)} received.`,
      link: link(lab.id, 'payments'),
      read: true,
      createdAt: at(day(-9), '11:00'),
    },
    { userId: ctx.personId('project_manager'), ...budgetAlert, read: false },
    { userId: ctx.personId('management'), ...budgetAlert, read: false },
  ];
  await ctx.tx
    .insert(notifications)
    .values(rows.map((row) => ({ ...row, organizationId: ctx.organizationId })));
}
