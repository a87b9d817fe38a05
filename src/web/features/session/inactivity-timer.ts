/** What counts as activity (SPEC.md section 9). */
export const ACTIVITY_EVENTS = [
  'mousedown',
  'keydown',
  'scroll',
  'touchstart',
  'mousemove',
] as const;

export const INACTIVITY_TIMEOUT_MS = 15 * 60 * 1000;

export interface InactivityTimerOptions {
  timeoutMs: number;
  onTimeout: () => void;
  /** Where activity events are heard (the window). */
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  now?: () => number;
}

/**
 * Calls onTimeout once after timeoutMs without activity; returns a stop function.
 * Activity only records a timestamp (mousemove fires constantly); a single timeout checks
 * it and re-arms for the remaining time, which also copes with a computer waking from sleep.
 */
export function startInactivityTimer({
  timeoutMs,
  onTimeout,
  target,
  now = Date.now,
}: InactivityTimerOptions): () => void {
  let lastActivity = now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const recordActivity = () => {
    lastActivity = now();
  };
  // Capture phase: scroll events of inner elements do not bubble up to the window.
  const listenerOptions = { capture: true, passive: true } as const;

  const stop = () => {
    if (stopped) return;
    stopped = true;
    clearTimeout(timer);
    for (const type of ACTIVITY_EVENTS) {
      target.removeEventListener(type, recordActivity, listenerOptions);
    }
  };

  const check = () => {
    const idle = now() - lastActivity;
    if (idle >= timeoutMs) {
      stop();
      onTimeout();
    } else {
      timer = setTimeout(check, timeoutMs - idle);
    }
  };

  for (const type of ACTIVITY_EVENTS) {
    target.addEventListener(type, recordActivity, listenerOptions);
  }
  timer = setTimeout(check, timeoutMs);
  return stop;
}
