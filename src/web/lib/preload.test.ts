import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { preload, takePreloaded } from './preload';

const ORIGIN = 'http://stint.test';
const get = (address: string) => new Request(`${ORIGIN}${address}`);
let sent: string[];

beforeEach(() => {
  sent = [];
  vi.useFakeTimers();
  vi.stubGlobal('fetch', (address: string) => {
    sent.push(address);
    return Promise.resolve(new Response(JSON.stringify({ address })));
  });
});
afterEach(() => {
  // Whatever a test left waiting goes with a change, as in the app.
  takePreloaded(new Request(`${ORIGIN}/api/v1/x`, { method: 'POST' }));
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('preload', () => {
  it('hands the early answer to the first read of the same address, and only to it', async () => {
    preload('/api/v1/projects/p1/activities');
    expect(sent).toEqual(['/api/v1/projects/p1/activities']);
    expect(takePreloaded(get('/api/v1/projects/p1'))).toBeUndefined();
    expect(takePreloaded(get('/api/v1/projects/p1/activities?page=2'))).toBeUndefined();
    const answer = await takePreloaded(get('/api/v1/projects/p1/activities'));
    expect(await answer!.json()).toEqual({ address: '/api/v1/projects/p1/activities' });
    expect(takePreloaded(get('/api/v1/projects/p1/activities'))).toBeUndefined();
  });

  it('matches the query string too', async () => {
    preload('/api/v1/notifications?limit=10');
    expect(takePreloaded(get('/api/v1/notifications'))).toBeUndefined();
    expect(takePreloaded(get('/api/v1/notifications?limit=10'))).toBeDefined();
  });

  it('gives nothing once a change was sent: the next read asks the server', () => {
    preload('/api/v1/me');
    preload('/api/v1/dashboard/overview');
    const change = new Request(`${ORIGIN}/api/v1/projects`, { method: 'POST' });
    expect(takePreloaded(change)).toBeUndefined();
    expect(takePreloaded(get('/api/v1/me'))).toBeUndefined();
    expect(takePreloaded(get('/api/v1/dashboard/overview'))).toBeUndefined();
  });

  it('gives nothing once the answer is ten seconds old', () => {
    preload('/api/v1/me');
    vi.advanceTimersByTime(10_000);
    expect(takePreloaded(get('/api/v1/me'))).toBeUndefined();
  });

  it('lets a failed early read fail the read that takes it, and nothing else', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    preload('/api/v1/me');
    await expect(takePreloaded(get('/api/v1/me'))).rejects.toThrow('Failed to fetch');
  });
});
