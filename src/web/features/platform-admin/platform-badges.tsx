import type { SUBSCRIPTION_STATUSES, SUBSCRIPTION_TIERS } from '@/shared/enums';
import { Badge } from '@/web/components/ui/badge';
import { cn } from '@/web/lib/cn';

const capitalized = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

const STATUS_CLASS: Record<(typeof SUBSCRIPTION_STATUSES)[number], string> = {
  active:
    'border-transparent bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
  trial: 'border-transparent bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-200',
  suspended: 'border-transparent bg-destructive/15 text-destructive',
};

/** An organization's subscription status: active, trial or suspended. */
export function StatusBadge({ status }: { status: (typeof SUBSCRIPTION_STATUSES)[number] }) {
  return (
    <Badge variant="outline" className={cn(STATUS_CLASS[status])}>
      {capitalized(status)}
    </Badge>
  );
}

/** An organization's tier: starter, professional or enterprise. */
export function TierBadge({ tier }: { tier: (typeof SUBSCRIPTION_TIERS)[number] }) {
  return <Badge variant={tier === 'starter' ? 'outline' : 'secondary'}>{capitalized(tier)}</Badge>;
}
