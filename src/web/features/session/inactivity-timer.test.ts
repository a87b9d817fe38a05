import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACTIVITY_EVENTS, startInactivityTimer } from './inactivity-timer';

const MINUTE = 60_000;

describe('startInactivityTimer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function start() {
    const target = new EventTarget();
    const onTimeout = vi.fn();
    const stop = startInactivityTimer({ timeoutMs: 15 * MINUTE, onTimeout, target });
    return { target, onTimeout, stop };
  }

  it('signs out after 15 minutes without activity, once', () => {
    const { onTimeout } = start();
    vi.advanceTimersByTime(15 * MINUTE - 1);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onTimeout).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60 * MINUTE);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it.each(ACTIVITY_EVENTS)('restarts the 15 minutes on %s', (type) => {
    const { target, onTimeout } = start();
    vi.advanceTimersByTime(14 * MINUTE);
    target.dispatchEvent(new Event(type));
    vi.advanceTimersByTime(14 * MINUTE);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(MINUTE);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('ignores other events', () => {
    const { target, onTimeout } = start();
    vi.advanceTimersByTime(10 * MINUTE);
    target.dispatchEvent(new Event('focus'));
    vi.advanceTimersByTime(5 * MINUTE);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('does nothing once stopped', () => {
    const { target, onTimeout, stop } = start();
    stop();
    target.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(30 * MINUTE);
    expect(onTimeout).not.toHaveBeenCalled();
  });
});
