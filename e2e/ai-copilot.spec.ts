import pg from 'pg';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_PEOPLE } from '../src/server/demo/seed';
import { baseUrl, expectAccessible, launchBrowser, newPage, screenshot } from './support/browser';

const shot = (name: string) => `ai-copilot/${name}`;
const db = new pg.Pool({ connectionString: inject('databaseUrl'), max: 2 });
// The demo's over-allocated developer (src/server/demo/people-plan.ts, DEMO_CAPACITY).
const overAllocated = DEMO_PEOPLE.find((p) => p.role === 'tracked_employee')!.name;

async function toast(page: Page, text: string) {
  await page
    .getByRole('region', { name: /Notifications/ })
    .getByText(text, { exact: true })
    .first()
    .waitFor();
}

/** Asks one card and waits for its answer; the button reads 'Analyzing...' meanwhile. */
async function askCard(page: Page, title: string): Promise<Locator> {
  const card = page.getByRole('region', { name: title });
  await card.getByRole('button', { name: 'Get AI Insights' }).click();
  await card.getByText('Written by the built-in analyst').waitFor();
  return card;
}

describe('AI copilot', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await db.end();
  });

  it('names the over-allocated person and the forecast overrun on a demo project', async () => {
    const { context, page, consoleErrors } = await newPage(browser);
    const signedIn = await context.request.post('/api/auth/sign-in/email', {
      headers: { origin: baseUrl() },
      data: { email: 'pm@northwind.demo', password: DEMO_PASSWORD },
    });
    expect(signedIn.ok()).toBe(true);
    const project = (
      await db.query<{ id: string; name: string }>(
        `select p.id, p.name from projects p join organizations o on o.id = p.organization_id
          where o.subdomain = 'northwind' and p.project_code = 'TSL-301'`,
      )
    ).rows[0]!;

    await page.goto(`/dashboard/projects/${project.id}?tab=ai-copilot`);
    await page.getByRole('heading', { name: project.name }).waitFor();
    await expectAccessible(page);
    await screenshot(page, shot('01-cards'));

    // Slow the answer down a little so the busy button can be seen, as on a real model.
    await page.route('**/copilot', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.continue();
    });
    const people = page.getByRole('region', { name: 'Resource Optimization' });
    await people.getByRole('button', { name: 'Get AI Insights' }).click();
    await people.getByRole('button', { name: 'Analyzing...' }).waitFor();
    await people.getByText('Written by the built-in analyst').waitFor();
    await toast(page, 'AI insights generated');
    expect(await people.textContent()).toContain('Over 100% capacity:');
    expect(await people.textContent()).toMatch(new RegExp(`${overAllocated}: up to \\d+%`));

    const budget = await askCard(page, 'Budget Prediction');
    expect(await budget.textContent()).toMatch(
      /Forecast at completion \$[\d,.]+, \$[\d,.]+ \(\d+%\) over budget\./,
    );

    const report = await askCard(page, 'Status Report');
    expect(await report.textContent()).toContain(
      `${project.name} is forecast to finish over budget.`,
    );
    expect(await report.textContent()).toContain(overAllocated);
    await expectAccessible(page);
    await screenshot(page, shot('02-answers'));

    // A failing answer says so and leaves the card as it was.
    await page.unroute('**/copilot');
    await page.route('**/copilot', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/problem+json',
        body: '{"type":"about:blank","title":"Internal Server Error","status":500,"detail":"An unexpected error occurred"}',
      }),
    );
    const risks = page.getByRole('region', { name: 'Risk Analysis' });
    await risks.getByRole('button', { name: 'Get AI Insights' }).click();
    await toast(page, 'Failed to generate insights');
    await risks.getByRole('button', { name: 'Get AI Insights' }).waitFor();

    expect(consoleErrors).toEqual([]);
  });
});
