import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpThroughApi, uniqueAccount } from './support/accounts';
import { baseUrl, expectAccessible, launchBrowser, newPage, screenshot } from './support/browser';
import { linkIn, waitForMail } from './support/mailbox';

const shot = (name: string) => `password-reset/${name}`;

describe('a person who forgot their password', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('resets it from the emailed link, then signs in with the new one and not the old', async () => {
    const account = uniqueAccount('Reset');
    await signUpThroughApi(account);
    const newPassword = `${account.password}-renewed`;
    const { context, page, consoleErrors } = await newPage(browser);

    // Ask for a link from the sign-in page.
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/forgot-password');
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    await expectAccessible(page);
    await page.getByLabel('Email').fill(account.email);
    await screenshot(page, shot('01-forgot-password'));
    await page.getByRole('button', { name: 'Send Reset Link' }).click();

    // The confirmation names the address.
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    await page.getByText(`We've sent a password reset link to ${account.email}.`).waitFor();
    await page.getByText('Password reset email sent! Check your inbox.').waitFor();
    await page.getByRole('link', { name: 'Back to login' }).waitFor();
    await expectAccessible(page);
    await screenshot(page, shot('02-link-sent'));

    // The link arrives in the outbox.
    const mail = await waitForMail(account.email, /Reset your Stint password/);
    const link = linkIn(mail, `${baseUrl()}/reset-password?token=`);

    // Choose a new password.
    await page.goto(link);
    await page.getByRole('heading', { name: 'Set a new password' }).waitFor();
    await expectAccessible(page);
    // The form checks before it sends, with the shared schema's messages.
    await page.getByLabel('New Password').fill('short');
    await page.getByLabel('Confirm Password').fill('shorter');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.getByText('Password must be at least 8 characters').waitFor();
    await page.getByText('Passwords do not match').waitFor();
    await expectAccessible(page);
    await page.getByLabel('New Password').fill(newPassword);
    await page.getByLabel('Confirm Password').fill(newPassword);
    await screenshot(page, shot('03-new-password'));
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.getByText('Password updated successfully!').waitFor();
    await page.waitForURL((url) => url.pathname === '/login');
    await expectAccessible(page);

    // The old password no longer works.
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Invalid email or password').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await screenshot(page, shot('04-old-password-refused'));

    // The new one does: a fresh organization continues to its setup.
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Logged in successfully').waitFor();
    await page.waitForURL((url) => url.pathname === '/setup');
    await page.getByRole('heading', { name: 'Organization Setup' }).waitFor();
    await expectAccessible(page);
    await screenshot(page, shot('05-signed-in'));

    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
