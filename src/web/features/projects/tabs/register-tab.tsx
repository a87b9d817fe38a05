import { useQuery } from '@tanstack/react-query';
import { type LucideIcon, Plus } from 'lucide-react';
import { type ComponentType, type ReactNode, useState } from 'react';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { EmptyState } from '@/web/components/empty-state';
import { RowActions } from '@/web/components/row-actions';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { errorMessage } from '@/web/lib/api';
import { useDateSettings } from '@/web/hooks/use-me';
import { formatDate } from '@/web/lib/format-date';
import { toast } from '@/web/lib/toast';
import { type ProjectTabProps, useCanChangeProject } from './project-tab';
import {
  type RegisterEntry,
  type RegisterKind,
  type Registers,
  registerQuery,
  useDeleteEntry,
  useSaveEntry,
} from './register-queries';
import { StatusSelect } from './status-select';
import { TabError, TabLoading } from './tab-query-state';
import { TabSection } from './tab-section';

/** What one register entry shows besides its status and actions. */
export interface EntryView {
  name: string;
  badges?: ReactNode;
  details?: ReactNode;
}

/** The FormDialog props a register's form gets from its tab: open state, title, wording. */
export interface EntryDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  submitLabel: string;
  className: string;
}

export interface EntryFormProps<K extends RegisterKind> {
  projectId: string;
  entry: RegisterEntry<K> | null;
  dialog: EntryDialogProps;
}

/** How one register (risks, dependencies, integrations) reads and what it says. */
export interface RegisterConfig<K extends RegisterKind> {
  kind: K;
  title: string;
  description: string;
  /** 'Risk': 'Add Risk', 'Edit Risk', 'Delete this risk?'. */
  noun: string;
  emptyMessage: string;
  emptyIcon: LucideIcon;
  dialogDescription: string;
  statusLabels: Record<RegisterEntry<K>['status'], string>;
  view: (entry: RegisterEntry<K>) => EntryView;
  Form: ComponentType<EntryFormProps<K>>;
  deleted: string;
  deleteFailed: string;
}

type Editing<K extends RegisterKind> = { entry: RegisterEntry<K> | null } | null;

/** A register tab: its entries with inline status, and add, edit and delete. */
export function RegisterTab<K extends RegisterKind>({
  project,
  config,
}: ProjectTabProps & { config: RegisterConfig<K> }) {
  const dates = useDateSettings();
  const canChange = useCanChangeProject(project);
  const entries = useQuery(registerQuery(project.id, config.kind));
  const save = useSaveEntry(project.id, config.kind);
  const remove = useDeleteEntry(project.id, config.kind);
  const [editing, setEditing] = useState<Editing<K>>(null);
  const [deleting, setDeleting] = useState<RegisterEntry<K> | null>(null);
  const noun = config.noun.toLowerCase();

  const moveStatus = async (entry: RegisterEntry<K>, status: RegisterEntry<K>['status']) => {
    try {
      // Every register's input has its status; TypeScript cannot see it through K.
      const input = { status } as Partial<Registers[K]['input']>;
      await save.mutateAsync({ id: entry.id, input });
      toast.success(`${config.noun} updated`);
    } catch (error) {
      toast.error(errorMessage(error, `Failed to update ${noun}`));
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(config.deleted);
      setDeleting(null);
    } catch (error) {
      toast.error(errorMessage(error, config.deleteFailed));
    }
  };

  const statusLabels = config.statusLabels as Record<string, string>;
  const { Form } = config;

  return (
    <>
      <TabSection
        title={config.title}
        description={config.description}
        action={
          canChange ? (
            <Button size="sm" onClick={() => setEditing({ entry: null })}>
              <Plus /> Add {config.noun}
            </Button>
          ) : null
        }
      >
        {entries.isPending ? (
          <TabLoading />
        ) : entries.isError ? (
          <TabError onRetry={() => void entries.refetch()} busy={entries.isFetching} />
        ) : entries.data.length === 0 ? (
          <EmptyState icon={config.emptyIcon} message={config.emptyMessage} />
        ) : (
          <ul className="divide-y" aria-label={config.title}>
            {entries.data.map((entry) => {
              const view = config.view(entry);
              return (
                <li
                  key={entry.id}
                  className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-start sm:justify-between"
                >
                  <div className="min-w-0 space-y-1.5">
                    {view.badges ? (
                      <div className="flex flex-wrap items-center gap-1.5">{view.badges}</div>
                    ) : null}
                    <p className="whitespace-pre-line font-medium">{view.name}</p>
                    {view.details}
                    <p className="text-muted-foreground text-xs">
                      Added {formatDate(entry.createdAt, dates)}
                    </p>
                  </div>
                  <div className="flex shrink-0 items-center gap-1">
                    {canChange ? (
                      <StatusSelect
                        label={`Status of ${view.name}`}
                        value={entry.status as string}
                        labels={statusLabels}
                        onChange={(status) =>
                          void moveStatus(entry, status as RegisterEntry<K>['status'])
                        }
                      />
                    ) : (
                      <Badge variant="outline">{statusLabels[entry.status]}</Badge>
                    )}
                    {canChange ? (
                      <RowActions
                        name={view.name}
                        onEdit={() => setEditing({ entry })}
                        onDelete={() => setDeleting(entry)}
                      />
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </TabSection>
      {canChange ? (
        <>
          <Form
            projectId={project.id}
            entry={editing?.entry ?? null}
            dialog={{
              open: editing !== null,
              onOpenChange: (open) => (open ? undefined : setEditing(null)),
              title: editing?.entry ? `Edit ${config.noun}` : `Add ${config.noun}`,
              description: config.dialogDescription,
              submitLabel: editing?.entry ? 'Save Changes' : `Add ${config.noun}`,
              className: 'sm:max-w-xl',
            }}
          />
          <ConfirmDialog
            open={deleting !== null}
            onOpenChange={(open) => (open ? undefined : setDeleting(null))}
            title={`Delete this ${noun}?`}
            description={
              deleting ? `"${config.view(deleting).name}" is removed from the register.` : ''
            }
            busy={remove.isPending}
            onConfirm={() => void confirmDelete()}
          />
        </>
      ) : null}
    </>
  );
}
