import { Info } from 'lucide-react';
import type { ReactNode } from 'react';

/** A one-line hint above a screen's content ('Please create a customer first ...'). */
export function Notice({ children }: { children: ReactNode }) {
  return (
    <p className="flex items-center gap-2 rounded-md border bg-muted/50 px-4 py-3 text-muted-foreground text-sm">
      <Info className="size-4 shrink-0" aria-hidden="true" />
      {children}
    </p>
  );
}
