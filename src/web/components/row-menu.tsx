import { type LucideIcon, MoreHorizontal } from 'lucide-react';
import { Suspense, useState } from 'react';
import { lazyNamed } from '@/web/lib/lazy-named';
import { Button } from './ui/button';

export type RowMenuItem = {
  label: string;
  icon: LucideIcon;
  onSelect: () => void;
  destructive?: boolean;
};

export interface RowMenuProps {
  name: string;
  items: readonly RowMenuItem[];
}

const loadDropdown = () => import('./row-menu-dropdown');
const RowMenuDropdown = lazyNamed(loadDropdown, 'RowMenuDropdown');
const preloadDropdown = () => void loadDropdown().catch(() => undefined);

/**
 * A row's actions behind one "…" button, named 'Actions for {name}' for screen readers. Radix's
 * menu (~25 KB with floating-ui) loads when a row's button is first pressed, preloading when the
 * pointer or the focus reaches it; until then the same button stands in.
 */
export function RowMenu(props: RowMenuProps) {
  const [used, setUsed] = useState(false);
  const standIn = (
    <div className="flex justify-end">
      <Button
        variant="ghost"
        size="icon"
        className="size-8"
        aria-label={`Actions for ${props.name}`}
        aria-haspopup="menu"
        aria-expanded={false}
        onPointerEnter={preloadDropdown}
        onFocus={preloadDropdown}
        onClick={() => setUsed(true)}
      >
        <MoreHorizontal />
      </Button>
    </div>
  );
  if (!used) return standIn;
  return (
    <Suspense fallback={standIn}>
      <RowMenuDropdown {...props} />
    </Suspense>
  );
}
