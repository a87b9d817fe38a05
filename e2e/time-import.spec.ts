import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callApi,
  completeSetupThroughApi,
  signInThroughApi,
  signUpThroughApi,
  uniqueAccount,
} from './support/accounts';
import { baseUrl, expectAccessible, launchBrowser, newPage, screenshot } from './support/browser';

const shot = (name: string) => `time-import/${name}`;

async function toast(page: Page, text: string) {
  await page
    .getByRole('region', { name: /Notifications/ })
    .getByText(text)
    .waitFor();
}

/** Another tab of the same browser on `path`, once its live event stream is open. */
async function openLiveTab(context: BrowserContext, path: string): Promise<Page> {
  const tab = await context.newPage();
  const streamOpen = tab.waitForResponse((response) => response.url().endsWith('/api/v1/events'));
  await tab.goto(path);
  await streamOpen;
  return tab;
}

describe('switching from another tracker', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('previews a Clockify export with its row errors, imports it and lists the sessions', async () => {
    const account = uniqueAccount('Switcher');
    await signUpThroughApi(account);
    const cookie = await signInThroughApi(account);
    await completeSetupThroughApi(cookie);
    const customer = await callApi<{ id: string }>(cookie, 'POST', '/api/v1/customers', {
      name: 'Volvo Cars',
    });
    const program = await callApi<{ id: string }>(cookie, 'POST', '/api/v1/programs', {
      name: 'Connected Car',
      customerId: customer.id,
    });
    await callApi(cookie, 'POST', '/api/v1/projects', {
      name: 'Radar Upgrade',
      programId: program.id,
    });
    const clockify = [
      'Project,Client,Description,Task,User,Group,Email,Tags,Billable,Start Date,Start Time,End Date,End Time,Duration (h),Duration (decimal),Billable Rate (USD),Billable Amount (USD)',
      `Radar Upgrade,Volvo Cars,Antenna layout,,${account.fullName},,${account.email},,Yes,03/02/2026,09:00:00 AM,03/02/2026,10:30:00 AM,01:30:00,1.50,0.00,0.00`,
      `Radar Upgrade,Volvo Cars,Review,,${account.fullName},,${account.email},,No,03/03/2026,01:00:00 PM,03/03/2026,01:45:00 PM,00:45:00,0.75,0.00,0.00`,
      `Gearbox,Volvo Cars,Not here,,${account.fullName},,${account.email},,Yes,03/04/2026,09:00:00 AM,03/04/2026,10:00:00 AM,01:00:00,1.00,0.00,0.00`,
    ].join('\n');

    const { context, page, consoleErrors } = await newPage(browser);
    const signIn = await page.request.post('/api/auth/sign-in/email', {
      headers: { origin: baseUrl() },
      data: { email: account.email, password: account.password },
    });
    expect(signIn.ok()).toBe(true);
    // Two more tabs, left alone: the import's live event refreshes them without a reload.
    const sessionsTab = await openLiveTab(context, '/dashboard/time-tracking');
    await sessionsTab.getByText('No sessions yet').waitFor();
    const weekTab = await openLiveTab(context, '/dashboard/timesheets?week=2026-03-02');
    await weekTab.getByText('No time this week').waitFor();
    await page.goto('/dashboard/time-tracking');
    await page.getByRole('button', { name: 'Import from another tracker' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import from another tracker' });
    await dialog.getByRole('combobox', { name: 'Tracker' }).click();
    await page.getByRole('option', { name: 'Clockify', exact: true }).click();
    await dialog.getByText('In Clockify: Reports, Detailed, Export, Save as CSV.').waitFor();
    await dialog.getByLabel('CSV file').setInputFiles({
      name: 'Clockify_Time_Report_Detailed.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(clockify),
    });
    await dialog.getByText('2 ready').waitFor();
    await dialog.getByText('Row 4: Project not found: Gearbox').waitFor();
    const preview = dialog.getByRole('table', { name: 'Entries to import' });
    expect(await preview.locator('tbody tr').count()).toBe(2);
    await preview.getByRole('cell', { name: 'Antenna layout' }).waitFor();
    await expectAccessible(page);
    await screenshot(page, shot('01-preview'));

    await dialog.getByRole('button', { name: 'Import 2 entries' }).click();
    await dialog.getByRole('status').getByText('Import complete: 2 successful, 1 failed').waitFor();
    await toast(page, '1 rows failed to import');
    await screenshot(page, shot('02-result'));
    await dialog.getByRole('button', { name: 'Done' }).click();

    // The imported sessions are the person's recent ones.
    await page.getByRole('cell', { name: 'Antenna layout' }).waitFor();
    await page.getByRole('cell', { name: 'Review' }).waitFor();
    await screenshot(page, shot('03-recent-sessions'));

    const recent = sessionsTab.getByRole('table', { name: 'Recent Sessions' });
    await recent.getByRole('cell', { name: 'Antenna layout' }).waitFor();
    await recent.getByRole('cell', { name: 'Review' }).waitFor();
    await weekTab
      .getByRole('table', { name: 'Timesheet of the week of 2026-03-02' })
      .getByRole('row')
      .filter({ hasText: 'Radar Upgrade' })
      .getByText('2:15')
      .waitFor();
    await screenshot(weekTab, shot('04-other-tab-week'));
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
