import { CheckCircle2 } from 'lucide-react';
import {
  CUSTOMERS_TEMPLATE_FILE,
  type CustomerRow,
  readCustomerRows,
} from '@/shared/domain/customer-import';
import type { Customer } from '@/shared/schemas/customers';
import type { CsvColumn } from '@/web/components/csv-import/csv-import-preview';
import { Button } from '@/web/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';
import { AddedList } from './added-list';
import { CsvImportPanel } from './csv-import-panel';
import { CustomerForm } from './customer-form';
import { StepActions } from './step-actions';
import { StepTabs } from './step-tabs';

export type FinishVia = 'skip' | 'complete';

const PREVIEW_COLUMNS: readonly CsvColumn<CustomerRow>[] = [
  { header: 'Name', cell: (row) => row.name },
  { header: 'Type', cell: (row) => row.customerType },
  { header: 'Country', cell: (row) => row.locationCountry },
  { header: 'Parent customer', cell: (row) => row.parentName },
];

interface CustomersStepProps {
  added: readonly Customer[];
  onAdded: (customer: Customer) => void;
  onImported: () => void;
  onBack: () => void;
  /** Skip for Now and Complete Setup both finish the wizard. */
  onFinish: (via: FinishVia) => void;
  /** Which button is finishing, while it runs. */
  finishing: FinishVia | null;
}

/** Step 3: the customers the organization works for; finishing marks setup complete. */
export function CustomersStep({
  added,
  onAdded,
  onImported,
  onBack,
  onFinish,
  finishing,
}: CustomersStepProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Add Customers</CardTitle>
        <CardDescription>
          Add the customers you run programs and projects for. You can add more later.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <StepTabs
          label="How to add customers"
          manual={
            <>
              <CustomerForm onAdded={onAdded} />
              <AddedList
                title="Added customers"
                items={added.map((customer) => ({
                  id: customer.id,
                  title: customer.name,
                  detail:
                    [customer.customerType, customer.locationCountry].filter(Boolean).join(' · ') ||
                    'No type or country',
                }))}
              />
            </>
          }
          csv={
            <CsvImportPanel
              idPrefix="customers-csv"
              noun="customers"
              templatePath="/customers/import/template"
              templateFileName={CUSTOMERS_TEMPLATE_FILE}
              importPath="/customers/import"
              read={readCustomerRows}
              columns={PREVIEW_COLUMNS}
              onImported={onImported}
              description={
                <>
                  The <code className="font-mono text-foreground">name</code> column is required. A
                  customer whose name already exists is updated;{' '}
                  <code className="font-mono text-foreground">parent_customer_name</code> places it
                  under another customer.
                </>
              }
            />
          }
        />
      </CardContent>
      <StepActions
        onBack={onBack}
        onSkip={() => onFinish('skip')}
        skipBusy={finishing === 'skip'}
        disabled={finishing !== null}
      >
        <Button
          type="button"
          onClick={() => onFinish('complete')}
          busy={finishing === 'complete'}
          disabled={finishing !== null}
          className="w-full sm:w-auto"
        >
          <CheckCircle2 /> Complete Setup
        </Button>
      </StepActions>
    </Card>
  );
}
