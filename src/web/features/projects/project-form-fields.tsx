import { Controller } from 'react-hook-form';
import {
  PROJECT_STATUS_LABELS,
  PROJECT_TRANSITIONS,
  type ProjectStatus,
} from '@/shared/domain/project-status';
import type { Program } from '@/shared/schemas/programs';
import { FieldShell, FormField, fieldAria } from '@/web/components/form-field';
import { SelectField } from '@/web/components/select-field';
import { Textarea } from '@/web/components/ui/textarea';
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
  const { errors } = form.formState;
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
      <FormField
        id="project-name"
        label="Name"
        placeholder="Customer Portal Rebuild"
        autoComplete="off"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <FormField
        id="project-code"
        label="Code"
        placeholder="CON-101"
        autoComplete="off"
        hint="Unique within your organization."
        error={errors.projectCode?.message}
        {...form.register('projectCode')}
      />
      <Controller
        control={form.control}
        name="programId"
        render={({ field }) => (
          <SelectField
            id="project-program"
            label="Program"
            placeholder="Select a program"
            options={programOptions}
            value={field.value}
            onChange={(value) => field.onChange(value ?? '')}
            error={errors.programId?.message}
          />
        )}
      />
      <FormField
        id="project-revenue"
        label="Revenue"
        type="number"
        inputMode="decimal"
        min={0}
        step="0.01"
        placeholder="0.00"
        error={errors.revenue?.message}
        {...form.register('revenue', { setValueAs: toOptionalNumber })}
      />
      <FormField
        id="project-start"
        label="Start Date"
        type="date"
        error={errors.startDate?.message}
        {...form.register('startDate')}
      />
      <FormField
        id="project-end"
        label="End Date"
        type="date"
        error={errors.endDate?.message}
        {...form.register('endDate')}
      />
      {currentStatus ? (
        <Controller
          control={form.control}
          name="status"
          render={({ field }) => (
            <SelectField
              id="project-status"
              label="Status"
              options={statusOptions}
              value={field.value}
              onChange={(value) => field.onChange(value ?? currentStatus)}
              error={errors.status?.message}
            />
          )}
        />
      ) : null}
      <div className="sm:col-span-2">
        <FieldShell
          id="project-description"
          label="Description"
          error={errors.description?.message}
        >
          <Textarea
            rows={3}
            placeholder="What the project delivers (optional)"
            {...fieldAria('project-description', errors.description?.message)}
            {...form.register('description')}
          />
        </FieldShell>
      </div>
    </div>
  );
}
