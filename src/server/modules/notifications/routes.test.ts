import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInAdmin, type TestApp } from '../../testing/test-app';
import { notify } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('notifications', () => {
  it('lists my latest 10 with the unread count, and marks them read', async () => {
    const { cookie, me } = await signedInAdmin(t.app);
    const other = await signedInAdmin(t.app);
    for (let i = 1; i <= 12; i++) {
      await notify(t.database.db, me.organization.id, me.id, {
        type: 'default',
        title: `Note ${i}`,
        message: `Message ${i}`,
      });
    }
    await notify(t.database.db, other.me.organization.id, other.me.id, {
      type: 'default',
      title: 'Not yours',
      message: 'x',
    });

    const get = async () =>
      (
        await t.app.inject({ method: 'GET', url: '/api/v1/notifications', headers: { cookie } })
      ).json();
    const list = await get();
    expect(list.unreadCount).toBe(12);
    expect(list.items).toHaveLength(10);
    expect(list.items.map((n: { title: string }) => n.title)).not.toContain('Not yours');

    const first = list.items[0].id as string;
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/v1/notifications/${first}/read`,
          headers: { cookie },
        })
      ).statusCode,
    ).toBe(204);
    expect((await get()).unreadCount).toBe(11);
    const foreign = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/notifications',
        headers: { cookie: other.cookie },
      })
    ).json().items[0].id;
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/v1/notifications/${foreign}/read`,
          headers: { cookie },
        })
      ).statusCode,
    ).toBe(404);

    await t.app.inject({
      method: 'POST',
      url: '/api/v1/notifications/read-all',
      headers: { cookie },
    });
    expect((await get()).unreadCount).toBe(0);
  });
});
