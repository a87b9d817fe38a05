// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '@/shared/schemas/me';
import { firstHeatMapAddress, heatMapQuery, weekFrom } from './features/resources/heat-map-query';
import { api } from './lib/api-client';
import { preload, takePreloaded } from './lib/preload';
import { preloadPageData } from './preload-page-data';

const PROJECT = '6f1c2a7e-3b1d-4c55-9a0e-2f6b8d4c1a90';
/** What the guard looks at in GET /me. */
type Viewer = Pick<Me, 'isPlatformAdmin' | 'roles'> & {
  organization: { setupCompleted: boolean } | null;
};
const member: Viewer = {
  isPlatformAdmin: false,
  roles: ['admin'],
  organization: { setupCompleted: true },
};
const platformAdmin: Viewer = { isPlatformAdmin: true, roles: [], organization: null };

/** The reads sent for a page opened by its address, by whom (or signed out: 401). */
async function readsOf(viewer: Viewer | null, pathname: string, search = ''): Promise<string[]> {
  const sent: string[] = [];
  vi.stubGlobal('fetch', (address: string) => {
    sent.push(address);
    const isMe = address === '/api/v1/me';
    if (isMe && !viewer) return Promise.resolve(new Response('{}', { status: 401 }));
    return Promise.resolve(new Response(JSON.stringify(isMe ? viewer : {})));
  });
  const me = preload('/api/v1/me').then((answer) => answer.clone());
  preloadPageData({ pathname, search }, me);
  await vi.waitFor(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return sent;
}

describe('the first page’s reads, sent while its scripts download', () => {
  afterEach(() => {
    // What a test left waiting goes with a change, as in the app.
    takePreloaded(new Request('http://stint.test/api/v1/x', { method: 'POST' }));
    vi.unstubAllGlobals();
  });

  it('reads the session, then the dashboard’s overview for a member', async () => {
    expect(await readsOf(member, '/dashboard/')).toEqual([
      '/api/v1/me',
      '/api/v1/dashboard/overview',
    ]);
    expect(await readsOf(member, '/dashboard/time-tracking')).toEqual(['/api/v1/me']);
    expect(await readsOf(member, '/setup')).toEqual(['/api/v1/me']);
  });

  it('reads a project, and its plan and schedule when the Activities tab opens first', async () => {
    const project = `/api/v1/projects/${PROJECT}`;
    expect(await readsOf(member, `/dashboard/projects/${PROJECT}`)).toEqual([
      '/api/v1/me',
      project,
      `${project}/activities`,
      `${project}/schedule`,
    ]);
    expect(await readsOf(member, `/dashboard/projects/${PROJECT}`, '?tab=activities')).toHaveLength(
      4,
    );
    expect(await readsOf(member, `/dashboard/projects/${PROJECT}`, '?tab=budget')).toEqual([
      '/api/v1/me',
      project,
    ]);
    expect(await readsOf(member, '/dashboard/projects/not-an-id')).toEqual(['/api/v1/me']);
  });

  it('reads the heat map when the Resources page opens on it, at the address its tab asks', async () => {
    const [, heatMap] = await readsOf(member, '/dashboard/resources', '?tab=heat-map');
    expect(heatMap).toBe(firstHeatMapAddress());
    expect(await readsOf(member, '/dashboard/resources')).toEqual(['/api/v1/me']);
    // The tab's first read, through the API client, is handed the early answer.
    const asked: string[] = [];
    vi.stubGlobal('fetch', (request: Request) => {
      asked.push(request.url);
      return Promise.resolve(new Response('{}'));
    });
    await api.GET('/api/v1/resources/heat-map', {
      params: { query: heatMapQuery(weekFrom(0), null, null) },
    });
    expect(asked).toEqual([]);
  });

  it('reads nothing more for whom the page is not: signed out, another role, setup unfinished', async () => {
    const page = `/dashboard/projects/${PROJECT}`;
    expect(await readsOf(null, page)).toEqual(['/api/v1/me']);
    expect(await readsOf(platformAdmin, page)).toEqual(['/api/v1/me']);
    expect(await readsOf(platformAdmin, '/dashboard')).toEqual(['/api/v1/me']);
    const tracked: Viewer = { ...member, roles: ['tracked_employee'] };
    expect(await readsOf(tracked, page)).toEqual(['/api/v1/me']);
    const settingUp: Viewer = { ...member, organization: { setupCompleted: false } };
    expect(await readsOf(settingUp, '/dashboard')).toEqual(['/api/v1/me']);
  });

  it('leaves the session’s answer whole for the guard that reads it', async () => {
    await readsOf(member, '/dashboard');
    const answer = await takePreloaded(new Request('http://stint.test/api/v1/me'));
    expect(await answer!.json()).toEqual(member);
  });
});
