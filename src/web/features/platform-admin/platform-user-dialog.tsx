import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { type PlatformUser, platformUserUpdateSchema } from '@/shared/schemas/platform';
import { FormDialog } from '@/web/components/form-dialog';
import { FormInput } from '@/web/components/form-field';
import { useUpdatePlatformUser } from './platform-queries';

/** Edit User Details: name, email (their sign-in too) and job title. */
export function EditPlatformUserDialog({
  user,
  onOpenChange,
}: {
  user: PlatformUser | null;
  onOpenChange: (open: boolean) => void;
}) {
  const update = useUpdatePlatformUser();
  const form = useForm({ resolver: zodResolver(platformUserUpdateSchema) });
  return (
    <FormDialog
      open={user !== null}
      onOpenChange={onOpenChange}
      title="Edit User Details"
      description={user ? `An admin of ${user.organization}.` : undefined}
      form={form}
      defaultValues={{
        fullName: user?.fullName ?? '',
        email: user?.email ?? '',
        jobTitle: user?.jobTitle ?? '',
      }}
      submit={{
        action: (body) => update.mutateAsync({ id: user!.id, body }),
        success: 'User updated successfully',
        failure: 'Failed to update user',
      }}
      submitLabel="Save Changes"
    >
      <FormInput form={form} name="fullName" id="platform-user-name" label="Full Name" />
      <FormInput form={form} name="email" id="platform-user-email" label="Email" type="email" />
      <FormInput form={form} name="jobTitle" id="platform-user-job-title" label="Job Title" />
    </FormDialog>
  );
}
