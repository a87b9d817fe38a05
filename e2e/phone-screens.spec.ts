import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callApi,
  completeSetupThroughApi,
  signInThroughApi,
  signUpThroughApi,
  uniqueAccount,
} from './support/accounts';
import { baseUrl, expectAccessible, launchBrowser, newPage, screenshot } from './support/browser';

const PHONE = { width: 375, height: 740 };
const shot = (name: string) => `phone-screens/${name}`;

/** An organization with a customer, a program, a project, a finished entry and a running timer. */
async function organizationWithTime() {
  const account = uniqueAccount('Phone');
  await signUpThroughApi(account);
  const cookie = await signInThroughApi(account);
  await completeSetupThroughApi(cookie);
  const customer = await callApi<{ id: string }>(cookie, 'POST', '/api/v1/customers', {
    name: 'Volvo Cars',
    customerType: 'Enterprise',
    locationCountry: 'Sweden',
  });
  const program = await callApi<{ id: string }>(cookie, 'POST', '/api/v1/programs', {
    name: 'Connected Car',
    customerId: customer.id,
    description: 'Every car online, updated over the air',
  });
  const project = await callApi<{ id: string }>(cookie, 'POST', '/api/v1/projects', {
    name: 'Radar Upgrade',
    projectCode: 'RAD-042',
    programId: program.id,
  });
  // A finished half hour that ended ten minutes ago, then a timer running from now.
  const minute = 60_000;
  const end = Math.floor(Date.now() / minute) * minute - 10 * minute;
  await callApi(cookie, 'POST', '/api/v1/time/sessions', {
    projectId: project.id,
    startTime: new Date(end - 30 * minute).toISOString(),
    endTime: new Date(end).toISOString(),
    notes: 'Radar design review',
  });
  const running = await callApi<{ startTime: string }>(cookie, 'POST', '/api/v1/time/timer/start', {
    projectId: project.id,
  });
  return { account, running };
}

/** Nothing wider than the phone: neither the page nor any table inside its own scroller. */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    tables: [...document.querySelectorAll('[data-slot="table-container"]')].map(
      (container) => container.scrollWidth - container.clientWidth,
    ),
  }));
  expect(widths.page).toBeLessThanOrEqual(PHONE.width);
  expect(widths.tables.filter((overflow) => overflow > 0)).toEqual([]);
}

/** Text shown and inside the phone's width. */
async function expectOnScreen(target: Locator) {
  expect(await target.isVisible()).toBe(true);
  const box = await target.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
}

/**
 * Opens a row's details and returns them as 'label: value' lines; the values are not on the
 * screen before.
 */
async function openDetails(scope: Locator, rowName: string): Promise<string[]> {
  const toggle = scope.getByRole('button', { name: `Details of ${rowName}` });
  await toggle.click();
  expect(await toggle.getAttribute('aria-expanded')).toBe('true');
  const details = scope.page().locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
  await details.waitFor();
  const terms = await details.getByRole('term').allTextContents();
  const values = await details.getByRole('definition').allTextContents();
  return terms.map((term, index) => `${term}: ${values[index]}`);
}

const oneSpace = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

describe('on a phone', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows every list without sideways scrolling, the rest in each row’s details, and one time format', async () => {
    const { account, running } = await organizationWithTime();
    const { context, page, consoleErrors } = await newPage(browser);
    await page.setViewportSize(PHONE);
    // An American browser in Tokyo: times follow the person's time zone (UTC here), in the
    // browser's 12-hour clock.
    const devtools = await context.newCDPSession(page);
    await devtools.send('Emulation.setLocaleOverride', { locale: 'en-US' });
    await devtools.send('Emulation.setTimezoneOverride', { timezoneId: 'Asia/Tokyo' });
    const signIn = await page.request.post('/api/auth/sign-in/email', {
      headers: { origin: baseUrl() },
      data: { email: account.email, password: account.password },
    });
    expect(signIn.ok()).toBe(true);

    // Customers: the name and the row's actions; type, location and created in the details.
    await page.goto('/dashboard/customers');
    const customers = page.getByRole('table', { name: 'Customers' });
    await customers.getByText('Volvo Cars', { exact: true }).waitFor();
    await expectNoSidewaysScroll(page);
    await expectOnScreen(customers.getByText('Volvo Cars', { exact: true }));
    await expectOnScreen(customers.getByRole('button', { name: 'Edit Volvo Cars' }));
    expect(await customers.getByText('Sweden', { exact: true }).isVisible()).toBe(false);
    await expectAccessible(page);
    await screenshot(page, shot('01-customers'));
    expect(await openDetails(customers, 'Volvo Cars')).toEqual(
      expect.arrayContaining(['Type: Enterprise', 'Location: Sweden']),
    );
    await expectOnScreen(customers.getByRole('definition').filter({ hasText: 'Sweden' }));
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    await screenshot(page, shot('02-customer-details'));

    // Programs: the name; customer and description in the details.
    await page.goto('/dashboard/programs');
    const programs = page.getByRole('table', { name: 'Programs' });
    await programs.getByText('Connected Car', { exact: true }).waitFor();
    await expectNoSidewaysScroll(page);
    await expectOnScreen(programs.getByText('Connected Car', { exact: true }));
    expect(await openDetails(programs, 'Connected Car')).toEqual(
      expect.arrayContaining([
        'Customer: Volvo Cars',
        'Description: Every car online, updated over the air',
      ]),
    );
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    await screenshot(page, shot('03-program-details'));

    // Projects: name and status; code, program, customer and dates in the details.
    await page.goto('/dashboard/projects');
    const projects = page.getByRole('table', { name: 'Projects' });
    await projects.getByRole('link', { name: 'Radar Upgrade' }).waitFor();
    await expectNoSidewaysScroll(page);
    await expectOnScreen(projects.getByRole('link', { name: 'Radar Upgrade' }));
    expect(await projects.getByText('RAD-042').isVisible()).toBe(false);
    await screenshot(page, shot('04-projects'));
    expect(await openDetails(projects, 'Radar Upgrade')).toEqual(
      expect.arrayContaining(['Code: RAD-042', 'Program: Connected Car', 'Customer: Volvo Cars']),
    );
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    await screenshot(page, shot('05-project-details'));

    // The time the timer started, as this browser writes a clock time in the person's zone.
    const startedAt = await page.evaluate(
      (instant) =>
        new Intl.DateTimeFormat(navigator.language, { timeStyle: 'short', timeZone: 'UTC' }).format(
          new Date(instant),
        ),
      running.startTime,
    );
    expect(oneSpace(startedAt)).toMatch(/^\d{1,2}:\d{2} [AP]M$/);

    // The tracker: today's sessions from start to end, the running one to 'now'.
    await page.goto('/dashboard/time-tracker');
    const today = page.getByRole('list', { name: "Today's sessions" });
    await today.getByText('Active').waitFor();
    await expectNoSidewaysScroll(page);
    const trackerLine = oneSpace(
      await today
        .getByRole('listitem')
        .filter({ hasText: 'Active' })
        .locator('p')
        .nth(1)
        .textContent(),
    );
    expect(trackerLine).toBe(`${oneSpace(startedAt)} – now`);
    await expectAccessible(page);
    await screenshot(page, shot('06-tracker'));

    // The session list: project and start on the phone, at the tracker's clock time.
    await page.goto('/dashboard/time-tracking');
    const sessions = page.getByRole('table', { name: 'Recent Sessions' });
    const runningRow = sessions.getByRole('row').filter({ hasText: 'Radar Upgrade' }).first();
    await runningRow.waitFor();
    await expectNoSidewaysScroll(page);
    const startCell = oneSpace(await runningRow.getByRole('cell').nth(1).textContent());
    expect(startCell.endsWith(`, ${oneSpace(startedAt)}`)).toBe(true);
    await expectOnScreen(runningRow.getByRole('cell').nth(1));
    expect(await sessions.getByText('Radar design review').isVisible()).toBe(false);
    await expectAccessible(page);
    await screenshot(page, shot('07-sessions'));
    const finished = await openDetails(sessions.getByRole('row').nth(2), 'Radar Upgrade');
    expect(finished).toEqual(
      expect.arrayContaining(['Duration: 30 min', 'Notes: Radar design review']),
    );
    const endLine = finished.find((line) => line.startsWith('End Time: '));
    expect(endLine).toMatch(/, \d{1,2}:\d{2}\s[AP]M$/);
    // Edit and delete live in the details on a phone.
    await expectOnScreen(
      sessions.getByRole('definition').getByRole('button', { name: /^Edit Radar Upgrade/ }),
    );
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    await screenshot(page, shot('08-session-details'));

    expect(consoleErrors).toEqual([]);
    await context.close();
  }, 120_000);
});
