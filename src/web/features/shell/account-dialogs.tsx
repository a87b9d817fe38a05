import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { changePasswordSchema } from '@/shared/schemas/auth';
import { profileInputSchema } from '@/shared/schemas/me';
import { FormDialog } from '@/web/components/form-dialog';
import { FormInput } from '@/web/components/form-field';
import { FormPassword } from '@/web/components/password-field';
import { ME_QUERY_KEY, useSignedInMe } from '@/web/hooks/use-me';
import { ApiError } from '@/web/lib/api';
import { api, unwrap } from '@/web/lib/api-client';
import { authClient, authErrorMessage } from '@/web/lib/auth-client';

/** Every IANA time zone the browser knows, for the profile's suggestions. */
const TIME_ZONES: readonly string[] =
  typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** My Profile: name, job title and the time zone days and times are shown in. */
export function ProfileDialog({ open, onOpenChange }: DialogProps) {
  const me = useSignedInMe();
  const queryClient = useQueryClient();
  const form = useForm({ resolver: zodResolver(profileInputSchema) });
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="My Profile"
      description={me.email}
      form={form}
      defaultValues={{ fullName: me.fullName, jobTitle: me.jobTitle ?? '', timeZone: me.timeZone }}
      submit={{
        action: async (body) => {
          const updated = await unwrap(api.PATCH('/api/v1/me', { body }));
          queryClient.setQueryData(ME_QUERY_KEY, updated);
          return updated;
        },
        success: 'Profile updated successfully',
        failure: 'Failed to update profile',
      }}
      submitLabel="Save Changes"
    >
      <FormInput
        form={form}
        name="fullName"
        id="profile-name"
        label="Full Name"
        autoComplete="name"
      />
      <FormInput form={form} name="jobTitle" id="profile-job-title" label="Job Title" />
      <FormInput
        form={form}
        name="timeZone"
        id="profile-time-zone"
        label="Time Zone"
        list="profile-time-zones"
        autoComplete="off"
        hint="Days and times are shown in it, e.g. Europe/Stockholm."
      />
      <datalist id="profile-time-zones">
        {TIME_ZONES.map((zone) => (
          <option key={zone} value={zone} />
        ))}
      </datalist>
    </FormDialog>
  );
}

/** Change Password: the current one, then the new one twice; other sessions are signed out. */
export function ChangePasswordDialog({ open, onOpenChange }: DialogProps) {
  const form = useForm({ resolver: zodResolver(changePasswordSchema) });
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Change Password"
      description="Your other sessions are signed out once it changes."
      form={form}
      defaultValues={{ currentPassword: '', password: '', confirmPassword: '' }}
      submit={{
        action: async ({ currentPassword, password }) => {
          const { error } = await authClient.changePassword({
            currentPassword,
            newPassword: password,
            revokeOtherSessions: true,
          });
          if (error) throw new ApiError(400, authErrorMessage(error, 'Failed to change password'));
        },
        success: 'Password changed successfully',
        failure: 'Failed to change password',
      }}
      submitLabel="Change Password"
    >
      <FormPassword
        form={form}
        name="currentPassword"
        id="current-password"
        label="Current Password"
        autoComplete="current-password"
      />
      <FormPassword
        form={form}
        name="password"
        id="new-password"
        label="New Password"
        autoComplete="new-password"
      />
      <FormPassword
        form={form}
        name="confirmPassword"
        id="confirm-new-password"
        label="Confirm Password"
        autoComplete="new-password"
      />
    </FormDialog>
  );
}
