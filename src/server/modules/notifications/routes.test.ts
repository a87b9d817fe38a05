import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/mail';
import { mailContentOf } from '../../mail/outbox';
import { notifications } from '../../db/schema/notifications';
import { createTestApp, signedInAdmin, type TestApp } from '../../testing/test-app';
import { notify } from './delivery';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (cookie: string, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/v1/notifications${query}`, headers: { cookie } });
const post = (cookie: string, url: string) =>
  t.app.inject({ method: 'POST', url: `/api/v1/notifications${url}`, headers: { cookie } });

async function noteMany(organizationId: string, userId: string, count: number) {
  for (let i = 1; i <= count; i++)
    await notify(t.database.db, organizationId, userId, {
      type: 'default',
      title: `Note ${i}`,
      message: `Message ${i}`,
    });
}

describe('notifications', () => {
  it('lists my latest 10 with the unread count, and marks them read', async () => {
    const { cookie, me } = await signedInAdmin(t.app);
    const other = await signedInAdmin(t.app);
    await noteMany(me.organization.id, me.id, 12);
    await notify(t.database.db, other.me.organization.id, other.me.id, {
      type: 'default',
      title: 'Not yours',
      message: 'x',
    });

    const list = (await get(cookie)).json();
    expect(list.unreadCount).toBe(12);
    expect(list.items).toHaveLength(10);
    expect(list.items.map((n: { title: string }) => n.title)).not.toContain('Not yours');

    const first = list.items[0].id as string;
    expect((await post(cookie, `/${first}/read`)).statusCode).toBe(204);
    expect((await get(cookie)).json().unreadCount).toBe(11);
    const foreign = (await get(other.cookie)).json().items[0].id;
    expect((await post(cookie, `/${foreign}/read`)).statusCode).toBe(404);

    expect((await post(cookie, '/read-all')).statusCode).toBe(204);
    expect((await get(cookie)).json().unreadCount).toBe(0);
    // Another organization's person is untouched by my read-all.
    expect((await get(other.cookie)).json().unreadCount).toBe(1);
  });

  it('pages on the server, newest first, all or only the unread', async () => {
    const { cookie, me } = await signedInAdmin(t.app);
    await noteMany(me.organization.id, me.id, 25);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: { items: { title: string }[]; nextCursor: string | null } = (
        await get(cookie, `?limit=10${cursor ? `&cursor=${cursor}` : ''}`)
      ).json();
      seen.push(...page.items.map((n) => n.title));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(Array.from({ length: 25 }, (_, i) => `Note ${25 - i}`));

    const first = (await get(cookie, '?limit=5')).json();
    for (const n of first.items.slice(0, 3)) await post(cookie, `/${n.id}/read`);
    const unread = (await get(cookie, '?filter=unread&limit=50')).json();
    expect(unread.items).toHaveLength(22);
    expect(unread.items.every((n: { read: boolean }) => !n.read)).toBe(true);
    expect(unread.unreadCount).toBe(22);
    expect(unread.nextCursor).toBeNull();
  });

  it('refuses a cursor that is not one of mine and a page size over 50', async () => {
    const { cookie } = await signedInAdmin(t.app);
    const other = await signedInAdmin(t.app);
    await noteMany(other.me.organization.id, other.me.id, 1);
    const theirs = (await get(other.cookie)).json().items[0].id;
    expect((await get(cookie, `?cursor=${theirs}`)).statusCode).toBe(404);
    expect((await get(cookie, '?cursor=nope')).statusCode).toBe(400);
    expect((await get(cookie, '?limit=51')).statusCode).toBe(400);
  });

  it('sends a notification once per dedupe key', async () => {
    const { me } = await signedInAdmin(t.app);
    const note = {
      type: 'milestone' as const,
      title: 'Due',
      message: 'Soon',
      dedupeKey: 'milestone-due:x:2026-01-01',
    };
    expect(await notify(t.database.db, me.organization.id, me.id, note)).toBe(true);
    expect(await notify(t.database.db, me.organization.id, me.id, note)).toBe(false);
    const rows = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, me.id));
    expect(rows).toHaveLength(1);
  });
});

describe('mail preferences', () => {
  const put = (cookie: string, mailTypes: string[]) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/v1/notifications/preferences',
      headers: { cookie },
      payload: { mailTypes },
    });
  const mailTo = async (email: string) =>
    (
      await t.database.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.template, 'notification')))
    ).map((m) => {
      const { subject, text } = mailContentOf(m, t.config.publicUrl);
      return { subject, text };
    });

  it('starts with assignments only, and mails the kinds a person chose, nothing else', async () => {
    const { cookie, me, input } = await signedInAdmin(t.app);
    const read = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/v1/notifications/preferences',
          headers: { cookie },
        })
      ).json();
    expect(await read()).toEqual({ mailTypes: ['project_assignment'] });

    const budget = {
      type: 'budget_alert' as const,
      title: 'Budget 80% used: Radar',
      message: 'Radar has cost $800.00 of its $1,000.00 budget (80%).',
      link: '/dashboard/projects/00000000-0000-4000-8000-000000000000?tab=budget',
    };
    await notify(t.database.db, me.organization.id, me.id, budget);
    expect(await mailTo(input.email)).toEqual([]);

    const saved = await put(cookie, ['budget_alert', 'milestone', 'budget_alert']);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ mailTypes: ['milestone', 'budget_alert'] });
    expect(await read()).toEqual({ mailTypes: ['milestone', 'budget_alert'] });

    await notify(t.database.db, me.organization.id, me.id, budget);
    await notify(t.database.db, me.organization.id, me.id, {
      type: 'timesheet',
      title: 'Timesheet approved',
      message: 'x',
    });
    const mail = await mailTo(input.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe('Budget 80% used: Radar');
    expect(mail[0]!.text).toContain(`${t.config.publicUrl}${budget.link}`);

    expect((await put(cookie, ['not_a_kind'])).statusCode).toBe(400);
  });

  it('keeps each person’s choices to themselves', async () => {
    const a = await signedInAdmin(t.app);
    const b = await signedInAdmin(t.app);
    await put(a.cookie, ['timesheet']);
    const theirs = await t.app.inject({
      method: 'GET',
      url: '/api/v1/notifications/preferences',
      headers: { cookie: b.cookie },
    });
    expect(theirs.json()).toEqual({ mailTypes: ['project_assignment'] });
  });
});
