import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callApi,
  completeSetupThroughApi,
  signInThroughApi,
  signUpThroughApi,
  uniqueAccount,
} from './support/accounts';
import { baseUrl, expectAccessible, launchBrowser, newPage, screenshot } from './support/browser';
import { linkIn, waitForMail } from './support/mailbox';

const shot = (name: string) => `organization-users/${name}`;
const DEACTIVATED = 'Your account has been deactivated. Contact your organization administrator.';

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('dialog').getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function rowAction(page: Page, person: string, action: string) {
  await page.getByRole('button', { name: `Actions for ${person}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

describe('organization users', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('adds a person who sets their password from the mail; deactivating signs their open tab out', async () => {
    const admin = uniqueAccount('Owner');
    await signUpThroughApi(admin);
    const cookie = await signInThroughApi(admin);
    await completeSetupThroughApi(cookie);
    const department = await callApi<{ id: string }>(cookie, 'POST', '/api/v1/departments', {
      name: 'Engineering',
    });
    await callApi(cookie, 'POST', '/api/v1/teams', {
      name: 'Platform',
      departmentId: department.id,
    });

    const { context, page, consoleErrors } = await newPage(browser);
    const signedIn = await context.request.post('/api/auth/sign-in/email', {
      headers: { origin: baseUrl() },
      data: { email: admin.email, password: admin.password },
    });
    expect(signedIn.ok()).toBe(true);

    // Loaded directly, as a bookmark would.
    await page.goto('/dashboard/organization-users');
    await page.getByRole('heading', { name: 'Organization Users', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Add User' }).click();
    const dialog = page.getByRole('dialog');
    const person = uniqueAccount('Newcomer');
    await dialog.getByLabel('Full Name').fill(person.fullName);
    await dialog.getByLabel('Email').fill(person.email);
    // Every role but admin; tracked employee first chosen.
    await dialog.getByRole('combobox', { name: 'Role' }).click();
    expect(await page.getByRole('option', { name: 'Admin', exact: true }).count()).toBe(0);
    await page.getByRole('option', { name: 'Project Manager', exact: true }).click();
    await choose(page, 'Department', 'Engineering');
    await choose(page, 'Team', 'Platform');
    await dialog.getByLabel('Hourly Cost').fill('64.50');
    await expectAccessible(page);
    await screenshot(page, shot('01-add-user'));
    await dialog.getByRole('button', { name: 'Add User' }).click();
    await page.getByText('User created successfully and invitation email sent').waitFor();
    const table = page.getByRole('table', { name: 'Organization Users' });
    const row = table.getByRole('row', { name: new RegExp(person.fullName) });
    await row.getByText('Platform').waitFor();
    await row.getByText('Active', { exact: true }).waitFor();

    // The newcomer sets a password from the invitation and signs in, in a browser of their own.
    const mail = await waitForMail(person.email, /added to/);
    const theirs = await newPage(browser);
    await theirs.page.goto(linkIn(mail, `${baseUrl()}/reset-password?token=`));
    await theirs.page.getByLabel('New Password').fill(person.password);
    await theirs.page.getByLabel('Confirm Password').fill(person.password);
    await theirs.page.getByRole('button', { name: 'Update Password' }).click();
    await theirs.page.waitForURL((url) => url.pathname === '/login');
    await theirs.page.getByLabel('Email').fill(person.email);
    await theirs.page.getByLabel('Password', { exact: true }).fill(person.password);
    await theirs.page.getByRole('button', { name: 'Sign In' }).click();
    await theirs.page.waitForURL((url) => url.pathname.startsWith('/dashboard'));
    await theirs.page.getByRole('link', { name: 'Projects' }).first().waitFor();

    // Their own profile and password, from the avatar menu.
    const mine = theirs.page;
    await mine.getByRole('button', { name: 'Account menu' }).click();
    await mine.getByRole('menuitem', { name: 'My Profile' }).click();
    await mine.getByRole('dialog').getByLabel('Job Title').fill('Bridge engineer');
    await mine.getByRole('dialog').getByLabel('Time Zone').fill('Mars/Olympus');
    await mine.getByRole('dialog').getByRole('button', { name: 'Save Changes' }).click();
    await mine.getByText('Please select a valid time zone').waitFor();
    await mine.getByRole('dialog').getByLabel('Time Zone').fill('Europe/Stockholm');
    await mine.getByRole('dialog').getByRole('button', { name: 'Save Changes' }).click();
    await mine.getByText('Profile updated successfully').waitFor();
    await mine.getByRole('button', { name: 'Account menu' }).click();
    await mine.getByRole('menuitem', { name: 'Change Password' }).click();
    const newPassword = `${person.password}-2`;
    await mine.getByRole('dialog').getByLabel('Current Password').fill('not-the-password');
    await mine.getByRole('dialog').getByLabel('New Password').fill(newPassword);
    await mine.getByRole('dialog').getByLabel('Confirm Password').fill(newPassword);
    await mine.getByRole('dialog').getByRole('button', { name: 'Change Password' }).click();
    await mine.getByText('Invalid password').first().waitFor();
    await mine.getByRole('dialog').getByLabel('Current Password').fill(person.password);
    await mine.getByRole('dialog').getByRole('button', { name: 'Change Password' }).click();
    await mine.getByText('Password changed successfully').waitFor();
    await expectAccessible(mine);

    // Deactivated by the admin: their open tab is signed out at once.
    await rowAction(page, person.fullName, 'Deactivate');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Deactivate' }).click();
    await page.getByText('User deactivated').waitFor();
    await row.getByText('Inactive', { exact: true }).waitFor();
    await theirs.page.waitForURL((url) => url.pathname === '/login');
    await theirs.page.getByText(DEACTIVATED).first().waitFor();
    await screenshot(theirs.page, shot('02-signed-out'));

    // The list is filtered on the server, the filter kept in the address through a reload.
    await page.getByRole('combobox', { name: 'Filter by status' }).click();
    await page.getByRole('option', { name: 'Inactive', exact: true }).click();
    await page.waitForURL(/status=inactive/);
    await page.reload();
    await row.getByText('Inactive', { exact: true }).waitFor();
    await expect.poll(() => table.getByRole('row').count()).toBe(2);
    await page.getByRole('combobox', { name: 'Filter by status' }).click();
    await page.getByRole('option', { name: 'All Statuses', exact: true }).click();
    await table.getByRole('row', { name: new RegExp(admin.fullName) }).waitFor();

    // The last active admin cannot be deactivated.
    await rowAction(page, admin.fullName, 'Deactivate');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Deactivate' }).click();
    await page.getByText('The organization needs at least one active admin').waitFor();
    await page.keyboard.press('Escape');

    await rowAction(page, person.fullName, 'Activate');
    await page.getByText('User activated').waitFor();
    await rowAction(page, person.fullName, 'Send password reset');
    await page.getByText('Password reset email sent').waitFor();
    await waitForMail(person.email, /Reset your Stint password/);
    await expectAccessible(page);
    await screenshot(page, shot('03-list'));

    // The Users page: cost and roles; on a phone too.
    await page.goto('/dashboard/users');
    const users = page.getByRole('table', { name: 'Users' });
    await users
      .getByRole('row', { name: new RegExp(person.fullName) })
      .getByText('Project Manager')
      .waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    await expectAccessible(page);
    await screenshot(page, shot('04-users-phone'));

    expect(consoleErrors).toEqual([]);
    await theirs.context.close();
    await context.close();
  });
});
