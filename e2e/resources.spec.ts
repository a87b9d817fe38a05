import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/server/demo/seed';
import type { ResourceOverview } from '../src/shared/schemas/resources';
import {
  callApi,
  completeSetupThroughApi,
  signInThroughApi,
  signUpThroughApi,
  uniqueAccount,
} from './support/accounts';
import { baseUrl, expectAccessible, launchBrowser, newPage, screenshot } from './support/browser';

const PHONE = { width: 390, height: 844 };

async function signIn(page: Page, email: string) {
  const response = await page.request.post('/api/auth/sign-in/email', {
    headers: { origin: baseUrl() },
    data: { email, password: DEMO_PASSWORD },
  });
  expect(response.ok()).toBe(true);
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('dialog').getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('the resources page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('lets the resource manager allocate past 100 %, add time off and edit a target', async () => {
    const { context, page, consoleErrors } = await newPage(browser);
    await signIn(page, 'resources@northwind.demo');
    const overview = (
      (await (await page.request.get('/api/v1/resources/overview?pageSize=100')).json()) as {
        rows: ResourceOverview[];
      }
    ).rows;
    const person = overview.find((p) => p.capacityPercentage >= 1 && p.capacityPercentage <= 100);
    expect(person, 'a demo person with some capacity left').toBeDefined();
    const percent = Math.min(100, 110 - person!.capacityPercentage);
    const total = person!.capacityPercentage + percent;

    await page.goto('/dashboard/resources');
    await page.getByRole('heading', { name: 'Resources', level: 1 }).waitFor();
    const table = page.getByRole('table', { name: 'Resources' });
    await table
      .getByRole('row', { name: /Lina Falk/ })
      .getByText('(over 100%)')
      .waitFor();
    expect(await table.locator('[data-slot="badge"]').count()).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Allocate Capacity' }).click();
    const dialog = page.getByRole('dialog');
    await choose(page, 'Resource', person!.fullName);
    await choose(page, 'Project', (await firstProjectName(page))!);
    await dialog.getByLabel('Capacity %').fill(String(percent));
    await dialog.getByTestId('allocation-total').getByText(`${total}% (over 100%)`).waitFor();
    await dialog.getByLabel('Start Date').fill(new Date().toISOString().slice(0, 10));
    await dialog.getByRole('button', { name: 'Allocate Capacity' }).click();
    await page.getByText('Resource capacity allocated successfully').waitFor();
    await table
      .getByRole('row', { name: new RegExp(person!.fullName) })
      .getByText(`${total}%`)
      .waitFor();
    await expectAccessible(page);
    await screenshot(page, 'resources/01-overview');

    // The tab and its search are kept in the address: a reload shows the same cards.
    await page.getByRole('tab', { name: 'Capacity' }).click();
    await page.getByRole('searchbox', { name: 'Search people' }).fill('erik');
    await page.waitForURL(/tab=capacity.*capacity\.q=erik/);
    await expect.poll(() => page.getByTestId('capacity-person').count()).toBe(1);
    await page.reload();
    await page.getByRole('tab', { name: 'Capacity', selected: true }).waitFor();
    expect(await page.getByRole('searchbox', { name: 'Search people' }).inputValue()).toBe('erik');
    const card = page.getByTestId('capacity-person').filter({ hasText: 'Erik Sand' });
    await card.waitFor();
    expect(await page.getByTestId('capacity-person').count()).toBe(1);
    await card.getByRole('button', { name: 'Add Time Off' }).click();
    await dialog.getByLabel('Start Date').fill('2031-06-02');
    await dialog.getByLabel('End Date').fill('2031-06-06');
    await dialog.getByLabel('Reason').fill('Sailing week');
    await dialog.getByRole('button', { name: 'Add Time Off' }).click();
    await card.getByText('Sailing week').waitFor();
    await expectAccessible(page);

    await page.getByRole('tab', { name: 'Utilization' }).click();
    await page.getByRole('button', { name: 'Edit target of Jonas Ek' }).click();
    await dialog.getByLabel('Target hours per week').fill('36');
    await dialog.getByLabel('Target billable %').fill('85');
    await dialog.getByRole('button', { name: 'Save Target' }).click();
    await page
      .getByRole('table', { name: 'Utilization' })
      .getByRole('row', { name: /Jonas Ek/ })
      .getByText(/36 h\/week, 85%/)
      .waitFor();

    // The heat map flags the weeks past 100 %, in colour and in words, and opens a cell.
    await page.getByRole('tab', { name: 'Heat Map' }).click();
    const heat = page.getByRole('table', { name: 'Load by person and week' });
    const over = heat
      .getByRole('row', { name: new RegExp(person!.fullName) })
      .getByRole('button', { name: /over capacity/ })
      .first();
    await over.waitFor();
    expect(await over.getAttribute('data-overloaded')).toBe('true');
    await over.click();
    await page
      .getByRole('dialog')
      .getByText(/available of \d+ working days — over capacity/)
      .waitFor();
    await page.getByRole('dialog').getByText('Allocation', { exact: false }).first().waitFor();
    await expectAccessible(page);
    await screenshot(page, 'resources/03-heat-map');
    await page.keyboard.press('Escape');
    // A notification about someone's load links here by address: the tab's code, loaded when
    // the tab opens, comes with a direct load too.
    await page.goto('/dashboard/resources?tab=heat-map');
    await over.waitFor();

    await page.getByRole('tab', { name: 'Overview' }).click();
    await page.setViewportSize(PHONE);
    await table.waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'resources/02-phone');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('draws a heat map of 150 people as it scrolls, and opens the last one’s cell', async () => {
    const account = uniqueAccount('Heat');
    await signUpThroughApi(account);
    const cookie = await signInThroughApi(account);
    await completeSetupThroughApi(cookie);
    const people = Array.from({ length: 150 }, (_, i) => {
      const n = String(i + 1).padStart(3, '0');
      return { row: i + 1, fullName: `Heat ${n}`, email: `heat-${n}-${account.email}` };
    });
    const saved = await callApi<{ created: number }>(cookie, 'POST', '/api/v1/resources/bulk', {
      inviteNewPeople: true,
      rows: people,
    });
    expect(saved.created).toBe(150);

    const { context, page, consoleErrors } = await newPage(browser);
    await context.request.post('/api/auth/sign-in/email', {
      headers: { origin: baseUrl() },
      data: { email: account.email, password: account.password },
    });
    await page.goto('/dashboard/resources?tab=heat-map');
    const heat = page.getByRole('table', { name: 'Load by person and week' });
    await heat.getByRole('rowheader', { name: 'Heat 001' }).waitFor();
    // The administrator and the 150, below the weeks' row; those near the window drawn alone.
    expect(await heat.getAttribute('aria-rowcount')).toBe('152');
    const drawn = () => heat.getByRole('rowheader').count();
    expect(await drawn()).toBeLessThan(50);
    expect(await heat.getByRole('rowheader', { name: 'Heat 150' }).count()).toBe(0);

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const last = heat.getByRole('row', { name: /Heat 150/ });
    await last.waitFor();
    expect(await last.getAttribute('aria-rowindex')).toBe('152');
    expect(await drawn()).toBeLessThan(50);
    await last.getByRole('button').first().click();
    await page
      .getByRole('dialog')
      .getByRole('heading', { name: /^Heat 150, week of/ })
      .waitFor();
    await page.getByRole('dialog').getByText('No assignments').waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('shows the access-denied page to a user', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'user@northwind.demo');
    await page.goto('/dashboard/resources');
    await page.getByRole('heading', { name: 'You do not have access to this page' }).waitFor();
    await context.close();
  });
});

async function firstProjectName(page: Page): Promise<string | undefined> {
  const projects = (await (
    await page.request.get('/api/v1/projects/choices?status=active')
  ).json()) as {
    name: string;
  }[];
  return projects[0]?.name;
}
