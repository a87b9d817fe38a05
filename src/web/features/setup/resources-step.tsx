import { ArrowRight } from 'lucide-react';
import {
  RESOURCES_TEMPLATE_FILE,
  type ResourceRow,
  readResourceRows,
} from '@/shared/domain/resource-import';
import type { Person } from '@/shared/schemas/people';
import type { CsvColumn } from '@/web/components/csv-import/csv-import-preview';
import { Badge } from '@/web/components/ui/badge';
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
import { ResourceForm } from './resource-form';
import { StepActions } from './step-actions';
import { StepTabs } from './step-tabs';

const PREVIEW_COLUMNS: readonly CsvColumn<ResourceRow>[] = [
  { header: 'Full name', cell: (row) => row.fullName },
  { header: 'Email', cell: (row) => row.email },
  { header: 'Job title', cell: (row) => row.jobTitle },
  { header: 'Department', cell: (row) => row.department },
  { header: 'Hourly cost', cell: (row) => row.hourlyCost?.toFixed(2) },
];

interface ResourcesStepProps {
  added: readonly Person[];
  onAdded: (person: Person) => void;
  onBack: () => void;
  onNext: () => void;
}

/** The wizard invites the new emails of its file, as its description says. */
const INVITE_NEW_PEOPLE = { inviteNewPeople: true };

/** Step 2: people of the organization, typed in one by one or imported from a CSV. */

export function ResourcesStep({ added, onAdded, onBack, onNext }: ResourcesStepProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Add Resources</CardTitle>
        <CardDescription>
          Add the people who will work on your projects and track their time.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <StepTabs
          label="How to add resources"
          manual={
            <>
              <ResourceForm onAdded={onAdded} />
              <AddedList
                title="Added resources"
                items={added.map((person) => ({
                  id: person.id,
                  title: person.fullName,
                  detail: [person.email, person.jobTitle].filter(Boolean).join(' · '),
                  badge: <Badge variant="secondary">Invitation sent</Badge>,
                }))}
              />
            </>
          }
          csv={
            <CsvImportPanel
              idPrefix="resources-csv"
              noun="resources"
              templatePath="/resources/import/template"
              templateFileName={RESOURCES_TEMPLATE_FILE}
              importPath="/resources/import"
              fields={INVITE_NEW_PEOPLE}
              read={readResourceRows}
              columns={PREVIEW_COLUMNS}
              description={
                <>
                  The <code className="font-mono text-foreground">full_name</code> and{' '}
                  <code className="font-mono text-foreground">email</code> columns are required.
                  People already in your organization are updated; new ones are added and invited by
                  email.
                </>
              }
            />
          }
        />
      </CardContent>
      <StepActions onBack={onBack} onSkip={onNext}>
        <Button type="button" onClick={onNext} className="w-full sm:w-auto">
          Continue <ArrowRight />
        </Button>
      </StepActions>
    </Card>
  );
}
