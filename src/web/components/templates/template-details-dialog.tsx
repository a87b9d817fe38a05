import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { TEMPLATE_CATEGORIES } from '@/shared/domain/templates';
import { templateUpdateSchema } from '@/shared/schemas/templates';
import { FormDialog } from '@/web/components/form-dialog';
import { FormInput, FormTextarea } from '@/web/components/form-field';
import { FormSelect } from '@/web/components/form-select';
import { useSaveAsTemplate, useUpdateTemplate } from '@/web/lib/template-queries';

const CATEGORY_OPTIONS = TEMPLATE_CATEGORIES.map((c) => ({ value: c, label: c }));

interface TemplateDetailsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Save as Template from this project, or edit this template's name and category. */
  target:
    | { projectId: string; projectName: string }
    | { templateId: string; name: string; category: string; description: string | null };
}

/** Save as Template and Edit Template: a template's name, category and description. */
export function TemplateDetailsDialog({ open, onOpenChange, target }: TemplateDetailsDialogProps) {
  const saveAs = useSaveAsTemplate();
  const update = useUpdateTemplate();
  const form = useForm({ resolver: zodResolver(templateUpdateSchema) });
  const isNew = 'projectId' in target;
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={isNew ? 'Save as Template' : 'Edit Template'}
      description={
        isNew
          ? 'Keeps the activities as working days from the project start, the links, milestones and budget lines. No people, time or money received.'
          : undefined
      }
      form={form}
      defaultValues={
        isNew
          ? { name: target.projectName, category: undefined, description: '' }
          : {
              name: target.name,
              category: target.category as never,
              description: target.description ?? '',
            }
      }
      submit={{
        action: (body) =>
          isNew
            ? saveAs.mutateAsync({ ...body, projectId: target.projectId })
            : update.mutateAsync({ id: target.templateId, body }),
        success: isNew ? 'Template saved successfully' : 'Template updated successfully',
        failure: isNew ? 'Failed to save template' : 'Failed to update template',
      }}
      submitLabel={isNew ? 'Save Template' : 'Save Changes'}
    >
      <FormInput
        form={form}
        name="name"
        id="template-name"
        label="Template Name"
        autoComplete="off"
      />
      <FormSelect
        form={form}
        name="category"
        id="template-category"
        label="Category"
        placeholder="Select a category"
        options={CATEGORY_OPTIONS}
      />
      <FormTextarea
        form={form}
        name="description"
        id="template-description"
        label="Description"
        rows={3}
        placeholder="What the template is for (optional)"
      />
    </FormDialog>
  );
}
