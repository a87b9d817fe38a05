import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { CUSTOMER_TYPES } from '@/shared/enums';
import { type Customer, customerInputSchema } from '@/shared/schemas/customers';
import { FormField } from '@/web/components/form-field';
import { SelectField } from '@/web/components/select-field';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { errorMessage } from '@/web/lib/api';
import { applyFieldErrors } from '@/web/lib/form-errors';
import { selfAndDescendants } from './customer-tree';
import { useSaveCustomer } from './use-customer-mutations';

const FIELDS = ['name', 'customerType', 'locationCountry', 'parentCustomerId'] as const;
const TYPE_OPTIONS = CUSTOMER_TYPES.map((type) => ({ value: type, label: type }));

interface CustomerFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The customer to edit; none to add one. */
  customer: Customer | null;
  customers: readonly Customer[];
}

/** Add Customer and Edit Customer: one form. */
export function CustomerFormDialog({
  open,
  onOpenChange,
  customer,
  customers,
}: CustomerFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{customer ? 'Edit Customer' : 'Add Customer'}</DialogTitle>
          <DialogDescription>
            {customer
              ? 'Change the customer’s details or where it sits in your customer hierarchy.'
              : 'Add a customer; place it under a parent customer to build a hierarchy.'}
          </DialogDescription>
        </DialogHeader>
        {/* Mounted per opening, so the form starts from the customer shown. */}
        <CustomerForm
          customer={customer}
          customers={customers}
          onDone={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}

function CustomerForm({
  customer,
  customers,
  onDone,
}: {
  customer: Customer | null;
  customers: readonly Customer[];
  onDone: () => void;
}) {
  const save = useSaveCustomer();
  const form = useForm({
    resolver: zodResolver(customerInputSchema),
    defaultValues: {
      name: customer?.name ?? '',
      customerType: customer?.customerType ?? '',
      locationCountry: customer?.locationCountry ?? '',
      parentCustomerId: customer?.parentCustomerId ?? null,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const excluded = customer ? selfAndDescendants(customers, customer.id) : new Set<string>();
  const parentOptions = customers
    .filter((candidate) => !excluded.has(candidate.id))
    .map((candidate) => ({ value: candidate.id, label: candidate.name }));

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      await save.mutateAsync({ id: customer?.id, input });
      toast.success(customer ? 'Customer updated successfully' : 'Customer created successfully');
      onDone();
    } catch (error) {
      applyFieldErrors(error, form.setError, FIELDS);
      toast.error(
        errorMessage(error, customer ? 'Failed to update customer' : 'Failed to create customer'),
      );
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormField
        id="customer-name"
        label="Name"
        placeholder="Acme Corporation"
        autoComplete="off"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <Controller
        control={form.control}
        name="customerType"
        render={({ field }) => (
          <SelectField
            id="customer-type"
            label="Type"
            placeholder="Select a type (optional)"
            noneLabel="No type"
            options={TYPE_OPTIONS}
            value={field.value}
            onChange={(value) => field.onChange(value ?? '')}
            error={errors.customerType?.message}
          />
        )}
      />
      <FormField
        id="customer-location"
        label="Location"
        placeholder="Sweden"
        autoComplete="country-name"
        error={errors.locationCountry?.message}
        {...form.register('locationCountry')}
      />
      <Controller
        control={form.control}
        name="parentCustomerId"
        render={({ field }) => (
          <SelectField
            id="customer-parent"
            label="Parent Customer"
            placeholder="None (top-level customer)"
            noneLabel="None (top-level customer)"
            options={parentOptions}
            value={field.value}
            onChange={field.onChange}
            error={errors.parentCustomerId?.message}
          />
        )}
      />
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" busy={isSubmitting}>
          {customer ? 'Save Changes' : 'Add Customer'}
        </Button>
      </DialogFooter>
    </form>
  );
}
