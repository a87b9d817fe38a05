// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CsvImportOutcome } from './csv-import-outcome';
import { RowErrors } from './row-errors';

const figures = () =>
  screen.getAllByRole('term').map((term) => [term.textContent, term.nextSibling?.textContent]);

describe('CsvImportOutcome', () => {
  afterEach(cleanup);

  it('tells an import that adds and updates by both counts', () => {
    render(
      <CsvImportOutcome
        id="o"
        noun="customers"
        result={{ total: 3, successful: 3, failed: 0, created: 2, updated: 1, errors: [] }}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe('Imported 3 customers successfully');
    expect(figures()).toEqual([
      ['Rows', '3'],
      ['Added', '2'],
      ['Updated', '1'],
      ['Failed', '0'],
    ]);
    expect(screen.queryByRole('list', { name: 'Row errors' })).toBeNull();
  });

  it('tells a time import what came in, and the rows it refused', () => {
    render(
      <CsvImportOutcome
        id="o"
        noun="time entries"
        result={{
          total: 3,
          successful: 2,
          failed: 1,
          errors: [{ row: 'Row 4', error: 'Row 4: Project not found: Gearbox' }],
        }}
      />,
    );
    const region = screen.getByRole('region', { name: 'Import complete: 2 successful, 1 failed' });
    expect(within(region).getByText('1 rows failed to import')).toBeTruthy();
    expect(within(region).getByText('Row 4: Project not found: Gearbox')).toBeTruthy();
    expect(figures()).toEqual([
      ['Rows', '3'],
      ['Imported', '2'],
      ['Failed', '1'],
    ]);
  });
});

describe('RowErrors', () => {
  afterEach(cleanup);

  it('lists the first hundred and counts the rest', () => {
    const errors = Array.from({ length: 130 }, (_, i) => ({
      row: `Row ${i + 2}`,
      error: `Row ${i + 2}: Empty row`,
    }));
    render(<RowErrors id="e" title="130 rows with errors" errors={errors} />);
    const list = screen.getByRole('list', { name: 'Row errors' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(101);
    expect(items[0]!.textContent).toBe('Row 2: Empty row');
    expect(items[100]!.textContent).toBe('and 30 more');
  });
});
