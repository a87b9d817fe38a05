import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  completeSetupThroughApi,
  signInThroughApi,
  signUpThroughApi,
  uniqueAccount,
} from './support/accounts';
import { baseUrl, expectAccessible, launchBrowser, newPage, screenshot } from './support/browser';

const shot = (name: string) => `portfolio/${name}`;

const CUSTOMERS_CSV = [
  'name,customer_type,location_country,parent_customer_name',
  'Acme Retail,SMB,Norway,Acme Holdings',
  'Beta Labs,Startup,Denmark,',
  '"Gamma Group, Inc.",Enterprise,Finland,',
].join('\n');

/** Picks an option of a labelled select (Radix: a combobox button and a listbox). */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('dialog').getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function toast(page: Page, text: string) {
  await page
    .getByRole('region', { name: /Notifications/ })
    .getByText(text)
    .waitFor();
}

describe('building a portfolio', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('adds and imports customers, adds a program and a project, and opens the project', async () => {
    const account = uniqueAccount('Portfolio');
    await signUpThroughApi(account);
    await completeSetupThroughApi(await signInThroughApi(account));
    const { context, page, consoleErrors } = await newPage(browser);
    // Signed in through the API: the session cookie lands in this browser context.
    const signIn = await page.request.post('/api/auth/sign-in/email', {
      headers: { origin: baseUrl() },
      data: { email: account.email, password: account.password },
    });
    expect(signIn.ok()).toBe(true);

    // Customers: empty, then one added by hand.
    await page.goto('/dashboard/customers');
    await page.getByText('No customers yet. Create your first customer to get started.').waitFor();
    await expectAccessible(page);
    await screenshot(page, shot('01-no-customers'));

    await page.getByRole('button', { name: 'Add Customer' }).click();
    const addCustomer = page.getByRole('dialog', { name: 'Add Customer' });
    await addCustomer.getByLabel('Name').fill('Acme Holdings');
    await choose(page, 'Type', 'Enterprise');
    await addCustomer.getByLabel('Location').fill('Sweden');
    await expectAccessible(page);
    await addCustomer.getByRole('button', { name: 'Add Customer' }).click();
    await toast(page, 'Customer created successfully');
    await page.getByRole('cell', { name: 'Acme Holdings', exact: true }).waitFor();

    // Import three more from CSV, one of them under the customer just added.
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const importDialog = page.getByRole('dialog', { name: 'Import Customers from CSV' });
    const [template] = await Promise.all([
      page.waitForEvent('download'),
      importDialog.getByRole('button', { name: 'Download Template' }).click(),
    ]);
    expect(template.suggestedFilename()).toBe('customers_template.csv');
    await toast(page, 'Template downloaded');
    // A file with a bad row lists its error before anything is sent; another file replaces it.
    await importDialog.getByLabel('CSV file').setInputFiles({
      name: 'bad-row.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('name,customer_type\nDelta AB,SMB\n,Startup\n'),
    });
    await importDialog
      .getByRole('list', { name: 'Row errors' })
      .getByText('Row 3: Missing required field: name')
      .waitFor();
    await expectAccessible(page);
    await importDialog.getByLabel('CSV file').setInputFiles({
      name: 'customers.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(CUSTOMERS_CSV),
    });
    await importDialog.getByText('3 ready').waitFor();
    await importDialog.getByRole('cell', { name: 'Gamma Group, Inc.', exact: true }).waitFor();
    await expectAccessible(page);
    await screenshot(page, shot('02-import-preview'));
    await importDialog.getByRole('button', { name: 'Import', exact: true }).click();
    await importDialog.getByRole('status').getByText('Imported 3 customers successfully').waitFor();
    await toast(page, 'Imported 3 customers successfully');
    await screenshot(page, shot('03-import-result'));
    await importDialog.getByRole('button', { name: 'Done' }).click();

    const customers = page.getByRole('table', { name: 'Customers' });
    await customers.getByText('Parent: Acme Holdings').waitFor();
    // Hierarchy order: Acme Retail sits right under its parent.
    const names = await customers.locator('tbody tr td:first-child .font-medium').allTextContents();
    expect(names).toEqual(['Acme Holdings', 'Acme Retail', 'Beta Labs', 'Gamma Group, Inc.']);
    await customers.getByRole('button', { name: 'Location' }).click();
    await expect
      .poll(() => customers.locator('tbody tr td:first-child .font-medium').first().textContent())
      .toBe('Beta Labs');
    await screenshot(page, shot('04-customers'));

    // A program for the first customer.
    await page.getByRole('link', { name: 'Programs', exact: true }).click();
    await page.getByRole('heading', { name: 'Programs', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Add Program' }).click();
    const addProgram = page.getByRole('dialog', { name: 'Add Program' });
    await addProgram.getByLabel('Name').fill('Digital Channels');
    await choose(page, 'Customer', 'Acme Holdings');
    await addProgram.getByLabel('Description').fill('Web and mobile for Acme');
    await addProgram.getByRole('button', { name: 'Add Program' }).click();
    await toast(page, 'Program created successfully');
    await page.getByRole('cell', { name: 'Digital Channels', exact: true }).waitFor();
    await expectAccessible(page);
    await screenshot(page, shot('05-programs'));

    // A project in that program; the form checks before it sends.
    await page.getByRole('link', { name: 'Projects', exact: true }).click();
    await page.getByRole('heading', { name: 'Projects', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Add Project' }).click();
    const addProject = page.getByRole('dialog', { name: 'Add Project' });
    await addProject.getByRole('group', { name: 'Project Team Assignment' }).waitFor();
    await addProject.getByRole('button', { name: 'Add Project' }).click();
    await addProject.getByText('Please select a program').waitFor();
    await addProject.getByLabel('Name').fill('Portal Rebuild');
    await addProject.getByLabel('Code').fill('ACME-1');
    await choose(page, 'Program', 'Digital Channels · Acme Holdings');
    await addProject.getByLabel('Start Date').fill('2030-03-01');
    await addProject.getByLabel('End Date').fill('2030-01-01');
    await addProject.getByLabel('Revenue').fill('120000');
    await addProject.getByRole('button', { name: 'Add Project' }).click();
    await addProject.getByText('End date must be after start date').waitFor();
    await addProject.getByLabel('End Date').fill('2030-09-30');
    await expectAccessible(page);
    await screenshot(page, shot('06-add-project'));
    await addProject.getByRole('button', { name: 'Add Project' }).click();
    await toast(page, 'Project created successfully');
    const projects = page.getByRole('table', { name: 'Projects' });
    await projects.getByRole('cell', { name: 'Draft', exact: true }).waitFor();
    await screenshot(page, shot('07-projects'));

    // The server searches, filters and sorts the list; the address keeps it through a reload.
    await page.getByRole('searchbox', { name: 'Search projects' }).fill('acme-1');
    await page.waitForURL((url) => url.searchParams.get('q') === 'acme-1');
    await projects.getByRole('button', { name: 'Name' }).click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'name');
    await page.reload();
    await projects.getByRole('link', { name: 'Portal Rebuild' }).waitFor();
    expect(await page.getByRole('searchbox', { name: 'Search projects' }).inputValue()).toBe(
      'acme-1',
    );
    await page.getByRole('combobox', { name: 'Filter by status' }).click();
    await page.getByRole('option', { name: 'Active', exact: true }).click();
    await projects.getByText('No matches').waitFor();
    await page.getByRole('combobox', { name: 'Filter by status' }).click();
    await page.getByRole('option', { name: 'All Statuses', exact: true }).click();
    await projects.getByRole('link', { name: 'Portal Rebuild' }).waitFor();

    // Its page: header, tabs, and the empty states of the tabs.
    await projects.getByRole('link', { name: 'Portal Rebuild' }).click();
    await page.waitForURL(/\/dashboard\/projects\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: 'Portal Rebuild' }).waitFor();
    await page.getByText('Acme Holdings • Digital Channels').waitFor();
    expect(await page.getByRole('tab', { selected: true }).textContent()).toBe('Activities');
    await page.getByText('No activities yet').waitFor();
    await page.getByRole('tab', { name: 'Risks' }).click();
    await page.getByText('No risks documented').waitFor();
    await expectAccessible(page);
    await screenshot(page, shot('08-project'));

    await page.getByRole('link', { name: 'Back to Projects' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/projects');

    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
