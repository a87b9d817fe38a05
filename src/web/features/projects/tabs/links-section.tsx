import { zodResolver } from '@hookform/resolvers/zod';
import { Link2, Plus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { LINK_TYPES } from '@/shared/domain/schedule';
import type { Activity } from '@/shared/schemas/activities';
import { type ActivityLink, linkInputSchema } from '@/shared/schemas/schedule';
import { EmptyState } from '@/web/components/empty-state';
import { FormDialog } from '@/web/components/form-dialog';
import { FormInput } from '@/web/components/form-field';
import { FormSelect } from '@/web/components/form-select';
import { RowActions } from '@/web/components/row-actions';
import { Button } from '@/web/components/ui/button';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/web/components/ui/table';
import { errorMessage } from '@/web/lib/api';
import { toast } from '@/web/lib/toast';
import { useAddLink, useDeleteLink } from './schedule-queries';
import { useFirstRows } from './show-more';
import { TabSection } from './tab-section';

const TYPE_LABELS: Record<ActivityLink['type'], string> = {
  FS: 'Finish to start (FS)',
  SS: 'Start to start (SS)',
  FF: 'Finish to finish (FF)',
  SF: 'Start to finish (SF)',
};

const days = (n: number) => `${n} working ${n === 1 ? 'day' : 'days'}`;
const lagLabel = (lag: number) => (lag === 0 ? 'None' : lag > 0 ? days(lag) : `${days(-lag)} lead`);

interface LinksSectionProps {
  projectId: string;
  activities: readonly Activity[];
  links: readonly ActivityLink[];
  canChange: boolean;
}

/** The project's links: which activity waits for which, how, and with what lag. */
export function LinksSection({ projectId, activities, links, canChange }: LinksSectionProps) {
  const [adding, setAdding] = useState(false);
  const remove = useDeleteLink(projectId);
  const names = new Map(activities.map((a) => [a.id, a.name]));
  const { shown, more } = useFirstRows(links, 'links');

  const removeLink = async (link: ActivityLink) => {
    try {
      await remove.mutateAsync(link.id);
      toast.success('Link removed');
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to remove link'));
    }
  };

  return (
    <TabSection
      title="Links"
      description="Which activity waits for which: the type and the lag in working days (negative: a lead)."
      action={
        canChange && activities.length > 1 ? (
          <Button size="sm" variant="outline" onClick={() => setAdding(true)}>
            <Plus /> Add Link
          </Button>
        ) : null
      }
    >
      {links.length === 0 ? (
        <EmptyState icon={Link2} message="No links yet" />
      ) : (
        <>
          <Table aria-label="Links" scrollLabel="Links table">
            <TableHeader>
              <TableRow>
                <TableHead>Predecessor</TableHead>
                <TableHead>Successor</TableHead>
                <TableHead>Type</TableHead>
                <TableHead>Lag</TableHead>
                {canChange ? <TableHead className="text-right">Actions</TableHead> : null}
              </TableRow>
            </TableHeader>
            <TableBody>
              {shown.map((link) => {
                const name = `${names.get(link.predecessorId)} to ${names.get(link.successorId)}`;
                return (
                  <TableRow key={link.id}>
                    <TableCell>{names.get(link.predecessorId)}</TableCell>
                    <TableCell>{names.get(link.successorId)}</TableCell>
                    <TableCell>{TYPE_LABELS[link.type]}</TableCell>
                    <TableCell>{lagLabel(link.lag)}</TableCell>
                    {canChange ? (
                      <TableCell>
                        <RowActions name={`link ${name}`} onDelete={() => void removeLink(link)} />
                      </TableCell>
                    ) : null}
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
          {more}
        </>
      )}
      {canChange ? (
        <AddLinkDialog
          projectId={projectId}
          activities={activities}
          open={adding}
          onOpenChange={setAdding}
        />
      ) : null}
    </TabSection>
  );
}

function AddLinkDialog({
  projectId,
  activities,
  open,
  onOpenChange,
}: {
  projectId: string;
  activities: readonly Activity[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const add = useAddLink(projectId);
  const form = useForm({ resolver: zodResolver(linkInputSchema) });
  const options = activities.map((a) => ({ value: a.id, label: a.name }));
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add Link"
      description="The successor waits for the predecessor. A cycle is refused."
      form={form}
      defaultValues={{ predecessorId: '', successorId: '', type: 'FS', lag: 0 }}
      submit={{
        action: (input) => add.mutateAsync(input),
        success: 'Link added',
        failure: 'Failed to add link',
      }}
      submitLabel="Add Link"
    >
      <FormSelect
        form={form}
        name="predecessorId"
        id="link-predecessor"
        label="Predecessor"
        placeholder="Select an activity"
        options={options}
      />
      <FormSelect
        form={form}
        name="successorId"
        id="link-successor"
        label="Successor"
        placeholder="Select an activity"
        options={options}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormSelect
          form={form}
          name="type"
          id="link-type"
          label="Type"
          options={LINK_TYPES.map((type) => ({ value: type, label: TYPE_LABELS[type] }))}
        />
        <FormInput
          form={form}
          name="lag"
          registerOptions={{ valueAsNumber: true }}
          id="link-lag"
          label="Lag (working days)"
          type="number"
          inputMode="numeric"
          step={1}
        />
      </div>
    </FormDialog>
  );
}
