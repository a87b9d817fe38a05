import {
  PROJECT_STATUS_LABELS,
  PROJECT_TRANSITIONS,
  type ProjectStatus,
} from '@/shared/domain/project-status';
import type { Program } from '@/shared/schemas/programs';
import { FormInput, FormTextarea, MONEY_INPUT } from '@/web/components/form-field';
import { FormSelect } from '@/web/components/select-field';
import { toOptionalNumber } from '@/web/lib/optional-number';
import type { ProjectForm } from './project-form-types';

interface ProjectDetailsFieldsProps {
  form: ProjectForm;
  programs: readonly Program[];
  /** The project's status now; the Status select offers it and the moves allowed from it. */
  currentStatus?: ProjectStatus;
}

/** Name, code, program, revenue, dates, description and (when editing) status. */
export function ProjectDetailsFields({ form, programs, currentStatus }: ProjectDetailsFieldsProps) {
  const programOptions = programs.map((program) => ({
    value: program.id,
    label: `${program.name} · ${program.customerName}`,
  }));
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
      <FormSelect
        form={form}
        name="programId"
        id="project-program"
        label="Program"
        placeholder="Select a program"
        options={programOptions}
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
