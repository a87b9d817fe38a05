import { API_BASE, ApiError, apiErrorFromBody, NETWORK_ERROR } from './api';

/**
 * POSTs a JSON body to /api/v1{path} with XMLHttpRequest, which (unlike fetch) reports how
 * much of the body has gone out: onProgress gets 0 to 100. Resolves with the parsed answer;
 * rejects with ApiError like the typed client's unwrap does.
 */
export function postJsonWithProgress<T>(
  path: string,
  body: unknown,
  onProgress: (percent: number) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${API_BASE}${path}`);
    request.withCredentials = true;
    request.setRequestHeader('content-type', 'application/json');
    request.setRequestHeader('accept', 'application/json, application/problem+json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress(Math.round((event.loaded / event.total) * 100));
      }
    };
    request.upload.onload = () => onProgress(100);
    request.onerror = () => reject(new ApiError(0, NETWORK_ERROR));
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        try {
          resolve((request.responseText ? JSON.parse(request.responseText) : undefined) as T);
        } catch {
          reject(new ApiError(request.status, 'The server sent an answer that could not be read.'));
        }
        return;
      }
      reject(apiErrorFromBody(request.status, request.statusText, request.responseText));
    };
    request.send(JSON.stringify(body));
  });
}
