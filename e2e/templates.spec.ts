import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addDays } from '../src/shared/domain/week';
import { workingCalendar } from '../src/shared/domain/working-calendar';
import { DEMO_PASSWORD } from '../src/server/demo/seed';
import {
  baseUrl,
  expectAccessible,
  launchBrowser,
  newPage,
  screenshot,
  toast,
} from './support/browser';

const shot = (name: string) => `templates/${name}`;
const db = new pg.Pool({ connectionString: inject('databaseUrl'), max: 2 });
const rows = async <T>(text: string, values: unknown[] = []) =>
  (await db.query(text, values)).rows as T[];

type Activity = { name: string; start: string; end: string; milestone: boolean };
type Link = { from: string; to: string; type: string; lag: number };

async function planOf(projectId: string) {
  const activities = await rows<Activity>(
    `select name, start_date::text as start, end_date::text as "end", is_milestone as milestone
       from project_activities where project_id = $1 order by start_date, name`,
    [projectId],
  );
  const links = await rows<Link>(
    `select p.name as "from", s.name as "to", l.type, l.lag from activity_links l
       join project_activities p on p.id = l.predecessor_id
       join project_activities s on s.id = l.successor_id
      where l.project_id = $1 order by 1, 2`,
    [projectId],
  );
  return { activities, links };
}

async function signIn(page: Page, email: string) {
  const signedIn = await page.context().request.post('/api/auth/sign-in/email', {
    headers: { origin: baseUrl() },
    data: { email, password: DEMO_PASSWORD },
  });
  expect(signedIn.ok()).toBe(true);
}

describe('templates', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await db.end();
  });

  it('saves a project as a template, finds it, and starts a new project from it', async () => {
    const { page, consoleErrors } = await newPage(browser);
    await signIn(page, 'pmhead@northwind.demo');
    // The demo project with the most links.
    const [source] = await rows<{ id: string; name: string; organization: string }>(
      `select p.id, p.name, p.organization_id as organization from projects p
         join organizations o on o.id = p.organization_id
        where o.subdomain = 'northwind'
        order by (select count(*) from activity_links l where l.project_id = p.id) desc, p.name
        limit 1`,
    );
    const original = await planOf(source!.id);
    expect(original.links.length).toBeGreaterThan(2);

    // Save as Template, from the project's own page loaded by its address.
    await page.goto(`/dashboard/projects/${source!.id}`);
    await page.getByRole('button', { name: 'Save as Template' }).click();
    const saveDialog = page.getByRole('dialog', { name: 'Save as Template' });
    await saveDialog.getByLabel('Template Name').fill('Rollout playbook');
    await saveDialog.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Consulting', exact: true }).click();
    await saveDialog.getByLabel('Description').fill('Our rollout, as we ran it');
    await saveDialog.getByRole('button', { name: 'Save Template' }).click();
    await toast(page, 'Template saved successfully');

    // Found by search and category, not under another category.
    await page.goto('/dashboard/templates');
    await page.getByRole('heading', { name: 'Templates', level: 1 }).waitFor();
    const cards = page.getByRole('list', { name: 'Templates' });
    await cards.getByText('Web Application Launch').waitFor();
    await page.getByLabel('Search templates').fill('rollout');
    await page.getByRole('button', { name: 'Marketing', exact: true }).click();
    await page.getByText('No templates found matching your criteria').waitFor();
    await page.getByRole('button', { name: 'Consulting', exact: true }).click();
    const card = cards.getByRole('listitem').filter({ hasText: 'Rollout playbook' });
    await card.waitFor();
    expect(await cards.getByRole('listitem').count()).toBe(1);
    await expectAccessible(page);
    await screenshot(page, shot('01-found'));

    await card.getByRole('button', { name: 'Preview Rollout playbook' }).click();
    const preview = page.getByRole('dialog', { name: 'Rollout playbook' });
    await preview.getByRole('list', { name: 'Plan of Rollout playbook' }).waitFor();
    expect(
      await preview
        .getByRole('list', { name: 'Plan of Rollout playbook' })
        .getByRole('listitem')
        .count(),
    ).toBe(original.activities.length);
    await screenshot(page, shot('02-preview'));
    await page.keyboard.press('Escape');

    // Use it with a start four weeks after the original's.
    const [organization] = await rows<{ holidays: string[]; weekdays: number[] }>(
      `select coalesce(array(select date::text from holidays where organization_id = $1), '{}') as holidays,
              working_weekdays as weekdays from organizations where id = $1`,
      [source!.organization],
    );
    const calendar = workingCalendar(organization!.weekdays, organization!.holidays);
    const firstStart = original.activities[0]!.start;
    const newStart = calendar.addWorkingDays(firstStart, 20);
    await card.getByRole('button', { name: 'Use Template' }).click();
    const useDialog = page.getByRole('dialog', { name: 'Use Template: Rollout playbook' });
    await useDialog.getByLabel('Project Name').fill('Rollout, second wave');
    await useDialog.getByRole('combobox', { name: 'Program' }).click();
    await page.getByRole('option').first().click();
    await useDialog.getByLabel('Start Date').fill(newStart);
    await useDialog.getByRole('button', { name: 'Create Project' }).click();
    await toast(page, 'Creating project from Rollout playbook template...');
    await page.getByRole('heading', { name: 'Rollout, second wave', level: 1 }).waitFor();
    const created = new URL(page.url()).pathname.split('/').at(-1)!;

    // The same plan, every activity the same working days after the new start; the same links.
    const copy = await planOf(created);
    // A template keeps working days: an end on a day off counts up to the working day before it.
    const offset = (index: number) =>
      calendar.dayAt(index - calendar.indexOf(firstStart) + calendar.indexOf(newStart));
    const lastWorkingIndex = (day: string) => calendar.indexOf(addDays(day, 1)) - 1;
    expect(copy.links).toEqual(original.links);
    expect(copy.activities).toEqual(
      original.activities.map((a) => ({
        ...a,
        start: offset(calendar.indexOf(a.start)),
        end: a.milestone ? offset(calendar.indexOf(a.start)) : offset(lastWorkingIndex(a.end)),
      })),
    );
    // Its Gantt draws every activity.
    await page.getByRole('tab', { name: 'Activities' }).click();
    await page.getByRole('list', { name: 'Activities of the Gantt chart' }).waitFor();
    await screenshot(page, shot('03-new-project'));
    expect(consoleErrors).toEqual([]);
  });
});
