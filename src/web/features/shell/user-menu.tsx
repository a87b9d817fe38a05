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
import { lazyNamed } from '@/web/lib/lazy-named';

// The dialogs (forms, their zod schemas, better-auth's client) load when one is first opened.
const ProfileDialog = lazyNamed(() => import('./account-dialogs'), 'ProfileDialog');
const ChangePasswordDialog = lazyNamed(() => import('./account-dialogs'), 'ChangePasswordDialog');
const NotificationSettingsDialog = lazyNamed(
  () => import('./notification-settings-dialog'),
  'NotificationSettingsDialog',
);

type AccountDialog = 'profile' | 'notifications' | 'password';

function initials(fullName: string): string {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  const letters = (parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '');
  return letters.toUpperCase() || '?';
}

export function UserMenu({ onLogout }: { onLogout: () => void }) {
  const me = useSignedInMe();
  const [open, setOpen] = useState<AccountDialog | null>(null);
  // A dialog stays mounted once opened, so it closes with its animation.
  const [opened, setOpened] = useState<ReadonlySet<AccountDialog>>(new Set());
  const show = (dialog: AccountDialog) => {
    setOpened((before) => new Set(before).add(dialog));
    setOpen(dialog);
  };
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
            <DropdownMenuItem onSelect={() => show('profile')}>
              <UserRound /> My Profile
            </DropdownMenuItem>
          ) : null}
          {me.organization ? (
            <DropdownMenuItem onSelect={() => show('notifications')}>
              <BellRing /> Notification Settings
            </DropdownMenuItem>
          ) : null}
          <DropdownMenuItem onSelect={() => show('password')}>
            <KeyRound /> Change Password
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={onLogout}>
            <LogOut /> Logout
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {opened.has('profile') ? (
        <ProfileDialog
          open={open === 'profile'}
          onOpenChange={(next) => setOpen(next ? 'profile' : null)}
        />
      ) : null}
      {opened.has('notifications') ? (
        <NotificationSettingsDialog
          open={open === 'notifications'}
          onOpenChange={(next) => setOpen(next ? 'notifications' : null)}
        />
      ) : null}
      {opened.has('password') ? (
        <ChangePasswordDialog
          open={open === 'password'}
          onOpenChange={(next) => setOpen(next ? 'password' : null)}
        />
      ) : null}
    </>
  );
}
