import http from 'node:http';

export type StreamEvent<Data = unknown> = { event: string; data: Data };

/**
 * Opens GET /api/v1/events as one browser tab of the holder of `cookie` would, and collects the
 * named events it gets, in order. It uses its own connection (no agent): fetch's pool opens a
 * spare connection after an abort, which no server closes on shutdown until its header timeout.
 */
export async function openEventStream<Data = unknown>(baseUrl: string, cookie: string) {
  const response = await new Promise<http.IncomingMessage>((resolve, reject) =>
    http
      .get(
        `${baseUrl}/api/v1/events`,
        // A browser welcomes compressed answers; a stream must come uncompressed all the same.
        { headers: { cookie, 'accept-encoding': 'gzip, deflate, br, zstd' }, agent: false },
        resolve,
      )
      .on('error', reject),
  );
  const received: StreamEvent<Data>[] = [];
  let ended = false;
  let buffer = '';
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => {
    buffer += chunk;
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (event) received.push({ event, data: JSON.parse(data ?? 'null') as Data });
    }
  });
  response.on('close', () => (ended = true));
  response.on('error', () => {});
  return {
    response,
    received,
    isEnded: () => ended,
    close: () => response.destroy(),
  };
}
