// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useServerList } from './use-server-list';

const SORTS = ['name', 'createdAt'] as const;

/** The hook on a page opened at `address`, with the address it leaves behind. */
function renderAt(address: string, prefix?: string) {
  let location = address;
  function Probe({ children }: { children: ReactNode }) {
    const { search } = useLocation();
    location = `/list${search}`;
    return children;
  }
  // One router for the hook's life: the hook's renders happen inside it.
  let router: ReturnType<typeof createMemoryRouter> | undefined;
  const hook = renderHook(
    () => useServerList(SORTS, 'createdAt', { prefix, filters: ['status'] as const }),
    {
      wrapper: ({ children }) => {
        router ??= createMemoryRouter([{ path: '/list', element: <Probe>{children}</Probe> }], {
          initialEntries: [address],
        });
        return <RouterProvider router={router} />;
      },
    },
  );
  return { hook, address: () => location };
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useServerList', () => {
  it('reads the page, search, sort and filter from the address, ignoring what it does not know', () => {
    const { hook } = renderAt('/list?page=3&q=volvo&sort=name&dir=asc&status=active');
    expect(hook.result.current.params).toEqual({
      page: 3,
      sort: 'name',
      direction: 'asc',
      search: 'volvo',
      status: 'active',
    });
    expect(hook.result.current.paging(120, 50).sorting).toEqual([{ id: 'name', desc: false }]);
    const odd = renderAt('/list?page=-2&sort=revenue&dir=sideways').hook;
    expect(odd.result.current.params).toEqual({ page: 1, sort: 'createdAt', direction: 'desc' });
  });

  it('keeps a page change, a sort and a filter in the address, back to page 1 on a new order', () => {
    const { hook, address } = renderAt('/list');
    act(() => hook.result.current.paging(120, 50).onPageChange(2));
    expect(address()).toBe('/list?page=2');
    act(() => hook.result.current.paging(120, 50).onSortingChange([{ id: 'name', desc: true }]));
    expect(address()).toBe('/list?sort=name&dir=desc');
    act(() => hook.result.current.paging(120, 50).onPageChange(3));
    act(() => hook.result.current.setFilter('status', 'draft'));
    expect(address()).toBe('/list?sort=name&dir=desc&status=draft');
    expect(hook.result.current.filter('status')).toBe('draft');
  });

  it('puts the search in the address once typing pauses, and starts again from page 1', () => {
    vi.useFakeTimers();
    const { hook, address } = renderAt('/list?page=4');
    act(() => hook.result.current.paging(300, 50).onSearchChange('vol'));
    expect(hook.result.current.paging(300, 50).search).toBe('vol');
    expect(address()).toBe('/list?page=4');
    act(() => hook.result.current.paging(300, 50).onSearchChange('volvo '));
    act(() => vi.advanceTimersByTime(300));
    expect(address()).toBe('/list?q=volvo');
    expect(hook.result.current.params).toMatchObject({ page: 1, search: 'volvo' });
    // What is typed stays as typed (the space before the next word too).
    expect(hook.result.current.paging(300, 50).search).toBe('volvo ');
  });

  it('gives a second list on the page parameters of its own', () => {
    const { hook, address } = renderAt('/list?page=2', 'users.');
    expect(hook.result.current.params.page).toBe(1);
    act(() => hook.result.current.paging(120, 50).onPageChange(5));
    expect(address()).toBe('/list?page=2&users.page=5');
  });
});
