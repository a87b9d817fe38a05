import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/server/demo/seed';
import {
  callApi,
  completeSetupThroughApi,
  signInThroughApi,
  signUpThroughApi,
  uniqueAccount,
} from './support/accounts';
import { baseUrl, expectAccessible, launchBrowser, newPage, screenshot } from './support/browser';

const shot = (name: string) => `analytics/${name}`;
const db = new pg.Pool({ connectionString: inject('databaseUrl'), max: 2 });
const one = async <T>(text: string, values: unknown[] = []) =>
  (await db.query(text, values)).rows[0] as T;
const statValue = (page: Page, title: string) =>
  page.getByRole('group', { name: title }).locator('[data-stat-value]');

describe('analytics', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await db.end();
  });

  it('shows the demo portfolio’s figures and charts, narrowed by a customer', async () => {
    const { context, page, consoleErrors } = await newPage(browser);
    const signedIn = await context.request.post('/api/auth/sign-in/email', {
      headers: { origin: baseUrl() },
      data: { email: 'management@northwind.demo', password: DEMO_PASSWORD },
    });
    expect(signedIn.ok()).toBe(true);
    const org = await one<{ id: string }>(
      `select id from organizations where subdomain = 'northwind'`,
    );
    const expected = await one<{ projects: number; minutes: number; risks: number }>(
      `select (select count(*)::int from projects where organization_id = $1) as projects,
              (select coalesce(sum(duration_minutes), 0)::int from time_sessions
                where organization_id = $1 and end_time is not null) as minutes,
              (select count(*)::int from risk_register
                where organization_id = $1 and status <> 'mitigated') as risks`,
      [org.id],
    );

    // Loaded by its address, as a bookmark would.
    await page.goto('/dashboard/analytics');
    await page.getByRole('heading', { name: 'Analytics', level: 1 }).waitFor();
    await expect
      .poll(() => statValue(page, 'Total Projects').textContent())
      .toBe(String(expected.projects));
    expect(await statValue(page, 'Active Risks').textContent()).toBe(String(expected.risks));
    const hours = Math.round((expected.minutes / 60) * 10) / 10;
    expect(await statValue(page, 'Total Hours').textContent()).toBe(
      new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 }).format(hours),
    );
    const table = page.getByRole('table', { name: 'Project Overview' });
    expect(await table.getByRole('row').count()).toBe(expected.projects + 1);
    await expectAccessible(page);
    await screenshot(page, shot('01-overview'));

    await page.getByRole('tab', { name: 'Time Analysis' }).click();
    await page.getByRole('list', { name: 'Time per project' }).waitFor();
    await page
      .getByRole('figure', { name: /projects with the most hours/i })
      .locator('svg')
      .first()
      .waitFor();
    await screenshot(page, shot('02-time'));

    await page.getByRole('tab', { name: 'Risk Analysis' }).click();
    await page
      .getByRole('figure', { name: 'Active risks by level' })
      .locator('svg')
      .first()
      .waitFor();
    await expectAccessible(page);
    await screenshot(page, shot('03-risks'));
    // Earned value per project, and the S-curve of the first planned one.
    await page.getByRole('tab', { name: 'Earned Value' }).click();
    const earned = page.getByRole('table', { name: 'Earned value' });
    expect(await earned.getByRole('row').count()).toBe(expected.projects + 1);
    await page
      .getByRole('figure', { name: /Planned value, actual cost and earned value/ })
      .locator('svg .recharts-line')
      .first()
      .waitFor();
    await expectAccessible(page);
    await screenshot(page, shot('04-earned-value'));

    await page.getByRole('tab', { name: 'Project Overview' }).click();
    // One customer's projects only.
    const customer = await one<{ id: string; name: string; projects: number }>(
      `select c.id, c.name, count(p.id)::int as projects
         from customers c join programs g on g.customer_id = c.id join projects p on p.program_id = g.id
        where c.organization_id = $1 group by c.id, c.name order by count(p.id) desc, c.name limit 1`,
      [org.id],
    );
    await page.getByRole('combobox', { name: 'Customer' }).click();
    // Offered by name, with its parent's name when it has one.
    await page.getByRole('option', { name: new RegExp(`^${customer.name}( \\(.*\\))?$`) }).click();
    await expect
      .poll(() => statValue(page, 'Total Projects').textContent())
      .toBe(String(customer.projects));
    // The filter is kept in the address: a reload shows the same customer's projects.
    await page.waitForURL(/customer=/);
    await page.reload();
    await expect
      .poll(() => statValue(page, 'Total Projects').textContent())
      .toBe(String(customer.projects));
    await page.getByRole('combobox', { name: 'Customer' }).getByText(customer.name).waitFor();
    // The server searches the projects; the totals stay those of the customer.
    const first = await one<{ name: string }>(
      `select p.name from projects p join programs g on g.id = p.program_id
        where g.customer_id = $1 order by p.name limit 1`,
      [customer.id],
    );
    await page.getByRole('searchbox', { name: 'Search projects' }).fill(first.name);
    await table.getByRole('row', { name: new RegExp(first.name) }).waitFor();
    await expect.poll(() => table.getByRole('row').count()).toBeLessThan(customer.projects + 1);

    expect(consoleErrors).toEqual([]);
  });

  it('names a bookmarked filter’s customer and program beyond the first hundred choices', async () => {
    // 120 customers: the pickers offer the first 100 by name; Zulu Freight is not among them.
    const account = uniqueAccount('Analyst');
    await signUpThroughApi(account);
    const cookie = await signInThroughApi(account);
    await completeSetupThroughApi(cookie);
    const rows = Array.from(
      { length: 119 },
      (_, i) => `Acme ${String(i).padStart(3, '0')},SMB,Sweden,`,
    );
    const imported = await callApi<{ created: number }>(
      cookie,
      'POST',
      '/api/v1/customers/import',
      {
        fileName: 'customers.csv',
        content: [
          'name,customer_type,location_country,parent_customer_name',
          ...rows,
          'Zulu Freight,SMB,Sweden,',
        ].join('\n'),
      },
    );
    expect(imported.created).toBe(120);
    const [zulu] = await callApi<{ id: string }[]>(
      cookie,
      'GET',
      '/api/v1/customers/choices?search=Zulu',
    );
    const program = await callApi<{ id: string }>(cookie, 'POST', '/api/v1/programs', {
      name: 'Zeppelin Routes',
      customerId: zulu!.id,
    });

    const { context, page, consoleErrors } = await newPage(browser);
    await context.request.post('/api/auth/sign-in/email', {
      headers: { origin: baseUrl() },
      data: { email: account.email, password: account.password },
    });
    await page.goto(`/dashboard/analytics?customer=${zulu!.id}&program=${program.id}`);
    await page.getByRole('combobox', { name: 'Customer' }).getByText('Zulu Freight').waitFor();
    await page.getByRole('combobox', { name: 'Program' }).getByText('Zeppelin Routes').waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
