import type { LucideIcon } from 'lucide-react';
import { cloneElement, type ReactElement, useState } from 'react';
import { LazyFallback, lazyNamed } from '@/web/lib/lazy-named';

export type MenuItem = {
  label: string;
  icon?: LucideIcon;
  onSelect: () => void;
  destructive?: boolean;
};

export interface MenuButtonProps {
  /** The button that opens the menu: shown as it is before and after the menu loads. */
  trigger: ReactElement<Record<string, unknown>>;
  items: readonly MenuItem[];
  align?: 'start' | 'end';
}

const MenuDropdown = lazyNamed(() => import('./menu-dropdown'), 'MenuDropdown');
const preloadDropdown = () => void MenuDropdown.preload().catch(() => undefined);

/**
 * A button that opens a menu of actions. Radix's menu (~25 KB with floating-ui) loads when the
 * button is first pressed, preloading when the pointer or the focus reaches it; until then the
 * same button stands in, and the menu mounts open.
 */
export function MenuButton(props: MenuButtonProps) {
  const [used, setUsed] = useState(false);
  const standIn = cloneElement(props.trigger, {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onPointerEnter: preloadDropdown,
    onFocus: preloadDropdown,
    onClick: () => setUsed(true),
  });
  if (!used) return standIn;
  return (
    <LazyFallback value={standIn}>
      <MenuDropdown {...props} />
    </LazyFallback>
  );
}
