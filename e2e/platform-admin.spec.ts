import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  callApi,
  completeSetupThroughApi,
  signInThroughApi,
  signUpThroughApi,
  uniqueAccount,
} from './support/accounts';
import { baseUrl, expectAccessible, launchBrowser, newPage, screenshot } from './support/browser';
import { waitForMail } from './support/mailbox';

const shot = (name: string) => `platform-admin/${name}`;
const SUSPENDED = 'Your organization is suspended. Contact support to reactivate it.';
const root = path.resolve(import.meta.dirname, '..');
const db = new pg.Pool({ connectionString: inject('databaseUrl'), max: 2 });

/** The operator's way to make a platform admin: the CLI, on the server's own database. */
async function createPlatformAdminWithCli(email: string, password: string) {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      '--import',
      'tsx',
      'src/server/cli.ts',
      'create-platform-admin',
      '--email',
      email,
      '--password',
      password,
      '--name',
      'Pia Platform',
    ],
    { cwd: root, env: { ...process.env, DATABASE_URL: inject('databaseUrl') } },
  );
  return stdout;
}

async function signInAs(context: BrowserContext, email: string, password: string) {
  const response = await context.request.post('/api/auth/sign-in/email', {
    headers: { origin: baseUrl() },
    data: { email, password },
  });
  expect(response.ok()).toBe(true);
}

async function rowAction(page: Page, name: string, action: string) {
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

async function search(page: Page, label: string, text: string, expected: string) {
  await page.getByRole('searchbox', { name: label }).fill(text);
  await page.getByRole('row', { name: new RegExp(expected) }).waitFor();
}

/** Rows left of an organization, per table that has an organization_id (from the catalog). */
async function rowsLeft(organizationId: string): Promise<Record<string, number>> {
  const { rows: tables } = await db.query<{ table_name: string }>(
    `select c.table_name from information_schema.columns c
       join information_schema.tables t using (table_schema, table_name)
      where c.table_schema = 'public' and c.column_name = 'organization_id'
        and t.table_type = 'BASE TABLE'`,
  );
  const left: Record<string, number> = {};
  for (const { table_name } of tables) {
    const { rows } = await db.query<{ n: number }>(
      `select count(*)::int as n from "${table_name}" where organization_id = $1`,
      [organizationId],
    );
    if (rows[0]!.n > 0) left[table_name] = rows[0]!.n;
  }
  const { rows } = await db.query('select 1 from organizations where id = $1', [organizationId]);
  if (rows.length > 0) left.organizations = rows.length;
  return left;
}

describe('the platform console', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await db.end();
  });

  it('suspends an organization whose admin is refused at once, activates it, and deletes another', async () => {
    const operator = uniqueAccount('Operator');
    expect(await createPlatformAdminWithCli(operator.email, operator.password)).toMatch(
      /platform/i,
    );

    // The organization to suspend, with its admin at work in a browser of their own.
    const tenant = uniqueAccount('Suspended');
    await signUpThroughApi(tenant);
    const tenantCookie = await signInThroughApi(tenant);
    await completeSetupThroughApi(tenantCookie);
    await callApi(tenantCookie, 'POST', '/api/v1/customers', { name: 'Scania AB' });
    // The organization to delete, with a customer and a program of its own.
    const doomed = uniqueAccount('Doomed');
    await signUpThroughApi(doomed);
    const doomedCookie = await signInThroughApi(doomed);
    await completeSetupThroughApi(doomedCookie);
    const customer = await callApi<{ id: string }>(doomedCookie, 'POST', '/api/v1/customers', {
      name: 'Doomed Customer',
    });
    await callApi(doomedCookie, 'POST', '/api/v1/programs', {
      name: 'Doomed Program',
      customerId: customer.id,
    });
    const doomedMe = await callApi<{ organization: { id: string } }>(
      doomedCookie,
      'GET',
      '/api/v1/me',
    );
    const doomedId = doomedMe.organization.id;
    expect(Object.keys(await rowsLeft(doomedId)).length).toBeGreaterThan(3);

    const member = await newPage(browser);
    await signInAs(member.context, tenant.email, tenant.password);
    await member.page.goto('/dashboard/customers');
    await member.page.getByRole('cell', { name: 'Scania AB', exact: true }).waitFor();
    // The console is not theirs: the spec's refusal, loaded by its address.
    await member.page.goto('/platform-admin');
    await member.page
      .getByRole('heading', { name: 'Access denied. Platform admin role required.' })
      .waitFor();
    await member.page.goto('/dashboard/customers');
    await member.page.getByRole('cell', { name: 'Scania AB', exact: true }).waitFor();

    // The platform admin, by the console's address.
    const { page, consoleErrors } = await newPage(browser);
    await signInAs(page.context(), operator.email, operator.password);
    await page.goto('/platform-admin');
    await page.getByRole('heading', { name: 'Platform Administration', level: 1 }).waitFor();
    await page.getByText(/\d+ active · \d+ suspended/).waitFor();
    await search(page, 'Search organizations', tenant.organizationName, tenant.organizationName);
    await expectAccessible(page);
    await screenshot(page, shot('01-subscribers'));

    await rowAction(page, tenant.organizationName, 'Suspend');
    await page.getByText('Organization suspended successfully').waitFor();
    const row = page.getByRole('row', { name: new RegExp(tenant.organizationName) });
    await row.getByText('Suspended', { exact: true }).waitFor();

    // Their open tab is told at once (its live stream closes), and so is a reload.
    await member.page.getByRole('heading', { name: SUSPENDED }).waitFor();
    await member.page.goto('/dashboard/programs');
    await member.page.getByRole('heading', { name: SUSPENDED }).waitFor();
    await screenshot(member.page, shot('02-suspended-member'));

    await rowAction(page, tenant.organizationName, 'Activate');
    await page.getByText('Organization activated successfully').waitFor();
    await row.getByText('Active', { exact: true }).waitFor();
    await member.page.getByRole('button', { name: 'Try again' }).click();
    await member.page.getByRole('heading', { name: 'Programs', level: 1 }).waitFor();
    await member.page.getByRole('link', { name: 'Customers' }).first().click();
    await member.page.getByRole('cell', { name: 'Scania AB', exact: true }).waitFor();

    // Edit, refusing a taken subdomain.
    await rowAction(page, tenant.organizationName, 'Edit');
    const dialog = page.getByRole('dialog', { name: 'Edit Subscriber Organization' });
    await dialog.getByLabel('Country').fill('Sweden');
    await dialog.getByLabel('Employees').fill('42');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Organization updated successfully').waitFor();
    await row.getByText('Sweden').waitFor();

    // Permanent delete of the third organization.
    await search(page, 'Search organizations', doomed.organizationName, doomed.organizationName);
    await rowAction(page, doomed.organizationName, 'Delete permanently');
    const confirm = page.getByRole('alertdialog', { name: 'Permanently Delete Organization' });
    await confirm.getByText(doomed.organizationName).waitFor();
    await screenshot(page, shot('03-delete'));
    // Asked as lines of progress (the dialog's bar), each sent as the server goes.
    const deleting = page.waitForResponse(
      (r) => r.request().method() === 'DELETE' && r.url().endsWith(`/organizations/${doomedId}`),
    );
    await confirm.getByRole('button', { name: 'Delete Permanently' }).click();
    expect((await deleting).headers()['content-type']).toBe('application/x-ndjson');
    await page.getByText('Organization and all related data deleted successfully').waitFor();
    await page.getByText('No matches').waitFor();
    expect(await rowsLeft(doomedId)).toEqual({});

    // Users: the organization's admin, and a password reset mailed to them.
    await page.getByRole('tab', { name: 'Users' }).click();
    await search(page, 'Search users', tenant.email, tenant.fullName);
    await rowAction(page, tenant.fullName, 'Reset password');
    await page
      .getByRole('alertdialog', { name: 'Reset User Password' })
      .getByRole('button', { name: 'Send Reset Email' })
      .click();
    await page.getByText('Password reset email sent successfully').waitFor();
    await waitForMail(tenant.email, /password/i);

    // Analytics, with the sign-ups chart.
    await page.getByRole('tab', { name: 'Analytics' }).click();
    await page.getByRole('list', { name: 'Subscription distribution' }).waitFor();
    await page
      .getByRole('figure', { name: /New organizations per week/ })
      .locator('svg')
      .first()
      .waitFor();
    await expectAccessible(page);
    await screenshot(page, shot('04-analytics'));

    // What the platform admin did, newest first.
    await page.getByRole('tab', { name: 'Audit Log' }).click();
    const entries = page.getByTestId('audit-entry');
    await entries.first().waitFor();
    await entries.filter({ hasText: 'DELETE' }).first().waitFor();
    await entries.filter({ hasText: 'ACCESS_GRANTED' }).first().waitFor();

    // A phone-sized screen keeps the list readable.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('tab', { name: 'Subscribers' }).click();
    await page.getByRole('table', { name: 'Subscribers' }).waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, shot('05-phone'));
    expect(consoleErrors).toEqual([]);
    expect(member.consoleErrors).toEqual([]);
  });
});
