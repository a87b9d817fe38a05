import pg from 'pg';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { getNavigationItems, type Viewer } from '../src/shared/navigation';
import { addressOf, PAGE_PATHS } from '../src/shared/page-paths';
import type { Role } from '../src/shared/roles';
import { DEMO_PASSWORD, DEMO_PEOPLE } from '../src/server/demo/seed';
import { baseUrl, launchBrowser, newPage, screenshot } from './support/browser';

// What every visitor meets first: each page by its address, and the demo organization's
// dashboards for each of its eight people, with figures checked against the database.

const shot = (name: string) => `first-minute/${name}`;
const db = new pg.Pool({ connectionString: inject('databaseUrl'), max: 2 });
const one = async <T = Record<string, unknown>>(text: string, values: unknown[] = []) =>
  (await db.query(text, values)).rows[0] as T;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await db.end();
});

/** A page whose failed requests (4xx/5xx answers, network failures) are collected. */
async function watchedPage() {
  const opened = await newPage(browser);
  const failedRequests: string[] = [];
  opened.page.on('response', (response) => {
    if (response.status() >= 400) failedRequests.push(`${response.status()} ${response.url()}`);
  });
  opened.page.on('requestfailed', (request) => {
    // A page change cancels the live event stream and any fetch in flight: not a failure.
    if (request.failure()?.errorText !== 'net::ERR_ABORTED') {
      failedRequests.push(`${request.failure()?.errorText} ${request.url()}`);
    }
  });
  return { ...opened, failedRequests };
}

async function signIn(context: BrowserContext, email: string) {
  const response = await context.request.post('/api/auth/sign-in/email', {
    data: { email, password: DEMO_PASSWORD },
    headers: { origin: baseUrl() },
  });
  expect(response.status(), await response.text()).toBe(200);
}

const statValue = (page: Page, title: string) =>
  page.getByRole('group', { name: title }).locator('[data-stat-value]');

describe('every page by its address', () => {
  it('answers / with 200 and the app, as curl sees it', async () => {
    const response = await fetch(`${baseUrl()}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toContain('<div id="root">');
  });

  it('loads each address directly, signed out and signed in', async () => {
    const addresses = PAGE_PATHS.map((pattern) => addressOf(pattern, 'no-such-project'));
    const signedOut = await watchedPage();
    for (const address of addresses) {
      await signedOut.page.goto(address);
      const isPublic = !address.startsWith('/dashboard') && !address.startsWith('/platform');
      const isSetup = address === '/setup';
      if (isPublic && !isSetup) {
        await signedOut.page.waitForURL((url) => url.pathname === address);
      } else {
        await signedOut.page.waitForURL((url) => url.pathname === '/login');
        expect(new URL(signedOut.page.url()).searchParams.get('redirect')).toBe(address);
      }
      await signedOut.page.locator('main, h1').first().waitFor();
    }
    expect(signedOut.consoleErrors).toEqual([]);
    await signedOut.context.close();

    const admin = await watchedPage();
    await signIn(admin.context, 'admin@northwind.demo');
    const project = await one<{ id: string }>(
      `select p.id from projects p join organizations o on o.id = p.organization_id
        where o.subdomain = 'northwind' order by p.created_at limit 1`,
    );
    const appPages = PAGE_PATHS.filter((p) => p.startsWith('/dashboard'));
    for (const pattern of appPages) {
      const address = addressOf(pattern, project.id);
      await admin.page.goto(address);
      await admin.page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(new URL(admin.page.url()).pathname, address).toBe(address);
    }
    // A trailing slash and a query string (the server test tries them on every address).
    for (const variant of [
      '/dashboard/projects/',
      `/dashboard/projects/${project.id}?tab=budget`,
    ]) {
      await admin.page.goto(variant);
      await admin.page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(admin.page.url()).toContain(variant.replace(/\/$/, ''));
    }
    // A reload keeps the page; an unknown page says so.
    await admin.page.reload();
    await admin.page.getByRole('heading', { level: 1 }).first().waitFor();
    await admin.page.goto('/dashboard/no-such-screen');
    await admin.page.getByRole('heading', { name: 'Oops! Page not found' }).waitFor();
    expect(admin.consoleErrors).toEqual([]);
    await admin.context.close();
  });
});

type Person = (typeof DEMO_PEOPLE)[number];
const canSeePeople = (role: Person['role']) =>
  ['admin', 'management', 'pm_head', 'project_manager', 'resource_manager'].includes(role);

/** The dashboard figures of SPEC.md section 9 for `person`, read from the database. */
async function expectedFigures(person: Person) {
  const me = await one<{ id: string; organization_id: string; time_zone: string }>(
    'select id, organization_id, time_zone from profiles where email = $1',
    [person.email],
  );
  const projectFilter =
    person.role === 'project_manager'
      ? 'and p.project_manager_id = $2'
      : person.role === 'tracked_employee'
        ? "and p.status not in ('completed', 'cancelled') and $2::uuid is not null"
        : 'and $2::uuid is not null';
  const figures = await one<{
    projects: number;
    risks: number;
    members: number;
    minutes: number;
  }>(
    `select
      (select count(*)::int from projects p where p.organization_id = $1 ${projectFilter}) as projects,
      (select count(*)::int from risk_register r join projects p on p.id = r.project_id
        where r.organization_id = $1 and r.status = 'potential' ${projectFilter}) as risks,
      (select count(*)::int from profiles where organization_id = $1 and is_active) as members,
      (select coalesce(sum(coalesce(duration_minutes,
                floor(extract(epoch from now() - start_time) / 60)::int)), 0)::int
         from time_sessions
        where organization_id = $1 and ($3 or user_id = $2)
          and (start_time at time zone $4)::date = (now() at time zone $4)::date
          and start_time <= now()) as minutes`,
    [me.organization_id, me.id, canSeePeople(person.role), me.time_zone],
  );
  return { ...figures, me };
}

const viewerOf = (person: Person): Viewer =>
  person.role === 'platform_admin'
    ? { roles: [], isPlatformAdmin: true }
    : { roles: [person.role as Role], isPlatformAdmin: false };

describe('the demo organization, person by person', () => {
  it.each(DEMO_PEOPLE.map((person) => [person.role, person] as const))(
    '%s: a dashboard of real figures, every menu entry without an error',
    async (_role, person) => {
      const { context, page, consoleErrors, failedRequests } = await watchedPage();
      await signIn(context, person.email);
      await page.goto('/dashboard');

      if (person.role === 'platform_admin') {
        await page.getByRole('heading', { name: 'Platform Overview' }).waitFor();
        const totals = await one<{ orgs: number; projects: number; people: number }>(
          `select (select count(*)::int from organizations) as orgs,
                  (select count(*)::int from projects) as projects,
                  (select count(*)::int from profiles where is_active) as people`,
        );
        await expect
          .poll(() => statValue(page, 'Total Subscribers').textContent())
          .toBe(String(totals.orgs));
        expect(await statValue(page, 'Total Projects').textContent()).toBe(String(totals.projects));
        expect(await statValue(page, 'Total Resources').textContent()).toBe(String(totals.people));
      } else {
        const expected = await expectedFigures(person);
        await expect
          .poll(() => statValue(page, 'Total Projects').textContent())
          .toBe(String(expected.projects));
        expect(expected.projects).toBeGreaterThan(0);
        expect(await statValue(page, 'Team Members').textContent()).toBe(String(expected.members));
        expect(await statValue(page, 'Potential Risks').textContent()).toBe(String(expected.risks));
        expect(await statValue(page, 'Hours Today').textContent()).toBe(
          (Math.round(expected.minutes / 6) / 10).toFixed(1),
        );
        await page.locator('[data-insight]').waitFor();
        expect(await page.getByText('Loading insights...').count()).toBe(0);
        const recent = page.getByRole('heading', { name: 'Recent Projects' });
        await recent.waitFor();

        if (person.role === 'management' || person.role === 'pm_head') {
          const revenue = await one<{ total: string; currency: string }>(
            `select coalesce(sum(p.revenue), 0)::text as total, o.revenue_currency as currency
               from organizations o left join projects p on p.organization_id = o.id
              where o.id = $1 group by o.revenue_currency`,
            [expected.me.organization_id],
          );
          const formatted = await page.evaluate(
            ([amount, currency]) =>
              new Intl.NumberFormat(undefined, { style: 'currency', currency }).format(amount),
            [Number(revenue.total), revenue.currency] as const,
          );
          await expect.poll(() => statValue(page, 'Total Revenue').textContent()).toBe(formatted);
          const delayed = await one<{ count: number }>(
            `select count(*)::int from project_activities
              where organization_id = $1 and not is_milestone
                and end_date < (now() at time zone $2)::date`,
            [expected.me.organization_id, expected.me.time_zone],
          );
          await page.getByText('Delayed Activities').waitFor();
          expect(
            await page
              .locator('div', { has: page.getByText('Delayed Activities', { exact: true }) })
              .last()
              .textContent(),
          ).toContain(String(delayed.count));
        }
        if (person.role === 'project_manager') {
          const mine = await db.query<{ name: string }>(
            'select name from projects where project_manager_id = $1 order by created_at desc',
            [expected.me.id],
          );
          const card = page.locator('[data-slot=card]', {
            has: page.getByText('My Projects', { exact: true }),
          });
          for (const { name } of mine.rows) await card.getByText(name).first().waitFor();
          expect(mine.rows.length).toBeGreaterThan(0);
        }
      }
      await screenshot(page, shot(`dashboard-${person.role}`));

      // Every menu entry, clicked as a person would, and loaded again by its address.
      for (const item of getNavigationItems(viewerOf(person))) {
        await page
          .getByRole('navigation', { name: 'Main' })
          .getByRole('link', { name: item.label, exact: true })
          .click();
        await page.waitForURL((url) => url.pathname === item.href);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.goto(item.href);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
      }
      // Let the last page's requests settle before judging them.
      await page.waitForLoadState('networkidle');
      expect(consoleErrors).toEqual([]);
      expect(failedRequests).toEqual([]);
      await context.close();
    },
  );

  it('tells a tracked employee who opens Analytics by address that it is not theirs', async () => {
    const { context, page, consoleErrors } = await newPage(browser);
    await signIn(context, 'tracked@northwind.demo');
    await page.goto('/dashboard/analytics');
    await page.getByRole('heading', { name: 'You do not have access to this page' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard/analytics');
    await screenshot(page, shot('access-denied'));
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByRole('group', { name: 'Total Projects' }).waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
