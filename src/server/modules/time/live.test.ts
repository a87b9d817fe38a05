import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openEventStream } from '../../testing/event-stream';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { callerOf, timeOrganization } from './test-fixture';

let t: TestApp;
let baseUrl: string;
let call: ReturnType<typeof callerOf>;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  call = callerOf(t.app);
});
afterAll(() => t.close());

/** One browser tab of the holder of `cookie`, and the timer events it gets. */
async function openTab(cookie: string) {
  const { received, close } = await openEventStream<Record<string, unknown>>(baseUrl, cookie);
  const timerEvents = () => received.filter((r) => r.event === 'timer.updated').map((r) => r.data);
  return {
    timerEvents,
    /** Waits until `count` timer events have arrived, and returns them. */
    async untilTimerEvents(count: number) {
      await vi.waitFor(() => expect(timerEvents().length).toBeGreaterThanOrEqual(count), {
        timeout: 5_000,
        interval: 20,
      });
      return timerEvents();
    },
    close,
  };
}

describe('timer live events', () => {
  it("tells every open tab of the person, and nobody else's, when their timer changes", async () => {
    const org = await timeOrganization(t);
    const me = await org.person();
    const colleague = await org.person();
    const firstTab = await openTab(me.cookie);
    const secondTab = await openTab(me.cookie);
    const colleagueTab = await openTab(colleague.cookie);

    const started = await call(me.cookie, 'POST', '/time/timer/start', {
      projectId: org.project.id,
    });
    expect(started.statusCode).toBe(201);
    const sessionId = started.json().id as string;
    expect(
      (await call(me.cookie, 'POST', '/time/timer/break', { breakType: 'paid' })).statusCode,
    ).toBe(200);
    expect((await call(me.cookie, 'POST', '/time/timer/resume')).statusCode).toBe(200);
    expect((await call(me.cookie, 'POST', '/time/timer/stop')).statusCode).toBe(200);

    const expected = [
      { sessionId, isRunning: true, onBreak: false },
      { sessionId, isRunning: true, onBreak: true },
      { sessionId, isRunning: true, onBreak: false },
      { sessionId, isRunning: false, onBreak: false },
    ];
    expect(await firstTab.untilTimerEvents(4)).toEqual(expected);
    expect(await secondTab.untilTimerEvents(4)).toEqual(expected);

    // NOTIFY keeps its order within a stream: the colleague's tab, having got their own
    // event, would have got mine before it.
    const theirs = await call(colleague.cookie, 'POST', '/time/timer/start', {
      projectId: org.project.id,
    });
    expect(await colleagueTab.untilTimerEvents(1)).toEqual([
      { sessionId: theirs.json().id, isRunning: true, onBreak: false },
    ]);

    // A refused change sends nothing: the next event my tab gets is the next start.
    expect((await call(me.cookie, 'POST', '/time/timer/stop')).statusCode).toBe(409);
    const again = await call(me.cookie, 'POST', '/time/timer/start', {
      projectId: org.project.id,
    });
    expect((await firstTab.untilTimerEvents(5))[4]).toEqual({
      sessionId: again.json().id,
      isRunning: true,
      onBreak: false,
    });

    for (const tab of [firstTab, secondTab, colleagueTab]) tab.close();
  });
});
