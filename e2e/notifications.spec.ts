import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Account,
  callApi,
  completeSetupThroughApi,
  signInThroughApi,
  signUpThroughApi,
  uniqueAccount,
} from './support/accounts';
import { baseUrl, expectAccessible, launchBrowser, newPage, screenshot } from './support/browser';
import { linkIn, waitForMail } from './support/mailbox';

const shot = (name: string) => `notifications/${name}`;

/** A person of the organization with `role`: invited through the API, password set from the mail. */
async function invitedPerson(adminCookie: string, organizationName: string, role: string) {
  const person = uniqueAccount('Manager');
  const { id } = await callApi<{ id: string }>(adminCookie, 'POST', '/api/v1/users', {
    fullName: person.fullName,
    email: person.email,
    role,
  });
  const mail = await waitForMail(person.email, new RegExp(`added to ${organizationName}`));
  const token = new URL(linkIn(mail, `${baseUrl()}/reset-password?token=`)).searchParams.get(
    'token',
  );
  const reset = await fetch(`${baseUrl()}/api/auth/reset-password`, {
    method: 'POST',
    headers: { origin: baseUrl(), 'content-type': 'application/json' },
    body: JSON.stringify({ token, newPassword: person.password }),
  });
  expect(reset.ok).toBe(true);
  return { ...person, id };
}

async function signIn(context: BrowserContext, account: Account) {
  const response = await context.request.post('/api/auth/sign-in/email', {
    headers: { origin: baseUrl() },
    data: { email: account.email, password: account.password },
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

const bell = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

describe('notifications', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('arrive live when another person assigns you, and are marked read all at once', async () => {
    // Person A: the organization's admin, who assigns people through the API.
    const admin = uniqueAccount('Assigner');
    await signUpThroughApi(admin);
    const cookie = await signInThroughApi(admin);
    await completeSetupThroughApi(cookie);
    const customer = await callApi<{ id: string }>(cookie, 'POST', '/api/v1/customers', {
      name: 'Scania',
    });
    const program = await callApi<{ id: string }>(cookie, 'POST', '/api/v1/programs', {
      name: 'Autonomous Haulage',
      customerId: customer.id,
    });
    // Person B: a project manager, with the dashboard open and nothing to read yet.
    const manager = await invitedPerson(cookie, admin.organizationName, 'project_manager');
    const { context, page, consoleErrors } = await newPage(browser);
    await signIn(context, manager);
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: /My Projects|Dashboard/, level: 1 }).waitFor();
    await bell(page, 'Notifications').waitFor();

    // A names B the project manager of a new project: B's bell counts it without a reload.
    const project = await callApi<{ id: string }>(cookie, 'POST', '/api/v1/projects', {
      name: 'Mine Site Pilot',
      programId: program.id,
      projectManagerId: manager.id,
    });
    await bell(page, 'Notifications, 1 unread').waitFor();

    // ...and an activity B is assigned to arrives the same way.
    const today = new Date().toISOString().slice(0, 10);
    await callApi(cookie, 'POST', `/api/v1/projects/${project.id}/activities`, {
      name: 'Route survey',
      startDate: today,
      endDate: today,
      assignments: [{ resourceId: manager.id, capacityPercentage: 20 }],
    });
    await bell(page, 'Notifications, 2 unread').click();
    const menu = page.getByRole('menu');
    await menu.getByRole('menuitem', { name: /New project assignment/ }).waitFor();
    await menu.getByText('You are the Project Manager of Mine Site Pilot').waitFor();
    await menu.getByText(/^You are assigned to Route survey on Mine Site Pilot at 20%/).waitFor();
    await screenshot(page, shot('01-bell'));

    await menu.getByRole('menuitem', { name: 'Mark all as read' }).click();
    await toast(page, 'All notifications marked as read');
    await page.keyboard.press('Escape');
    await bell(page, 'Notifications').waitFor();

    // The full list keeps them, read, each linking to its project.
    await bell(page, 'Notifications').click();
    await page.getByRole('menuitem', { name: 'View all' }).click();
    await page.waitForURL(/\/dashboard\/notifications$/);
    await page.getByRole('heading', { name: 'Notifications', level: 1 }).waitFor();
    const list = page.getByRole('list', { name: 'Notifications' });
    await list.getByText('New activity assignment').waitFor();
    expect(await list.getByRole('listitem').count()).toBe(2);
    await page.getByRole('tab', { name: 'Unread' }).click();
    await page.getByText('No notifications').waitFor();
    await expectAccessible(page);
    await screenshot(page, shot('02-page'));
    await page.getByRole('tab', { name: 'All' }).click();
    await list.getByRole('button', { name: /New project assignment/ }).click();
    await page.waitForURL(new RegExp(`/dashboard/projects/${project.id}$`));
    await page.getByRole('heading', { name: 'Mine Site Pilot' }).waitFor();

    // B chooses to get milestone notifications by mail too.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Notification Settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Notification Settings' });
    const assignments = settings.getByLabel('Project and activity assignments');
    await expect.poll(() => assignments.isChecked()).toBe(true);
    await settings.getByLabel('Milestones due within 3 days').check();
    await expectAccessible(page);
    await settings.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Notification settings saved');
    const saved = await callApi<{ mailTypes: string[] }>(
      (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; '),
      'GET',
      '/api/v1/notifications/preferences',
    );
    expect(saved.mailTypes).toEqual(['project_assignment', 'milestone']);

    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
