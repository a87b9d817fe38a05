import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailWorker } from '../mail/worker';
import { startSmtpInbox } from '../testing/smtp-inbox';
import { createTestApp, newSignUp, signIn, signUp, type TestApp } from '../testing/test-app';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpInbox>>;
beforeAll(async () => {
  smtp = await startSmtpInbox();
  t = await createTestApp({ smtpUrl: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('password reset', () => {
  it('mails a reset link through SMTP that sets a new password', async () => {
    const input = newSignUp();
    await signUp(t.app, input);
    const worker = startMailWorker(t.database.db, {
      smtpUrl: smtp.url,
      from: t.config.mailFrom,
      publicUrl: t.config.publicUrl,
      logger: console,
      intervalMs: 60_000,
    });
    try {
      const request = await t.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        payload: { email: input.email, redirectTo: '/reset-password' },
      });
      expect(request.statusCode).toBe(200);
      await worker.deliverDue();

      const mail = smtp.inbox.find(
        (m) => m.to === input.email && m.subject === 'Reset your Stint password',
      );
      expect(mail).toBeDefined();
      expect(
        smtp.inbox.some((m) => m.to === input.email && m.subject.startsWith('Welcome to Stint')),
      ).toBe(true);
      const link = mail!.text.match(/https?:\/\/\S+\/reset-password\?token=(\S+)/);
      expect(link).not.toBeNull();
      expect(link![0].startsWith(`${t.config.publicUrl}/reset-password?token=`)).toBe(true);
      const token = decodeURIComponent(link![1]!);

      const reset = await t.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token, newPassword: 'a-brand-new-password' },
      });
      expect(reset.statusCode).toBe(200);
      expect((await signIn(t.app, input.email, input.password)).statusCode).toBe(401);
      expect((await signIn(t.app, input.email, 'a-brand-new-password')).statusCode).toBe(200);

      const reused = await t.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token, newPassword: 'yet-another-password' },
      });
      expect(reused.statusCode).toBe(400);
    } finally {
      await worker.stop();
    }
  });

  it('answers an unknown address exactly as a known one and sends nothing', async () => {
    const before = smtp.inbox.length;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: 'nobody-at-all@example.com', redirectTo: '/reset-password' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: true });
    expect(smtp.inbox.length).toBe(before);
  });

  it('refuses a new password that breaks the rule', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: 'whatever', newPassword: 'short' },
    });
    expect(response.statusCode).toBe(400);
  });
});
