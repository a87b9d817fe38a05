import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from '@/web/components/ui/sheet';
import { NavList } from './nav-list';
import { SidebarBrand } from './sidebar-brand';

interface MobileDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  subtitle: string;
  onLogout: () => void;
}

/** The menu on a narrow screen: a drawer from the left, opened by the header's menu button. */
export function MobileDrawer({ open, onOpenChange, subtitle, onLogout }: MobileDrawerProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="left" className="w-72 gap-0 bg-sidebar p-0">
        <SheetHeader className="sr-only">
          <SheetTitle>Menu</SheetTitle>
          <SheetDescription>Navigate Stint</SheetDescription>
        </SheetHeader>
        <SidebarBrand subtitle={subtitle} />
        <NavList onNavigate={() => onOpenChange(false)} onLogout={onLogout} />
      </SheetContent>
    </Sheet>
  );
}
