// What compressing the answers costs and saves (decision 0010): each read endpoint of the load
// asked as a browser asks (Brotli welcome) and uncompressed, alternated, on the real server over
// real sockets. The load runs ask uncompressed, as autocannon does: the floor compresses nothing.
import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { LARGE_ADMIN_EMAIL, PLATFORM_ADMIN_EMAIL } from './dataset';
import { type Endpoint, signIn, startServer } from './http-load';
import type { Measure } from './run';

/** Requests of each kind after one warm-up; each figure is their median. */
const ASKS = 15;

/** One GET as it came over the socket: its time to the last byte, bytes, encoding and text. */
type Answer = { ms: number; bytes: number; encoding: string | undefined; text: string };

/**
 * A GET of `path`, asked with `accept-encoding: encoding` and unpacked here (fetch would unpack
 * it itself and hide how much was sent).
 */
export function askOverWire(
  baseUrl: string,
  path: string,
  cookie: string,
  encoding: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    http
      .get(`${baseUrl}${path}`, { headers: { cookie, 'accept-encoding': encoding } }, (res) => {
        const pieces: Buffer[] = [];
        res.on('data', (piece: Buffer) => pieces.push(piece));
        res.on('error', reject);
        res.on('end', () => {
          const ms = performance.now() - start;
          if (res.statusCode !== 200) {
            reject(new Error(`GET ${path}: ${res.statusCode}`));
            return;
          }
          const raw = Buffer.concat(pieces);
          const sent = res.headers['content-encoding'];
          const body =
            sent === 'br' ? brotliDecompressSync(raw) : sent === 'gzip' ? gunzipSync(raw) : raw;
          resolve({ ms, bytes: raw.length, encoding: sent, text: body.toString('utf8') });
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
          const answer = await askOverWire(server.baseUrl, path, cookie, encoding);
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
