import {
  PROJECT_STATUS_LABELS,
  PROJECT_TRANSITIONS,
  type ProjectStatus,
} from '@/shared/domain/project-status';
import type { ProgramChoice } from '@/shared/schemas/programs';
import type { Project } from '@/shared/schemas/projects';
import { FormInput, FormTextarea, MONEY_INPUT } from '@/web/components/form-field';
import { FormSearchSelect, FormSelect } from '@/web/components/form-select';
import { useChoices } from '@/web/hooks/use-choices';
import { programChoicesQuery } from '@/web/lib/portfolio-queries';
import { toOptionalNumber } from '@/web/lib/optional-number';
import type { ProjectForm } from './project-form-types';

interface ProjectDetailsFieldsProps {
  form: ProjectForm;
  /** The project being edited (its status offers the moves allowed from it); none when adding. */
  project: Project | null;
}

/** A program as the Program select names it: 'Digital Channels · Acme Holdings'. */
const programLabel = (program: Pick<ProgramChoice, 'name' | 'customerName'>) =>
  `${program.name} · ${program.customerName}`;

/** Name, code, program, revenue, dates, description and (when editing) status. */
export function ProjectDetailsFields({ form, project }: ProjectDetailsFieldsProps) {
  const currentStatus: ProjectStatus | undefined = project?.status;
  const programs = useChoices((search) => programChoicesQuery(search ? { search } : {}));
  const statusOptions = currentStatus
    ? [currentStatus, ...PROJECT_TRANSITIONS[currentStatus]].map((status) => ({
        value: status,
        label: PROJECT_STATUS_LABELS[status],
      }))
    : [];

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormInput
        form={form}
        name="name"
        id="project-name"
        label="Name"
        placeholder="Customer Portal Rebuild"
        autoComplete="off"
      />
      <FormInput
        form={form}
        name="projectCode"
        id="project-code"
        label="Code"
        placeholder="CON-101"
        autoComplete="off"
        hint="Unique within your organization."
      />
      <FormSearchSelect
        form={form}
        name="programId"
        id="project-program"
        label="Program"
        placeholder="Select a program"
        options={programs.found.map((program) => ({
          value: program.id,
          label: programLabel(program),
        }))}
        current={
          project
            ? {
                value: project.programId,
                label: programLabel({
                  name: project.programName,
                  customerName: project.customerName,
                }),
              }
            : null
        }
        search={programs.search}
        onSearchChange={programs.setSearch}
        more={programs.more}
        searchLabel="Search programs"
      />
      <FormInput
        form={form}
        name="revenue"
        registerOptions={{ setValueAs: toOptionalNumber }}
        id="project-revenue"
        label="Revenue"
        {...MONEY_INPUT}
      />
      <FormInput form={form} name="startDate" id="project-start" label="Start Date" type="date" />
      <FormInput form={form} name="endDate" id="project-end" label="End Date" type="date" />
      {currentStatus ? (
        <FormSelect
          form={form}
          name="status"
          id="project-status"
          label="Status"
          options={statusOptions}
        />
      ) : null}
      <div className="sm:col-span-2">
        <FormTextarea
          form={form}
          name="description"
          id="project-description"
          label="Description"
          placeholder="What the project delivers (optional)"
        />
      </div>
    </div>
  );
}
