import {
  and,
  asc,
  count,
  eq,
  ilike,
  inArray,
  or,
  type SQL,
  sql,
  type SQLWrapper,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { ProjectStatus } from '../../../shared/domain/project-status';
import type {
  Project,
  ProjectChoice,
  projectChoiceQuerySchema,
  ProjectPage,
  projectQuerySchema,
  ProjectSort,
} from '../../../shared/schemas/projects';
import type { Database, Executor } from '../../db/client';
import { PLANNED_EACH_CALL, prepared, preparedForShape } from '../../db/pg-prepared-statements';
import {
  likePattern,
  pageOrder,
  type PageShape,
  pageShape,
  pageValues,
  readPage,
} from '../../db/paging';
import { profiles } from '../../db/schema/organizations';
import { customers, programs, projects } from '../../db/schema/portfolio';
import { type TenantContext, withTenant } from '../../db/tenant';
import { notFound } from '../../http/errors';
import { badgeOf, earliestActivityEnd, PROJECT_NOT_FOUND, seesOnlyOwnProjects } from './access';

type Query = z.output<typeof projectQuerySchema>;
type ChoiceQuery = z.output<typeof projectChoiceQuerySchema>;
/** What reading projects needs: today's day, for the badges. */
type Options = { today: () => string };

const pm = alias(profiles, 'pm');
const pmHead = alias(profiles, 'pm_head');
const rm = alias(profiles, 'rm');

const SORTS = {
  name: projects.name,
  projectCode: projects.projectCode,
  customerName: customers.name,
  startDate: projects.startDate,
  endDate: projects.endDate,
  status: projects.status,
  createdAt: projects.createdAt,
} as const satisfies Record<ProjectSort, unknown>;

/**
 * The projects the caller may see: the organization's, or, for one who sees only their own
 * (seesOnlyOwnProjects), those they manage. `values` are the caller's ids, or placeholders for
 * them in a prepared statement.
 */
function visibleTo(
  own: boolean,
  values: { organizationId: SQLWrapper | string; actorId: SQLWrapper | string },
): SQL[] {
  const filters = [eq(projects.organizationId, values.organizationId)];
  if (own) filters.push(eq(projects.projectManagerId, values.actorId));
  return filters;
}

/** Projects whose name or code, or whose program's or customer's name, holds `pattern`. */
function matching(pattern: SQLWrapper | string): SQL {
  return or(
    ilike(projects.name, pattern),
    ilike(projects.projectCode, pattern),
    ilike(programs.name, pattern),
    ilike(customers.name, pattern),
  )!;
}

/**
 * Projects with their program, customer and managers. The program and customer are left joins
 * though every project has both (foreign keys, of its own organization: same-organization.sql.ts):
 * Postgres guesses that the row-level security condition of a joined table drops most rows, so
 * over inner joins it joined every project of the organization before it took a page (16 ms for
 * 2,000 projects); over left joins it reads a page off the index and joins those alone (1 ms).
 */
function selectProjects<Extra extends Record<string, SQL> = Record<never, SQL>>(
  tx: Executor,
  extra = {} as Extra,
) {
  return tx
    .select({
      project: projects,
      programName: programs.name,
      customerId: customers.id,
      customerName: customers.name,
      pm: { id: pm.id, fullName: pm.fullName },
      pmHead: { id: pmHead.id, fullName: pmHead.fullName },
      rm: { id: rm.id, fullName: rm.fullName },
      ...extra,
    })
    .from(projects)
    .leftJoin(programs, eq(programs.id, projects.programId))
    .leftJoin(customers, eq(customers.id, programs.customerId))
    .leftJoin(pm, eq(pm.id, projects.projectManagerId))
    .leftJoin(pmHead, eq(pmHead.id, projects.pmHeadId))
    .leftJoin(rm, eq(rm.id, projects.resourceManagerId));
}

type Row = Awaited<ReturnType<typeof selectProjects>>[number];

/** A row as the API answers it, with its badge (badgeOf). */
function toProject(r: Row, badge: string): Project {
  return {
    id: r.project.id,
    name: r.project.name,
    projectCode: r.project.projectCode,
    description: r.project.description,
    programId: r.project.programId,
    // Never null: see selectProjects.
    programName: r.programName!,
    customerId: r.customerId!,
    customerName: r.customerName!,
    startDate: r.project.startDate,
    endDate: r.project.endDate,
    revenue: r.project.revenue == null ? null : Number(r.project.revenue),
    status: r.project.status as ProjectStatus,
    badge,
    projectManager: r.pm?.id ? r.pm : null,
    pmHead: r.pmHead?.id ? r.pmHead : null,
    resourceManager: r.rm?.id ? r.rm : null,
    createdAt: r.project.createdAt.toISOString(),
  };
}

/**
 * One page of the projects the caller may see, with their program, customer, managers and
 * badge, searched, filtered by status and sorted (newest first by default), with the total.
 */
export function findProjects(
  db: Database,
  ctx: TenantContext,
  query: Query,
  options: Options,
): Promise<ProjectPage> {
  return withTenant(db, ctx, async (tx) => {
    const shape: ProjectPageShape = {
      ...pageShape(query),
      own: seesOnlyOwnProjects(ctx),
      status: query.status !== undefined,
    };
    const statements = preparedForShape(tx, 'projects_page', shape, preparePage);
    const values = {
      organizationId: ctx.organizationId,
      actorId: ctx.actorId,
      status: query.status ?? null,
      ...pageValues(query),
    };
    const { rows, total } = await readPage(statements, values);
    const today = options.today();
    return {
      rows: rows.map((r) => toProject(r, badgeOf(r.project.status, r.earliestEnd, today))),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  });
}

type ProjectPageShape = PageShape<ProjectSort> & {
  /** Whether the caller sees only their own projects (visibleTo). */
  own: boolean;
  status: boolean;
};

/**
 * A page of projects and the count of all it is taken from, with placeholders for the caller,
 * the search's pattern, the statuses and the window. Planned on every call: the best plan
 * depends on the organization's size and the search.
 */
function preparePage(executor: Executor, shape: ProjectPageShape) {
  const organizationId = sql.placeholder('organizationId');
  const filters = visibleTo(shape.own, { organizationId, actorId: sql.placeholder('actorId') });
  if (shape.search) filters.push(matching(sql.placeholder('pattern')));
  if (shape.status) filters.push(sql`${projects.status} = any(${sql.placeholder('status')})`);
  const where = and(...filters);
  const order = pageOrder(SORTS[shape.sort], shape.direction, projects.id);
  const limit = sql.placeholder('limit');
  const offset = sql.placeholder('offset');
  // Each with the earliest end of its activities, for its badge.
  const withEnd = { earliestEnd: earliestActivityEnd(organizationId, projects.id) };
  // A page by the projects' own columns is chosen from the projects alone, then joined: sorted
  // after the joins, every project was joined first (12 ms for 2,000 by name). A search, or
  // the customer's name, needs the joins to choose.
  const page =
    !shape.search && shape.sort !== 'customerName'
      ? selectProjects(executor, withEnd)
          // An array, not IN: the page's ids, then each looked up by its key.
          .where(
            sql`${projects.id} = any(array(${executor
              .select({ id: projects.id })
              .from(projects)
              .where(where)
              .orderBy(...order)
              .limit(limit)
              .offset(offset)}))`,
          )
          .orderBy(...order)
      : selectProjects(executor, withEnd)
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset);
  // Postgres leaves out the joins when no search refers to them.
  const total = executor
    .select({ total: count() })
    .from(projects)
    .leftJoin(programs, eq(programs.id, projects.programId))
    .leftJoin(customers, eq(customers.id, programs.customerId))
    .where(where);
  return { page: page.prepare(PLANNED_EACH_CALL), total: total.prepare(PLANNED_EACH_CALL) };
}

/** One project the caller may see (404 otherwise), as the list shows it. */
export function getProject(
  db: Database,
  ctx: TenantContext,
  id: string,
  options: Options,
): Promise<Project> {
  return withTenant(db, ctx, async (tx) => {
    // One read, with what its badge needs: a project the caller may not see is not found, as
    // getVisibleProject says.
    const name = seesOnlyOwnProjects(ctx) ? 'project_detail_own' : 'project_detail';
    const read = prepared(tx, name, (executor) => prepareDetail(executor, ctx, name));
    const [row] = await read.execute({
      id,
      organizationId: ctx.organizationId,
      actorId: ctx.actorId,
    });
    if (!row) throw notFound(PROJECT_NOT_FOUND);
    return toProject(row, badgeOf(row.project.status, row.earliestEnd, options.today()));
  });
}

/**
 * The project page's read, planned once a connection (it opens every project page): one
 * statement for each way of seeing projects (visibleTo).
 */
function prepareDetail(executor: Executor, ctx: TenantContext, name: string) {
  const organizationId = sql.placeholder('organizationId');
  const visible = visibleTo(seesOnlyOwnProjects(ctx), {
    organizationId,
    actorId: sql.placeholder('actorId'),
  });
  return selectProjects(executor, { earliestEnd: earliestActivityEnd(organizationId, projects.id) })
    .where(and(eq(projects.id, sql.placeholder('id')), ...visible))
    .prepare(name);
}

/**
 * Projects to pick from (a capacity allocation, a filter): those the caller may see, by name,
 * at most `limit`, searched like the list and filtered by status.
 */
export function findProjectChoices(
  db: Database,
  ctx: TenantContext,
  query: ChoiceQuery,
): Promise<ProjectChoice[]> {
  return withTenant(db, ctx, async (tx) => {
    const filters = visibleTo(seesOnlyOwnProjects(ctx), ctx);
    if (query.search) filters.push(matching(likePattern(query.search)));
    if (query.status) filters.push(inArray(projects.status, query.status));
    const rows = await tx
      .select({
        id: projects.id,
        name: projects.name,
        projectCode: projects.projectCode,
        customerName: customers.name,
        status: projects.status,
      })
      .from(projects)
      .innerJoin(programs, eq(programs.id, projects.programId))
      .innerJoin(customers, eq(customers.id, programs.customerId))
      .where(and(...filters))
      .orderBy(asc(projects.name), asc(projects.id))
      .limit(query.limit);
    return rows.map((row) => ({ ...row, status: row.status as ProjectStatus }));
  });
}
