import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/server/demo/seed';
import { baseUrl, expectAccessible, launchBrowser, newPage, screenshot } from './support/browser';

const UNKNOWN_BULK =
  'User does not exist. Please create users via Organization Users page first, then update their details here.';
const UNKNOWN_CSV =
  'User does not exist. Please create users via Users page or use Bulk Resources page.';

async function signIn(page: Page, email: string) {
  const response = await page.request.post('/api/auth/sign-in/email', {
    headers: { origin: baseUrl() },
    data: { email, password: DEMO_PASSWORD },
  });
  expect(response.ok()).toBe(true);
}

async function fillRow(page: Page, place: number, name: string, email: string) {
  await page.getByLabel(`Row ${place} Full Name`).fill(name);
  await page.getByLabel(`Row ${place} Email`).fill(email);
}

describe('bulk resources and the resources CSV import', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('adds people in bulk with every page message, then imports a CSV with 2 unknown emails', async () => {
    const { context, page, consoleErrors } = await newPage(browser);
    await signIn(page, 'resources@northwind.demo');
    const stamp = Date.now().toString(36);
    const people = ['Ines', 'Omar', 'Pia'].map((name) => ({
      name: `${name} Bulk`,
      email: `${name.toLowerCase()}.${stamp}@northwind.demo`,
    }));

    // Loaded directly, as a bookmark would.
    await page.goto('/dashboard/bulk-resources');
    await page.getByRole('heading', { name: 'Bulk Resources', level: 1 }).waitFor();
    await page.getByText('50 rows, 0 filled').waitFor();
    await page.getByRole('button', { name: 'Save All Resources' }).click();
    await page.getByText('Please fill in at least one resource with name and email').waitFor();

    await page.getByRole('button', { name: 'Add 5 More Rows' }).click();
    await page.getByText('Added 5 more rows').waitFor();
    await page.getByText('55 rows, 0 filled').waitFor();
    await page.getByRole('button', { name: 'Remove row 55' }).click();
    await page.getByText('Row removed').first().waitFor();
    await page.getByText('54 rows, 0 filled').waitFor();

    await fillRow(page, 1, people[0]!.name, 'ines.example.com');
    await page.getByRole('button', { name: 'Save All Resources' }).click();
    await page.getByText('Invalid email format: ines.example.com').waitFor();

    // Unknown emails without "Invite new people": each row says why and stays on the page.
    for (const [i, person] of people.entries())
      await fillRow(page, i + 1, person.name, person.email);
    await page.getByLabel('Row 2 Job Title').fill('Planner');
    await page.getByRole('button', { name: 'Save All Resources' }).click();
    await page.getByText('3 resources failed. Check audit logs for details.').waitFor();
    expect(await page.getByRole('alert').filter({ hasText: UNKNOWN_BULK }).count()).toBe(3);
    await expectAccessible(page);
    await screenshot(page, 'bulk-resources/01-unknown-emails');

    await page.getByLabel('Invite new people').check();
    await page.getByRole('button', { name: 'Save All Resources' }).click();
    await page.getByText('Successfully added/updated 3 resources').waitFor();
    // Saved rows leave the page; the blank ones stay.
    await page.getByText('51 rows, 0 filled').waitFor();

    // The last row cannot go.
    await page.setViewportSize({ width: 390, height: 844 });
    for (let left = 51; left > 1; left--)
      await page.getByRole('button', { name: `Remove row ${left}` }).click();
    await page.getByText('1 rows, 0 filled').waitFor();
    await page.getByRole('button', { name: 'Remove row 1' }).click();
    await page.getByText('Cannot remove the last row').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'bulk-resources/02-phone');
    await page.setViewportSize({ width: 1280, height: 900 });

    // A 5-row CSV on the Resources page: the 3 people just added, 2 unknown emails.
    await page.goto('/dashboard/resources');
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog');
    const csv = [
      'full_name,email,job_title',
      ...people.map((p) => `${p.name},${p.email},Analyst`),
      `Quinn Unknown,quinn.${stamp}@northwind.demo,Guest`,
      `Rae Unknown,rae.${stamp}@northwind.demo,Guest`,
    ].join('\n');
    await dialog
      .getByLabel('CSV file')
      .setInputFiles({ name: 'people.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await dialog.getByRole('button', { name: /^Import/ }).click();
    await page.getByText('Import complete: 3 successful, 2 failed').first().waitFor();
    await dialog.getByText(`Row 5: ${UNKNOWN_CSV}`).waitFor();
    await dialog.getByText(`Row 6: ${UNKNOWN_CSV}`).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'bulk-resources/03-csv-unknown');

    // Again with "Invite new people": the two unknown emails become invited people.
    await dialog.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('button', { name: 'Import CSV' }).click();
    await dialog
      .getByLabel('CSV file')
      .setInputFiles({ name: 'people.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await dialog
      .getByText(/5 rows/)
      .first()
      .waitFor();
    await dialog.getByLabel(/Invite new people/).check();
    await dialog.getByRole('button', { name: /^Import/ }).click();
    await page.getByText('Imported 5 resources successfully').first().waitFor();

    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
