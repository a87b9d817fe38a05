import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { newProjectFromPlanSchema } from '@/shared/schemas/templates';
import { FormDialog } from '@/web/components/form-dialog';
import { FormInput } from '@/web/components/form-field';
import { FormSearchSelect } from '@/web/components/form-select';
import { useChoices } from '@/web/hooks/use-choices';
import { programChoicesQuery } from '@/web/lib/portfolio-queries';
import { useNewProjectFromPlan } from '@/web/lib/template-queries';
import { toast } from '@/web/lib/toast';

interface NewProjectDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where the plan comes from: a template (Use Template) or a project (Clone). */
  from: { templateId: string; name: string } | { projectId: string; name: string };
}

const nextMonday = () => {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + ((8 - day.getUTCDay()) % 7 || 7));
  return day.toISOString().slice(0, 10);
};

/**
 * The new-project dialog of Use Template and Clone: name, code, program and start date; the
 * plan is placed from the start date on the organization's working calendar, then the new
 * project opens.
 */
export function NewProjectDialog({ open, onOpenChange, from }: NewProjectDialogProps) {
  const programs = useChoices((search) => programChoicesQuery(search ? { search } : {}), open);
  const create = useNewProjectFromPlan();
  const navigate = useNavigate();
  const form = useForm({ resolver: zodResolver(newProjectFromPlanSchema) });
  const isTemplate = 'templateId' in from;
  const options = programs.found.map((program) => ({
    value: program.id,
    label: `${program.name} (${program.customerName})`,
  }));
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={isTemplate ? `Use Template: ${from.name}` : `Clone ${from.name}`}
      description={
        isTemplate
          ? 'A new project with every activity, link and budget line of the template, placed from its start date on your working days.'
          : 'A new project with this project’s activities, links and budget lines, shifted to a new start; no people, time or payments.'
      }
      form={form}
      defaultValues={{
        name: isTemplate ? from.name : `${from.name} (copy)`,
        projectCode: '',
        programId: '',
        startDate: nextMonday(),
      }}
      submit={{
        action: (body) => {
          toast(
            isTemplate
              ? `Creating project from ${from.name} template...`
              : `Cloning ${from.name}...`,
          );
          return create.mutateAsync({ from, body });
        },
        success: 'Project created successfully',
        failure: 'Failed to create project',
        onSuccess: (project) => void navigate(`/dashboard/projects/${project.id}`),
      }}
      submitLabel={isTemplate ? 'Create Project' : 'Clone Project'}
    >
      <FormInput
        form={form}
        name="name"
        id="new-project-name"
        label="Project Name"
        autoComplete="off"
      />
      <FormInput
        form={form}
        name="projectCode"
        id="new-project-code"
        label="Project Code"
        placeholder="Optional, unique"
        autoComplete="off"
      />
      <FormSearchSelect
        form={form}
        name="programId"
        id="new-project-program"
        label="Program"
        placeholder="Select a program"
        options={options}
        search={programs.search}
        onSearchChange={programs.setSearch}
        more={programs.more}
        searchLabel="Search programs"
      />
      <FormInput
        form={form}
        name="startDate"
        id="new-project-start"
        label="Start Date"
        type="date"
      />
    </FormDialog>
  );
}
