import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  RESOURCES_TEMPLATE_FILE,
  type ResourceRow,
  readResourceRows,
} from '@/shared/domain/resource-import';
import {
  CsvImportDialog,
  type CsvImportDialogState,
} from '@/web/components/csv-import/csv-import-dialog';
import type { CsvColumn } from '@/web/components/csv-import/csv-import-preview';
import { CsvRowsImport } from '@/web/components/csv-import/csv-rows-import';
import { RESOURCES_QUERY_KEY } from './use-resources';

const COLUMNS: readonly CsvColumn<ResourceRow>[] = [
  { header: 'Name', cell: (row) => row.fullName, className: 'font-medium' },
  { header: 'Email', cell: (row) => row.email },
  { header: 'Job Title', cell: (row) => row.jobTitle },
  { header: 'Department', cell: (row) => row.department },
];

type InviteFields = { inviteNewPeople: boolean };

export function ImportResourcesDialog(state: CsvImportDialogState) {
  const queryClient = useQueryClient();
  const [invite, setInvite] = useState(false);
  return (
    <CsvImportDialog
      {...state}
      title="Import Resources from CSV"
      description="People are matched by email: known ones are updated."
      className="sm:max-w-2xl"
    >
      <CsvRowsImport<ResourceRow, InviteFields>
        id="resources-csv"
        noun="resources"
        importPath="/resources/import"
        templatePath="/resources/import/template"
        templateFileName={RESOURCES_TEMPLATE_FILE}
        read={readResourceRows}
        columns={COLUMNS}
        columnsHint="Columns: full_name, email (required), employee_id, job_title, department, team, hourly_cost, location_country, manager_email."
        fields={{ inviteNewPeople: invite }}
        options={(flow) => (
          <label className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              className="mt-0.5 size-4 accent-primary"
              checked={invite}
              disabled={flow.busy}
              onChange={(event) => {
                const inviteNewPeople = event.target.checked;
                setInvite(inviteNewPeople);
                // The checked file goes again with the new choice, so Import sends what is shown.
                if (flow.fileName) flow.checkAgain({ inviteNewPeople });
              }}
            />
            <span>
              Invite new people
              <span className="block text-muted-foreground">
                Emails not yet in your organization are added and sent an invitation. Unticked, they
                are reported as errors.
              </span>
            </span>
          </label>
        )}
        onImported={() => void queryClient.invalidateQueries({ queryKey: RESOURCES_QUERY_KEY })}
      />
    </CsvImportDialog>
  );
}
