import { performance } from 'node:perf_hooks';

export type EventWatch = {
  /** Named events received, with performance.now() of arrival. */
  events: { type: string; at: number }[];
  /** When the stream ended, if it did. */
  endedAt: () => number | null;
  close: () => void;
};

/** Holds one live-events stream (GET /api/v1/events) open, as a signed-in tab does. */
export async function watchEvents(baseUrl: string, cookie: string): Promise<EventWatch> {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/v1/events`, {
    headers: { cookie, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  if (!response.ok || !response.body) throw new Error(`events stream: ${response.status}`);
  const events: EventWatch['events'] = [];
  let endedAt: number | null = null;
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const type = block.match(/^event: (.+)$/m)?.[1];
          if (type) events.push({ type, at: performance.now() });
        }
      }
    } catch {
      // aborted or cut
    }
    endedAt = performance.now();
  })();
  return { events, endedAt: () => endedAt, close: () => controller.abort() };
}
