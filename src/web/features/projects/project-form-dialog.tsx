import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { Program } from '@/shared/schemas/programs';
import { type Project, projectUpdateSchema } from '@/shared/schemas/projects';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { errorMessage } from '@/web/lib/api';
import { applyFieldErrors } from '@/web/lib/form-errors';
import { ProjectDetailsFields } from './project-form-fields';
import { PROJECT_FORM_FIELDS, type ProjectFormValues } from './project-form-types';
import { ProjectTeamFields } from './project-team-fields';
import { useSaveProject } from './use-project-mutations';

interface ProjectFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The project to edit; none to add one. */
  project: Project | null;
  programs: readonly Program[];
  /** Admin and PM head: the Project Team Assignment section. */
  canAssignTeam: boolean;
}

/** Add Project and Edit Project: one form; editing adds the Status select. */
export function ProjectFormDialog({ open, onOpenChange, ...props }: ProjectFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{props.project ? 'Edit Project' : 'Add Project'}</DialogTitle>
          <DialogDescription>
            {props.project
              ? 'Change the project’s details, team or status.'
              : 'New projects start as drafts.'}
          </DialogDescription>
        </DialogHeader>
        <ProjectFormBody {...props} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
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

function ProjectFormBody({
  project,
  programs,
  canAssignTeam,
  onDone,
}: Omit<ProjectFormDialogProps, 'open' | 'onOpenChange'> & { onDone: () => void }) {
  const save = useSaveProject();
  const form = useForm({
    resolver: zodResolver(projectUpdateSchema),
    defaultValues: defaultsOf(project, canAssignTeam),
  });
  const { isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      await save.mutateAsync({ id: project?.id, input });
      toast.success(project ? 'Project updated successfully' : 'Project created successfully');
      onDone();
    } catch (error) {
      applyFieldErrors(error, form.setError, PROJECT_FORM_FIELDS);
      toast.error(
        errorMessage(error, project ? 'Failed to update project' : 'Failed to create project'),
      );
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <ProjectDetailsFields form={form} programs={programs} currentStatus={project?.status} />
      {canAssignTeam ? <ProjectTeamFields form={form} /> : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" busy={isSubmitting}>
          {project ? 'Save Changes' : 'Add Project'}
        </Button>
      </DialogFooter>
    </form>
  );
}
