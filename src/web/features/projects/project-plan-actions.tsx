import { Copy, LayoutTemplate } from 'lucide-react';
import { useState } from 'react';
import { can } from '@/shared/permissions';
import type { Project } from '@/shared/schemas/projects';
import { Button } from '@/web/components/ui/button';
import { useSignedInMe } from '@/web/hooks/use-me';
import { lazyNamed } from '@/web/lib/lazy-named';

// Opened on a click: loaded then, not with the page (with their forms and schemas).
const TemplateDetailsDialog = lazyNamed(
  () => import('@/web/components/templates/template-details-dialog'),
  'TemplateDetailsDialog',
);
const NewProjectDialog = lazyNamed(
  () => import('@/web/components/templates/new-project-dialog'),
  'NewProjectDialog',
);

/** Save as Template (admins and PM heads) and Clone (whoever creates projects) on a project. */
export function ProjectPlanActions({ project }: { project: Project }) {
  const me = useSignedInMe();
  const [open, setOpen] = useState<'template' | 'clone' | null>(null);
  const mayTemplate = can(me.roles, 'templates.manage');
  const mayClone = can(me.roles, 'projects.manage');
  if (!mayTemplate && !mayClone) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {mayTemplate ? (
        <Button variant="outline" size="sm" onClick={() => setOpen('template')}>
          <LayoutTemplate /> Save as Template
        </Button>
      ) : null}
      {mayClone ? (
        <Button variant="outline" size="sm" onClick={() => setOpen('clone')}>
          <Copy /> Clone
        </Button>
      ) : null}
      {open === 'template' ? (
        <TemplateDetailsDialog
          open
          onOpenChange={(next) => (next ? null : setOpen(null))}
          target={{ projectId: project.id, projectName: project.name }}
        />
      ) : null}
      {open === 'clone' ? (
        <NewProjectDialog
          open
          onOpenChange={(next) => (next ? null : setOpen(null))}
          from={{ projectId: project.id, name: project.name }}
        />
      ) : null}
    </div>
  );
}
