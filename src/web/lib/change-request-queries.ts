import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  Attachment,
  ChangeRequest,
  ChangeRequestInput,
  ChangeRequestPage,
  ChangeRequestReview,
} from '@/shared/schemas/change-requests';
import { API_BASE, ApiError, apiErrorFromBody, NETWORK_ERROR, toApiError } from './api';
import { api, unwrap } from './api-client';

// A project's Change Requests tab, the Pending Approvals card and the live stream (which
// refetches both when a request changes) share these keys: one prefix covers them all.

export const CHANGE_REQUESTS_QUERY_KEY = ['change-requests'] as const;

const requestPath = (id: string, path = '') => `/change-requests/${encodeURIComponent(id)}${path}`;

/** One project's change requests, newest first. */
export const projectChangeRequestsQuery = (projectId: string) =>
  queryOptions({
    queryKey: [...CHANGE_REQUESTS_QUERY_KEY, 'project', projectId],
    queryFn: ({ signal }): Promise<ChangeRequest[]> =>
      unwrap(
        api.GET('/api/v1/projects/{projectId}/change-requests', {
          params: { path: { projectId } },
          signal,
        }),
      ),
  });

/** A page of the organization's pending change requests (admin and PM head), newest first. */
export const pendingChangeRequestsQuery = (page: number) =>
  queryOptions({
    queryKey: [...CHANGE_REQUESTS_QUERY_KEY, 'pending', page],
    queryFn: ({ signal }): Promise<ChangeRequestPage> =>
      unwrap(api.GET('/api/v1/change-requests/pending', { params: { query: { page } }, signal })),
    placeholderData: keepPreviousData,
  });

/** A change to change requests; on success every list of them refetches before it resolves. */
function useChangeRequestMutation<TVariables, TResult>(
  mutationFn: (variables: TVariables) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CHANGE_REQUESTS_QUERY_KEY }),
  });
}

/** Submit Change Request: a pending request on the project, requested by the signed-in person. */
export function useSubmitChangeRequest(projectId: string) {
  return useChangeRequestMutation((input: ChangeRequestInput): Promise<ChangeRequest> =>
    unwrap(
      api.POST('/api/v1/projects/{projectId}/change-requests', {
        params: { path: { projectId } },
        body: input,
      }),
    ),
  );
}

/** Approves or rejects a pending request with the reviewer's notes. */
export function useReviewChangeRequest() {
  return useChangeRequestMutation(
    ({ id, review }: { id: string; review: ChangeRequestReview }): Promise<ChangeRequest> =>
      unwrap(
        api.POST('/api/v1/change-requests/{id}/review', {
          params: { path: { id } },
          body: review,
        }),
      ),
  );
}

/**
 * POSTs one file as multipart/form-data with XMLHttpRequest, which (unlike fetch) reports how
 * much has gone out: onProgress gets 0 to 100. Rejects with ApiError like the typed client's unwrap does.
 */
function postFile<T>(path: string, file: File, onProgress: (percent: number) => void): Promise<T> {
  const body = new FormData();
  body.append('file', file, file.name);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${API_BASE}${path}`);
    request.withCredentials = true;
    request.setRequestHeader('accept', 'application/json, application/problem+json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress(Math.round((event.loaded / event.total) * 100));
      }
    };
    request.onerror = () => reject(new ApiError(0, NETWORK_ERROR));
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        try {
          resolve(JSON.parse(request.responseText) as T);
        } catch {
          reject(new ApiError(request.status, 'The server sent an answer that could not be read.'));
        }
        return;
      }
      reject(apiErrorFromBody(request.status, request.statusText, request.responseText));
    };
    request.send(body);
  });
}

/** Attaches a file to a pending request (the server checks its size and type). */
export function useUploadAttachment() {
  return useChangeRequestMutation(
    ({
      changeRequestId,
      file,
      onProgress,
    }: {
      changeRequestId: string;
      file: File;
      onProgress: (percent: number) => void;
    }) => postFile<Attachment>(requestPath(changeRequestId, '/attachments'), file, onProgress),
  );
}

/** Removes an attachment from a pending request. */
export function useDeleteAttachment() {
  return useChangeRequestMutation(
    ({ changeRequestId, attachmentId }: { changeRequestId: string; attachmentId: string }) =>
      unwrap(
        api.DELETE('/api/v1/change-requests/{id}/attachments/{attachmentId}', {
          params: { path: { id: changeRequestId, attachmentId } },
        }),
      ),
  );
}

/**
 * Fetches an attachment with the session cookie and hands it to the browser as a download
 * under its original name. Throws ApiError (a request the person may no longer see is a 404).
 */
export async function downloadAttachment(
  changeRequestId: string,
  attachment: Pick<Attachment, 'id' | 'fileName'>,
): Promise<void> {
  let response: Response;
  try {
    response = await fetch(
      `${API_BASE}${requestPath(changeRequestId, `/attachments/${attachment.id}`)}`,
      { credentials: 'same-origin' },
    );
  } catch {
    throw new ApiError(0, NETWORK_ERROR);
  }
  if (!response.ok) throw await toApiError(response);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = attachment.fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: some browsers start the download after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
