// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type CustomerRow, readCustomerRows } from '@/shared/domain/customer-import';
import { CsvImportPanel } from './csv-import-panel';

function renderPanel() {
  render(
    <CsvImportPanel<CustomerRow>
      idPrefix="test-csv"
      noun="customers"
      templatePath="/customers/import/template"
      templateFileName="customers_template.csv"
      importPath="/customers/import"
      read={readCustomerRows}
      columns={[{ header: 'Name', cell: (row) => row.name }]}
      description="Customers"
    />,
  );
}

function choose(text: string, name = 'customers.csv') {
  const input = screen.getByLabelText('CSV file');
  fireEvent.change(input, { target: { files: [new File([text], name, { type: 'text/csv' })] } });
}

describe('CsvImportPanel', () => {
  afterEach(cleanup);

  it('previews the valid rows and lists the row errors before anything is uploaded', async () => {
    renderPanel();
    choose('name,customer_type\nAcme,SMB\n,Startup\nBeta,Enterprise,extra\n');
    expect(await screen.findByText('3 rows: 1 ready, 2 with errors')).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Acme' })).toBeTruthy();
    expect(screen.getByText('Row 3: Missing required field: name')).toBeTruthy();
    expect(screen.getByText('Row 4: Column count mismatch (expected 2, got 3)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload 1 row' })).toHaveProperty('disabled', false);
  });

  it('refuses a file without the required column and offers no upload', async () => {
    renderPanel();
    choose('title\nAcme\n');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Missing required column: name',
    );
    expect(screen.queryByRole('button', { name: /Upload/ })).toBeNull();
  });

  it('says so when the file has no rows', async () => {
    renderPanel();
    choose('name,customer_type\n\n');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The file has no rows to import',
    );
    expect(screen.queryByRole('button', { name: /Upload/ })).toBeNull();
  });

  it('keeps Upload disabled when no row is valid', async () => {
    renderPanel();
    choose('name,customer_type\n,SMB\n');
    expect(await screen.findByText('1 row: 0 ready, 1 with errors')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload 0 rows' })).toHaveProperty('disabled', true);
  });
});
