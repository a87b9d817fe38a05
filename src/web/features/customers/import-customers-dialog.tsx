import { useQueryClient } from '@tanstack/react-query';
import {
  CUSTOMERS_TEMPLATE_FILE,
  type CustomerRow,
  readCustomerRows,
} from '@/shared/domain/customer-import';
import type { CsvImportResult } from '@/shared/schemas/csv-import';
import { CsvFileInput } from '@/web/components/csv-import/csv-file-input';
import {
  CsvImportDialog,
  type CsvImportDialogState,
  CsvImportSteps,
} from '@/web/components/csv-import/csv-import-dialog';
import { type CsvColumn, CsvImportPreview } from '@/web/components/csv-import/csv-import-preview';
import { CsvTemplateDownload } from '@/web/components/csv-import/csv-template-download';
import {
  type CsvPreviewData,
  previewInBrowser,
  useCsvImport,
} from '@/web/components/csv-import/use-csv-import';
import { CUSTOMERS_QUERY_KEY, PROGRAMS_QUERY_KEY } from '@/web/lib/portfolio-queries';

const ID = 'customers-csv';
const COLUMNS: readonly CsvColumn<CustomerRow>[] = [
  { header: 'Name', cell: (row) => row.name, className: 'font-medium' },
  { header: 'Type', cell: (row) => row.customerType },
  { header: 'Location', cell: (row) => row.locationCountry },
  { header: 'Parent', cell: (row) => row.parentName },
];
const previewCustomers = previewInBrowser(readCustomerRows);

export function ImportCustomersDialog(state: CsvImportDialogState) {
  return (
    <CsvImportDialog
      {...state}
      title="Import Customers from CSV"
      description="Customers are matched by name: existing ones are updated, new ones are added."
      className="sm:max-w-2xl"
    >
      <ImportCustomers />
    </CsvImportDialog>
  );
}

function ImportCustomers() {
  const queryClient = useQueryClient();
  const flow = useCsvImport<CsvPreviewData<CustomerRow>, CsvImportResult>({
    importPath: '/customers/import',
    noun: 'customers',
    preview: previewCustomers,
    onImported: () => {
      void queryClient.invalidateQueries({ queryKey: CUSTOMERS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: PROGRAMS_QUERY_KEY });
    },
  });
  return (
    <CsvImportSteps
      id={ID}
      noun="customers"
      flow={flow}
      importLabel="Import"
      preview={
        flow.preview && flow.fileName ? (
          <CsvImportPreview
            id={ID}
            fileName={flow.fileName}
            preview={flow.preview}
            columns={COLUMNS}
          />
        ) : null
      }
    >
      <CsvTemplateDownload path="/customers/import/template" fileName={CUSTOMERS_TEMPLATE_FILE}>
        Columns: name (required), customer_type, location_country, parent_customer_name.
      </CsvTemplateDownload>
      <CsvFileInput id={ID} flow={flow} />
    </CsvImportSteps>
  );
}
