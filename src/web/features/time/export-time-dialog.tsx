import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldErrors, type Resolver, type UseFormReturn, useForm } from 'react-hook-form';
import { addDays } from '@/shared/domain/week';
import { can } from '@/shared/permissions';
import { timeExportQuerySchema } from '@/shared/schemas/time';
import { FormDialog } from '@/web/components/form-dialog';
import { FormInput } from '@/web/components/form-field';
import { FormSearchSelect, FormSelect } from '@/web/components/form-select';
import { useChoices } from '@/web/hooks/use-choices';
import { useSignedInMe } from '@/web/hooks/use-me';
import { downloadFromApi } from '@/web/lib/download-file';
import { personChoicesQuery } from '@/web/lib/people-queries';
import { projectOption, useTrackableProjects } from './time-queries';
import { todayIn } from './zoned-time';

const BILLABLE_OPTIONS = [
  { value: 'true', label: 'Billable only' },
  { value: 'false', label: 'Non-billable only' },
];

/** The form's choices; a select left at its 'all' item is null. */
interface ExportChoices {
  from: string;
  to: string;
  userId: string | null;
  projectId: string | null;
  billable: string | null;
}

/** The query string of the export: the choices made, nothing for an 'all'. */
function exportQuery(choices: ExportChoices): Record<string, string> {
  return Object.fromEntries(Object.entries(choices).filter(([, value]) => value)) as Record<
    string,
    string
  >;
}

const checkQuery = zodResolver(timeExportQuerySchema);

// The shared query schema judges the query the choices make; the form keeps its choices.
const exportResolver: Resolver<ExportChoices> = async (choices, context, options) => {
  const { errors } = await checkQuery(
    exportQuery(choices) as Parameters<typeof checkQuery>[0],
    context,
    options as never,
  );
  return Object.keys(errors).length > 0
    ? { values: {}, errors: errors as FieldErrors<ExportChoices> }
    : { values: choices, errors: {} };
};

interface ExportTimeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Export CSV: finished sessions of a date range, by person (for people readers), project, billable. */
export function ExportTimeDialog({ open, onOpenChange }: ExportTimeDialogProps) {
  const me = useSignedInMe();
  const readsPeople = can(me.roles, 'people.read');
  const form = useForm<ExportChoices>({ resolver: exportResolver });
  const today = todayIn(me.timeZone);

  const download = (choices: ExportChoices) => {
    // People readers export anyone's time (none chosen: everyone's); others only their own.
    const query = exportQuery({ ...choices, userId: readsPeople ? choices.userId : null });
    return downloadFromApi(
      `/time/export.csv?${new URLSearchParams(query).toString()}`,
      `time-${choices.from}-to-${choices.to}.csv`,
    );
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Export time"
      description="A CSV of finished sessions, by the day they started in each person's time zone."
      form={form}
      defaultValues={{
        from: addDays(today, -29),
        to: today,
        userId: me.id,
        projectId: null,
        billable: null,
      }}
      submit={{ action: download, success: 'Time exported', failure: 'Failed to export time' }}
      submitLabel="Download CSV"
    >
      <ExportFields form={form} readsPeople={readsPeople} />
    </FormDialog>
  );
}

function ExportFields({
  form,
  readsPeople,
}: {
  form: UseFormReturn<ExportChoices>;
  readsPeople: boolean;
}) {
  const me = useSignedInMe();
  const people = useChoices((search) => personChoicesQuery(search, true), readsPeople);
  const projects = useTrackableProjects();

  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormInput form={form} name="from" id="export-from" label="From" type="date" />
        <FormInput form={form} name="to" id="export-to" label="To" type="date" />
      </div>
      {readsPeople ? (
        <FormSearchSelect
          form={form}
          name="userId"
          id="export-person"
          label="Person"
          noneLabel="Everyone"
          options={(people.query.data ? people.found : [{ id: me.id, fullName: me.fullName }]).map(
            (p) => ({ value: p.id, label: p.fullName }),
          )}
          search={people.search}
          onSearchChange={people.setSearch}
          more={people.more}
          searchLabel="Search people"
        />
      ) : null}
      <FormSearchSelect
        form={form}
        name="projectId"
        id="export-project"
        label="Project"
        noneLabel="All projects"
        options={projects.found.map(projectOption)}
        search={projects.search}
        onSearchChange={projects.setSearch}
        more={projects.more}
        searchLabel="Search projects"
      />
      <FormSelect
        form={form}
        name="billable"
        id="export-billable"
        label="Billable"
        noneLabel="Billable and non-billable"
        options={BILLABLE_OPTIONS}
      />
    </>
  );
}
