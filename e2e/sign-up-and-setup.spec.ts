import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueAccount } from './support/accounts';
import { expectAccessible, launchBrowser, newPage, screenshot } from './support/browser';
import { waitForMail } from './support/mailbox';

const shot = (name: string) => `sign-up-and-setup/${name}`;

describe('a new organization signs up and runs the setup wizard', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('signs up, signs in, sets up organization, a resource and customers from CSV, and lands on the dashboard', async () => {
    const { context, page, consoleErrors } = await newPage(browser);
    const account = uniqueAccount('Setup');
    const suffix = account.email.split('@')[0]!;
    const resourceEmail = `resource-${suffix}@e2e.stint.test`;

    // Sign up.
    await page.goto('/signup');
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    await expectAccessible(page);
    await page.getByLabel('Full Name').fill(account.fullName);
    await page.getByLabel('Organization Name').fill(account.organizationName);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await screenshot(page, shot('01-signup'));
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page
      .getByText('Account created successfully! Please check your email and sign in.')
      .waitFor();
    await page.waitForURL('**/login');

    // Sign in: an organization whose setup is not complete goes to /setup.
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Email is required').waitFor();
    await page.getByText('Password is required').waitFor();
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/setup');
    await page.getByRole('heading', { name: 'Organization Setup' }).waitFor();
    await expect(page.getByLabel('Organization Name').inputValue()).resolves.toBe(
      account.organizationName,
    );
    await expectAccessible(page);
    await screenshot(page, shot('02-organization-step'));

    // Step 1: organization details.
    await page.getByRole('combobox', { name: 'Organization Type' }).click();
    await page.getByRole('option', { name: 'Consulting' }).click();
    await page.getByLabel('Country').fill('Sweden');
    await page.getByLabel('Number of Employees').fill('42');
    await page.getByRole('combobox', { name: 'Currency' }).click();
    await page.getByRole('option', { name: 'SEK' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Organization details saved').waitFor();
    await page.getByRole('heading', { name: 'Add Resources' }).waitFor();
    const organization = await (await page.request.get('/api/v1/organization')).json();
    expect(organization).toMatchObject({
      orgType: 'Consulting',
      locationCountry: 'Sweden',
      numEmployees: 42,
      revenueCurrency: 'SEK',
    });

    // Step 2: one resource by hand; the person is created and invited.
    await expectAccessible(page);
    await page.getByLabel('Full Name').fill('Grace Hopper');
    await page.getByLabel('Email').fill(resourceEmail);
    await page.getByLabel('Employee ID').fill('E-042');
    await page.getByLabel('Job Title').fill('Consultant');
    await page.getByLabel('Hourly Cost').fill('85.50');
    await page.getByRole('button', { name: 'Add Resource' }).click();
    await page
      .getByText(
        'Resource saved. You can manage resources from the Dashboard > Organization Users page.',
      )
      .waitFor();
    const added = page.getByRole('region', { name: /Added resources/ });
    await added.getByText('Grace Hopper').waitFor();
    await expect(page.getByLabel('Full Name').inputValue()).resolves.toBe('');
    await waitForMail(resourceEmail, /You have been added to/);
    await expectAccessible(page);
    await screenshot(page, shot('03-resource-added'));
    await page.getByRole('button', { name: 'Continue' }).click();

    // Step 3: customers from a CSV with one bad row, previewed before upload.
    await page.getByRole('heading', { name: 'Add Customers' }).waitFor();
    await page.getByRole('tab', { name: 'CSV Import' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Template' }).click();
    expect((await download).suggestedFilename()).toBe('customers_template.csv');
    await page.getByText('Template downloaded').waitFor();

    const parent = `Northwind ${suffix}`;
    const child = `Contoso ${suffix}`;
    const csv = [
      'name,customer_type,location_country,parent_customer_name',
      `${parent},Enterprise,Sweden,`,
      `${child},SMB,Norway,${parent}`,
      ',Startup,Denmark,',
    ].join('\n');
    await page
      .getByLabel('CSV file')
      .setInputFiles({ name: 'customers.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByText('3 rows: 2 ready, 1 with errors').waitFor();
    const preview = page.getByRole('table', { name: 'Rows of customers.csv' });
    await preview.getByRole('cell', { name: child, exact: true }).waitFor();
    await page.getByText('Row 4: Missing required field: name').waitFor();
    await expectAccessible(page);
    await screenshot(page, shot('04-customers-preview'));
    // The same step on a phone.
    await page.setViewportSize({ width: 390, height: 844 });
    await expectAccessible(page);
    await screenshot(page, shot('04b-customers-preview-phone'));
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.getByRole('button', { name: 'Upload 2 rows' }).click();
    await page.getByText('Import complete: 2 successful, 1 failed').first().waitFor();
    const result = page.getByRole('region', { name: /Import complete/ });
    await result.getByText('Row 4: Missing required field: name').waitFor();
    await expectAccessible(page);
    await screenshot(page, shot('05-customers-imported'));

    // Finish: setup complete, the dashboard welcomes the admin.
    await page.getByRole('button', { name: 'Complete Setup' }).click();
    await page.getByText('Setup completed successfully!').waitFor();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor();
    await page.getByText(`Welcome back, ${account.fullName}`).waitFor();
    await expectAccessible(page);
    await screenshot(page, shot('06-dashboard'));

    const customers = (
      (await (await page.request.get('/api/v1/customers')).json()) as {
        rows: { name: string; parentCustomerName: string | null }[];
      }
    ).rows;
    // In hierarchy order: the parent, then its child.
    expect(customers.map((c) => c.name)).toEqual([parent, child]);
    expect(customers.find((c) => c.name === child)?.parentCustomerName).toBe(parent);
    const me = await (await page.request.get('/api/v1/me')).json();
    expect(me.organization.setupCompleted).toBe(true);

    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
