import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { CURRENCIES, ORGANIZATION_TYPES } from '@/shared/enums';
import type { Me } from '@/shared/schemas/me';
import { organizationSettingsSchema } from '@/shared/schemas/organization';
import { FormField } from '@/web/components/form-field';
import { SelectField } from '@/web/components/select-field';
import { Button } from '@/web/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';
import { ME_QUERY_KEY } from '@/web/hooks/use-me';
import { apiFetch, errorMessage, jsonBody } from '@/web/lib/api';
import { applyFieldErrors } from '@/web/lib/form-errors';
import { toOptionalNumber } from '@/web/lib/optional-number';

type Organization = NonNullable<Me['organization']>;

const FIELDS = ['name', 'orgType', 'locationCountry', 'numEmployees', 'revenueCurrency'] as const;

const TYPE_OPTIONS = ORGANIZATION_TYPES.map((type) => ({ value: type, label: type }));
const CURRENCY_OPTIONS = CURRENCIES.map((code) => ({ value: code, label: code }));

const isOrganizationType = (value: string | null): value is (typeof ORGANIZATION_TYPES)[number] =>
  (ORGANIZATION_TYPES as readonly (string | null)[]).includes(value);
const isCurrency = (value: string): value is (typeof CURRENCIES)[number] =>
  (CURRENCIES as readonly string[]).includes(value);

/** Step 1: the organization's details, prefilled from /me, saved with PATCH /organization. */
export function OrganizationStep({
  organization,
  onSaved,
}: {
  organization: Organization;
  onSaved: () => void;
}) {
  const queryClient = useQueryClient();
  const form = useForm({
    resolver: zodResolver(organizationSettingsSchema),
    defaultValues: {
      name: organization.name,
      orgType: isOrganizationType(organization.orgType) ? organization.orgType : null,
      locationCountry: organization.locationCountry ?? '',
      numEmployees: organization.numEmployees,
      revenueCurrency: isCurrency(organization.revenueCurrency)
        ? organization.revenueCurrency
        : 'USD',
    },
  });
  const { errors } = form.formState;

  const save = useMutation({
    mutationFn: (values: unknown) =>
      apiFetch<Organization>('/organization', { method: 'PATCH', ...jsonBody(values) }),
    onSuccess: (saved) => {
      queryClient.setQueryData<Me>(ME_QUERY_KEY, (me) =>
        me ? { ...me, organization: saved } : me,
      );
      toast.success('Organization details saved');
      onSaved();
    },
    onError: (error) => {
      if (!applyFieldErrors(error, form.setError, FIELDS)) {
        toast.error(errorMessage(error, 'Failed to update organization'));
      }
    },
  });

  const onSubmit = form.handleSubmit((values) => save.mutate(values));

  return (
    <Card>
      <CardHeader>
        <CardTitle>Organization Setup</CardTitle>
        <CardDescription>
          Tell us about your organization. You can change these details later.
        </CardDescription>
      </CardHeader>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
        <CardContent className="grid gap-5 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <FormField
              id="org-name"
              label="Organization Name"
              autoComplete="organization"
              error={errors.name?.message}
              {...form.register('name')}
            />
          </div>
          <Controller
            control={form.control}
            name="orgType"
            render={({ field }) => (
              <SelectField
                id="org-type"
                label="Organization Type"
                placeholder="Select a type (optional)"
                noneLabel="Not specified"
                options={TYPE_OPTIONS}
                value={field.value}
                onChange={field.onChange}
                error={errors.orgType?.message}
              />
            )}
          />
          <FormField
            id="org-country"
            label="Country"
            autoComplete="country-name"
            placeholder="Sweden"
            error={errors.locationCountry?.message}
            {...form.register('locationCountry')}
          />
          <FormField
            id="org-employees"
            label="Number of Employees"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            placeholder="25"
            error={errors.numEmployees?.message}
            {...form.register('numEmployees', { setValueAs: toOptionalNumber })}
          />
          <Controller
            control={form.control}
            name="revenueCurrency"
            render={({ field }) => (
              <SelectField
                id="org-currency"
                label="Currency"
                options={CURRENCY_OPTIONS}
                value={field.value ?? 'USD'}
                onChange={(value) => field.onChange(value ?? 'USD')}
                error={errors.revenueCurrency?.message}
              />
            )}
          />
        </CardContent>
        <CardFooter className="justify-end border-t pt-6">
          <Button type="submit" busy={save.isPending} className="w-full sm:w-auto">
            Continue <ArrowRight />
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
