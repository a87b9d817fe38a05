import { lazyNamed } from '@/web/lib/lazy-named';
import type { ConfirmDialogProps } from './confirm-dialog-body';
import { WhenOpened } from './when-opened';

// Every list page has one, closed until a Delete: Radix's alert dialog loads on the first.
const ConfirmDialogBody = lazyNamed(() => import('./confirm-dialog-body'), 'ConfirmDialogBody');

/** Asks before a destructive action; stays open (busy) until the caller closes it. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <WhenOpened open={props.open}>
      <ConfirmDialogBody {...props} />
    </WhenOpened>
  );
}
