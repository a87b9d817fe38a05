import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { type Project, projectUpdateSchema } from '@/shared/schemas/projects';
import { FormDialog, recordDialogWords } from '@/web/components/form-dialog';
import { ProjectDetailsFields } from './project-form-fields';
import type { ProjectFormValues } from './project-form-types';
import { ProjectTeamFields } from './project-team-fields';
import { useSaveProject } from './use-project-mutations';

interface ProjectFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The project to edit; none to add one. */
  project: Project | null;
  /** Admin and PM head: the Project Team Assignment section. */
  canAssignTeam: boolean;
}

function defaultsOf(project: Project | null, canAssignTeam: boolean): ProjectFormValues {
  return {
    name: project?.name ?? '',
    projectCode: project?.projectCode ?? '',
    description: project?.description ?? '',
    programId: project?.programId ?? '',
    startDate: project?.startDate ?? '',
    endDate: project?.endDate ?? '',
    revenue: project?.revenue ?? null,
    status: project?.status,
    // Left out for everyone else: the server keeps the team as it is.
    ...(canAssignTeam
      ? {
          pmHeadId: project?.pmHead?.id ?? null,
          projectManagerId: project?.projectManager?.id ?? null,
          resourceManagerId: project?.resourceManager?.id ?? null,
        }
      : {}),
  };
}

/** Add Project and Edit Project: one form; editing adds the Status select. */
export function ProjectFormDialog({
  open,
  onOpenChange,
  project,
  canAssignTeam,
}: ProjectFormDialogProps) {
  const save = useSaveProject();
  const form = useForm({ resolver: zodResolver(projectUpdateSchema) });
  const words = recordDialogWords('Project', project !== null);

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={words.title}
      description={
        project ? 'Change the project’s details, team or status.' : 'New projects start as drafts.'
      }
      className="sm:max-w-2xl"
      form={form}
      defaultValues={defaultsOf(project, canAssignTeam)}
      submit={{
        action: (input) => save.mutateAsync({ id: project?.id, input }),
        success: words.success,
        failure: words.failure,
      }}
      submitLabel={words.submitLabel}
    >
      <ProjectDetailsFields form={form} project={project} />
      {canAssignTeam ? <ProjectTeamFields form={form} /> : null}
    </FormDialog>
  );
}
