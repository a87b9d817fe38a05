import { Link2 } from 'lucide-react';
import { Badge } from '@/web/components/ui/badge';
import {
  DEPENDENCY_STATUS_LABELS,
  DEPENDENCY_TYPE_LABELS,
  DEPENDENT_ON_LABELS,
} from './entry-labels';
import { DependencyForm } from './dependency-form';
import type { ProjectTabProps } from './project-tab';
import { type RegisterConfig, RegisterTab } from './register-tab';

const DEPENDENCIES: RegisterConfig<'dependencies'> = {
  kind: 'dependencies',
  title: 'Dependencies',
  description: 'What the project depends on: teams, vendors and systems.',
  noun: 'Dependency',
  emptyMessage: 'No dependencies tracked',
  emptyIcon: Link2,
  dialogDescription: 'Something the project waits for, inside or outside the organization.',
  statusLabels: DEPENDENCY_STATUS_LABELS,
  view: (dependency) => ({
    name: dependency.dependencyDescription,
    badges: (
      <>
        <Badge variant="secondary">{DEPENDENCY_TYPE_LABELS[dependency.dependencyType]}</Badge>
        {dependency.dependentOn ? (
          <Badge variant="outline">{DEPENDENT_ON_LABELS[dependency.dependentOn]}</Badge>
        ) : null}
      </>
    ),
  }),
  Form: DependencyForm,
  deleted: 'Dependency deleted',
  deleteFailed: 'Failed to delete dependency',
};

export function DependenciesTab({ project }: ProjectTabProps) {
  return <RegisterTab project={project} config={DEPENDENCIES} />;
}
