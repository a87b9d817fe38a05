import { useQueryClient } from '@tanstack/react-query';
import {
  CUSTOMERS_TEMPLATE_FILE,
  type CustomerRow,
  readCustomerRows,
} from '@/shared/domain/customer-import';
import {
  CsvImportDialog,
  type CsvImportDialogState,
} from '@/web/components/csv-import/csv-import-dialog';
import type { CsvColumn } from '@/web/components/csv-import/csv-import-preview';
import { CsvRowsImport } from '@/web/components/csv-import/csv-rows-import';
import { CUSTOMERS_QUERY_KEY, PROGRAMS_QUERY_KEY } from '@/web/lib/portfolio-queries';

const COLUMNS: readonly CsvColumn<CustomerRow>[] = [
  { header: 'Name', cell: (row) => row.name, className: 'font-medium' },
  { header: 'Type', cell: (row) => row.customerType },
  { header: 'Location', cell: (row) => row.locationCountry },
  { header: 'Parent', cell: (row) => row.parentName },
];

export function ImportCustomersDialog(state: CsvImportDialogState) {
  const queryClient = useQueryClient();
  return (
    <CsvImportDialog
      {...state}
      title="Import Customers from CSV"
      description="Customers are matched by name: existing ones are updated, new ones are added."
      className="sm:max-w-2xl"
    >
      <CsvRowsImport
        id="customers-csv"
        noun="customers"
        importPath="/customers/import"
        templatePath="/customers/import/template"
        templateFileName={CUSTOMERS_TEMPLATE_FILE}
        read={readCustomerRows}
        columns={COLUMNS}
        columnsHint="Columns: name (required), customer_type, location_country, parent_customer_name."
        onImported={() => {
          void queryClient.invalidateQueries({ queryKey: CUSTOMERS_QUERY_KEY });
          void queryClient.invalidateQueries({ queryKey: PROGRAMS_QUERY_KEY });
        }}
      />
    </CsvImportDialog>
  );
}
