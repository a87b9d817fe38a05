import { Link2, Plus } from 'lucide-react';
import { useState } from 'react';
import type { Activity } from '@/shared/schemas/activities';
import type { ActivityLink } from '@/shared/schemas/schedule';
import { EmptyState } from '@/web/components/empty-state';
import { WhenOpened } from '@/web/components/when-opened';
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
import { lazyNamed } from '@/web/lib/lazy-named';
import { toast } from '@/web/lib/toast';
import { LINK_TYPE_LABELS } from './link-labels';
import { useDeleteLink } from './schedule-queries';
import { useFirstRows } from './show-more';
import { TabSection } from './tab-section';

const AddLinkDialog = lazyNamed(() => import('./add-link-dialog'), 'AddLinkDialog');

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
                    <TableCell>{LINK_TYPE_LABELS[link.type]}</TableCell>
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
        <WhenOpened open={adding}>
          <AddLinkDialog
            projectId={projectId}
            activities={activities}
            open={adding}
            onOpenChange={setAdding}
          />
        </WhenOpened>
      ) : null}
    </TabSection>
  );
}
