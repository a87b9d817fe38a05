import { eq } from 'drizzle-orm';
import type { TimeEntryRow } from '../../../shared/domain/time-import';
import { NOT_OWN_TIME } from '../../../shared/schemas/time-import';
import type { Transaction } from '../../db/client';
import { profiles } from '../../db/schema/organizations';
import { customers, programs, projectActivities, projects } from '../../db/schema/portfolio';
import type { TenantContext } from '../../db/tenant';

export type Person = { id: string; fullName: string; email: string; timeZone: string };
type Project = {
  id: string;
  name: string;
  projectCode: string | null;
  billable: boolean;
  customerName: string;
};
type Activity = { id: string; name: string };

/** The organization's people, customers, projects and activities, keyed the ways a file names them. */
export type Directory = {
  peopleByEmail: Map<string, Person>;
  peopleByName: Map<string, Person[]>;
  customerNames: Set<string>;
  projectsByName: Map<string, Project[]>;
  projectsByCode: Map<string, Project>;
  activities: Map<string, Map<string, Activity>>;
};

/** A row matched to Stint: who, on what, and the activity its task names (if any has it). */
export type MatchedRow = {
  row: TimeEntryRow;
  person: Person;
  project: Project;
  activity: Activity | null;
  unmatchedTask: string | null;
};

const key = (text: string) => text.trim().toLowerCase();
function push<T>(map: Map<string, T[]>, name: string, item: T) {
  const items = map.get(name);
  if (items) items.push(item);
  else map.set(name, [item]);
}

/** Reads the caller's organization once for matching every row of a file. */
export async function loadDirectory(tx: Transaction, ctx: TenantContext): Promise<Directory> {
  const org = ctx.organizationId;
  // One after another: a transaction's statements share one connection.
  const people = await tx
    .select({
      id: profiles.id,
      fullName: profiles.fullName,
      email: profiles.email,
      timeZone: profiles.timeZone,
    })
    .from(profiles)
    .where(eq(profiles.organizationId, org));
  const customerRows = await tx
    .select({ name: customers.name })
    .from(customers)
    .where(eq(customers.organizationId, org));
  const projectRows = await tx
    .select({
      id: projects.id,
      name: projects.name,
      projectCode: projects.projectCode,
      billable: projects.billable,
      customerName: customers.name,
    })
    .from(projects)
    .innerJoin(programs, eq(programs.id, projects.programId))
    .innerJoin(customers, eq(customers.id, programs.customerId))
    .where(eq(projects.organizationId, org));
  const activityRows = await tx
    .select({
      id: projectActivities.id,
      name: projectActivities.name,
      projectId: projectActivities.projectId,
    })
    .from(projectActivities)
    .where(eq(projectActivities.organizationId, org));
  const directory: Directory = {
    peopleByEmail: new Map(),
    peopleByName: new Map(),
    customerNames: new Set(customerRows.map((c) => key(c.name))),
    projectsByName: new Map(),
    projectsByCode: new Map(),
    activities: new Map(),
  };
  for (const person of people) {
    directory.peopleByEmail.set(key(person.email), person);
    push(directory.peopleByName, key(person.fullName), person);
  }
  for (const project of projectRows) {
    push(directory.projectsByName, key(project.name), project);
    if (project.projectCode) directory.projectsByCode.set(key(project.projectCode), project);
  }
  for (const { projectId, ...activity } of activityRows) {
    const named = directory.activities.get(projectId) ?? new Map<string, Activity>();
    // The first of two activities with one name wins, as in the tracker's select.
    if (!named.has(key(activity.name))) named.set(key(activity.name), activity);
    directory.activities.set(projectId, named);
  }
  return directory;
}

/** The person of a row: by email, falling back to the full name when that is unambiguous. */
function matchPerson(directory: Directory, row: TimeEntryRow): Person | string {
  const byEmail = row.personEmail ? directory.peopleByEmail.get(row.personEmail) : undefined;
  if (byEmail) return byEmail;
  const named = row.personName ? (directory.peopleByName.get(key(row.personName)) ?? []) : [];
  if (named.length === 1) return named[0]!;
  if (named.length > 1) return `Several people are named ${row.personName}; add their email`;
  return `Person not found: ${row.personEmail ?? row.personName}`;
}

/**
 * The project of a row: Harvest's project code first, then the name; when the row names a
 * client (a customer in Stint) the project must be one of that customer's.
 */
function matchProject(directory: Directory, row: TimeEntryRow): Project | string {
  const client = row.client ? key(row.client) : null;
  if (client && !directory.customerNames.has(client)) return `Client not found: ${row.client}`;
  const ofClient = (project: Project) => !client || key(project.customerName) === client;
  const byCode = row.projectCode ? directory.projectsByCode.get(key(row.projectCode)) : undefined;
  if (byCode && ofClient(byCode)) return byCode;
  const named = directory.projectsByName.get(key(row.project)) ?? [];
  const candidates = named.filter(ofClient);
  if (candidates.length === 1) return candidates[0]!;
  if (candidates.length > 1) return `Several projects are named ${row.project}; add the client`;
  if (named.length > 0) return `Project not found for client ${row.client}: ${row.project}`;
  return `Project not found: ${row.project}`;
}

/**
 * Matches a row to the organization's person, project and activity, or says why it cannot.
 * Without time.import_any only the caller's own rows may come in.
 */
export function matchRow(
  directory: Directory,
  ctx: TenantContext,
  canImportAny: boolean,
  row: TimeEntryRow,
): MatchedRow | string {
  const person = matchPerson(directory, row);
  if (typeof person === 'string') return person;
  if (!canImportAny && person.id !== ctx.actorId) return NOT_OWN_TIME;
  const project = matchProject(directory, row);
  if (typeof project === 'string') return project;
  const activity = row.task
    ? (directory.activities.get(project.id)?.get(key(row.task)) ?? null)
    : null;
  return { row, person, project, activity, unmatchedTask: row.task && !activity ? row.task : null };
}
