import type { MenuButtonProps } from './menu-button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from './ui/dropdown-menu';

/** MenuButton's Radix menu, loaded when its button is first pressed; it mounts open. */
export function MenuDropdown({ trigger, items, align }: MenuButtonProps) {
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align={align}>
        {items.map(({ label, icon: Icon, onSelect, destructive }) => (
          <DropdownMenuItem
            key={label}
            variant={destructive ? 'destructive' : 'default'}
            onSelect={onSelect}
          >
            {Icon ? <Icon /> : null} {label}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
