import { MoreHorizontal } from 'lucide-react';
import { MenuButton, type MenuItem } from './menu-button';
import { Button } from './ui/button';

export interface RowMenuProps {
  name: string;
  items: readonly MenuItem[];
}

/** A row's actions behind one "…" button, named 'Actions for {name}' for screen readers. */
export function RowMenu({ name, items }: RowMenuProps) {
  return (
    <div className="flex justify-end">
      <MenuButton
        trigger={
          <Button variant="ghost" size="icon" className="size-8" aria-label={`Actions for ${name}`}>
            <MoreHorizontal />
          </Button>
        }
        items={items}
        align="end"
      />
    </div>
  );
}
