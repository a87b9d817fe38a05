import { and, eq } from 'drizzle-orm';
import { rowLabel } from '../../../shared/domain/csv';
import { RESOURCES_UNKNOWN_USER, readResourceRows } from '../../../shared/domain/resource-import';
import type { CsvImportResult } from '../../../shared/schemas/csv-import';
import type { Database, Transaction } from '../../db/client';
import { anyOf } from '../../db/column-arrays';
import { departments, profiles, teams } from '../../db/schema/organizations';
import type { TenantContext } from '../../db/tenant';
import { together } from '../../db/together';
import { auditUpdateAll, type Change } from '../audit/change';
import { recordImport } from '../imports/record-import';
import { assertImportableFile } from '../imports/refuse-file';
import {
  EMAIL_TAKEN,
  type Inviter,
  insertInvitedPeople,
  inviterOf,
  unsafeFindAccountsByEmail,
} from '../users/service';
import { type ProfileChanges, updateProfiles } from './profile-changes';

/** A person's fields as a resources CSV row or a Bulk Resources row gives them. */
export type PersonRow = {
  fullName: string;
  /** Lower case. */
  email: string;
  employeeId?: string | null;
  jobTitle?: string | null;
  department?: string | null;
  team?: string | null;
  hourlyCost?: number | null;
  locationCountry?: string | null;
  managerEmail?: string | null;
};

export type RowOutcome = { kind: 'created' | 'updated' } | { kind: 'failed'; error: string };

export type PeopleWriteOptions = {
  /** Unknown emails become invited people; otherwise they get `unknownUser`. */
  invite: boolean;
  unknownUser: string;
  publicUrl: string;
};

type Profile = typeof profiles.$inferSelect;

// How many refused rows an import's audit row names: enough to find them by, bounded.
const AUDITED_ERRORS = 100;

/** The row errors an import's audit row keeps. */
export const auditedErrors = <T>(errors: readonly T[]) => errors.slice(0, AUDITED_ERRORS);

/** The profiles of this organization among these accounts. */
function findOwnProfiles(tx: Transaction, ctx: TenantContext, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .select()
    .from(profiles)
    .where(and(eq(profiles.organizationId, ctx.organizationId), anyOf(profiles.id, ids)));
}

/**
 * The organization's departments and teams, to resolve a row's department and team text by
 * name (without regard to case): a team is looked for in the row's department (or the
 * person's), else by its name alone when only one team has it.
 */
async function structureOf(tx: Transaction, ctx: TenantContext) {
  const [departmentRows, teamRows] = await together([
    tx
      .select({ id: departments.id, name: departments.name })
      .from(departments)
      .where(eq(departments.organizationId, ctx.organizationId)),
    tx
      .select({ id: teams.id, name: teams.name, departmentId: teams.departmentId })
      .from(teams)
      .where(eq(teams.organizationId, ctx.organizationId)),
  ]);
  const key = (name: string) => name.trim().toLowerCase();
  const departmentByName = new Map(departmentRows.map((d) => [key(d.name), d.id]));
  return {
    departmentId: (name: string) => departmentByName.get(key(name)) ?? null,
    teamId: (name: string, departmentId: string | null) => {
      const named = teamRows.filter((t) => key(t.name) === key(name));
      if (departmentId) return named.find((t) => t.departmentId === departmentId)?.id ?? null;
      return named.length === 1 ? named[0]!.id : null;
    },
  };
}

/**
 * What a row changes of a person: its name, every field it fills (an empty cell leaves the
 * field as it is), and the department and team ids its texts name (none when they name none).
 */
function changesOf(
  row: PersonRow,
  current: Profile | null,
  structure: Awaited<ReturnType<typeof structureOf>>,
): ProfileChanges {
  const wanted: ProfileChanges = { fullName: row.fullName };
  const texts = ['employeeId', 'jobTitle', 'locationCountry', 'managerEmail'] as const;
  for (const field of texts) {
    const value = row[field];
    if (value != null && value !== '') wanted[field] = value;
  }
  if (row.hourlyCost != null) wanted.hourlyCost = row.hourlyCost.toFixed(2);
  if (row.department) {
    wanted.department = row.department;
    wanted.departmentId = structure.departmentId(row.department);
  }
  if (row.team) {
    wanted.team = row.team;
    wanted.teamId = structure.teamId(
      row.team,
      wanted.departmentId !== undefined ? wanted.departmentId : (current?.departmentId ?? null),
    );
  }
  return wanted;
}

/** The fields of `wanted` that differ from `current`, with their old values. */
function difference(current: Profile, wanted: ProfileChanges) {
  const oldValues: Record<string, unknown> = {};
  const newValues: ProfileChanges = {};
  for (const [field, value] of Object.entries(wanted) as [keyof ProfileChanges, unknown][]) {
    if (current[field] === value) continue;
    oldValues[field] = current[field];
    (newValues as Record<string, unknown>)[field] = value;
  }
  return { oldValues, newValues, changed: Object.keys(newValues).length > 0 };
}

/**
 * Writes people rows in the caller's transaction (the server's own, scoped by hand: inviting
 * touches the sign-in tables). A known email of this organization updates that person, with
 * an UPDATE audit row of the old and new values; an unknown one is invited when `invite` is
 * set (CREATE audit row, invitation mail) or refused with `unknownUser`; an email of another
 * organization is never touched, and is told apart from an unknown one only where inviting it
 * was asked for. A later row of the same email updates the person as the earlier rows left them.
 */
export async function writePeopleRows(
  tx: Transaction,
  ctx: TenantContext,
  rows: readonly PersonRow[],
  options: PeopleWriteOptions,
): Promise<RowOutcome[]> {
  const accounts = await unsafeFindAccountsByEmail(tx, [...new Set(rows.map((r) => r.email))]);
  const own = await findOwnProfiles(
    tx,
    ctx,
    accounts.map((a) => a.id),
  );
  const current = new Map(own.map((p) => [p.email.toLowerCase(), p]));
  const takenElsewhere = new Set(
    accounts.filter((a) => !current.has(a.email.toLowerCase())).map((a) => a.email.toLowerCase()),
  );
  const structure = await structureOf(tx, ctx);
  let inviter: Inviter | null = null;

  const outcomes: RowOutcome[] = [];
  const changes = new Map<string, ProfileChanges>();
  const audits: Change[] = [];
  // New people are invited together (insertInvitedPeople); a later row of an email still
  // waiting to be invited first has the waiting ones written, then updates its person.
  const waiting = new Map<string, { row: PersonRow; index: number }>();
  const inviteWaiting = async () => {
    if (waiting.size === 0) return;
    const pending = [...waiting.values()];
    waiting.clear();
    inviter ??= await inviterOf(tx, ctx);
    const added = await insertInvitedPeople(
      tx,
      ctx,
      inviter,
      pending.map(({ row }) => {
        const { departmentId, teamId } = changesOf(row, null, structure);
        return {
          fullName: row.fullName,
          email: row.email,
          role: 'tracked_employee' as const,
          employeeId: row.employeeId ?? null,
          jobTitle: row.jobTitle ?? null,
          hourlyCost: row.hourlyCost ?? null,
          locationCountry: row.locationCountry ?? null,
          managerEmail: row.managerEmail ?? null,
          // The texts as the file gives them, the ids of what they name in the organization.
          placement: {
            department: row.department ?? null,
            team: row.team ?? null,
            departmentId: departmentId ?? null,
            teamId: teamId ?? null,
          },
        };
      }),
      options.publicUrl,
    );
    for (const [i, { row, index }] of pending.entries()) {
      current.set(row.email, added[i]!);
      outcomes[index] = { kind: 'created' };
    }
  };
  for (const [index, row] of rows.entries()) {
    if (takenElsewhere.has(row.email)) {
      outcomes[index] = {
        kind: 'failed',
        error: options.invite ? EMAIL_TAKEN : options.unknownUser,
      };
      continue;
    }
    if (waiting.has(row.email)) await inviteWaiting();
    const person = current.get(row.email);
    if (person) {
      const { oldValues, newValues, changed } = difference(
        person,
        changesOf(row, person, structure),
      );
      if (changed) {
        // Written together once every row is read: the person as this row leaves them.
        current.set(row.email, { ...person, ...newValues });
        changes.set(person.id, { ...changes.get(person.id), ...newValues });
        audits.push({ entityType: 'user', entityId: person.id, oldValues, newValues });
      }
      outcomes[index] = { kind: 'updated' };
      continue;
    }
    if (!options.invite) {
      outcomes[index] = { kind: 'failed', error: options.unknownUser };
      continue;
    }
    waiting.set(row.email, { row, index });
  }
  await inviteWaiting();
  await updateProfiles(tx, ctx, changes);
  await auditUpdateAll(tx, ctx, audits);
  return outcomes;
}

/** How many rows were added and updated. */
export function countOutcomes(outcomes: readonly RowOutcome[]) {
  const created = outcomes.filter((o) => o.kind === 'created').length;
  const updated = outcomes.filter((o) => o.kind === 'updated').length;
  return { created, updated };
}

/**
 * Imports people from a resources CSV (writePeopleRows): new emails are invited only when
 * `inviteNewPeople` is set, else each gets the resources page's 'User does not exist...'. The
 * rows, the import log and the audit rows are written in one transaction; bad rows reported.
 */
export async function importResources(
  db: Database,
  ctx: TenantContext,
  file: { fileName: string; content: string; inviteNewPeople?: boolean },
  publicUrl: string,
): Promise<CsvImportResult> {
  const read = readResourceRows(file.content);
  assertImportableFile(read);
  const invite = file.inviteNewPeople === true;

  return db.transaction(async (tx) => {
    const outcomes = await writePeopleRows(tx, ctx, read.rows, {
      invite,
      unknownUser: RESOURCES_UNKNOWN_USER,
      publicUrl,
    });
    const errors = [...read.errors];
    outcomes.forEach((outcome, i) => {
      if (outcome.kind !== 'failed') return;
      const label = rowLabel(read.rows[i]!.rowNumber);
      errors.push({ row: label, error: `${label}: ${outcome.error}` });
    });
    errors.sort((a, b) => Number(a.row.slice(4)) - Number(b.row.slice(4)));
    const { created, updated } = countOutcomes(outcomes);
    const successful = created + updated;
    const result = {
      total: read.total,
      successful,
      failed: read.total - successful,
      created,
      updated,
      errors,
    };
    await recordImport(tx, ctx, {
      importType: 'resources',
      fileName: file.fileName,
      result,
      details: { created, updated, inviteNewPeople: invite, errors: auditedErrors(errors) },
    });
    return result;
  });
}
