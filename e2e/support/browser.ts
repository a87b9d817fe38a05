import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect, inject } from 'vitest';

export { launchBrowser } from './chromium';

export const baseUrl = () => inject('baseUrl');

/** A fresh browser context (cookies of its own) whose page console errors fail the test. */
export async function newPage(
  browser: Browser,
): Promise<{ context: BrowserContext; page: Page; consoleErrors: string[] }> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  page.on('console', (message) => {
    // A refused request (401 of a signed-out visitor, 409 of a taken email) is the app's normal
    // flow; Chromium logs each one as a console error of its own.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      consoleErrors.push(message.text());
    }
  });
  return { context, page, consoleErrors };
}

/**
 * Waits until what moves on the page has been at rest for a few frames: no transition or
 * finite animation running (spinners and other endless ones excepted) and every toast fully in
 * (a toast sliding in or out is half transparent and fails a colour check it would pass).
 */
export async function untilStill(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const isStill = () =>
          document
            .getAnimations()
            .every(
              (animation) =>
                animation.playState !== 'running' ||
                animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
            ) &&
          [...document.querySelectorAll('[data-sonner-toast]')].every(
            (toast) =>
              toast.getAttribute('data-mounted') === 'true' &&
              toast.getAttribute('data-removed') !== 'true',
          );
        let stillFrames = 0;
        const check = () => {
          stillFrames = isStill() ? stillFrames + 1 : 0;
          if (stillFrames >= 3) resolve();
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
  );
}

/** A screenshot of where the journey stands, kept in test-results/screenshots. */
export async function screenshot(page: Page, name: string) {
  await untilStill(page);
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: true });
}

/** axe-core on the current page: no serious or critical violations. */
export async function expectAccessible(page: Page) {
  // A toast whose time runs out while axe reads the page fades out half transparent and fails
  // a colour check it passes on screen; with reduced motion (sonner honours it) a toast is
  // either fully there or gone.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await untilStill(page);
  const results = await new AxeBuilder({ page }).analyze();
  await page.emulateMedia({ reducedMotion: null });
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`).join(', ')})`,
    ),
  ).toEqual([]);
}

/** Waits for a toast saying `text`. */
export async function toast(page: Page, text: string) {
  await page
    .getByRole('region', { name: /Notifications/ })
    .getByText(text)
    .first()
    .waitFor();
}
