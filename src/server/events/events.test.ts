import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openEventStream } from '../testing/event-stream';
import { createTestApp, signedInAdmin, signedInMember, type TestApp } from '../testing/test-app';

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

function call(cookie: string, url: string, payload: object) {
  return t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: { cookie }, payload });
}

function until<T>(find: () => T | undefined, what: string, timeoutMs = 5_000): Promise<T> {
  return vi.waitFor(
    () => {
      const found = find();
      if (found === undefined) throw new Error(`Timed out waiting for ${what}`);
      return found;
    },
    { timeout: timeoutMs, interval: 20 },
  );
}

async function openStream(url: string, cookie: string) {
  const stream = await openEventStream<Record<string, unknown>>(url, cookie);
  return {
    ...stream,
    next: (event: string, match: (data: Record<string, unknown>) => boolean = () => true) =>
      until(() => stream.received.find((r) => r.event === event && match(r.data)), event),
  };
}

/** An organization with a project, and its project manager, who files a request with `submit`. */
async function organizationWithProject() {
  const admin = await signedInAdmin(t.app);
  const manager = await signedInMember(t.app, admin.cookie, 'project_manager');
  const pmHead = await signedInMember(t.app, admin.cookie, 'pm_head');
  const customer = (await call(admin.cookie, '/customers', { name: 'Volvo AB' })).json();
  const program = (
    await call(admin.cookie, '/programs', { name: 'Trucks', customerId: customer.id })
  ).json();
  const project = (
    await call(admin.cookie, '/projects', {
      name: 'Electric Trucks',
      programId: program.id,
      projectManagerId: manager.id,
    })
  ).json();
  const submit = () =>
    call(manager.cookie, `/projects/${project.id}/change-requests`, {
      description: 'Add a fast charging station',
      justification: 'Needed for the pilot customer',
    }).then((r) => r.json() as { id: string });
  return { admin, manager, pmHead, project, submit };
}

describe('live events', () => {
  it('streams a review to the organization and the note to the requester only', async () => {
    const a = await organizationWithProject();
    const other = await organizationWithProject();
    // The tabs open before anything is filed: an event of a change made before a tab opened may
    // still reach it, late, if the server has not yet heard its NOTIFY.
    const requesterTab = await openStream(baseUrl, a.manager.cookie);
    const adminTab = await openStream(baseUrl, a.admin.cookie);
    const otherTab = await openStream(baseUrl, other.admin.cookie);
    expect(requesterTab.response.headers['content-type']).toMatch(/^text\/event-stream/);
    // Asked as a browser asks, with Brotli and gzip welcome: each event leaves as written.
    expect(requesterTab.response.headers['content-encoding']).toBeUndefined();
    const request = await a.submit();
    const filed = (d: Record<string, unknown>) => d.id === request.id;
    await requesterTab.next('change_request.updated', filed);
    await adminTab.next('change_request.updated', filed);

    const review = await call(a.pmHead.cookie, `/change-requests/${request.id}/review`, {
      decision: 'rejected',
    });
    expect(review.statusCode).toBe(200);
    const updated = { id: request.id, projectId: a.project.id, status: 'rejected' };
    const reviewed = (d: Record<string, unknown>) => d.status === 'rejected';
    expect((await requesterTab.next('change_request.updated', reviewed)).data).toEqual(updated);
    expect((await requesterTab.next('notification.created')).data).toEqual({
      type: 'change_request',
    });
    expect((await adminTab.next('change_request.updated', reviewed)).data).toEqual(updated);

    // NOTIFY keeps its order: once a later event has arrived, the earlier ones have too. The
    // admin, a reviewer, hears of each new request, never of the decision on the first.
    const later = await a.submit();
    await adminTab.next('change_request.updated', (d) => d.id === later.id);
    const notes = (tab: typeof adminTab) =>
      tab.received.filter((r) => r.event === 'notification.created');
    expect(notes(adminTab)).toHaveLength(2);
    const theirs = await other.submit();
    await otherTab.next('change_request.updated', (d) => d.id === theirs.id);
    const requestEvents = otherTab.received.filter((r) => r.event === 'change_request.updated');
    expect(requestEvents.map((r) => r.data.id)).toEqual([theirs.id]);
    expect(notes(otherTab)).toHaveLength(1);

    for (const tab of [requesterTab, adminTab, otherTab]) tab.close();
  });

  it('keeps streaming after its database connection drops', async () => {
    const a = await organizationWithProject();
    const request = await a.submit();
    const tab = await openStream(baseUrl, a.admin.cookie);
    await t.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query ilike 'listen stint_events'`,
    );
    await tab.next('stream.resync');
    await call(a.pmHead.cookie, `/change-requests/${request.id}/review`, {
      decision: 'approved',
    });
    // The request's filing may reach the tab too (late, see above): the decision must.
    const decided = await tab.next('change_request.updated', (d) => d.status === 'approved');
    expect(decided.data).toEqual({ id: request.id, projectId: a.project.id, status: 'approved' });
    tab.close();
  });

  it('refuses a visitor without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/events' });
    expect(response.statusCode).toBe(401);
  });

  it('ends open streams when the server closes', async () => {
    const own = await createTestApp();
    await own.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(own.app.server.address() as AddressInfo).port}`;
    const admin = await signedInAdmin(own.app);
    const tab = await openStream(url, admin.cookie);
    const closing = own.close().then(() => 'closed');
    const timeout = new Promise((resolve) => setTimeout(() => resolve('hung'), 5_000).unref());
    expect(await Promise.race([closing, timeout])).toBe('closed');
    await until(() => (tab.isEnded() ? true : undefined), 'the stream to end');
  });
});
