import { MoreHorizontal } from 'lucide-react';
import type { RowMenuProps } from './row-menu';
import { Button } from './ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from './ui/dropdown-menu';

/** RowMenu's Radix menu, loaded when the row's button is first pressed; it mounts open. */
export function RowMenuDropdown({ name, items }: RowMenuProps) {
  return (
    <div className="flex justify-end">
      <DropdownMenu defaultOpen>
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
