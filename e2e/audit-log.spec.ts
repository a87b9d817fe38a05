import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/server/demo/seed';
import { baseUrl, expectAccessible, launchBrowser, newPage, screenshot } from './support/browser';

const PHONE = { width: 390, height: 844 };

async function signIn(page: Page, email: string) {
  const response = await page.request.post('/api/auth/sign-in/email', {
    headers: { origin: baseUrl() },
    data: { email, password: DEMO_PASSWORD },
  });
  expect(response.ok()).toBe(true);
}

describe('the audit log', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('lets the demo admin find a change by searching and see its new values', async () => {
    const { context, page, consoleErrors } = await newPage(browser);
    await signIn(page, 'admin@northwind.demo');
    const name = `Audit Probe ${Date.now().toString(36)}`;
    const created = await page.request.post('/api/v1/customers', {
      headers: { origin: baseUrl() },
      data: { name, locationCountry: 'Iceland' },
    });
    expect(created.status()).toBe(201);

    await page.goto('/dashboard/audit-log');
    await page.getByRole('heading', { name: 'Audit Log', level: 1 }).waitFor();
    const list = page.getByRole('region', { name: 'Audit log entries' });
    await list.getByTestId('audit-entry').first().waitFor();
    await page.getByLabel('Search audit logs').fill(name.toLowerCase());
    const entry = list.getByTestId('audit-entry').filter({ hasText: 'customer' });
    await expect.poll(() => list.getByTestId('audit-entry').count()).toBe(1);
    await entry.getByText('CREATE', { exact: true }).waitFor();
    await entry.getByRole('button', { name: 'View Changes' }).click();
    const changes = entry.getByRole('table', { name: 'Changes' });
    await changes.getByRole('cell', { name, exact: true }).waitFor();
    await changes.getByRole('cell', { name: 'Iceland', exact: true }).waitFor();
    expect(await changes.getByRole('columnheader', { name: 'Previous' }).count()).toBe(0);
    await expectAccessible(page);
    await screenshot(page, 'audit-log/01-view-changes');

    // The demo holds no deletes of this customer: the filter goes to the server.
    await page.getByRole('combobox', { name: 'Filter by action' }).click();
    await page.getByRole('option', { name: 'Delete', exact: true }).click();
    await page.getByText('No audit logs found').waitFor();

    // A phone: the list fits 390 px without scrolling sideways.
    await page.getByRole('combobox', { name: 'Filter by action' }).click();
    await page.getByRole('option', { name: 'All Actions', exact: true }).click();
    await page.setViewportSize(PHONE);
    await list.getByTestId('audit-entry').first().waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'audit-log/02-phone');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('shows the page to management and the access-denied page to a tracked employee', async () => {
    const management = await newPage(browser);
    await signIn(management.page, 'management@northwind.demo');
    await management.page.goto('/dashboard/audit-log');
    await management.page.getByRole('heading', { name: 'Audit Log', level: 1 }).waitFor();
    await management.page
      .getByRole('region', { name: 'Audit log entries' })
      .getByTestId('audit-entry')
      .first()
      .waitFor();
    expect(management.consoleErrors).toEqual([]);
    await management.context.close();

    const tracked = await newPage(browser);
    await signIn(tracked.page, 'tracked@northwind.demo');
    await tracked.page.goto('/dashboard/audit-log');
    await tracked.page
      .getByRole('heading', { name: 'You do not have access to this page' })
      .waitFor();
    await tracked.context.close();
  });
});
