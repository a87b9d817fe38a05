import { sql } from 'drizzle-orm';
import type { Role } from '../../../shared/roles';
import type { Transaction } from '../../db/client';
import type { ScheduledJob } from '../../jobs/runner';
import { centsPerHour } from '../analytics/hourly-costs';
import { notify } from './delivery';
import { findActivePeople, findPeopleWhoMay, projectLink, uniqueExcept } from './recipients';

/** How far ahead a milestone counts as due soon, in days. */
const MILESTONE_DUE_DAYS = 3;
/** Shares of a project's budget whose crossing is reported, in percent. */
const BUDGET_THRESHOLDS = [80, 100] as const;

/**
 * The notifications that come from the clock rather than from a change, every few minutes.
 * Budget burn is checked here too rather than on every stopped session: the timer's stop is
 * the busiest write there is, cost also moves when an hourly cost or a budget line changes,
 * and one set-based pass over every organization's projects sees all of it a few minutes late
 * at most.
 */
export const dueNotificationsJob: ScheduledJob = {
  name: 'notifications.due',
  everyMs: 5 * 60_000,
  run: (tx) => unsafeCheckDueNotifications(tx),
};

/** Every organization's milestones due soon and budgets crossed; each sent once (dedupe keys). */
export async function unsafeCheckDueNotifications(tx: Transaction): Promise<void> {
  await unsafeTellMilestonesDue(tx);
  await unsafeTellBudgetBurn(tx);
}

type PersonOf = { id: string; fullName: string; roles: Role[] };

/**
 * Milestones not yet complete whose date is today or within MILESTONE_DUE_DAYS (UTC days, as
 * the project's dates are kept): their project manager, PM head and people assigned to them.
 */
async function unsafeTellMilestonesDue(tx: Transaction): Promise<void> {
  const { rows } = await tx.execute<{
    id: string;
    organization_id: string;
    name: string;
    end_date: string;
    days_left: number;
    project_id: string;
    project_name: string;
    project_manager_id: string | null;
    pm_head_id: string | null;
    assignees: string[];
    dedupe_key: string;
  }>(sql`
    select * from (select a.id, a.organization_id, a.name, to_char(a.end_date, 'YYYY-MM-DD') as end_date,
      'milestone-due:' || a.id || ':' || to_char(a.end_date, 'YYYY-MM-DD') as dedupe_key,
      (a.end_date - (now() at time zone 'UTC')::date) as days_left,
      p.id as project_id, p.name as project_name, p.project_manager_id, p.pm_head_id,
      coalesce((select array_agg(aa.resource_id) from activity_assignments aa
        where aa.activity_id = a.id), '{}') as assignees
    from project_activities a
    join projects p on p.id = a.project_id
    join organizations o on o.id = a.organization_id
    where a.is_milestone and a.percent_complete < 100
      and p.status not in ('completed', 'cancelled')
      and o.subscription_status <> 'suspended'
      and a.end_date between (now() at time zone 'UTC')::date
        and (now() at time zone 'UTC')::date + ${MILESTONE_DUE_DAYS}::int) due
    -- Sent already (to anyone: everyone is told in one transaction): nothing to build.
    where not exists (select 1 from notifications n where n.dedupe_key = due.dedupe_key)
  `);
  for (const milestone of rows) {
    const when =
      milestone.days_left === 0
        ? 'today'
        : milestone.days_left === 1
          ? 'tomorrow'
          : `in ${milestone.days_left} days`;
    const people: PersonOf[] = await findActivePeople(
      tx,
      milestone.organization_id,
      uniqueExcept([milestone.project_manager_id, milestone.pm_head_id, ...milestone.assignees]),
    );
    const project = { id: milestone.project_id, projectManagerId: milestone.project_manager_id };
    for (const person of people)
      await notify(tx, milestone.organization_id, person.id, {
        type: 'milestone',
        title: `Milestone due ${when}`,
        message: `${milestone.name} on ${milestone.project_name} is due on ${milestone.end_date}.`,
        link: projectLink(person, project),
        dedupeKey: milestone.dedupe_key,
      });
  }
}

/**
 * Projects whose actual cost (finished time × each person's hourly cost) has reached 80 % or
 * 100 % of their budget (effort lines + overhead), as Analytics counts them: their project
 * manager and PM head, or whoever manages projects when it has neither. Once per threshold and
 * budget: raising the budget lets the threshold be crossed, and reported, again.
 */
async function unsafeTellBudgetBurn(tx: Transaction): Promise<void> {
  const { rows } = await tx.execute<{
    id: string;
    organization_id: string;
    name: string;
    project_manager_id: string | null;
    pm_head_id: string | null;
    currency: string;
    budget_cents: string;
    cost_cents: string;
    threshold: number;
    dedupe_key: string;
  }>(sql`
    -- From the finished minutes kept per project and person (project_user_time), at each
    -- person's hourly cost in cents as Analytics counts it: summing every session of every
    -- organization instead took 1.4 s of the bench's 1,200,000 every five minutes.
    with cost as (
      select t.project_id,
        round(sum(t.minutes * ${centsPerHour(sql.raw('pr.hourly_cost'))}) / 60.0) as cents
      from project_user_time t
      join profiles pr on pr.id = t.user_id
      where t.minutes > 0
      group by t.project_id
    ), budget as (
      select p.id, round((
        coalesce((select sum(e.total_cost) from project_budgets_effort e where e.project_id = p.id), 0) +
        coalesce((select sum(h.amount) from project_budgets_overhead h where h.project_id = p.id), 0)
      ) * 100) as cents
      from projects p
      where p.id in (select project_id from cost)
    )
    select * from (
      select p.id, p.organization_id, p.name, p.project_manager_id, p.pm_head_id,
        o.revenue_currency as currency, b.cents::text as budget_cents, c.cents::text as cost_cents,
        t.threshold, 'budget-burn:' || p.id || ':' || t.threshold || ':' || b.cents as dedupe_key
      from projects p
      join organizations o on o.id = p.organization_id
      join budget b on b.id = p.id
      join cost c on c.project_id = p.id
      -- The highest threshold reached: going from under 80 % to over 100 % at once says 100 %.
      cross join lateral (select max(x) as threshold from unnest(${sql.raw(`array[${BUDGET_THRESHOLDS.join(',')}]`)}) x
        where c.cents * 100 >= b.cents * x) t
      where b.cents > 0 and t.threshold is not null
        and p.status not in ('completed', 'cancelled')
        and o.subscription_status <> 'suspended') burnt
    where not exists (select 1 from notifications n where n.dedupe_key = burnt.dedupe_key)
  `);
  for (const project of rows) {
    const budget = Number(project.budget_cents);
    const cost = Number(project.cost_cents);
    const threshold = project.threshold;
    const percent = Math.floor((cost * 100) / budget);
    const money = (cents: number) =>
      new Intl.NumberFormat('en-US', { style: 'currency', currency: project.currency }).format(
        cents / 100,
      );
    const team = uniqueExcept([project.project_manager_id, project.pm_head_id]);
    const people = await findActivePeople(
      tx,
      project.organization_id,
      team.length > 0
        ? team
        : await findPeopleWhoMay(tx, project.organization_id, 'projects.manage'),
    );
    const link = { id: project.id, projectManagerId: project.project_manager_id };
    for (const person of people)
      await notify(tx, project.organization_id, person.id, {
        type: 'budget_alert',
        title: `Budget ${threshold === 100 ? 'used up' : `${threshold}% used`}: ${project.name}`,
        message: `${project.name} has cost ${money(cost)} of its ${money(budget)} budget (${percent}%).`,
        link: projectLink(person, link, 'budget'),
        dedupeKey: project.dedupe_key,
      });
  }
}
