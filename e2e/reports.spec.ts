import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import pg from 'pg';
import type { Browser, Download, Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/server/demo/seed';
import {
  baseUrl,
  expectAccessible,
  launchBrowser,
  newPage,
  screenshot,
  toast,
} from './support/browser';

const shot = (name: string) => `reports/${name}`;
const db = new pg.Pool({ connectionString: inject('databaseUrl'), max: 2 });

async function signIn(page: Page, email: string) {
  const signedIn = await page.context().request.post('/api/auth/sign-in/email', {
    headers: { origin: baseUrl() },
    data: { email, password: DEMO_PASSWORD },
  });
  expect(signedIn.ok()).toBe(true);
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function downloaded(page: Page, button: string): Promise<Download> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  return file;
}

describe('reports', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await db.end();
  });

  it('runs a time report, sorts and pages it, exports CSV and PDF, saves and shares it', async () => {
    const { context, page, consoleErrors } = await newPage(browser);
    await signIn(page, 'management@northwind.demo');
    const today = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);
    const { rows } = (
      await db.query(
        `select count(*)::int as rows from time_sessions s join organizations o on o.id = s.organization_id
          where o.subdomain = 'northwind' and s.end_time is not null
            and s.start_time >= $1::date and s.start_time < $2::date + 1`,
        [from, today],
      )
    ).rows[0] as { rows: number };
    expect(rows).toBeGreaterThan(25);

    // Loaded by its address; running with no type says what is missing.
    await page.goto('/dashboard/reports');
    await page.getByRole('heading', { name: 'Reports', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Run Report' }).click();
    await page.getByRole('alert').filter({ hasText: 'Please select a report type' }).waitFor();

    await choose(page, 'Report Type', 'Time Tracking');
    await page.getByRole('button', { name: 'Select all' }).click();
    // Notes are long; a narrower report reads better.
    await page.getByLabel('Notes').uncheck();
    await page.getByLabel('Email').uncheck();
    await page.getByRole('button', { name: 'Run Report' }).click();
    await toast(page, 'Generating report...');
    const table = page.getByRole('table', { name: 'Time Tracking report' });
    await table.getByRole('row').nth(25).waitFor();
    await page.getByText(`${from} to ${today} · ${rows} rows`).waitFor();
    await expectAccessible(page);
    await screenshot(page, shot('01-time-report'));

    // Sorted by the server, longest first; the order is in the address and survives a reload.
    await table.getByRole('button', { name: 'Hours' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('hours');
    await table.getByRole('button', { name: 'Hours' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('dir')).toBe('desc');
    await page.reload();
    await table.getByRole('row').nth(5).waitFor();
    const header = await table.getByRole('columnheader').allTextContents();
    const hours = header.findIndex((text) => text.startsWith('Hours'));
    const longest = (
      await table.locator(`tbody tr td:nth-child(${hours + 1})`).allTextContents()
    ).map(Number);
    expect(longest).toEqual([...longest].sort((a, b) => b - a));
    expect(await page.getByRole('combobox', { name: 'Report Type' }).textContent()).toBe(
      'Time Tracking',
    );

    // CSV: every row, the organization, range and time at its head.
    // It streams compressed, as the browser welcomes, and unpacks to every row.
    const exported = page.waitForResponse((r) => r.url().includes('/reports/export.csv'));
    const csvFile = await downloaded(page, 'Export CSV');
    expect((await exported).headers()['content-encoding']).toBe('br');
    await toast(page, 'Exporting report as CSV...');
    expect(csvFile.suggestedFilename()).toBe(`time-tracking-${from}-to-${today}.csv`);
    const csv = Papa.parse<string[]>((await readFile((await csvFile.path())!, 'utf8')).trim()).data;
    expect(csv[0]).toEqual(['Report', 'Time Tracking']);
    expect(csv[1]).toEqual(['Organization', 'Northwind Consulting']);
    expect(csv[2]).toEqual(['Range', `${from} to ${today}`]);
    expect(csv[3]![1]).toMatch(new RegExp(`^${today} \\d{2}:\\d{2} UTC$`));
    expect(csv[6]).toEqual([
      'Date',
      'Person',
      'Project Code',
      'Project Name',
      'Activity',
      'Start',
      'End',
      'Hours',
      'Billable',
      'Cost',
    ]);
    expect(csv.length - 7).toBe(rows);

    // PDF: the same report, as text.
    const pdfFile = await downloaded(page, 'Export PDF');
    await toast(page, 'Exporting report as PDF...');
    const pdf = await getDocumentProxy(new Uint8Array(await readFile((await pdfFile.path())!)));
    const { text } = await extractText(pdf, { mergePages: true });
    // A long name wraps inside its cell: read the text as one line.
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('Time Tracking report');
    expect(flat).toContain('Northwind Consulting');
    expect(flat).toContain(`${from} to ${today}`);
    expect(flat).toContain(csv[7]![3]!);

    // Saved for the organization, and opened by its link in a second tab.
    await page.getByLabel('Report Name').fill('Last month’s time');
    await page.getByRole('button', { name: 'Save Report' }).click();
    await toast(page, 'Report "Last month’s time" saved');
    const saved = page.getByRole('list', { name: 'Saved reports' });
    await saved.getByRole('link', { name: 'Last month’s time' }).waitFor();
    const id = new URL(page.url()).searchParams.get('report');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await screenshot(page, shot('02-saved'));

    const second = await context.newPage();
    await second.goto(`/dashboard/reports?report=${id}`);
    await second
      .getByRole('table', { name: 'Last month’s time' })
      .getByRole('row')
      .nth(5)
      .waitFor();
    expect(await second.getByLabel('Report Name').inputValue()).toBe('Last month’s time');
    await second.close();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('fits a phone: a report by its address, and the templates', async () => {
    const { page, consoleErrors } = await newPage(browser);
    await page.setViewportSize({ width: 375, height: 740 });
    await signIn(page, 'pmhead@northwind.demo');
    await page.goto('/dashboard/reports?type=time_tracking&fields=date,person,projectName,hours');
    const table = page.getByRole('table', { name: 'Time Tracking report' });
    await table.getByRole('row').nth(3).waitFor();
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await expectAccessible(page);
    await screenshot(page, shot('03-phone'));
    await page.goto('/dashboard/templates');
    await page.getByRole('list', { name: 'Templates' }).getByRole('listitem').first().waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await expectAccessible(page);
    await screenshot(page, shot('04-phone-templates'));
    expect(consoleErrors).toEqual([]);
  });

  it('keeps reports from people whose role does not run them', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'user@northwind.demo');
    const refused = await context.request.get(
      '/api/v1/reports/run?type=project_summary&fields=projectName',
    );
    expect(refused.status()).toBe(403);
    await context.close();
  });
});
