import type { SortingState } from '@tanstack/react-table';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ServerPaging } from '@/web/components/data-table';

const SEARCH_DELAY_MS = 250;

type ListOptions<F extends string> = {
  /** Before each parameter's name, for a second list on the same page ('users.'). */
  prefix?: string;
  /** Filters kept beside the page, search and sort ('status'). */
  filters?: readonly F[];
  /** The default sort's direction: 'desc' (newest first) unless said ('asc' for names). */
  direction?: 'asc' | 'desc';
};

/** What a paged list asks the server for. */
export type ServerListParams<S extends string, F extends string = never> = {
  page: number;
  sort: S;
  direction: 'asc' | 'desc';
  search?: string;
} & Partial<Record<F, string>>;

/**
 * The state of a list the server pages, sorts and searches, kept in the address
 * (`?page=2&q=volvo&sort=name&dir=asc`) so that a reload or a bookmark shows the same page:
 * what DataTable's `server` takes, the query for the page to fetch (the search once typing has
 * paused), and the list's filters. Unknown sorts and pages in the address are ignored.
 */
export function useServerList<S extends string, F extends string = never>(
  sorts: readonly S[],
  defaultSort: S,
  { prefix = '', filters = [], direction: defaultDirection = 'desc' }: ListOptions<F> = {},
) {
  const [address, setAddress] = useSearchParams();
  const read = (name: string) => address.get(`${prefix}${name}`) ?? '';
  const page = Math.max(1, Number.parseInt(read('page'), 10) || 1);
  const sort = sorts.find((known) => known === read('sort'));
  const direction = read('dir') === 'asc' ? 'asc' : 'desc';
  const settled = read('q');

  /** Sets or (with '' or null) removes parameters, replacing the address's entry. */
  const write = (changes: Record<string, string | null>) =>
    setAddress(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value) next.set(`${prefix}${name}`, value);
          else next.delete(`${prefix}${name}`);
        }
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  // The box shows what is typed; the address gets it once typing pauses. An address changed
  // from outside (back, a link to the bare page) puts its search in the box.
  const [search, setSearch] = useState(settled);
  const [seen, setSeen] = useState(settled);
  if (settled !== seen) {
    setSeen(settled);
    if (settled !== search.trim()) setSearch(settled);
  }
  useEffect(() => {
    const wanted = search.trim();
    if (wanted === settled) return;
    const timer = setTimeout(() => write({ q: wanted, page: null }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
    // `write` is new on every render; what it writes depends only on these.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search, settled]);

  const filterValues = Object.fromEntries(
    filters.flatMap((name) => (read(name) ? [[name, read(name)]] : [])),
  ) as Partial<Record<F, string>>;
  const params = {
    page,
    sort: sort ?? defaultSort,
    direction: sort ? direction : defaultDirection,
    ...(settled ? { search: settled } : {}),
    ...filterValues,
  } as ServerListParams<S, F>;
  const sorting: SortingState = sort ? [{ id: sort, desc: direction === 'desc' }] : [];

  const paging = (total: number, pageSize: number): ServerPaging => ({
    total,
    page,
    pageSize,
    onPageChange: (next) => write({ page: next > 1 ? String(next) : null }),
    sorting,
    onSortingChange: (next) => {
      const first = next[0];
      write({
        sort: first ? first.id : null,
        dir: first ? (first.desc ? 'desc' : 'asc') : null,
        page: null,
      });
    },
    search,
    onSearchChange: setSearch,
  });

  /** The filter's value in the address, '' when unset. */
  const filter = (name: F) => read(name);
  /** Sets filters (or clears them with '') at once and goes back to the first page. */
  const setFilters = (changes: Partial<Record<F, string>>) => write({ ...changes, page: null });
  /** Sets a filter (or clears it with '') and goes back to the first page. */
  const setFilter = (name: F, value: string) => setFilters({ [name]: value } as Record<F, string>);

  return { params, paging, filter, setFilter, setFilters };
}
