import type { Executor } from '../db/client';
import { mailOutbox } from '../db/schema/mail';
import { type MailTemplate, type MailTemplates, renderMail } from './templates';

/**
 * Queues a mail in the outbox. Pass the transaction of the change that causes it, so the mail
 * exists if and only if the change commits.
 */
export async function enqueueMail<K extends MailTemplate>(
  executor: Executor,
  template: K,
  to: string,
  data: MailTemplates[K],
): Promise<void> {
  await enqueueMails(executor, template, [{ to, data }]);
}

/** Queues mails of one template in one statement (an import inviting thousands). */
export async function enqueueMails<K extends MailTemplate>(
  executor: Executor,
  template: K,
  mails: readonly { to: string; data: MailTemplates[K] }[],
): Promise<void> {
  await executor.insert(mailOutbox).values(
    mails.map(({ to, data }) => {
      const rendered = renderMail(template, data);
      return {
        template,
        toAddress: to,
        subject: rendered.subject,
        textBody: rendered.text,
        htmlBody: rendered.html,
        data: data as Record<string, unknown>,
      };
    }),
  );
}
