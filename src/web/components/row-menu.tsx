import { type LucideIcon, MoreHorizontal } from 'lucide-react';
import { Button } from './ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from './ui/dropdown-menu';

export type RowMenuItem = {
  label: string;
  icon: LucideIcon;
  onSelect: () => void;
  destructive?: boolean;
};

/** A row's actions behind one "…" button, named 'Actions for {name}' for screen readers. */
export function RowMenu({ name, items }: { name: string; items: readonly RowMenuItem[] }) {
  return (
    <div className="flex justify-end">
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" className="size-8" aria-label={`Actions for ${name}`}>
            <MoreHorizontal />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          {items.map(({ label, icon: Icon, onSelect, destructive }) => (
            <DropdownMenuItem
              key={label}
              variant={destructive ? 'destructive' : 'default'}
              onSelect={onSelect}
            >
              <Icon /> {label}
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
