import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { CUSTOMER_TYPES } from '@/shared/enums';
import { type Customer, customerInputSchema } from '@/shared/schemas/customers';
import { FormDialog, recordDialogWords } from '@/web/components/form-dialog';
import { FormInput } from '@/web/components/form-field';
import { FormSearchSelect, FormSelect } from '@/web/components/form-select';
import { useChoices } from '@/web/hooks/use-choices';
import { customerChoicesQuery, customerLabel } from '@/web/lib/portfolio-queries';
import { useSaveCustomer } from './use-customer-mutations';

const TYPE_OPTIONS = CUSTOMER_TYPES.map((type) => ({ value: type, label: type }));

interface CustomerFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The customer to edit; none to add one. */
  customer: Customer | null;
}

/** Add Customer and Edit Customer: one form. */
export function CustomerFormDialog({ open, onOpenChange, customer }: CustomerFormDialogProps) {
  const save = useSaveCustomer();
  const form = useForm({ resolver: zodResolver(customerInputSchema) });
  const words = recordDialogWords('Customer', customer !== null);
  // A customer cannot sit under itself or anything below it: the server leaves those out.
  const parents = useChoices(
    (search) =>
      customerChoicesQuery({
        ...(customer ? { outside: customer.id } : {}),
        ...(search ? { search } : {}),
      }),
    open,
  );

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={words.title}
      description={
        customer
          ? 'Change the customer’s details or where it sits in your customer hierarchy.'
          : 'Add a customer; place it under a parent customer to build a hierarchy.'
      }
      form={form}
      defaultValues={{
        name: customer?.name ?? '',
        customerType: customer?.customerType ?? '',
        locationCountry: customer?.locationCountry ?? '',
        parentCustomerId: customer?.parentCustomerId ?? null,
      }}
      submit={{
        action: (input) => save.mutateAsync({ id: customer?.id, input }),
        success: words.success,
        failure: words.failure,
      }}
      submitLabel={words.submitLabel}
    >
      <FormInput
        form={form}
        name="name"
        id="customer-name"
        label="Name"
        placeholder="Acme Corporation"
        autoComplete="off"
      />
      <FormSelect
        form={form}
        name="customerType"
        id="customer-type"
        label="Type"
        placeholder="Select a type (optional)"
        noneLabel="No type"
        options={TYPE_OPTIONS}
      />
      <FormInput
        form={form}
        name="locationCountry"
        id="customer-location"
        label="Location"
        placeholder="Sweden"
        autoComplete="country-name"
      />
      <FormSearchSelect
        form={form}
        name="parentCustomerId"
        id="customer-parent"
        label="Parent Customer"
        placeholder="None (top-level customer)"
        noneLabel="None (top-level customer)"
        options={parents.found.map((c) => ({ value: c.id, label: customerLabel(c) }))}
        search={parents.search}
        onSearchChange={parents.setSearch}
        more={parents.more}
        current={
          customer?.parentCustomerId && customer.parentCustomerName
            ? { value: customer.parentCustomerId, label: customer.parentCustomerName }
            : null
        }
        searchLabel="Search customers"
      />
    </FormDialog>
  );
}
