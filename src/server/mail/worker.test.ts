import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema/mail';
import { startSmtpInbox } from '../testing/smtp-inbox';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { enqueueMails } from './outbox';
import { startMailWorker } from './worker';

let database: TestDatabase;
let smtp: Awaited<ReturnType<typeof startSmtpInbox>>;
beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startSmtpInbox();
});
afterAll(async () => {
  await database.close();
  await smtp.close();
});

async function deliverAll() {
  const worker = startMailWorker(database.db, {
    smtpUrl: smtp.url,
    from: 'Stint <no-reply@stint.test>',
    publicUrl: 'https://stint.test',
    logger: console,
    intervalMs: 60_000,
  });
  try {
    await worker.deliverDue();
  } finally {
    await worker.stop();
  }
}

const invitation = (name: string, token: string) => ({
  recipientName: name,
  roleName: 'Tracked Employee',
  organizationName: 'Northwind AB',
  assignedBy: 'Ida Admin',
  setPasswordUrl: `https://stint.test/reset-password?token=${token}`,
});

describe('mail worker', () => {
  it("renders mail queued as template and data when it sends it, each with its person's name and link", async () => {
    await enqueueMails(database.db, 'role_assignment', [
      { to: 'ada@example.com', data: invitation('Ada Lovelace', 'token-ada') },
      { to: 'bo@example.com', data: invitation('Bo Ek', 'token-bo') },
    ]);
    await deliverAll();

    for (const [to, name, token] of [
      ['ada@example.com', 'Ada Lovelace', 'token-ada'],
      ['bo@example.com', 'Bo Ek', 'token-bo'],
    ] as const) {
      const mail = smtp.inbox.find((m) => m.to === to);
      expect(mail?.subject).toBe('You have been added to Northwind AB on Stint');
      expect(mail?.text).toContain(`Hi ${name},`);
      expect(mail?.text).toContain('Ida Admin added you to Northwind AB as Tracked Employee.');
      expect(mail?.text).toContain(`https://stint.test/reset-password?token=${token}`);
      expect(mail?.html).toContain(`href="https://stint.test/reset-password?token=${token}"`);
    }
    const sent = await database.db
      .select({ status: mailOutbox.status })
      .from(mailOutbox)
      .where(eq(mailOutbox.template, 'role_assignment'));
    expect(sent.map((m) => m.status)).toEqual(['sent', 'sent']);
  });

  it('makes a notification’s link whole on the site it is sent from, and keeps an address queued whole', async () => {
    const note = { recipientName: 'Di', title: 'Budget used up', message: 'Radar is over.' };
    await enqueueMails(database.db, 'notification', [
      { to: 'di@example.com', data: { ...note, link: '/dashboard/projects/p1?tab=budget' } },
      // As notifications were queued before 2026-11-28: the whole address.
      { to: 'ed@example.com', data: { ...note, url: 'https://old.stint.test/dashboard' } },
      { to: 'fi@example.com', data: { ...note, link: null } },
    ]);
    await deliverAll();

    const text = (to: string) => smtp.inbox.find((m) => m.to === to)?.text;
    expect(text('di@example.com')).toContain(
      'Open in Stint: https://stint.test/dashboard/projects/p1?tab=budget',
    );
    expect(text('ed@example.com')).toContain('Open in Stint: https://old.stint.test/dashboard');
    expect(text('fi@example.com')).toContain('Radar is over.');
    expect(text('fi@example.com')).not.toContain('Open in Stint');
  });

  it('sends mail queued already rendered (before migration 0012) as it was rendered', async () => {
    await database.db.insert(mailOutbox).values({
      template: 'welcome',
      toAddress: 'cy@example.com',
      subject: 'Welcome, as rendered then',
      textBody: 'The text as rendered then.',
      htmlBody: '<p>The HTML as rendered then.</p>',
      data: { fullName: 'Cy', organizationName: 'Cy AB', loginUrl: 'https://stint.test/login' },
    });
    await deliverAll();

    expect(smtp.inbox.find((m) => m.to === 'cy@example.com')).toMatchObject({
      subject: 'Welcome, as rendered then',
      text: 'The text as rendered then.',
    });
  });
});
