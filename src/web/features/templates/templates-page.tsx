import {
  CalendarRange,
  Download,
  Eye,
  LayoutTemplate,
  Pencil,
  Search,
  Trash2,
  Upload,
} from 'lucide-react';
import { type ChangeEvent, useRef, useState } from 'react';
import { TEMPLATE_CATEGORIES, templateFileName } from '@/shared/domain/templates';
import { can } from '@/shared/permissions';
import type { TemplateFile, TemplateSummary } from '@/shared/schemas/templates';
import { NO_TEMPLATES_FOUND } from '@/shared/screen-messages';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { EmptyState } from '@/web/components/empty-state';
import { PageHeader } from '@/web/components/page-header';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { Input } from '@/web/components/ui/input';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useSignedInMe } from '@/web/hooks/use-me';
import { errorMessage } from '@/web/lib/api';
import { downloadFromApi } from '@/web/lib/download-file';
import { formatMoney } from '@/web/lib/format-money';
import { lazyNamed } from '@/web/lib/lazy-named';
import { toast } from '@/web/lib/toast';
import { TemplatePreview } from './template-preview';
import {
  useDeleteTemplate,
  useImportTemplate,
  useTemplate,
  useTemplates,
} from '@/web/lib/template-queries';

// Opened on a click: loaded then, not with the page (with their forms and schemas).
const NewProjectDialog = lazyNamed(
  () => import('@/web/components/templates/new-project-dialog'),
  'NewProjectDialog',
);
const TemplateDetailsDialog = lazyNamed(
  () => import('@/web/components/templates/template-details-dialog'),
  'TemplateDetailsDialog',
);

type Category = (typeof TEMPLATE_CATEGORIES)[number] | 'All';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function matches(template: TemplateSummary, search: string, category: Category) {
  const text = `${template.name} ${template.description ?? ''} ${template.category}`.toLowerCase();
  return (
    (category === 'All' || template.category === category) &&
    text.includes(search.trim().toLowerCase())
  );
}

/**
 * /dashboard/templates: the built-in templates and the organization's, searched and filtered by
 * category; each previews its plan, starts a project, downloads as a file; the organization's
 * own are renamed and deleted by admins and PM heads, who also import template files.
 */
export function TemplatesPage() {
  const me = useSignedInMe();
  const mayCreate = can(me.roles, 'projects.manage');
  const mayManage = can(me.roles, 'templates.manage');
  const templates = useTemplates();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<Category>('All');
  const [previewId, setPreviewId] = useState<string | null>(null);
  const [using, setUsing] = useState<TemplateSummary | null>(null);
  const [editing, setEditing] = useState<TemplateSummary | null>(null);
  const [deleting, setDeleting] = useState<TemplateSummary | null>(null);
  const preview = useTemplate(previewId);
  const remove = useDeleteTemplate();
  const importFile = useImportTemplate();
  const fileInput = useRef<HTMLInputElement>(null);
  const shown = (templates.data ?? []).filter((t) => matches(t, search, category));

  const onImport = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    let parsed: TemplateFile;
    try {
      parsed = JSON.parse(await file.text()) as TemplateFile;
    } catch {
      toast.error('This is not a Stint template file');
      return;
    }
    try {
      const template = await importFile.mutateAsync(parsed);
      toast.success(`Template "${template.name}" imported`);
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to import template'));
    }
  };

  const onExport = async (template: TemplateSummary) => {
    try {
      await downloadFromApi(`/templates/${template.id}/export`, templateFileName(template.name));
      toast.success('Template downloaded');
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to download template'));
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success('Template deleted successfully');
      setDeleting(null);
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to delete template'));
    }
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title="Templates"
        description="Start new projects from proven templates."
        actions={
          mayManage ? (
            <>
              <input
                ref={fileInput}
                type="file"
                accept=".json,application/json"
                className="sr-only"
                aria-label="Template file"
                onChange={(event) => void onImport(event)}
              />
              <Button variant="outline" onClick={() => fileInput.current?.click()}>
                <Upload /> Import Template
              </Button>
            </>
          ) : null
        }
      />
      <div className="flex flex-col gap-3 md:flex-row md:items-center">
        <div className="relative md:w-72">
          <Search
            className="pointer-events-none absolute top-2.5 left-2.5 size-4 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Search templates…"
            aria-label="Search templates"
            className="pl-8"
          />
        </div>
        <div className="flex flex-wrap gap-2" role="group" aria-label="Category">
          {(['All', ...TEMPLATE_CATEGORIES] as const).map((c) => (
            <Button
              key={c}
              size="sm"
              variant={category === c ? 'default' : 'outline'}
              aria-pressed={category === c}
              onClick={() => setCategory(c)}
            >
              {c}
            </Button>
          ))}
        </div>
      </div>
      {templates.isPending ? (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-52" />
          ))}
        </div>
      ) : shown.length === 0 ? (
        <EmptyState icon={LayoutTemplate} message={NO_TEMPLATES_FOUND} />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="Templates">
          {shown.map((template) => (
            <li key={template.id}>
              <Card className="h-full">
                <CardHeader>
                  <div className="flex flex-wrap items-center gap-2">
                    <Badge variant="secondary">{template.category}</Badge>
                    {template.builtIn ? <Badge variant="outline">Built-in</Badge> : null}
                  </div>
                  <CardTitle className="pt-1">{template.name}</CardTitle>
                  {template.description ? (
                    <CardDescription>{template.description}</CardDescription>
                  ) : null}
                </CardHeader>
                <CardContent className="space-y-1 text-sm">
                  <p>
                    {plural(template.activities, 'activity', 'activities')} ·{' '}
                    {plural(template.milestones, 'milestone', 'milestones')}
                  </p>
                  <p className="inline-flex items-center gap-1.5 text-muted-foreground">
                    <CalendarRange className="size-4" aria-hidden="true" /> {template.workingDays}{' '}
                    working days ·{' '}
                    {formatMoney(template.budget, me.organization?.revenueCurrency ?? 'USD')} budget
                  </p>
                  {template.createdBy ? (
                    <p className="text-muted-foreground text-xs">Saved by {template.createdBy}</p>
                  ) : null}
                </CardContent>
                <CardFooter className="mt-auto flex flex-wrap gap-2">
                  {mayCreate ? (
                    <Button size="sm" onClick={() => setUsing(template)}>
                      Use Template
                    </Button>
                  ) : null}
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => setPreviewId(template.id)}
                    aria-label={`Preview ${template.name}`}
                  >
                    <Eye /> Preview
                  </Button>
                  <Button
                    size="icon"
                    variant="ghost"
                    aria-label={`Download ${template.name}`}
                    onClick={() => void onExport(template)}
                  >
                    <Download />
                  </Button>
                  {template.canChange ? (
                    <>
                      <Button
                        size="icon"
                        variant="ghost"
                        aria-label={`Edit ${template.name}`}
                        onClick={() => setEditing(template)}
                      >
                        <Pencil />
                      </Button>
                      <Button
                        size="icon"
                        variant="ghost"
                        aria-label={`Delete ${template.name}`}
                        onClick={() => setDeleting(template)}
                      >
                        <Trash2 />
                      </Button>
                    </>
                  ) : null}
                </CardFooter>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <Dialog open={previewId !== null} onOpenChange={(open) => (open ? null : setPreviewId(null))}>
        <DialogContent className="sm:max-w-2xl">
          <DialogHeader>
            <DialogTitle>{preview.data?.name ?? 'Template'}</DialogTitle>
            <DialogDescription>
              {preview.data
                ? `${plural(preview.data.activities, 'activity', 'activities')} and ${plural(preview.data.milestones, 'milestone', 'milestones')}, placed in working days from the project start.`
                : 'Loading the plan…'}
            </DialogDescription>
          </DialogHeader>
          {preview.data ? (
            <TemplatePreview template={preview.data} />
          ) : (
            <Skeleton className="h-40" />
          )}
        </DialogContent>
      </Dialog>
      {using ? (
        <NewProjectDialog
          open
          onOpenChange={(open) => (open ? null : setUsing(null))}
          from={{ templateId: using.id, name: using.name }}
        />
      ) : null}
      {editing ? (
        <TemplateDetailsDialog
          open
          onOpenChange={(open) => (open ? null : setEditing(null))}
          target={{
            templateId: editing.id,
            name: editing.name,
            category: editing.category,
            description: editing.description,
          }}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete template"
        description="Are you sure you want to delete this template?"
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
      />
    </div>
  );
}
