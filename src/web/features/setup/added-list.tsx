import type { ReactNode } from 'react';

export interface AddedItem {
  id: string;
  title: string;
  detail: ReactNode;
  badge?: ReactNode;
}

/** What was added during this visit of a step, newest first. */
export function AddedList({ title, items }: { title: string; items: readonly AddedItem[] }) {
  if (items.length === 0) return null;
  const headingId = `${title.toLowerCase().replace(/\W+/g, '-')}-heading`;
  return (
    <section aria-labelledby={headingId} className="space-y-3 border-t pt-5">
      <h3 id={headingId} className="font-medium text-sm">
        {title} ({items.length})
      </h3>
      <ul className="divide-y rounded-md border">
        {items.map((item) => (
          <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
            <div className="min-w-0">
              <p className="truncate font-medium text-sm">{item.title}</p>
              <p className="truncate text-muted-foreground text-xs">{item.detail}</p>
            </div>
            {item.badge}
          </li>
        ))}
      </ul>
    </section>
  );
}
