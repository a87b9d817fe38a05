import { Button } from '@/web/components/ui/button';
import { DialogClose, DialogFooter } from '@/web/components/ui/dialog';

/** Cancel and the submit button of a project tab's dialog form. */
export function FormFooter({ submitLabel, busy }: { submitLabel: string; busy: boolean }) {
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button type="button" variant="outline">
          Cancel
        </Button>
      </DialogClose>
      <Button type="submit" busy={busy}>
        {submitLabel}
      </Button>
    </DialogFooter>
  );
}
