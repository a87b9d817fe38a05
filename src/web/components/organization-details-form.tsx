import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { CURRENCIES, ORGANIZATION_TYPES } from '@/shared/enums';
import type { Me } from '@/shared/schemas/me';
import { organizationSettingsSchema } from '@/shared/schemas/organization';
import { FormAlert, FormInput } from '@/web/components/form-field';
import { FormSelect } from '@/web/components/form-select';
import { ME_QUERY_KEY } from '@/web/hooks/use-me';
import { api, unwrap } from '@/web/lib/api-client';
import { submitHandler } from '@/web/lib/form-submit';
import { toOptionalNumber } from '@/web/lib/optional-number';

export type Organization = NonNullable<Me['organization']>;

const TYPE_OPTIONS = ORGANIZATION_TYPES.map((type) => ({ value: type, label: type }));
const CURRENCY_OPTIONS = CURRENCIES.map((code) => ({ value: code, label: code }));

const isOrganizationType = (value: string | null): value is (typeof ORGANIZATION_TYPES)[number] =>
  (ORGANIZATION_TYPES as readonly (string | null)[]).includes(value);
const isCurrency = (value: string): value is (typeof CURRENCIES)[number] =>
  (CURRENCIES as readonly string[]).includes(value);

/**
 * The organization's details form (the setup wizard's first step and the Organization screen's
 * General tab): prefilled from /me, saved with PATCH /organization, the saved organization put
 * into /me at once.
 */
export function useOrganizationDetailsForm(
  organization: Organization,
  options: { success: string; onSaved?: () => void },
) {
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
  const onSubmit = submitHandler(form, {
    action: (values): Promise<Organization> =>
      unwrap(api.PATCH('/api/v1/organization', { body: values })),
    success: options.success,
    failure: 'Failed to update organization',
    onSuccess: (saved) => {
      queryClient.setQueryData<Me>(ME_QUERY_KEY, (me) =>
        me ? { ...me, organization: saved } : me,
      );
      options.onSaved?.();
    },
  });
  return { form, onSubmit };
}

/** The form's fields in a two-column grid, with its server error last. */
export function OrganizationDetailsFields({
  form,
  disabled = false,
  children,
}: {
  form: ReturnType<typeof useOrganizationDetailsForm>['form'];
  disabled?: boolean;
  /** Shown after the fields, before the server error (e.g. read-only details). */
  children?: ReactNode;
}) {
  return (
    <>
      <div className="sm:col-span-2">
        <FormInput
          form={form}
          name="name"
          id="org-name"
          label="Organization Name"
          autoComplete="organization"
        />
      </div>
      <FormSelect
        form={form}
        name="orgType"
        id="org-type"
        label="Organization Type"
        placeholder="Select a type (optional)"
        noneLabel="Not specified"
        options={TYPE_OPTIONS}
        disabled={disabled}
      />
      <FormInput
        form={form}
        name="locationCountry"
        id="org-country"
        label="Country"
        autoComplete="country-name"
        placeholder="Sweden"
      />
      <FormInput
        form={form}
        name="numEmployees"
        registerOptions={{ setValueAs: toOptionalNumber }}
        id="org-employees"
        label="Number of Employees"
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        placeholder="25"
      />
      <FormSelect
        form={form}
        name="revenueCurrency"
        id="org-currency"
        label="Currency"
        options={CURRENCY_OPTIONS}
        disabled={disabled}
      />
      {children}
      <FormAlert className="sm:col-span-2" message={form.formState.errors.root?.server?.message} />
    </>
  );
}
