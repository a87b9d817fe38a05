import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import {
  MAIL_NOTIFICATION_LABELS,
  MAIL_NOTIFICATION_TYPES,
  notificationPreferencesSchema,
} from '@/shared/schemas/notifications';
import { FormDialog } from '@/web/components/form-dialog';
import { api, unwrap } from '@/web/lib/api-client';
import { notificationPreferencesQuery } from '@/web/lib/notification-queries';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Notification Settings: which kinds of notification also come by mail. */
export function NotificationSettingsDialog({ open, onOpenChange }: DialogProps) {
  const queryClient = useQueryClient();
  const preferences = useQuery({ ...notificationPreferencesQuery, enabled: open });
  const form = useForm({ resolver: zodResolver(notificationPreferencesSchema) });
  const saved = preferences.data;
  // The choices may arrive after the dialog opened: show them once they do.
  useEffect(() => {
    if (open && saved) form.reset(saved);
  }, [open, saved, form]);

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Notification Settings"
      description="Every notification shows under the bell. Choose which also come by mail."
      form={form}
      defaultValues={{ mailTypes: saved?.mailTypes ?? [] }}
      submit={{
        action: async (body) => {
          const updated = await unwrap(api.PUT('/api/v1/notifications/preferences', { body }));
          queryClient.setQueryData(notificationPreferencesQuery.queryKey, updated);
          return updated;
        },
        success: 'Notification settings saved',
        failure: 'Failed to save notification settings',
      }}
      submitLabel="Save Changes"
    >
      <fieldset className="space-y-2" disabled={!saved}>
        <legend className="mb-2 font-medium text-sm">Also send me a mail for</legend>
        {MAIL_NOTIFICATION_TYPES.map((type) => (
          <label key={type} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              value={type}
              className="size-4 accent-primary"
              {...form.register('mailTypes')}
            />
            {MAIL_NOTIFICATION_LABELS[type]}
          </label>
        ))}
      </fieldset>
    </FormDialog>
  );
}
