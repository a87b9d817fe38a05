import { readFile } from 'node:fs/promises';
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

const shot = (name: string) => `scheduling/${name}`;
const DAY_MS = 86_400_000;

/** The Monday after today (UTC), plus `days`, as yyyy-mm-dd. */
function fromNextMonday(days: number): string {
  const now = new Date();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const weekday = new Date(today).getUTCDay();
  const monday = today + ((8 - weekday) % 7 || 7) * DAY_MS;
  return new Date(monday + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The engine's hand-computed network (src/shared/domain/schedule.test.ts) from next Monday:
 * A Mon-Fri; B and D the week after; C inside A's week; E ending on A's Monday; F a milestone.
 */
async function sixActivityProject() {
  const account = uniqueAccount('Planner');
  await signUpThroughApi(account);
  const cookie = await signInThroughApi(account);
  await completeSetupThroughApi(cookie);
  const customer = await callApi<{ id: string }>(cookie, 'POST', '/api/v1/customers', {
    name: 'Scania',
  });
  const program = await callApi<{ id: string }>(cookie, 'POST', '/api/v1/programs', {
    name: 'Electric Trucks',
    customerId: customer.id,
  });
  const project = await callApi<{ id: string }>(cookie, 'POST', '/api/v1/projects', {
    name: 'Charging Depot',
    programId: program.id,
  });
  const me = await callApi<{ id: string }>(cookie, 'GET', '/api/v1/me');
  const ids: Record<string, string> = {};
  for (const [name, start, end, isMilestone] of [
    ['A', 0, 4, false],
    ['B', 7, 9, false],
    ['C', 2, 3, false],
    ['D', 7, 10, false],
    ['E', -4, 0, false],
    ['F', 10, 10, true],
  ] as const) {
    const activity = await callApi<{ id: string }>(
      cookie,
      'POST',
      `/api/v1/projects/${project.id}/activities`,
      {
        name: `Activity ${name}`,
        startDate: fromNextMonday(start),
        endDate: fromNextMonday(end),
        isMilestone,
        // The planner works half time on A: the bar says so.
        assignments: name === 'A' ? [{ resourceId: me.id, capacityPercentage: 50 }] : [],
      },
    );
    ids[name] = activity.id;
  }
  // Four of the five links here (every type, a lead); D → F is added on the page.
  for (const [from, to, type, lag] of [
    ['A', 'B', 'FS', 0],
    ['A', 'C', 'SS', 2],
    ['B', 'D', 'FF', 1],
    ['C', 'E', 'SF', -1],
  ] as const) {
    await callApi(cookie, 'POST', `/api/v1/projects/${project.id}/links`, {
      predecessorId: ids[from],
      successorId: ids[to],
      type,
      lag,
    });
  }
  return { account, projectId: project.id };
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('dialog').getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function addLink(page: Page, from: string, to: string, type: string) {
  await page.getByRole('button', { name: 'Add Link' }).click();
  await choose(page, 'Predecessor', from);
  await choose(page, 'Successor', to);
  await choose(page, 'Type', type);
  await page.getByRole('dialog').getByRole('button', { name: 'Add Link' }).click();
}

const bar = (page: Page, name: string) => page.locator(`[data-gantt-bar="${name}"]`);

describe('scheduling on the Activities tab', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('links, shows the critical path, drags into a violation, auto-schedules, refuses a cycle and compares a baseline', async () => {
    const { account, projectId } = await sixActivityProject();
    const { context, page, consoleErrors } = await newPage(browser);
    const signedIn = await context.request.post('/api/auth/sign-in/email', {
      headers: { origin: baseUrl() },
      data: { email: account.email, password: account.password },
    });
    expect(signedIn.ok()).toBe(true);

    // The project's address loaded directly. Its plan and schedule are asked for with the
    // project, not after it (the session, then the project, then its plan), and each once.
    const events: string[] = [];
    page.on('request', (request) => events.push(`asked ${new URL(request.url()).pathname}`));
    page.on('response', (response) => events.push(`answered ${new URL(response.url()).pathname}`));
    await page.goto(`/dashboard/projects/${projectId}`);
    await page.getByRole('region', { name: 'Gantt chart' }).waitFor();
    const project = `/api/v1/projects/${projectId}`;
    for (const read of ['/api/v1/me', project, `${project}/activities`, `${project}/schedule`])
      expect(
        events.filter((e) => e === `asked ${read}`),
        read,
      ).toHaveLength(1);
    for (const read of [`${project}/activities`, `${project}/schedule`])
      expect(events.indexOf(`asked ${read}`), read).toBeLessThan(
        events.indexOf(`answered ${project}`),
      );
    await addLink(page, 'Activity D', 'Activity F', 'Finish to start (FS)');
    await page.getByText('Link added').waitFor();
    const links = page.getByRole('table', { name: 'Links' });
    await links.getByRole('cell', { name: 'Start to finish (SF)' }).waitFor();
    await links.getByRole('cell', { name: '1 working day lead' }).waitFor();
    expect(await links.getByRole('row').count()).toBe(6);

    // The critical path A, B, D, F is drawn in red; C and E have float.
    for (const name of ['A', 'B', 'D', 'F'])
      await bar(page, `Activity ${name}`).and(page.locator('[data-critical]')).waitFor();
    expect(await bar(page, 'Activity C').getAttribute('data-critical')).toBeNull();
    expect(await page.locator('[data-link]').count()).toBe(5);
    await bar(page, 'Activity A').getByText(`${account.fullName} 50%`, { exact: true }).waitFor();
    await expectAccessible(page);
    await screenshot(page, shot('01-critical-path'));

    // Day zoom; A dragged three days later: B (finish to start) now starts too early.
    await page.getByRole('button', { name: 'Day', exact: true }).click();
    await page.getByRole('button', { name: 'Day', pressed: true }).waitFor();
    const barA = bar(page, 'Activity A').locator('rect').last();
    await barA.scrollIntoViewIfNeeded();
    const box = (await barA.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 40, box.y + box.height / 2, { steps: 4 });
    await page.mouse.move(box.x + box.width / 2 + 3 * 28, box.y + box.height / 2, { steps: 4 });
    await page.mouse.up();
    await page.getByText(/^Activity A moved to/).waitFor();
    await bar(page, 'Activity B').and(page.locator('[data-violated]')).waitFor();
    await page
      .getByRole('list', { name: 'Activities of the Gantt chart' })
      .getByRole('button', { name: /Activity B, .*violates a link/ })
      .waitFor();
    await screenshot(page, shot('02-violation'));

    await page.getByRole('button', { name: 'Auto-schedule' }).click();
    await page.getByText(/^Schedule updated: \d+ activit/).waitFor();
    await page.locator('[data-violated]').first().waitFor({ state: 'detached' });

    // A link back from F to A would close a cycle: refused, naming it.
    await addLink(page, 'Activity F', 'Activity A', 'Finish to start (FS)');
    await page
      .getByRole('dialog')
      .getByText(/This link would make a cycle: Activity A/)
      .waitFor();
    await page.keyboard.press('Escape');

    // A baseline, then C moved a day from the keyboard: the comparison shows +1 d.
    await page.getByRole('button', { name: 'Save Baseline' }).click();
    await page.getByRole('dialog').getByLabel('Name').fill('Plan of record');
    await page.getByRole('dialog').getByRole('button', { name: 'Save Baseline' }).click();
    await page.getByText('Baseline saved').waitFor();
    const rowC = page
      .getByRole('list', { name: 'Activities of the Gantt chart' })
      .getByRole('button', { name: /^Activity C,/ });
    await rowC.focus();
    await page.keyboard.press('ArrowRight');
    await page.getByText(/^Activity C moved to/).waitFor();
    await page.getByRole('button', { name: 'Compare with Plan of record' }).click();
    const variance = page.getByRole('table', { name: 'Baseline variance' });
    const c = variance.getByRole('row', { name: /Activity C/ });
    await c.getByText('Moved').waitFor();
    expect(await c.getByRole('cell', { name: /^\+1 d$/ }).count()).toBeGreaterThan(0);
    expect(await page.locator('[data-baseline-bar]').count()).toBe(6);
    await expectAccessible(page);
    await screenshot(page, shot('03-baseline-variance'));

    // A reload shows the plan as saved: the same dates, the same violations.
    const labels = () =>
      page
        .getByRole('list', { name: 'Activities of the Gantt chart' })
        .getByRole('button')
        .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')));
    const before = await labels();
    await page.reload();
    await bar(page, 'Activity A').waitFor();
    expect(await labels()).toEqual(before);

    // Progress: Activity A is 60 % done; its bar shows the work done.
    await page.getByRole('button', { name: 'Edit Activity A' }).click();
    const edit = page.getByRole('dialog');
    await edit.getByLabel('Percent Complete').fill('60');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Activity updated successfully').waitFor();
    await page.locator('[data-progress="Activity A"]').waitFor();
    await page
      .getByRole('list', { name: 'Activities of the Gantt chart' })
      .getByRole('button', { name: /Activity A, .*60% complete/ })
      .waitFor();

    // The plan out to MS Project XML, and back in as a copy of itself.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export to MS Project' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('Charging Depot.xml');
    const xml = await readFile((await file.path())!, 'utf8');
    expect(xml).toContain('<Name>Activity F</Name>');
    await page.getByRole('button', { name: 'Import from MS Project' }).click();
    await page
      .getByRole('dialog')
      .getByLabel('Project XML file')
      .setInputFiles({ name: 'copy.xml', mimeType: 'application/xml', buffer: Buffer.from(xml) });
    await page.getByRole('dialog').getByRole('button', { name: 'Import' }).click();
    await page.getByText('Imported 6 activities and 5 links').waitFor();
    await page
      .getByText('Showing')
      .or(page.getByRole('table', { name: 'Links' }))
      .first()
      .waitFor();
    expect(await page.locator('[data-link]').count()).toBe(10);

    await page.setViewportSize({ width: 390, height: 844 });
    await expectAccessible(page);
    await screenshot(page, shot('04-phone'));

    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
