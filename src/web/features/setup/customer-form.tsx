import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { CUSTOMER_TYPES } from '@/shared/enums';
import { type Customer, type CustomerInput, customerInputSchema } from '@/shared/schemas/customers';
import { FormAlert, FormInput } from '@/web/components/form-field';
import { FormSelect } from '@/web/components/form-select';
import { Button } from '@/web/components/ui/button';
import { api, unwrap } from '@/web/lib/api-client';
import { submitHandler } from '@/web/lib/form-submit';

const EMPTY: CustomerInput = { name: '', customerType: null, locationCountry: '' };
const TYPE_OPTIONS = CUSTOMER_TYPES.map((type) => ({ value: type, label: type }));

/** Manual Entry of the Customers step: POST /customers, one at a time. */
export function CustomerForm({ onAdded }: { onAdded: (customer: Customer) => void }) {
  const queryClient = useQueryClient();
  const form = useForm({ resolver: zodResolver(customerInputSchema), defaultValues: EMPTY });

  const onSubmit = submitHandler(form, {
    action: (values): Promise<Customer> => unwrap(api.POST('/api/v1/customers', { body: values })),
    success: 'Customer added successfully',
    failure: 'Failed to create customer',
    onSuccess: (customer) => {
      form.reset(EMPTY);
      void queryClient.invalidateQueries({ queryKey: ['customers'] });
      onAdded(customer);
    },
  });

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="space-y-5"
      aria-label="Add a customer"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <FormInput
            form={form}
            name="name"
            id="customer-name"
            label="Customer Name"
            autoComplete="off"
            placeholder="Acme Corporation"
          />
        </div>
        <FormSelect
          form={form}
          name="customerType"
          id="customer-type"
          label="Customer Type"
          placeholder="Select a type (optional)"
          noneLabel="Not specified"
          options={TYPE_OPTIONS}
        />
        <FormInput
          form={form}
          name="locationCountry"
          id="customer-country"
          label="Country"
          autoComplete="off"
          placeholder="Sweden"
        />
      </div>
      <FormAlert message={form.formState.errors.root?.server?.message} />
      <div className="flex justify-end">
        <Button type="submit" variant="secondary" busy={form.formState.isSubmitting}>
          <Plus /> Add Customer
        </Button>
      </div>
    </form>
  );
}
