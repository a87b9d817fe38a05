import type { Executor } from '../db/client';
import { insertByColumns } from '../db/insert-by-columns';
import { mailOutbox } from '../db/schema/mail';
import {
  isMailTemplate,
  type MailTemplate,
  type MailTemplates,
  type RenderedMail,
  renderMail,
} from './templates';

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

/**
 * Queues mails of one template in one statement (an import inviting thousands), as template
 * and data: they are rendered when sent or shown (mailContentOf), so the transaction writes
 * no bodies (about half the time of the outbox insert of a 10,000-person import).
 */
export async function enqueueMails<K extends MailTemplate>(
  executor: Executor,
  template: K,
  mails: readonly { to: string; data: MailTemplates[K] }[],
): Promise<void> {
  await insertByColumns(
    executor,
    mailOutbox,
    mails.map(({ to, data }) => ({
      template,
      toAddress: to,
      data: data as Record<string, unknown>,
    })),
  );
}

type QueuedMail = Pick<
  typeof mailOutbox.$inferSelect,
  'template' | 'data' | 'subject' | 'textBody' | 'htmlBody'
>;

/**
 * What a queued mail says, rendered now from its template and data, with its app links on the
 * site at `publicUrl` (PUBLIC_URL); mail queued before migration 0012 was rendered then, and
 * keeps that.
 */
export function mailContentOf(mail: QueuedMail, publicUrl: string): RenderedMail {
  if (mail.subject != null && mail.textBody != null && mail.htmlBody != null)
    return { subject: mail.subject, text: mail.textBody, html: mail.htmlBody };
  if (!isMailTemplate(mail.template)) throw new Error(`No mail template '${mail.template}'`);
  return renderMail(mail.template, mail.data as MailTemplates[MailTemplate], publicUrl);
}
