import { API_BASE, ApiError, NETWORK_ERROR, toApiError } from './api';
import { downloadBlob, downloadText } from './download';

/**
 * Fetches a text file from /api/v1{path} (a CSV template) with the session cookie and hands it
 * to the browser as a download named `fileName`. Throws ApiError.
 */
export async function downloadFromApi(path: string, fileName: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, { credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, NETWORK_ERROR);
  }
  if (!response.ok) throw await toApiError(response);
  downloadText(fileName, await response.text(), response.headers.get('content-type') ?? undefined);
}

/**
 * How far a download has come: bytes and lines received, the file's length when the server said,
 * and the rows it announced (X-Report-Rows).
 */
export type DownloadProgress = {
  bytes: number;
  lines: number;
  length: number | null;
  rows: number | null;
};

/**
 * Fetches a file from /api/v1{path} as it streams in, telling `onProgress` after each piece,
 * then hands it to the browser as a download under the server's file name. Throws ApiError.
 */
export async function downloadWithProgress(
  path: string,
  onProgress: (progress: DownloadProgress) => void,
): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, { credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, NETWORK_ERROR);
  }
  if (!response.ok) throw await toApiError(response);
  const announced = response.headers.get('x-report-rows');
  const progress: DownloadProgress = {
    bytes: 0,
    lines: 0,
    // A compressed answer's length is not that of the file it unpacks to.
    length: response.headers.has('content-encoding')
      ? null
      : Number(response.headers.get('content-length')) || null,
    rows: announced === null ? null : Number(announced),
  };
  const pieces: Uint8Array[] = [];
  const reader = response.body!.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    pieces.push(value);
    progress.bytes += value.length;
    for (const byte of value) if (byte === 10) progress.lines += 1;
    onProgress({ ...progress });
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  downloadBlob(name?.[1] ?? 'download', new Blob(pieces as BlobPart[], { type }));
}
