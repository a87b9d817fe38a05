import { BellRing, KeyRound, LogOut, UserRound } from 'lucide-react';
import { useState } from 'react';
import { ROLE_LABELS } from '@/shared/roles';
import { Button } from '@/web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/web/components/ui/dropdown-menu';
import { useSignedInMe } from '@/web/hooks/use-me';
import { ChangePasswordDialog, ProfileDialog } from './account-dialogs';
import { NotificationSettingsDialog } from './notification-settings-dialog';

function initials(fullName: string): string {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  const letters = (parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '');
  return letters.toUpperCase() || '?';
}

export function UserMenu({ onLogout }: { onLogout: () => void }) {
  const me = useSignedInMe();
  const [open, setOpen] = useState<'profile' | 'notifications' | 'password' | null>(null);
  const roles = me.isPlatformAdmin
    ? ['Platform Administrator']
    : me.roles.map((role) => ROLE_LABELS[role]);
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" className="rounded-full" aria-label="Account menu">
            <span className="flex size-8 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground text-xs">
              {initials(me.fullName)}
            </span>
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-64">
          <DropdownMenuLabel className="space-y-1 font-normal">
            <span className="block truncate font-medium">{me.fullName}</span>
            <span className="block truncate text-muted-foreground text-xs">{me.email}</span>
            {roles.length > 0 ? (
              <span className="block text-muted-foreground text-xs">{roles.join(', ')}</span>
            ) : null}
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          {me.organization ? (
            <DropdownMenuItem onSelect={() => setOpen('profile')}>
              <UserRound /> My Profile
            </DropdownMenuItem>
          ) : null}
          {me.organization ? (
            <DropdownMenuItem onSelect={() => setOpen('notifications')}>
              <BellRing /> Notification Settings
            </DropdownMenuItem>
          ) : null}
          <DropdownMenuItem onSelect={() => setOpen('password')}>
            <KeyRound /> Change Password
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={onLogout}>
            <LogOut /> Logout
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {me.organization ? (
        <ProfileDialog
          open={open === 'profile'}
          onOpenChange={(next) => setOpen(next ? 'profile' : null)}
        />
      ) : null}
      {me.organization ? (
        <NotificationSettingsDialog
          open={open === 'notifications'}
          onOpenChange={(next) => setOpen(next ? 'notifications' : null)}
        />
      ) : null}
      <ChangePasswordDialog
        open={open === 'password'}
        onOpenChange={(next) => setOpen(next ? 'password' : null)}
      />
    </>
  );
}
