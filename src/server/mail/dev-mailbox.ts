import { desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema/mail';
import { mailContentOf } from './outbox';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const linkify = (text: string) =>
  escapeHtml(text).replace(/(https?:\/\/[^\s<]+)/g, (url) => `<a href="${url}">${url}</a>`);

const mailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  status: z.string(),
  createdAt: z.string(),
});

/**
 * The development mailbox (never in production): mail that had no SMTP server to go to, newest
 * first, as a page at /dev/mailbox and as JSON at /api/dev/mail.
 */
export const devMailboxRoutes: FastifyPluginAsyncZod<{ db: Database; publicUrl: string }> = async (
  app,
  { db, publicUrl },
) => {
  const latest = async () =>
    (await db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(100)).map((m) => {
      const { subject, text } = mailContentOf(m, publicUrl);
      return {
        id: m.id,
        to: m.toAddress,
        subject,
        text,
        status: m.status,
        createdAt: m.createdAt.toISOString(),
      };
    });

  app.get(
    '/api/dev/mail',
    {
      schema: {
        tags: ['development'],
        summary: 'Development mailbox (not in production)',
        response: { 200: z.array(mailSchema) },
      },
    },
    latest,
  );

  app.get('/dev/mailbox', { schema: { hide: true } }, async (_request, reply) => {
    const mails = await latest();
    const items = mails
      .map(
        (m) =>
          `<article><h2>${escapeHtml(m.subject)}</h2><p class="meta">To ${escapeHtml(m.to)} · ${escapeHtml(m.createdAt)} · ${escapeHtml(m.status)}</p><pre>${linkify(m.text)}</pre></article>`,
      )
      .join('');
    reply
      .type('text/html')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Development mailbox · Stint</title><style>body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem}article{border:1px solid #ddd;border-radius:8px;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap}.meta{color:#555}</style></head><body><h1>Development mailbox</h1><p>Mail is kept here because SMTP_URL is not set.</p>${items || '<p>No mail yet.</p>'}</body></html>`,
      );
  });
};
