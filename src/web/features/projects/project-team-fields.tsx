import { useQuery } from '@tanstack/react-query';
import { FormSelect } from '@/web/components/form-select';
import { type TeamCandidate, teamCandidatesQuery } from '@/web/lib/portfolio-queries';
import type { ProjectForm, ProjectFormValues } from './project-form-types';

const toOptions = (people: readonly TeamCandidate[] | undefined) =>
  (people ?? []).map((person) => ({ value: person.id, label: person.fullName }));

type TeamField = keyof Pick<
  ProjectFormValues,
  'pmHeadId' | 'projectManagerId' | 'resourceManagerId'
>;

/** Project Team Assignment (admin and PM head): people of the organization holding each role. */
export function ProjectTeamFields({ form }: { form: ProjectForm }) {
  const candidates = useQuery(teamCandidatesQuery);
  const placeholder = candidates.isPending ? 'Loading people…' : 'Not assigned';
  const noOne = candidates.isError ? 'People could not be loaded' : undefined;

  const picker = (name: TeamField, id: string, label: string, people?: TeamCandidate[]) => (
    <FormSelect
      form={form}
      name={name}
      id={id}
      label={label}
      placeholder={placeholder}
      noneLabel="Not assigned"
      options={toOptions(people)}
      disabled={!candidates.isSuccess}
      hint={noOne}
    />
  );

  return (
    <fieldset className="space-y-3 rounded-md border p-4">
      <legend className="px-1 font-medium text-sm">Project Team Assignment</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        {picker('pmHeadId', 'project-pm-head', 'PM Head (optional)', candidates.data?.pmHead)}
        {picker(
          'projectManagerId',
          'project-manager',
          'Project Manager',
          candidates.data?.projectManager,
        )}
        {picker(
          'resourceManagerId',
          'project-resource-manager',
          'Resource Manager (optional)',
          candidates.data?.resourceManager,
        )}
      </div>
      <p className="text-muted-foreground text-xs">
        The project manager gets an email and a notification when assigned.
      </p>
    </fieldset>
  );
}
