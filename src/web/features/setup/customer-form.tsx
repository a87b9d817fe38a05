import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { CUSTOMER_TYPES } from '@/shared/enums';
import { type Customer, type CustomerInput, customerInputSchema } from '@/shared/schemas/customers';
import { FormField } from '@/web/components/form-field';
import { SelectField } from '@/web/components/select-field';
import { Button } from '@/web/components/ui/button';
import { apiFetch, errorMessage, jsonBody } from '@/web/lib/api';
import { applyFieldErrors } from '@/web/lib/form-errors';

const FIELDS = ['name', 'customerType', 'locationCountry'] as const;
const EMPTY: CustomerInput = { name: '', customerType: null, locationCountry: '' };
const TYPE_OPTIONS = CUSTOMER_TYPES.map((type) => ({ value: type, label: type }));

/** Manual Entry of the Customers step: POST /customers, one at a time. */
export function CustomerForm({ onAdded }: { onAdded: (customer: Customer) => void }) {
  const queryClient = useQueryClient();
  const form = useForm({
    resolver: zodResolver(customerInputSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  const create = useMutation({
    mutationFn: (values: unknown) =>
      apiFetch<Customer>('/customers', { method: 'POST', ...jsonBody(values) }),
    onSuccess: (customer) => {
      toast.success('Customer added successfully');
      form.reset(EMPTY);
      void queryClient.invalidateQueries({ queryKey: ['customers'] });
      onAdded(customer);
    },
    onError: (error) => {
      if (!applyFieldErrors(error, form.setError, FIELDS)) {
        toast.error(errorMessage(error, 'Failed to create customer'));
      }
    },
  });

  const onSubmit = form.handleSubmit((values) => create.mutate(values));

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Add a customer">
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <FormField
            id="customer-name"
            label="Customer Name"
            autoComplete="off"
            placeholder="Acme Corporation"
            error={errors.name?.message}
            {...form.register('name')}
          />
        </div>
        <Controller
          control={form.control}
          name="customerType"
          render={({ field }) => (
            <SelectField
              id="customer-type"
              label="Customer Type"
              placeholder="Select a type (optional)"
              noneLabel="Not specified"
              options={TYPE_OPTIONS}
              value={field.value}
              onChange={field.onChange}
              error={errors.customerType?.message}
            />
          )}
        />
        <FormField
          id="customer-country"
          label="Country"
          autoComplete="off"
          placeholder="Sweden"
          error={errors.locationCountry?.message}
          {...form.register('locationCountry')}
        />
      </div>
      <div className="flex justify-end">
        <Button type="submit" variant="secondary" busy={create.isPending}>
          <Plus /> Add Customer
        </Button>
      </div>
    </form>
  );
}
