import type { LucideIcon } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from './ui/card';
import { Skeleton } from './ui/skeleton';

/** A dash for a figure that has no data yet, read out as such. */
export function NoValue() {
  return (
    <>
      <span aria-hidden="true" className="text-muted-foreground">
        —
      </span>
      <span className="sr-only">No data yet</span>
    </>
  );
}

interface StatCardProps {
  title: string;
  icon: LucideIcon;
  /** The figure; null while there is no data yet (shown as a dash, never a made-up number). */
  value: string | null;
  hint?: string;
  loading?: boolean;
}

export function StatCard({ title, icon: Icon, value, hint, loading = false }: StatCardProps) {
  return (
    <Card role="group" aria-label={title} className="gap-3 py-5">
      <CardHeader className="flex flex-row items-center justify-between px-5">
        <CardTitle className="font-medium text-muted-foreground text-sm">{title}</CardTitle>
        <Icon className="size-4 text-muted-foreground" aria-hidden="true" />
      </CardHeader>
      <CardContent className="px-5">
        {loading ? (
          <Skeleton className="h-8 w-20" />
        ) : (
          <p data-stat-value className="font-semibold text-2xl tabular-nums tracking-tight">
            {value ?? <NoValue />}
          </p>
        )}
        {hint ? <p className="mt-1 text-muted-foreground text-xs">{hint}</p> : null}
      </CardContent>
    </Card>
  );
}
