import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { newPersonSchema, type Person } from '@/shared/schemas/people';
import { FormField } from '@/web/components/form-field';
import { Button } from '@/web/components/ui/button';
import { apiFetch, errorMessage, jsonBody } from '@/web/lib/api';
import { applyFieldErrors } from '@/web/lib/form-errors';
import { toOptionalNumber } from '@/web/lib/optional-number';

// The setup form asks for the essentials; the rest of a person is edited on Organization Users.
const setupResourceSchema = newPersonSchema.pick({
  fullName: true,
  email: true,
  employeeId: true,
  jobTitle: true,
  hourlyCost: true,
});

const FIELDS = ['fullName', 'email', 'employeeId', 'jobTitle', 'hourlyCost'] as const;
const EMPTY = { fullName: '', email: '', employeeId: '', jobTitle: '', hourlyCost: null };

/**
 * Manual Entry of the Resources step: creates the person for real (POST /users, role
 * tracked_employee), which emails them an invitation to set a password.
 */
export function ResourceForm({ onAdded }: { onAdded: (person: Person) => void }) {
  const form = useForm({
    resolver: zodResolver(setupResourceSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  const create = useMutation({
    mutationFn: (values: unknown) =>
      apiFetch<Person>('/users', {
        method: 'POST',
        ...jsonBody({ ...(values as object), role: 'tracked_employee' }),
      }),
    onSuccess: (person) => {
      toast.success(
        'Resource saved. You can manage resources from the Dashboard > Organization Users page.',
      );
      form.reset(EMPTY);
      onAdded(person);
    },
    onError: (error) => {
      if (!applyFieldErrors(error, form.setError, FIELDS)) {
        toast.error(errorMessage(error, 'Failed to create user'));
      }
    },
  });

  const onSubmit = form.handleSubmit((values) => create.mutate(values));

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Add a resource">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          id="resource-full-name"
          label="Full Name"
          autoComplete="off"
          placeholder="Jane Doe"
          error={errors.fullName?.message}
          {...form.register('fullName')}
        />
        <FormField
          id="resource-email"
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="off"
          placeholder="jane.doe@company.com"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <FormField
          id="resource-employee-id"
          label="Employee ID"
          autoComplete="off"
          placeholder="E-001"
          error={errors.employeeId?.message}
          {...form.register('employeeId')}
        />
        <FormField
          id="resource-job-title"
          label="Job Title"
          autoComplete="off"
          placeholder="Consultant"
          error={errors.jobTitle?.message}
          {...form.register('jobTitle')}
        />
        <FormField
          id="resource-hourly-cost"
          label="Hourly Cost"
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          placeholder="85.00"
          error={errors.hourlyCost?.message}
          {...form.register('hourlyCost', { setValueAs: toOptionalNumber })}
        />
      </div>
      <p className="text-muted-foreground text-xs">
        Each person gets an email invitation to set their password and track their time.
      </p>
      <div className="flex justify-end">
        <Button type="submit" variant="secondary" busy={create.isPending}>
          <UserPlus /> Add Resource
        </Button>
      </div>
    </form>
  );
}
