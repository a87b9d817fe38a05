// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Subscriber } from '@/shared/schemas/platform';
import { toast } from '@/web/lib/toast';
import { DeleteSubscriberDialog } from './subscriber-dialogs';

vi.mock('@/web/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const subscriber = {
  id: '6f1c1d2e-3a4b-4c5d-8e6f-7a8b9c0d1e2f',
  name: 'Doomed AB',
  authUsers: 3,
} as Subscriber;

/** The server's answer: lines written as the test says, the stream held open in between. */
function answerInLines() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const requests: Request[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    requests.push(request);
    return new Response(body, { headers: { 'content-type': 'application/x-ndjson' } });
  });
  const write = (line: object) =>
    controller.enqueue(new TextEncoder().encode(`${JSON.stringify(line)}\n`));
  return { requests, write, end: () => controller.close() };
}

function renderDialog(queryClient = new QueryClient()) {
  const onOpenChange = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <DeleteSubscriberDialog subscriber={subscriber} onOpenChange={onOpenChange} />
    </QueryClientProvider>,
  );
  return onOpenChange;
}

describe('DeleteSubscriberDialog', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the rows gone as the server reports them, then closes', async () => {
    const server = answerInLines();
    const onOpenChange = renderDialog();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Permanently' }));
    server.write({ deleted: 0, total: 1200 });
    server.write({ deleted: 300, total: 1200 });
    expect(await screen.findByText('Deleting 300 of 1,200 rows…')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Deletion progress' })).toBeTruthy();
    expect(screen.getByText('25%')).toBeTruthy();
    expect(server.requests[0]!.method).toBe('DELETE');
    expect(server.requests[0]!.headers.get('accept')).toBe('application/x-ndjson');
    server.write({ deleted: 1200, total: 1200 });
    server.write({
      deletion: {
        id: subscriber.id,
        name: 'Doomed AB',
        rows: { customers: 1200 },
        accounts: 3,
        files: 0,
      },
    });
    server.end();
    await vi.waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(toast.success).toHaveBeenCalledWith(
      'Organization and all related data deleted successfully',
      { description: '1,200 rows, 3 accounts and 0 files removed.' },
    );
  });

  it("says the server's problem when a step fails", async () => {
    const server = answerInLines();
    const onOpenChange = renderDialog();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Permanently' }));
    server.write({ deleted: 0, total: 10 });
    server.write({ error: { status: 500, detail: 'An unexpected error occurred' } });
    server.end();
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Failed to delete organization: An unexpected error occurred',
      ),
    );
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('says the connection failed when the lines stop short, and refetches the list', async () => {
    const queryClient = new QueryClient();
    const list = ['platform', 'organizations', { page: 1 }];
    queryClient.setQueryData(list, { organizations: [subscriber] });
    const server = answerInLines();
    const onOpenChange = renderDialog(queryClient);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Permanently' }));
    server.write({ deleted: 0, total: 10 });
    server.end();
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'An unexpected error occurred while deleting the organization',
      ),
    );
    // The deletion may have committed on the server all the same.
    await vi.waitFor(() => expect(queryClient.getQueryState(list)?.isInvalidated).toBe(true));
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
