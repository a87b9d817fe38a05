import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  completeSetupThroughApi,
  signInThroughApi,
  signUpThroughApi,
  uniqueAccount,
} from './support/accounts';
import { expectAccessible, launchBrowser, newPage, screenshot } from './support/browser';

const shot = (name: string) => `navigation/${name}`;

describe('finding one’s way', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the not-found page for an unknown route, with a way home', async () => {
    const { context, page, consoleErrors } = await newPage(browser);
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: 'Oops! Page not found' }).waitFor();
    await expectAccessible(page);
    await screenshot(page, shot('01-not-found'));

    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: 'Get Started' }).first().waitFor();
    await expectAccessible(page);
    await screenshot(page, shot('02-home'));

    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('opens the landing page at a section named in the address', async () => {
    const { context, page, consoleErrors } = await newPage(browser);
    // The sections under the hero load after the first paint: the page scrolls to the one
    // named once it is there.
    await page.goto('/#pricing');
    const heading = page.getByRole('heading', {
      name: 'Simple pricing that gets cheaper as you grow',
    });
    await heading.waitFor();
    await expect
      .poll(async () => {
        const box = await heading.boundingBox();
        return box !== null && box.y >= 0 && box.y < page.viewportSize()!.height;
      })
      .toBe(true);
    await page.getByRole('contentinfo').waitFor();
    // The footer is an anchor too, and may come in before or after the sections.
    await page.goto('about:blank');
    await page.goto('/#contact');
    await expect
      .poll(async () => {
        const box = await page.getByRole('contentinfo').boundingBox();
        return box !== null && box.y >= 0 && box.y < page.viewportSize()!.height;
      })
      .toBe(true);
    // An anchor that names nothing, or is not even well encoded, leaves the page as it is.
    await page.goto('about:blank');
    await page.goto('/#%E0%A4%A');
    await page.getByRole('contentinfo').waitFor();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('sends a signed-out visitor of a protected page to sign in, and back there afterwards', async () => {
    const account = uniqueAccount('Nav');
    await signUpThroughApi(account);
    await completeSetupThroughApi(await signInThroughApi(account));
    const { context, page, consoleErrors } = await newPage(browser);

    await page.goto('/dashboard/customers');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/dashboard/customers');
    await page.getByRole('heading', { name: 'Sign in to Stint' }).waitFor();
    await expectAccessible(page);
    await screenshot(page, shot('03-redirected-to-login'));

    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/customers');
    await page.getByRole('heading', { name: 'Customers', exact: true }).waitFor();
    await expectAccessible(page);
    await screenshot(page, shot('04-back-on-customers'));

    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
