import { type SQL, sql } from 'drizzle-orm';
import { addDays } from '../../../shared/domain/week';
import type { DayRange, ReportType } from '../../../shared/domain/reports';

/** What a report's statement needs: the organization and the days, both ends included (UTC). */
type Scope = { organizationId: string; range: DayRange };

/** A report's rows: one statement whose column aliases are the type's field keys plus "_id". */
type ReportStatement = { base: SQL; defaultOrder: SQL };

const startOf = (day: string) => new Date(`${day}T00:00:00Z`);

/** Finished sessions that started within the range (UTC days, like Analytics). */
function sessionsIn({ range }: Scope, alias: string) {
  return sql`${sql.raw(alias)}.end_time is not null
    and ${sql.raw(alias)}.start_time >= ${startOf(range.from)}
    and ${sql.raw(alias)}.start_time < ${startOf(addDays(range.to, 1))}`;
}

/** Minutes, billable minutes and their cost (hours × the person's hourly cost) per `key`. */
function timeTotals(scope: Scope, key: 'project_id' | 'user_id', where: SQL) {
  return sql`(
    select s.${sql.raw(key)} as key,
      sum(s.duration_minutes) as minutes,
      coalesce(sum(s.duration_minutes) filter (where s.is_billable), 0) as billable,
      sum(s.duration_minutes * coalesce(pr.hourly_cost, 0) / 60.0) as cost
    from time_sessions s join profiles pr on pr.id = s.user_id
    where s.organization_id = ${scope.organizationId} and ${where}
    group by 1)`;
}

/** Effort lines and overhead per project. */
function budgetTotals(scope: Scope) {
  return sql`(
    select p.id as key,
      coalesce((select sum(e.total_cost) from project_budgets_effort e where e.project_id = p.id), 0) as effort,
      coalesce((select sum(o.amount) from project_budgets_overhead o where o.project_id = p.id), 0) as overhead
    from projects p where p.organization_id = ${scope.organizationId})`;
}

const hoursOf = (minutes: SQL) => sql`round(coalesce(${minutes}, 0) / 60.0, 2)::float8`;
const money = (amount: SQL) => sql`round(coalesce(${amount}, 0), 2)::float8`;
const day = (timestamp: SQL) => sql`to_char((${timestamp} at time zone 'UTC')::date, 'YYYY-MM-DD')`;

function projectSummary(scope: Scope): ReportStatement {
  return {
    base: sql`
      select p.id as "_id",
        p.project_code as "projectCode", p.name as "projectName", c.name as "customer",
        pg.name as "program", p.status as "status", pm.full_name as "projectManager",
        p.start_date::text as "startDate", p.end_date::text as "endDate",
        ${money(sql`b.effort + b.overhead`)} as "budget",
        ${hoursOf(sql`t.minutes`)} as "hours",
        ${hoursOf(sql`t.billable`)} as "billableHours",
        ${money(sql`t.cost`)} as "actualCost",
        coalesce(a.complete, 0) as "percentComplete",
        coalesce(a.n, 0)::int as "activities",
        coalesce(r.n, 0)::int as "openRisks"
      from projects p
      join programs pg on pg.id = p.program_id
      join customers c on c.id = pg.customer_id
      left join profiles pm on pm.id = p.project_manager_id
      left join ${budgetTotals(scope)} b on b.key = p.id
      left join ${timeTotals(scope, 'project_id', sessionsIn(scope, 's'))} t on t.key = p.id
      left join (
        select project_id, count(*) filter (where not is_milestone) as n,
          round(avg(percent_complete) filter (where not is_milestone))::int as complete
        from project_activities where organization_id = ${scope.organizationId} group by 1
      ) a on a.project_id = p.id
      left join (
        select project_id, count(*) as n from risk_register
        where organization_id = ${scope.organizationId} and status <> 'mitigated' group by 1
      ) r on r.project_id = p.id
      where p.organization_id = ${scope.organizationId}`,
    defaultOrder: sql`"projectName", "_id"`,
  };
}

function resourceUtilization(scope: Scope): ReportStatement {
  const weeks = sql`(${scope.range.to}::date - ${scope.range.from}::date + 1) / 7.0`;
  const target = sql`coalesce(ut.target_hours_per_week, o.default_target_hours_per_week) * ${weeks}`;
  return {
    base: sql`
      select pr.id as "_id",
        pr.full_name as "name", pr.email as "email", pr.job_title as "jobTitle",
        coalesce(d.name, pr.department) as "department", coalesce(tm.name, pr.team) as "team",
        ${hoursOf(sql`t.minutes`)} as "hours",
        ${hoursOf(sql`t.billable`)} as "billableHours",
        case when coalesce(t.minutes, 0) = 0 then 0
          else round(100.0 * t.billable / t.minutes)::int end as "billablePercent",
        round(${target}, 2)::float8 as "targetHours",
        case when ${target} > 0 then round(coalesce(t.minutes, 0) / 60.0 / ${target} * 100)::int end
          as "hoursAgainstTarget",
        coalesce(ut.target_billable_percentage, o.default_target_billable_percentage)
          as "targetBillablePercent",
        coalesce(cap.allocated, 0)::int as "allocatedPercent"
      from profiles pr
      join organizations o on o.id = pr.organization_id
      left join departments d on d.id = pr.department_id
      left join teams tm on tm.id = pr.team_id
      left join utilization_targets ut on ut.resource_id = pr.id
      left join ${timeTotals(scope, 'user_id', sessionsIn(scope, 's'))} t on t.key = pr.id
      left join (
        select resource_id, sum(capacity_percentage) as allocated from resource_capacity
        where organization_id = ${scope.organizationId} and start_date <= ${scope.range.to}
          and (end_date is null or end_date >= ${scope.range.to})
        group by 1
      ) cap on cap.resource_id = pr.id
      where pr.organization_id = ${scope.organizationId} and pr.is_active`,
    defaultOrder: sql`"name", "_id"`,
  };
}

function budgetAnalysis(scope: Scope): ReportStatement {
  const toDate = sql`s.end_time is not null and s.start_time < ${startOf(addDays(scope.range.to, 1))}`;
  const total = sql`(b.effort + b.overhead)`;
  return {
    base: sql`
      select p.id as "_id",
        p.project_code as "projectCode", p.name as "projectName", c.name as "customer",
        p.status as "status",
        ${money(sql`b.effort`)} as "effortBudget",
        ${money(sql`b.overhead`)} as "overheadBudget",
        ${money(total)} as "totalBudget",
        ${money(sql`inrange.cost`)} as "spentInRange",
        ${money(sql`todate.cost`)} as "spentToDate",
        ${money(sql`${total} - coalesce(todate.cost, 0)`)} as "remaining",
        case when ${total} > 0 then round(coalesce(todate.cost, 0) / ${total} * 100)::int end
          as "burnPercent",
        ${money(sql`paid.amount`)} as "paymentsReceived"
      from projects p
      join programs pg on pg.id = p.program_id
      join customers c on c.id = pg.customer_id
      join ${budgetTotals(scope)} b on b.key = p.id
      left join ${timeTotals(scope, 'project_id', sessionsIn(scope, 's'))} inrange on inrange.key = p.id
      left join ${timeTotals(scope, 'project_id', toDate)} todate on todate.key = p.id
      left join (
        select project_id, sum(amount) as amount from payment_milestones
        where organization_id = ${scope.organizationId} and status = 'received' group by 1
      ) paid on paid.project_id = p.id
      where p.organization_id = ${scope.organizationId}`,
    defaultOrder: sql`"projectName", "_id"`,
  };
}

function timeTracking(scope: Scope): ReportStatement {
  const clock = (timestamp: SQL) =>
    sql`to_char(${timestamp} at time zone 'UTC', 'YYYY-MM-DD HH24:MI')`;
  return {
    base: sql`
      select s.id as "_id", s.start_time as "_start",
        ${day(sql`s.start_time`)} as "date",
        pr.full_name as "person", pr.email as "email",
        p.project_code as "projectCode", p.name as "projectName", a.name as "activity",
        s.session_notes as "notes",
        ${clock(sql`s.start_time`)} as "startTime", ${clock(sql`s.end_time`)} as "endTime",
        ${hoursOf(sql`s.duration_minutes`)} as "hours",
        s.is_billable as "billable",
        ${money(sql`s.duration_minutes * coalesce(pr.hourly_cost, 0) / 60.0`)} as "cost"
      from time_sessions s
      join profiles pr on pr.id = s.user_id
      join projects p on p.id = s.project_id
      left join project_activities a on a.id = s.activity_id
      where s.organization_id = ${scope.organizationId} and ${sessionsIn(scope, 's')}`,
    defaultOrder: sql`"_start", "_id"`,
  };
}

function riskAssessment(scope: Scope): ReportStatement {
  return {
    base: sql`
      select r.id as "_id", array_position(array['critical','high','medium','low'], r.risk_level) as "_severity",
        p.project_code as "projectCode", p.name as "projectName",
        r.risk_description as "description", r.risk_level as "level", r.status as "status",
        r.impact as "impact", r.mitigation_plan as "mitigationPlan",
        ${day(sql`r.created_at`)} as "raised", ${day(sql`r.updated_at`)} as "updated",
        case when r.status <> 'mitigated'
          then ${scope.range.to}::date - (r.created_at at time zone 'UTC')::date end as "daysOpen"
      from risk_register r
      join projects p on p.id = r.project_id
      where r.organization_id = ${scope.organizationId}
        and r.created_at < ${startOf(addDays(scope.range.to, 1))}
        and not (r.status = 'mitigated' and r.updated_at < ${startOf(scope.range.from)})`,
    defaultOrder: sql`"_severity", "raised", "_id"`,
  };
}

const STATEMENTS: Record<ReportType, (scope: Scope) => ReportStatement> = {
  project_summary: projectSummary,
  resource_utilization: resourceUtilization,
  budget_analysis: budgetAnalysis,
  time_tracking: timeTracking,
  risk_assessment: riskAssessment,
};

export type ReportSelection = {
  type: ReportType;
  fields: readonly string[];
  sort?: string | undefined;
  dir: 'asc' | 'desc';
};

/**
 * The chosen fields of a report in its order: by the sort field when given (ties by the row's id,
 * so pages never overlap), else the type's own order. Field names were checked against the
 * type's list before they get here; they go in as quoted identifiers.
 */
export function reportSelect(scope: Scope, selection: ReportSelection): SQL {
  const { base, defaultOrder } = STATEMENTS[selection.type](scope);
  const columns = sql.join(
    selection.fields.map((key) => sql.identifier(key)),
    sql`, `,
  );
  const order = selection.sort
    ? sql`${sql.identifier(selection.sort)} ${sql.raw(selection.dir)} nulls last, "_id"`
    : defaultOrder;
  return sql`select ${columns} from (${base}) report order by ${order}`;
}

/** How many rows the report has. */
export function reportCount(scope: Scope, type: ReportType): SQL {
  return sql`select count(*)::int as n from (${STATEMENTS[type](scope).base}) report`;
}
