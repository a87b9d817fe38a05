import { API_BASE, ApiError, NETWORK_ERROR, toApiError } from './api';
import { downloadText } from './download';

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
