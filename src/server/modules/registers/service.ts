import { desc, type SQL } from 'drizzle-orm';
import {
  dependencyInputSchema,
  dependencySchema,
  dependencyUpdateSchema,
  integrationInputSchema,
  integrationSchema,
  integrationUpdateSchema,
  riskInputSchema,
  riskSchema,
  riskUpdateSchema,
} from '../../../shared/schemas/registers';
import type { Transaction } from '../../db/client';
import type { TenantContext } from '../../db/tenant';
import { dependencyRegister, integrationRegister, riskRegister } from '../../db/schema/registers';
import { declareProjectChild } from '../project-children/declare';
import { givenFields } from '../project-children/given-fields';

// The Risks, Dependencies and Integrations tabs: each a register of entries, newest first,
// whose status moves freely among its values. They have no rules beyond their schemas.

type Register = typeof riskRegister | typeof dependencyRegister | typeof integrationRegister;

/** A register's entries matching `where`, newest first, as the API shows them. */
const entriesOf =
  <T extends Register>(table: T) =>
  async (tx: Transaction, _ctx: TenantContext, where: SQL) => {
    // Drizzle cannot select from a generic table: select from the union, typed as T's rows.
    const rows: T['$inferSelect'][] = await tx
      .select()
      .from(table as Register)
      .where(where)
      .orderBy(desc(table.createdAt), desc(table.id));
    return rows.map(toEntry);
  };

function toEntry<Row extends { organizationId: string; createdAt: Date; updatedAt: Date }>(
  row: Row,
): Omit<Row, 'organizationId' | 'createdAt' | 'updatedAt'> & { createdAt: string } {
  const { organizationId: _o, updatedAt: _u, createdAt, ...entry } = row;
  return { ...entry, createdAt: createdAt.toISOString() };
}

export const risks = declareProjectChild({
  path: 'risks',
  param: 'entryId',
  tag: 'risks',
  entityType: 'risk',
  notFound: 'Risk not found',
  table: riskRegister,
  schemas: { input: riskInputSchema, update: riskUpdateSchema, output: riskSchema },
  summaries: {
    list: "A project's risk register, newest first",
    create: 'Add a risk (level medium, status potential unless chosen)',
    update: 'Change a risk or move its status (only the fields given)',
    delete: 'Delete a risk',
  },
  read: entriesOf(riskRegister),
  columns: givenFields,
});

export const dependencies = declareProjectChild({
  path: 'dependencies',
  param: 'entryId',
  tag: 'dependencies',
  entityType: 'dependency',
  notFound: 'Dependency not found',
  table: dependencyRegister,
  schemas: {
    input: dependencyInputSchema,
    update: dependencyUpdateSchema,
    output: dependencySchema,
  },
  summaries: {
    list: "A project's dependency register, newest first",
    create: 'Add a dependency (type internal, status open unless chosen)',
    update: 'Change a dependency or move its status (only the fields given)',
    delete: 'Delete a dependency',
  },
  read: entriesOf(dependencyRegister),
  columns: givenFields,
});

export const integrations = declareProjectChild({
  path: 'integrations',
  param: 'entryId',
  tag: 'integrations',
  entityType: 'integration',
  notFound: 'Integration not found',
  table: integrationRegister,
  schemas: {
    input: integrationInputSchema,
    update: integrationUpdateSchema,
    output: integrationSchema,
  },
  summaries: {
    list: "A project's integration register, newest first",
    create: 'Add an integration (type api, status planned unless chosen)',
    update: 'Change an integration or move its status (only the fields given)',
    delete: 'Delete an integration',
  },
  read: entriesOf(integrationRegister),
  columns: givenFields,
});
