// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyNamed } from '@/web/lib/lazy-named';
import { WhenOpened } from './when-opened';

afterEach(cleanup);

/** A dialog whose code is counted as it is asked for. */
function countedDialog() {
  const asked = { times: 0 };
  const Dialog = lazyNamed(async () => {
    asked.times += 1;
    return { Dialog: ({ title }: { title: string }) => <div role="dialog">{title}</div> };
  }, 'Dialog');
  return { Dialog, asked };
}

describe('WhenOpened', () => {
  it('asks for a closed dialog’s code once the page is idle, then draws it at once when opened', async () => {
    vi.useFakeTimers();
    const { Dialog, asked } = countedDialog();
    const { rerender } = render(
      <WhenOpened open={false}>
        <Dialog title="Add Customer" />
      </WhenOpened>,
    );
    expect(asked.times).toBe(0);
    // jsdom has no requestIdleCallback: two seconds stand in for the browser's idle time.
    await act(async () => vi.advanceTimersByTime(2_000));
    expect(asked.times).toBe(1);
    rerender(
      <WhenOpened open>
        <Dialog title="Add Customer" />
      </WhenOpened>,
    );
    // Drawn in the render that opened it: no wait on a download.
    expect(screen.getByRole('dialog').textContent).toBe('Add Customer');
    expect(asked.times).toBe(1);
  });

  it('asks for nothing while the browser saves data, nor for a dialog no longer on the page', async () => {
    vi.useFakeTimers();
    const saving = { saveData: true };
    Object.defineProperty(navigator, 'connection', { value: saving, configurable: true });
    try {
      const { Dialog, asked } = countedDialog();
      const { unmount } = render(
        <WhenOpened open={false}>
          <Dialog title="Add Customer" />
        </WhenOpened>,
      );
      await act(async () => vi.advanceTimersByTime(5_000));
      expect(asked.times).toBe(0);
      unmount();
      saving.saveData = false;
      const second = countedDialog();
      render(
        <WhenOpened open={false}>
          <second.Dialog title="Add Customer" />
        </WhenOpened>,
      );
      cleanup();
      await act(async () => vi.advanceTimersByTime(5_000));
      expect(second.asked.times).toBe(0);
    } finally {
      Reflect.deleteProperty(navigator, 'connection');
    }
  });
});
