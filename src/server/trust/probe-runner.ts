import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Attempt } from './probes';
import { multipartFile } from './tenant-data';

/** Sends one probe attempt to /api/v1 as the holder of `cookie`. */
export function send(
  app: FastifyInstance,
  cookie: string | null,
  method: string,
  attempt: Attempt,
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = cookie ? { cookie } : {};
  const body = attempt.file ? multipartFile(attempt.file.fileName, attempt.file.content) : null;
  return app.inject({
    method: method as 'GET',
    url: `/api/v1${attempt.url}`,
    headers: body ? { ...headers, ...body.headers } : headers,
    ...(body ? { payload: body.payload } : attempt.payload ? { payload: attempt.payload } : {}),
  });
}

/** What a refusal says, to compare two refusals: status, detail and field messages. */
export function refusalOf(response: LightMyRequestResponse): string {
  let detail = '';
  try {
    const body = response.json() as { detail?: string; errors?: { message: string }[] };
    detail = [body.detail, ...(body.errors ?? []).map((e) => e.message)].join(' / ');
  } catch {
    detail = response.body.slice(0, 200);
  }
  return `${response.statusCode} ${detail}`;
}

/** Distinct attempts only: the control turns mixed attempts into the same request. */
export function distinct(attempts: Attempt[]): Attempt[] {
  const seen = new Set<string>();
  return attempts.filter((attempt) => {
    const key = JSON.stringify({ ...attempt, file: attempt.file?.fileName });
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
