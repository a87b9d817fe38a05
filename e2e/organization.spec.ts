import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/server/demo/seed';
import {
  callApi,
  completeSetupThroughApi,
  signInThroughApi,
  signUpThroughApi,
  uniqueAccount,
} from './support/accounts';
import { baseUrl, expectAccessible, launchBrowser, newPage, screenshot } from './support/browser';

const shot = (name: string) => `organization/${name}`;
const PHONE = { width: 390, height: 844 };

async function signIn(page: Page, email: string, password: string) {
  const response = await page.request.post('/api/auth/sign-in/email', {
    headers: { origin: baseUrl() },
    data: { email, password },
  });
  expect(response.ok()).toBe(true);
}

async function toast(page: Page, text: string) {
  await page
    .getByRole('region', { name: /Notifications/ })
    .getByText(text, { exact: true })
    .first()
    .waitFor();
}

/** Picks an option of a labelled select inside the open dialog (Radix combobox and listbox). */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('dialog').getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Deletes a row through its delete button and the confirmation with the spec's question. */
async function deleteRow(page: Page, table: string, name: string, question: string) {
  await page
    .getByRole('table', { name: table })
    .getByRole('button', { name: `Delete ${name}` })
    .click();
  const confirm = page.getByRole('alertdialog');
  await confirm.getByText(question, { exact: true }).waitFor();
  await confirm.getByRole('button', { name: 'Delete' }).click();
}

describe('the organization screen', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('lets the demo admin edit details, departments, teams and holidays', async () => {
    const { context, page, consoleErrors } = await newPage(browser);
    await signIn(page, 'admin@northwind.demo', DEMO_PASSWORD);
    const suffix = Date.now().toString(36);
    const department = `Research ${suffix}`;
    const team = `Lab ${suffix}`;

    // General, loaded by its address: the details form, subdomain and tier read only.
    await page.goto('/dashboard/organization');
    await page.getByRole('heading', { name: 'Organization', level: 1 }).waitFor();
    const employees = page.getByLabel('Number of Employees');
    const before = await employees.inputValue();
    await page.getByText('northwind', { exact: true }).waitFor();
    await expectAccessible(page);
    await screenshot(page, shot('01-general'));
    await employees.fill('57');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Organization updated successfully');
    const organization = await page.request.get('/api/v1/organization');
    expect((await organization.json()).numEmployees).toBe(57);
    await employees.fill(before);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect
      .poll(
        async () => (await (await page.request.get('/api/v1/me')).json()).organization.numEmployees,
      )
      .toBe(Number(before));

    // Departments: the demo's with their people, and one added.
    await page.getByRole('tab', { name: 'Departments' }).click();
    const departments = page.getByRole('table', { name: 'Departments' });
    await departments.getByRole('cell', { name: 'Engineering', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Add Department' }).click();
    const addDepartment = page.getByRole('dialog', { name: 'Add Department' });
    await addDepartment.getByRole('button', { name: 'Add Department' }).click();
    await addDepartment.getByText('Department name is required').waitFor();
    await addDepartment.getByLabel('Name').fill('Engineering');
    await addDepartment.getByRole('button', { name: 'Add Department' }).click();
    await addDepartment.getByText('A department with this name already exists').first().waitFor();
    await addDepartment.getByLabel('Name').fill(department);
    await expectAccessible(page);
    await addDepartment.getByRole('button', { name: 'Add Department' }).click();
    await toast(page, 'Department created successfully');
    await departments.getByRole('cell', { name: department, exact: true }).waitFor();
    expect(new URL(page.url()).searchParams.get('tab')).toBe('departments');
    await screenshot(page, shot('02-departments'));

    // Teams: departments exist, so no guard; a team added to the new department.
    await page.getByRole('tab', { name: 'Teams' }).click();
    const teams = page.getByRole('table', { name: 'Teams' });
    await teams.getByRole('cell', { name: 'Platform', exact: true }).waitFor();
    expect(await page.getByText('Please create departments first').count()).toBe(0);
    await page.getByRole('button', { name: 'Add Team' }).click();
    const addTeam = page.getByRole('dialog', { name: 'Add Team' });
    await addTeam.getByLabel('Name').fill(team);
    await choose(page, 'Department', department);
    await expectAccessible(page);
    await addTeam.getByRole('button', { name: 'Add Team' }).click();
    await toast(page, 'Team created successfully');
    const teamRow = teams.getByRole('row').filter({ hasText: team });
    await teamRow.getByRole('cell', { name: department, exact: true }).waitFor();
    await screenshot(page, shot('03-teams'));

    // The team, then the department, deleted after their confirmations.
    await deleteRow(page, 'Teams', team, 'Are you sure you want to delete this team?');
    await toast(page, 'Team deleted successfully');
    await teams.getByRole('cell', { name: team, exact: true }).waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: 'Departments' }).click();
    await deleteRow(
      page,
      'Departments',
      department,
      'Are you sure? This will also delete all teams in this department.',
    );
    await toast(page, 'Department deleted successfully');
    await departments
      .getByRole('cell', { name: department, exact: true })
      .waitFor({ state: 'detached' });

    // Calendar: working days and a holiday added, then removed again.
    await page.getByRole('tab', { name: 'Calendar' }).click();
    const holidays = page.getByRole('table', { name: 'Holidays' });
    await holidays.getByRole('cell', { name: 'Christmas Day', exact: true }).first().waitFor();
    expect(await page.getByRole('checkbox', { name: 'Monday' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Sunday' }).isChecked()).toBe(false);
    const holiday = `Founders Day ${suffix}`;
    const day = `2029-0${1 + (Date.now() % 9)}-1${Date.now() % 10}`;
    await page.getByRole('button', { name: 'Add Holiday' }).click();
    const addHoliday = page.getByRole('dialog', { name: 'Add Holiday' });
    await addHoliday.getByLabel('Date').fill(day);
    await addHoliday.getByLabel('Name').fill(holiday);
    await expectAccessible(page);
    await addHoliday.getByRole('button', { name: 'Add Holiday' }).click();
    await toast(page, 'Holiday added');
    await holidays.getByRole('cell', { name: holiday, exact: true }).waitFor();
    await screenshot(page, shot('04-calendar'));
    await deleteRow(page, 'Holidays', holiday, 'Are you sure you want to delete this holiday?');
    await toast(page, 'Holiday deleted');
    await holidays.getByRole('cell', { name: holiday, exact: true }).waitFor({ state: 'detached' });

    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('guards teams until a department exists, and fits a phone', async () => {
    const account = uniqueAccount('Structure');
    await signUpThroughApi(account);
    const cookie = await signInThroughApi(account);
    await completeSetupThroughApi(cookie);
    const { context, page, consoleErrors } = await newPage(browser);
    await page.setViewportSize(PHONE);
    await signIn(page, account.email, account.password);

    await page.goto('/dashboard/organization?tab=teams');
    await page.getByText('Please create departments first').waitFor();
    expect(await page.getByRole('button', { name: 'Add Team' }).isDisabled()).toBe(true);
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      tabs: [...document.querySelectorAll('[data-slot="tabs-list"]')].map(
        (list) => list.scrollWidth - list.clientWidth,
      ),
    }));
    expect(widths.page).toBeLessThanOrEqual(PHONE.width);
    expect(widths.tabs).toEqual([0]);
    for (const name of ['General', 'Departments', 'Teams', 'Calendar']) {
      const box = await page.getByRole('tab', { name }).boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    }
    await expectAccessible(page);
    await screenshot(page, shot('05-phone-no-departments'));

    await callApi(cookie, 'POST', '/api/v1/departments', { name: 'Delivery' });
    await page.reload();
    await page.getByText('No teams yet').waitFor();
    expect(await page.getByText('Please create departments first').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Add Team' }).isDisabled()).toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    await screenshot(page, shot('06-phone-no-teams'));
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
