import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Account,
  completeSetupThroughApi,
  invitePersonThroughApi,
  setPasswordThroughInvitation,
  signInThroughApi,
  signUpThroughApi,
  uniqueAccount,
} from './support/accounts';
import { baseUrl, expectAccessible, launchBrowser, newPage, screenshot } from './support/browser';
import { linkIn, waitForMail } from './support/mailbox';

const shot = (name: string) => `project-workspace/${name}`;
// A long journey (eight tabs, two browsers) on a machine shared with other work.
const JOURNEY_TIMEOUT_MS = 180_000;

/** Picks an option of a labelled select inside the open dialog (Radix combobox and listbox). */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('dialog').getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Moves a list entry along its lifecycle with its inline status select. */
async function moveStatus(scope: Locator, page: Page, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function toast(page: Page, text: string) {
  await page
    .getByRole('region', { name: /Notifications/ })
    .getByText(text, { exact: true })
    .first()
    .waitFor();
}

/** The figure of a stat card ('Total Budget' -> '$2,823.81'). */
function statCard(page: Page, title: string): Locator {
  return page.locator('[data-slot="card"]').filter({
    has: page.locator('[data-slot="card-title"]', { hasText: new RegExp(`^${title}$`) }),
  });
}

async function signInPage(browser: Browser, account: Pick<Account, 'email' | 'password'>) {
  const opened = await newPage(browser);
  const signIn = await opened.page.request.post('/api/auth/sign-in/email', {
    headers: { origin: baseUrl() },
    data: { email: account.email, password: account.password },
  });
  expect(signIn.ok()).toBe(true);
  return opened;
}

describe('the project workspace', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it(
    'plans a project tab by tab, and a PM head approves its change request live',
    async () => {
      // An administrator's organization with a project manager and a PM head, set up by API.
      const admin = uniqueAccount('Workspace');
      await signUpThroughApi(admin);
      const adminCookie = await signInThroughApi(admin);
      await completeSetupThroughApi(adminCookie);
      const id = randomUUID().slice(0, 8);
      const manager = {
        fullName: `Priya Planner ${id}`,
        email: `pm-${id}@e2e.stint.test`,
        role: 'project_manager',
        hourlyCost: 86.4,
      };
      const head = {
        fullName: `Henrik Head ${id}`,
        email: `pm-head-${id}@e2e.stint.test`,
        password: `Head-${id}-pass`,
        role: 'pm_head',
      };
      await invitePersonThroughApi(adminCookie, manager);
      await invitePersonThroughApi(adminCookie, {
        fullName: head.fullName,
        email: head.email,
        role: head.role,
      });
      const invitation = await waitForMail(head.email, /You have been added to/);
      await setPasswordThroughInvitation(
        linkIn(invitation, `${baseUrl()}/reset-password`),
        head.password,
      );

      const { context, page, consoleErrors } = await signInPage(browser, admin);

      // Customer -> program -> project with its project manager and PM head.
      await page.goto('/dashboard/customers');
      await page.getByRole('button', { name: 'Add Customer' }).click();
      const addCustomer = page.getByRole('dialog', { name: 'Add Customer' });
      await addCustomer.getByLabel('Name').fill('Fjord Logistics');
      await addCustomer.getByRole('button', { name: 'Add Customer' }).click();
      await toast(page, 'Customer created successfully');

      await page.getByRole('link', { name: 'Programs', exact: true }).click();
      await page.getByRole('button', { name: 'Add Program' }).click();
      const addProgram = page.getByRole('dialog', { name: 'Add Program' });
      await addProgram.getByLabel('Name').fill('Fleet Modernisation');
      await choose(page, 'Customer', 'Fjord Logistics');
      await addProgram.getByRole('button', { name: 'Add Program' }).click();
      await toast(page, 'Program created successfully');

      await page.getByRole('link', { name: 'Projects', exact: true }).click();
      await page.getByRole('button', { name: 'Add Project' }).click();
      const addProject = page.getByRole('dialog', { name: 'Add Project' });
      await addProject.getByLabel('Name').fill('Route Planner');
      await addProject.getByLabel('Code').fill('FJ-7');
      await choose(page, 'Program', 'Fleet Modernisation · Fjord Logistics');
      await addProject.getByLabel('Start Date').fill('2030-01-01');
      await addProject.getByLabel('End Date').fill('2030-06-30');
      await choose(page, 'Project Manager', manager.fullName);
      await choose(page, 'PM Head (optional)', head.fullName);
      await addProject.getByRole('button', { name: 'Add Project' }).click();
      await toast(page, 'Project created successfully');
      const projects = page.getByRole('table', { name: 'Projects' });
      await projects.getByRole('cell', { name: manager.fullName }).waitFor();
      await projects.getByRole('link', { name: 'Route Planner' }).click();
      await page.waitForURL(/\/dashboard\/projects\/[0-9a-f-]{36}$/);
      const projectUrl = new URL(page.url()).pathname;
      await page.getByText('Fjord Logistics • Fleet Modernisation').waitFor();

      // Activities: add two and a milestone, edit one, delete one; a bar each on the chart.
      const addActivity = async (name: string, start: string, end: string | null) => {
        await page.getByRole('button', { name: 'Add Activity' }).click();
        const dialog = page.getByRole('dialog', { name: 'Add Activity' });
        await dialog.getByLabel('Name').fill(name);
        if (end === null) {
          await dialog.getByLabel('Milestone (a single day)').check();
          await dialog.getByLabel('Date', { exact: true }).fill(start);
        } else {
          await dialog.getByLabel('Start Date').fill(start);
          await dialog.getByLabel('End Date').fill(end);
        }
        await dialog.getByRole('button', { name: 'Add Activity' }).click();
        await toast(page, 'Activity created successfully');
        await dialog.waitFor({ state: 'detached' });
      };
      await page.getByText('No activities yet').waitFor();
      await addActivity('Discovery', '2030-01-07', '2030-02-15');
      await addActivity('Design sign-off', '2030-02-20', null);
      await addActivity('Spare capacity', '2030-03-01', '2030-03-31');
      const activities = page.getByRole('table', { name: 'Activities' });
      await activities.getByRole('button', { name: 'Edit Discovery' }).click();
      const editActivity = page.getByRole('dialog', { name: 'Edit Activity' });
      await editActivity.getByLabel('Name').fill('Discovery workshops');
      await editActivity.getByLabel('End Date').fill('2030-02-10');
      // People to assign come from the server's choices; the one assigned shows on reopening.
      await editActivity.getByRole('button', { name: 'Assign a person' }).click();
      await choose(page, 'Person', manager.fullName);
      await editActivity.getByRole('button', { name: 'Save Changes' }).click();
      await toast(page, 'Activity updated successfully');
      await editActivity.waitFor({ state: 'detached' });
      await activities.getByRole('button', { name: 'Edit Discovery workshops' }).click();
      await editActivity
        .getByRole('combobox', { name: 'Person' })
        .getByText(manager.fullName)
        .waitFor();
      await editActivity.getByRole('button', { name: 'Cancel' }).click();
      await activities.getByRole('button', { name: 'Delete Spare capacity' }).click();
      const deleteActivity = page.getByRole('alertdialog', { name: 'Delete this activity?' });
      await deleteActivity.getByRole('button', { name: 'Delete' }).click();
      await toast(page, 'Activity deleted');
      await activities.getByText('Spare capacity').waitFor({ state: 'detached' });
      const gantt = page.getByRole('region', { name: 'Gantt chart' });
      await gantt.getByRole('button', { name: /^Discovery workshops, / }).waitFor();
      await gantt.getByRole('button', { name: /^Design sign-off, milestone on / }).waitFor();
      expect(await gantt.locator('[data-gantt-bar]').count()).toBe(2);
      await activities.getByText('Milestone', { exact: true }).waitFor();
      await expectAccessible(page);
      await screenshot(page, shot('01-activities'));

      // Budget: two effort lines and an overhead, totals to the cent.
      await page.getByRole('tab', { name: 'Budget' }).click();
      await page.getByText('No budget items yet').waitFor();
      await page.getByRole('button', { name: 'Add Budget Item' }).click();
      const addBudget = page.getByRole('dialog', { name: 'Add Budget Item' });
      await choose(page, 'Resource', manager.fullName);
      // The person's hourly cost comes along as the rate.
      expect(await addBudget.getByLabel('Hourly Rate').inputValue()).toBe('86.4');
      await addBudget.getByLabel('Estimated Hours').fill('12.5');
      await addBudget.getByText('Total cost: $1,080.00').waitFor();
      await expectAccessible(page);
      await addBudget.getByRole('button', { name: 'Add Budget Item' }).click();
      await toast(page, 'Budget item added');
      await addBudget.waitFor({ state: 'detached' });

      await page.getByRole('button', { name: 'Add Budget Item' }).click();
      await choose(page, 'Resource', head.fullName);
      await addBudget.getByLabel('Estimated Hours').fill('7.3');
      await addBudget.getByLabel('Hourly Rate').fill('33.33');
      // 7.3 x 33.33 = 243.309: rounded to the cent.
      await addBudget.getByText('Total cost: $243.31').waitFor();
      await addBudget.getByRole('button', { name: 'Add Budget Item' }).click();
      await toast(page, 'Budget item added');
      await addBudget.waitFor({ state: 'detached' });

      await page.getByRole('button', { name: 'Add Budget Item' }).click();
      await addBudget.getByText('Overhead Cost', { exact: true }).click();
      await addBudget.getByLabel('Category').fill('Licences');
      await addBudget.getByLabel('Amount').fill('1500.50');
      await addBudget.getByLabel('Description').fill('Routing engine, one year');
      await addBudget.getByRole('button', { name: 'Add Budget Item' }).click();
      await toast(page, 'Budget item added');
      await addBudget.waitFor({ state: 'detached' });

      // An overhead line edited: the totals follow.
      await page.getByRole('button', { name: 'Edit overhead Licences' }).click();
      const editBudget = page.getByRole('dialog', { name: 'Edit Budget Item' });
      expect(await editBudget.getByLabel('Amount').inputValue()).toBe('1500.5');
      await editBudget.getByLabel('Amount').fill('1600.50');
      await editBudget.getByRole('button', { name: 'Save Changes' }).click();
      await toast(page, 'Budget item updated');
      await editBudget.waitFor({ state: 'detached' });

      await page.getByText('12.5 h × $86.40/h').waitFor();
      await page.getByText('7.3 h × $33.33/h').waitFor();
      await expect.poll(() => statCard(page, 'Total Budget').textContent()).toContain('$2,923.81');
      expect(await statCard(page, 'Effort Costs').textContent()).toContain('$1,323.31');
      expect(await statCard(page, 'Overhead').textContent()).toContain('$1,600.50');
      await expectAccessible(page);
      await screenshot(page, shot('02-budget'));

      // Risks: add one, move it along, edit it.
      await page.getByRole('tab', { name: 'Risks' }).click();
      await page.getByText('No risks documented').waitFor();
      await page.getByRole('button', { name: 'Add Risk' }).click();
      const addRisk = page.getByRole('dialog', { name: 'Add Risk' });
      await addRisk.getByRole('button', { name: 'Add Risk' }).click();
      await addRisk.getByText('Must be at least 10 characters').waitFor();
      await addRisk.getByLabel('Description').fill('Map data licence may not be renewed in time');
      await choose(page, 'Risk Level', 'High');
      await addRisk.getByLabel('Impact').fill('Routing stops for every depot');
      await addRisk.getByRole('button', { name: 'Add Risk' }).click();
      await toast(page, 'Risk added successfully');
      const risks = page.getByRole('list', { name: 'Risk Register' });
      await risks.getByText('High', { exact: true }).waitFor();
      await moveStatus(
        risks,
        page,
        'Status of Map data licence may not be renewed in time',
        'Materialized',
      );
      await toast(page, 'Risk updated');
      await risks
        .getByRole('button', { name: 'Edit Map data licence may not be renewed in time' })
        .click();
      const editRisk = page.getByRole('dialog', { name: 'Edit Risk' });
      expect(await editRisk.getByRole('combobox', { name: 'Status' }).textContent()).toBe(
        'Materialized',
      );
      await editRisk.getByLabel('Mitigation Plan').fill('Second supplier under contract');
      await editRisk.getByRole('button', { name: 'Save Changes' }).click();
      await toast(page, 'Risk updated');
      await risks.getByText('Second supplier under contract').waitFor();
      await expectAccessible(page);
      await screenshot(page, shot('03-risks'));

      // Dependencies and integrations: add, move along, delete with confirmation.
      await page.getByRole('tab', { name: 'Dependencies' }).click();
      await page.getByText('No dependencies tracked').waitFor();
      await page.getByRole('button', { name: 'Add Dependency' }).click();
      const addDependency = page.getByRole('dialog', { name: 'Add Dependency' });
      await addDependency.getByLabel('Description').fill('Telematics feed from the vendor');
      await choose(page, 'Type', 'External');
      await choose(page, 'Depends On', 'Vendor');
      await addDependency.getByRole('button', { name: 'Add Dependency' }).click();
      await toast(page, 'Dependency added');
      const dependencies = page.getByRole('list', { name: 'Dependencies' });
      await moveStatus(dependencies, page, 'Status of Telematics feed from the vendor', 'Blocked');
      await toast(page, 'Dependency updated');
      await moveStatus(dependencies, page, 'Status of Telematics feed from the vendor', 'Resolved');
      await dependencies
        .getByRole('combobox', { name: /Status of/ })
        .getByText('Resolved')
        .waitFor();
      await dependencies
        .getByRole('button', { name: 'Edit Telematics feed from the vendor' })
        .click();
      const editDependency = page.getByRole('dialog', { name: 'Edit Dependency' });
      await editDependency.getByLabel('Description').fill('Telematics feed from the fleet vendor');
      await editDependency.getByRole('button', { name: 'Save Changes' }).click();
      await toast(page, 'Dependency updated');
      await dependencies.getByText('Telematics feed from the fleet vendor').waitFor();

      await page.getByRole('tab', { name: 'Integrations' }).click();
      await page.getByText('No integrations tracked').waitFor();
      await page.getByRole('button', { name: 'Add Integration' }).click();
      const addIntegration = page.getByRole('dialog', { name: 'Add Integration' });
      await addIntegration.getByLabel('Name').fill('Depot ERP');
      await choose(page, 'Type', 'Database');
      await addIntegration.getByRole('button', { name: 'Add Integration' }).click();
      await toast(page, 'Integration added');
      const integrations = page.getByRole('list', { name: 'Integrations' });
      await moveStatus(integrations, page, 'Status of Depot ERP', 'In Progress');
      await toast(page, 'Integration updated');
      await moveStatus(integrations, page, 'Status of Depot ERP', 'Failed');
      await integrations
        .getByRole('combobox', { name: 'Status of Depot ERP' })
        .getByText('Failed')
        .waitFor();
      await integrations.getByRole('button', { name: 'Delete Depot ERP' }).click();
      await page
        .getByRole('alertdialog', { name: 'Delete this integration?' })
        .getByRole('button', { name: 'Delete' })
        .click();
      await toast(page, 'Integration deleted');
      await page.getByText('No integrations tracked').waitFor();

      // The PM head's dashboard, open in a browser of their own before anything is submitted.
      const reviewer = await signInPage(browser, head);
      await reviewer.page.goto('/dashboard');
      const approvals = reviewer.page
        .locator('[data-slot="card"]')
        .filter({ has: reviewer.page.getByText('Pending Approvals', { exact: true }) });
      await approvals.getByText('No pending approvals').waitFor();

      // Change requests: the form checks, then one request with a file attached.
      await page.getByRole('tab', { name: 'Change Requests' }).click();
      await page.getByText('No change requests').waitFor();
      await page.getByRole('button', { name: 'Submit Change Request' }).click();
      const submitRequest = page.getByRole('dialog', { name: 'Submit Change Request' });
      expect(await submitRequest.getByRole('combobox', { name: 'Change Type' }).textContent()).toBe(
        'Scope',
      );
      await submitRequest.getByLabel('Description').fill('Too short');
      await submitRequest.getByRole('button', { name: 'Submit Change Request' }).click();
      expect(await submitRequest.getByText('Must be at least 10 characters').count()).toBe(2);
      await choose(page, 'Change Type', 'Schedule');
      await submitRequest.getByLabel('Description').fill('Move the go-live to the end of May');
      await submitRequest.getByLabel('Justification').fill('The depot pilot needs two more weeks');
      await submitRequest.getByLabel('Impact Assessment').fill('Two weeks later, no extra cost');
      await expectAccessible(page);
      await submitRequest.getByRole('button', { name: 'Submit Change Request' }).click();
      await toast(page, 'Change request submitted');
      const requests = page.getByRole('list', { name: 'Change requests' });
      const request = requests.getByRole('listitem', {
        name: 'Move the go-live to the end of May',
      });
      await request.getByText('Pending', { exact: true }).waitFor();
      await request.getByText('Schedule', { exact: true }).waitFor();
      await request.getByText('The depot pilot needs two more weeks').waitFor();
      await request.getByText('Two weeks later, no extra cost').waitFor();

      // Attachments: the server refuses a type it does not take; the limit is checked first.
      const attach = request.getByLabel('Attach a file');
      await attach.setInputFiles({
        name: 'installer.exe',
        mimeType: 'application/octet-stream',
        buffer: Buffer.from('MZ not really a program'),
      });
      await request.getByRole('alert').getByText('This file type is not allowed').waitFor();
      await attach.setInputFiles({
        name: 'huge.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 0x20),
      });
      await request.getByRole('alert').getByText('File is too large (10 MB at most)').waitFor();
      const planText = 'Week 21: pilot depots\nWeek 22: all depots\n';
      await attach.setInputFiles({
        name: 'revised-plan.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from(planText),
      });
      await toast(page, 'File attached');
      const attachments = request.getByRole('list', { name: 'Attachments' });
      await attachments.getByText('revised-plan.txt').waitFor();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        attachments.getByRole('button', { name: 'Download revised-plan.txt' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('revised-plan.txt');
      expect(await readFile((await download.path())!, 'utf8')).toBe(planText);
      await expectAccessible(page);
      await screenshot(page, shot('04-change-request-pending'));

      // The PM head's list shows it without a reload, and they approve it with a note.
      const pending = approvals.getByRole('listitem', {
        name: 'Route Planner: Move the go-live to the end of May',
      });
      await pending.waitFor({ timeout: 10_000 });
      await pending.getByText('schedule', { exact: true }).waitFor();
      await pending.getByText(new RegExp(`^${admin.fullName} · `)).waitFor();
      await expectAccessible(reviewer.page);
      await screenshot(reviewer.page, shot('05-pending-approvals'));
      await pending.getByRole('button', { name: 'Approve' }).click();
      const approve = reviewer.page.getByRole('dialog', { name: 'Approve Change Request' });
      await approve.getByText('The depot pilot needs two more weeks').waitFor();
      await approve.getByLabel('Review Notes').fill('Fits the Q2 window; keep the budget.');
      await expectAccessible(reviewer.page);
      await approve.getByRole('button', { name: 'Approve' }).click();
      await toast(reviewer.page, 'Change request approved');
      await approvals.getByText('No pending approvals').waitFor();

      // The requester's page follows, still without a reload: approved, with the notes.
      await request.getByText('Approved', { exact: true }).waitFor({ timeout: 10_000 });
      await request.getByText('Fits the Q2 window; keep the budget.').waitFor();
      await request.getByText(`by ${head.fullName}`, { exact: false }).waitFor();
      expect(await request.getByRole('button', { name: 'Attach File' }).count()).toBe(0);
      expect(new URL(page.url()).pathname).toBe(projectUrl);
      await expectAccessible(page);
      await screenshot(page, shot('06-change-request-approved'));

      // A second request, rejected: newest first on both screens, and gone from the approvals.
      await page.getByRole('button', { name: 'Submit Change Request' }).click();
      await choose(page, 'Change Type', 'Budget');
      await submitRequest.getByLabel('Description').fill('Add a second routing engine licence');
      await submitRequest.getByLabel('Justification').fill('Failover for the depots at night');
      await submitRequest.getByRole('button', { name: 'Submit Change Request' }).click();
      await toast(page, 'Change request submitted');
      const second = approvals.getByRole('listitem', {
        name: 'Route Planner: Add a second routing engine licence',
      });
      await second.getByRole('button', { name: 'Reject' }).click();
      const reject = reviewer.page.getByRole('dialog', { name: 'Reject Change Request' });
      await reject.getByLabel('Review Notes').fill('Not this quarter.');
      await reject.getByRole('button', { name: 'Reject' }).click();
      await toast(reviewer.page, 'Change request rejected');
      await approvals.getByText('No pending approvals').waitFor();
      const rejected = requests.getByRole('listitem', {
        name: 'Add a second routing engine licence',
      });
      await rejected.getByText('Rejected', { exact: true }).waitFor();
      await rejected.getByText('Not this quarter.').waitFor();
      expect(await requests.getByRole('listitem').first().getAttribute('aria-label')).toBe(
        'Add a second routing engine licence',
      );

      // Payments: milestones linked to activities, Total Contract Value and Received.
      await page.getByRole('tab', { name: 'Payments' }).click();
      await page.getByText('No payment milestones set').waitFor();
      const addMilestone = async (name: string, amount: string, activity: string, due: string) => {
        await page.getByRole('button', { name: 'Add Milestone' }).click();
        const dialog = page.getByRole('dialog', { name: 'Add Milestone' });
        await dialog.getByLabel('Name').fill(name);
        await dialog.getByLabel('Amount').fill(amount);
        await dialog.getByLabel('Due Date').fill(due);
        await choose(page, 'Linked Activity', activity);
        await dialog.getByRole('button', { name: 'Add Milestone' }).click();
        await toast(page, 'Payment milestone added');
        await dialog.waitFor({ state: 'detached' });
      };
      await addMilestone('Kick-off payment', '15000.50', 'Discovery workshops', '2030-01-15');
      await addMilestone('Design payment', '25000', 'Design sign-off', '2030-02-28');
      const milestones = page.getByRole('table', { name: 'Payment milestones' });
      await milestones.getByRole('cell', { name: 'Design sign-off' }).waitFor();
      await expect
        .poll(() => statCard(page, 'Total Contract Value').textContent())
        .toContain('$40,000.50');
      await milestones.getByRole('button', { name: 'Edit Design payment' }).click();
      const editMilestone = page.getByRole('dialog', { name: 'Edit Milestone' });
      await editMilestone.getByLabel('Amount').fill('24999.50');
      await editMilestone.getByRole('button', { name: 'Save Changes' }).click();
      await toast(page, 'Payment milestone updated');
      await expect
        .poll(() => statCard(page, 'Total Contract Value').textContent())
        .toContain('$40,000.00');
      expect(await statCard(page, 'Received').textContent()).toContain('$0.00');
      await moveStatus(milestones, page, 'Status of Kick-off payment', 'Invoiced');
      await toast(page, 'Payment milestone updated');
      await moveStatus(milestones, page, 'Status of Kick-off payment', 'Received');
      await expect.poll(() => statCard(page, 'Received').textContent()).toContain('$15,000.50');
      await expectAccessible(page);
      await screenshot(page, shot('07-payments'));

      expect(consoleErrors).toEqual([]);
      expect(reviewer.consoleErrors).toEqual([]);
      await reviewer.context.close();
      await context.close();
    },
    JOURNEY_TIMEOUT_MS,
  );
});
