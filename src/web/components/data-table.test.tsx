// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createColumnHelper } from '@tanstack/react-table';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable, type ServerPaging } from './data-table';

interface Customer {
  id: string;
  name: string;
  location: string;
  createdAt: string;
}

const column = createColumnHelper<Customer>();
const columns = [
  column.accessor('name', { header: 'Name' }),
  column.accessor('location', { header: 'Location' }),
  column.accessor('createdAt', { header: 'Created' }),
  column.display({
    id: 'actions',
    header: () => <span className="sr-only">Actions</span>,
    meta: { priority: 'primary' },
    cell: ({ row }) => <button type="button">Edit {row.original.name}</button>,
  }),
];
const customers: Customer[] = [
  { id: '1', name: 'Volvo Cars', location: 'Sweden', createdAt: 'Mar 1, 2026' },
  { id: '2', name: 'Scania', location: 'Sweden', createdAt: 'Mar 2, 2026' },
];

function renderTable(tableColumns = columns) {
  render(
    <DataTable
      label="Customers"
      columns={tableColumns}
      data={customers}
      getRowId={(row) => row.id}
      emptyMessage="No customers yet"
    />,
  );
  return screen.getByRole('table', { name: 'Customers' });
}

// jsdom applies no style sheet: what a phone hides is read from the cells' classes.
const hiddenOnPhone = (element: HTMLElement) => element.className.split(' ').includes('hidden');

describe('DataTable on a phone', () => {
  afterEach(cleanup);

  it('keeps the first and the primary columns and hides the others below 640 px', () => {
    const table = renderTable();
    const header = within(table).getAllByRole('columnheader');
    expect(header.map((cell) => [cell.textContent, hiddenOnPhone(cell)])).toEqual([
      ['Name', false],
      ['Location', true],
      ['Created', true],
      ['Actions', false],
      ['Details', false],
    ]);
    const [volvo] = within(table).getAllByRole('row').slice(1);
    const cells = within(volvo!).getAllByRole('cell');
    expect(cells.map((cell) => hiddenOnPhone(cell))).toEqual([false, true, true, false, false]);
  });

  it('lists the hidden columns as label and value in the row’s details', () => {
    const table = renderTable();
    const toggle = within(table).getByRole('button', { name: 'Details of Volvo Cars' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('definition')).toBeNull();

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const details = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(details).not.toBeNull();
    const terms = within(details!)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const values = within(details!)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(terms).toEqual(['Location', 'Created']);
    expect(values).toEqual(['Sweden', 'Mar 1, 2026']);
    // Only the opened row has details.
    expect(within(table).getAllByRole('row')).toHaveLength(4);

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });

  it('adds no details button when every column is primary', () => {
    const table = renderTable([
      column.accessor('name', { header: 'Name' }),
      column.accessor('location', { header: 'Location', meta: { priority: 'primary' } }),
    ]);
    expect(within(table).queryAllByRole('button', { name: /Details/ })).toEqual([]);
    expect(within(table).getAllByRole('columnheader')).toHaveLength(2);
  });
});

describe('DataTable paged by the server', () => {
  afterEach(cleanup);

  const paging = (page: number, total: number): ServerPaging => ({
    total,
    page,
    pageSize: 2,
    onPageChange: vi.fn(),
    sorting: [],
    onSortingChange: vi.fn(),
    search: '',
    onSearchChange: vi.fn(),
  });

  it('shows the page it is given with its place in the total, and asks for the next', () => {
    const server = paging(2, 5);
    render(
      <DataTable
        label="Customers"
        columns={columns}
        data={customers}
        getRowId={(row) => row.id}
        emptyMessage="No customers yet"
        server={server}
      />,
    );
    expect(screen.getByText('3–4 of 5')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(server.onPageChange).toHaveBeenCalledWith(3);
  });

  it('goes to the last page when it is past it (its last row deleted)', () => {
    const server = paging(3, 4);
    render(
      <DataTable
        label="Customers"
        columns={columns}
        data={[]}
        getRowId={(row) => row.id}
        emptyMessage="No customers yet"
        server={server}
      />,
    );
    expect(server.onPageChange).toHaveBeenCalledWith(2);
  });
});
