// What compressing the answers costs and saves (decision 0010): each read endpoint of the load
// asked as a browser asks (Brotli welcome) and uncompressed, alternated, on the real server over
// real sockets. The load runs ask uncompressed, as autocannon does: the floor compresses nothing.
import http from 'node:http';
import { LARGE_ADMIN_EMAIL, PLATFORM_ADMIN_EMAIL } from './dataset';
import { type Endpoint, signIn, startServer } from './http-load';
import type { Measure } from './run';

/** Requests of each kind after one warm-up; each figure is their median. */
const ASKS = 15;

type Answer = { ms: number; bytes: number; encoding: string | undefined };

/** One GET, its time to the last byte and the bytes that came over the socket. */
function ask(baseUrl: string, path: string, cookie: string, encoding: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    http
      .get(`${baseUrl}${path}`, { headers: { cookie, 'accept-encoding': encoding } }, (res) => {
        let bytes = 0;
        res.on('data', (piece: Buffer) => (bytes += piece.length));
        res.on('error', reject);
        res.on('end', () => {
          if (res.statusCode !== 200) reject(new Error(`GET ${path}: ${res.statusCode}`));
          const sent = res.headers['content-encoding'];
          resolve({ ms: performance.now() - start, bytes, encoding: sent });
        });
      })
      .on('error', reject);
  });
}

const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
const kb = (bytes: number) =>
  `${(bytes / 1024).toLocaleString('en', { maximumFractionDigits: 1 })} KB`;

export async function measureCompression(options: {
  url: string;
  endpoints: Endpoint[];
  log: (line: string) => void;
}): Promise<Measure[]> {
  const reads = options.endpoints.filter(
    (e) =>
      e.as !== 'people' &&
      e.calls.length === 1 &&
      e.calls[0]!.method === 'GET' &&
      !e.calls[0]!.path.startsWith('/api/'),
  );
  const server = await startServer(options.url);
  try {
    const cookies = {
      admin: await signIn(server.baseUrl, LARGE_ADMIN_EMAIL),
      platform: await signIn(server.baseUrl, PLATFORM_ADMIN_EMAIL),
    };
    const measures: Measure[] = [];
    for (const endpoint of reads) {
      const call = endpoint.calls[0]!;
      const path = `/api/v1${call.path}`;
      const cookie = cookies[endpoint.as as keyof typeof cookies];
      const times = { br: [] as number[], identity: [] as number[] };
      const last: Partial<Record<keyof typeof times, Answer>> = {};
      for (let i = 0; i <= ASKS; i++) {
        for (const encoding of ['br', 'identity'] as const) {
          const answer = await ask(server.baseUrl, path, cookie, encoding);
          if (i > 0) times[encoding].push(answer.ms);
          last[encoding] = answer;
        }
      }
      const [br, plain] = [last.br!, last.identity!];
      const sent = br.encoding ? `${kb(br.bytes)} of ${kb(plain.bytes)}` : `${kb(plain.bytes)}`;
      const measure = {
        name: `compressed answer, ${endpoint.name}`,
        value: sent,
        target: `${br.encoding ? 'Brotli' : 'sent as it is, under 1 KB'}; ${median(times.br).toFixed(1)} ms, against ${median(times.identity).toFixed(1)} ms uncompressed (medians of ${ASKS}, over loopback)`,
      };
      options.log(`  ${measure.name}: ${measure.value}; ${measure.target}`);
      measures.push(measure);
    }
    return measures;
  } finally {
    await server.stop();
  }
}
