import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workedMinutes } from '../src/shared/domain/duration';
import {
  callApi,
  completeSetupThroughApi,
  signInThroughApi,
  signUpThroughApi,
  uniqueAccount,
} from './support/accounts';
import { baseUrl, expectAccessible, launchBrowser, newPage, screenshot } from './support/browser';
import { linkIn, waitForMail } from './support/mailbox';

const shot = (name: string) => `time-tracking/${name}`;

/** An organization with one project with an activity, and a second project, through the API. */
async function organizationWithProjects() {
  const account = uniqueAccount('Timekeeper');
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
  const project = await callApi<{ id: string }>(cookie, 'POST', '/api/v1/projects', {
    name: 'Radar Upgrade',
    programId: program.id,
  });
  await callApi(cookie, 'POST', '/api/v1/projects', { name: 'Internal', programId: program.id });
  const year = new Date().getUTCFullYear();
  await callApi(cookie, 'POST', `/api/v1/projects/${project.id}/activities`, {
    name: 'Design',
    startDate: `${year - 1}-01-01`,
    endDate: `${year + 1}-12-31`,
  });
  return { account, cookie };
}

/** A resource manager of the organization: invited through the API, password set from the mail. */
async function invitedResourceManager(adminCookie: string, organizationName: string) {
  const person = uniqueAccount('Approver');
  await callApi(adminCookie, 'POST', '/api/v1/users', {
    fullName: person.fullName,
    email: person.email,
    role: 'resource_manager',
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
  return person;
}

async function signIn(context: BrowserContext, email: string, password: string) {
  const response = await context.request.post('/api/auth/sign-in/email', {
    headers: { origin: baseUrl() },
    data: { email, password },
  });
  expect(response.ok()).toBe(true);
}

/** Picks an option of a labelled select (Radix: a combobox button and a listbox). */
async function choose(scope: Page | ReturnType<Page['getByRole']>, label: string, option: RegExp) {
  await scope.getByRole('combobox', { name: label }).click();
  const page = 'page' in scope ? scope.page() : scope;
  await page.getByRole('option', { name: option }).click();
}

async function toast(page: Page, text: string) {
  await page
    .getByRole('region', { name: /Notifications/ })
    .getByText(text, { exact: true })
    .first()
    .waitFor();
}

const clockOf = (page: Page) => page.getByRole('timer', { name: 'Elapsed time' });
const seconds = (clock: string) =>
  clock.split(':').reduce((total, part) => total * 60 + Number(part), 0);

/** Today (UTC, the people's time zone here) and a 90-minute stretch of it away from now. */
function manualTimes() {
  const now = new Date();
  const date = now.toISOString().slice(0, 10);
  const morning = now.getUTCHours() >= 12;
  return morning
    ? { date, start: '02:00', end: '03:30', overlapStart: '03:00', overlapEnd: '04:00' }
    : { date, start: '14:00', end: '15:30', overlapStart: '15:00', overlapEnd: '16:00' };
}

describe('tracking time', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  // Three screens and two people: more than the default minute on a busy machine.
  it('times a session with a break, adds entries, and has the week approved and locked', async () => {
    const { account, cookie } = await organizationWithProjects();
    // A resource manager of the organization, who will review the week.
    const approver = await invitedResourceManager(cookie, account.organizationName);
    const { context, page, consoleErrors } = await newPage(browser);
    await signIn(context, account.email, account.password);

    // The Time Tracker: nothing yet, and a project is required.
    await page.goto('/dashboard/time-tracker');
    await page.getByRole('heading', { name: 'Time Tracker' }).waitFor();
    await page.getByText('No sessions today').waitFor();
    expect(await clockOf(page).textContent()).toBe('00:00:00');
    expect(await page.getByRole('combobox', { name: 'Activity (optional)' }).isDisabled()).toBe(
      true,
    );
    await expectAccessible(page);
    await screenshot(page, shot('01-tracker'));
    await page.getByRole('button', { name: 'Start Timer' }).click();
    await toast(page, 'Please select a project');

    // Start on a project's activity: the clock ticks.
    await choose(page, 'Project', /^Radar Upgrade/);
    await choose(page, 'Activity (optional)', /^Design$/);
    await page.getByRole('button', { name: 'Start Timer' }).click();
    await toast(page, 'Timer started');
    await page.getByRole('list', { name: "Today's sessions" }).getByText('Active').waitFor();
    await expect
      .poll(async () => seconds((await clockOf(page).textContent()) ?? ''))
      .toBeGreaterThan(0);
    await expectAccessible(page);
    await screenshot(page, shot('02-running'));

    // A reload resumes the clock from the server's start time.
    const beforeReload = seconds((await clockOf(page).textContent()) ?? '');
    await page.reload();
    await page.getByRole('button', { name: 'Stop' }).waitFor();
    await expect
      .poll(async () => seconds((await clockOf(page).textContent()) ?? ''))
      .toBeGreaterThan(beforeReload);
    expect(await page.getByRole('combobox', { name: 'Project' }).textContent()).toMatch(
      /Radar Upgrade/,
    );

    // A second tab follows the timer live, without a reload.
    const otherTab = await context.newPage();
    otherTab.on('pageerror', (error) => consoleErrors.push(error.message));
    await otherTab.goto('/dashboard/time-tracker');
    await otherTab.getByRole('button', { name: 'Stop' }).waitFor();

    // An unpaid break: 'On Break' in both tabs, the clock pauses; then resume.
    await page.getByRole('button', { name: 'Break' }).click();
    await page.getByRole('menuitem', { name: 'Unpaid break' }).click();
    await toast(page, 'Break started');
    await page.getByText('On Break').waitFor();
    await otherTab.getByText('On Break').waitFor();
    await otherTab.getByRole('button', { name: 'Resume' }).waitFor();
    await expectAccessible(page);
    await screenshot(page, shot('03-on-break'));
    await page.getByRole('button', { name: 'Resume' }).click();
    await toast(page, 'Break ended');
    await otherTab.getByRole('button', { name: 'Break' }).waitFor();
    expect(await page.getByText('On Break').count()).toBe(0);

    // Stop: the session's whole minutes, unpaid break left out, in Today's Sessions.
    await page.getByRole('button', { name: 'Stop' }).click();
    await toast(page, 'Session ended');
    await otherTab.getByRole('button', { name: 'Start Timer' }).waitFor();
    const [timed] = await callApi<
      {
        startTime: string;
        endTime: string;
        durationMinutes: number;
        breaks: { breakType: 'paid' | 'unpaid'; startTime: string; endTime: string }[];
      }[]
    >(cookie, 'GET', '/api/v1/time/sessions');
    const expectedMinutes = workedMinutes(
      new Date(timed!.startTime),
      new Date(timed!.endTime),
      timed!.breaks.map((b) => ({
        breakType: b.breakType,
        startTime: new Date(b.startTime),
        endTime: new Date(b.endTime),
      })),
    );
    expect(timed!.durationMinutes).toBe(expectedMinutes);
    expect(timed!.breaks).toHaveLength(1);
    const today = page.getByRole('list', { name: "Today's sessions" });
    await today.getByText(`${expectedMinutes} min`, { exact: true }).waitFor();
    expect(await clockOf(page).textContent()).toBe('00:00:00');
    await screenshot(page, shot('04-stopped'));
    await otherTab.close();

    // The session list: a manual entry of known times shows its exact minutes.
    await page.getByRole('link', { name: 'All sessions' }).click();
    await page.getByRole('heading', { name: 'Time Tracking' }).waitFor();
    const recent = page.getByRole('table', { name: 'Recent Sessions' });
    await recent.getByRole('cell', { name: `${expectedMinutes} min`, exact: true }).waitFor();
    const times = manualTimes();
    await page.getByRole('button', { name: 'Add entry' }).click();
    let entry = page.getByRole('dialog', { name: 'Add entry' });
    await entry.getByLabel('Date').fill(times.date);
    await entry.getByLabel('Start').fill(times.start);
    await entry.getByLabel('End').fill(times.end);
    await choose(entry, 'Project', /^Radar Upgrade/);
    await entry.getByLabel('Notes').fill('Radar design review');
    await expectAccessible(page);
    await screenshot(page, shot('05-add-entry'));
    await entry.getByRole('button', { name: 'Add entry' }).click();
    await toast(page, 'Entry added');
    await recent.getByRole('cell', { name: '90 min', exact: true }).waitFor();
    await recent.getByRole('cell', { name: 'Radar design review' }).waitFor();

    // An entry overlapping it is refused with the server's message, and nothing is added.
    await page.getByRole('button', { name: 'Add entry' }).click();
    entry = page.getByRole('dialog', { name: 'Add entry' });
    await entry.getByLabel('Date').fill(times.date);
    await entry.getByLabel('Start').fill(times.overlapStart);
    await entry.getByLabel('End').fill(times.overlapEnd);
    await choose(entry, 'Project', /^Internal/);
    await entry.getByRole('button', { name: 'Add entry' }).click();
    await entry.getByRole('alert').getByText('This entry overlaps another session').waitFor();
    await toast(page, 'This entry overlaps another session');
    await expectAccessible(page);
    await screenshot(page, shot('06-overlap-refused'));
    await entry.getByRole('button', { name: 'Cancel' }).click();
    expect(await recent.getByRole('row').count()).toBe(3);
    await screenshot(page, shot('07-sessions'));

    // A CSV export of one project's time.
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const exportDialog = page.getByRole('dialog', { name: 'Export time' });
    await choose(exportDialog, 'Project', /^Radar Upgrade/);
    await expectAccessible(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      exportDialog.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^time-[\d-]{10}-to-[\d-]{10}\.csv$/);
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv.split('\n')[0]).toMatch(/^Date,Start,End,Duration \(minutes\)/);
    expect(csv).toContain('Radar design review');
    await toast(page, 'Time exported');

    // Timesheets: a row added by hand, a duration typed in, and the week submitted.
    await page.getByRole('link', { name: 'Timesheets', exact: true }).first().click();
    await page.getByRole('heading', { name: 'Timesheets' }).waitFor();
    const grid = page.getByRole('table', { name: /^Timesheet of the week of/ });
    await grid
      .getByRole('cell', { name: /Radar Upgrade/ })
      .first()
      .waitFor();
    await choose(page, 'Project', /^Internal/);
    await page.getByRole('button', { name: 'Add row' }).click();
    await toast(page, 'Row added');
    const monday = grid.getByRole('textbox', { name: 'Internal, Monday' });
    await monday.fill('2 days');
    await monday.press('Enter');
    await grid.getByText('Enter a duration like 1:30, 90m or 1.5h').waitFor();
    await monday.fill('1.5h');
    await monday.press('Enter');
    await expect.poll(() => monday.inputValue()).toBe('1:30');
    await grid.getByRole('row').filter({ hasText: 'Internal' }).getByText('1:30').waitFor();
    await expectAccessible(page);
    await screenshot(page, shot('08-week'));
    await page.getByRole('button', { name: 'Submit week' }).click();
    await toast(page, 'Timesheet submitted for approval');
    await page.getByText('Submitted', { exact: true }).waitFor();

    // The resource manager finds it waiting, opens it from their notification and approves it.
    const reviewer = await newPage(browser);
    await signIn(reviewer.context, approver.email, approver.password);
    await reviewer.page.goto('/dashboard/timesheets');
    await reviewer.page.getByRole('tab', { name: /Approvals/ }).click();
    const pending = reviewer.page.getByRole('table', { name: 'Pending Timesheets' });
    await pending.getByText(account.fullName).waitFor();
    await expectAccessible(reviewer.page);
    await screenshot(reviewer.page, shot('09-pending'));
    await reviewer.page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
    await reviewer.page.getByRole('menuitem', { name: /Timesheet submitted/ }).click();
    await reviewer.page.waitForURL(/\/dashboard\/timesheets\?.*timesheet=/);
    const review = reviewer.page.getByRole('dialog', { name: `Timesheet of ${account.fullName}` });
    await review.getByRole('cell', { name: /Internal/ }).waitFor();
    await review.getByLabel('Note (optional)').fill('Looks right, thanks');
    await expectAccessible(reviewer.page);
    await screenshot(reviewer.page, shot('10-review'));
    await review.getByRole('button', { name: 'Approve' }).click();
    await toast(reviewer.page, 'Timesheet approved');
    await review.waitFor({ state: 'detached' });
    await reviewer.page.getByText('No pending timesheets').waitFor();
    expect(reviewer.consoleErrors).toEqual([]);
    await reviewer.context.close();

    // The person's open week follows live: approved, read-only, with the server's message.
    await page.getByText('Approved', { exact: true }).waitFor();
    await page.getByText(/^This week is approved and locked: approved by/).waitFor();
    expect(await grid.getByRole('textbox').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Submit week' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
    await page.getByRole('menuitem', { name: /Timesheet approved/ }).click();
    await page.waitForURL(/\/dashboard\/timesheets\?week=/);
    await page.getByText(/^This week is approved and locked: approved by/).waitFor();
    await expectAccessible(page);
    await screenshot(page, shot('11-approved'));

    // An edit of a session in that week is refused with the server's message.
    await page.goto('/dashboard/time-tracking');
    await recent
      .getByRole('row')
      .filter({ hasText: 'Radar design review' })
      .getByRole('button', { name: /^Edit/ })
      .click();
    const edit = page.getByRole('dialog', { name: 'Edit entry' });
    await edit.getByLabel('Notes').fill('Radar design review, longer');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await edit.getByRole('alert').getByText('This week is approved and locked').waitFor();
    await toast(page, 'This week is approved and locked');
    await expectAccessible(page);
    await screenshot(page, shot('12-edit-refused'));

    expect(consoleErrors).toEqual([]);
    await context.close();
  }, 150_000);
});
