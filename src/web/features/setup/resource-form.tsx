import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { newPersonSchema, type Person } from '@/shared/schemas/people';
import { FormAlert, FormInput, MONEY_INPUT } from '@/web/components/form-field';
import { Button } from '@/web/components/ui/button';
import { api, unwrap } from '@/web/lib/api-client';
import { submitHandler } from '@/web/lib/form-submit';
import { toOptionalNumber } from '@/web/lib/optional-number';

// The setup form asks for the essentials; the rest of a person is edited on Organization Users.
const setupResourceSchema = newPersonSchema.pick({
  fullName: true,
  email: true,
  employeeId: true,
  jobTitle: true,
  hourlyCost: true,
});

const EMPTY = { fullName: '', email: '', employeeId: '', jobTitle: '', hourlyCost: null };

/**
 * Manual Entry of the Resources step: creates the person for real (POST /users, role
 * tracked_employee), which emails them an invitation to set a password.
 */
export function ResourceForm({ onAdded }: { onAdded: (person: Person) => void }) {
  const form = useForm({ resolver: zodResolver(setupResourceSchema), defaultValues: EMPTY });

  const onSubmit = submitHandler(form, {
    action: (values): Promise<Person> =>
      unwrap(api.POST('/api/v1/users', { body: { ...values, role: 'tracked_employee' } })),
    success:
      'Resource saved. You can manage resources from the Dashboard > Organization Users page.',
    failure: 'Failed to create user',
    onSuccess: (person) => {
      form.reset(EMPTY);
      onAdded(person);
    },
  });

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="space-y-5"
      aria-label="Add a resource"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <FormInput
          form={form}
          name="fullName"
          id="resource-full-name"
          label="Full Name"
          autoComplete="off"
          placeholder="Jane Doe"
        />
        <FormInput
          form={form}
          name="email"
          id="resource-email"
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="off"
          placeholder="jane.doe@company.com"
        />
        <FormInput
          form={form}
          name="employeeId"
          id="resource-employee-id"
          label="Employee ID"
          autoComplete="off"
          placeholder="E-001"
        />
        <FormInput
          form={form}
          name="jobTitle"
          id="resource-job-title"
          label="Job Title"
          autoComplete="off"
          placeholder="Consultant"
        />
        <FormInput
          form={form}
          name="hourlyCost"
          registerOptions={{ setValueAs: toOptionalNumber }}
          id="resource-hourly-cost"
          label="Hourly Cost"
          {...MONEY_INPUT}
          placeholder="85.00"
        />
      </div>
      <p className="text-muted-foreground text-xs">
        Each person gets an email invitation to set their password and track their time.
      </p>
      <FormAlert message={form.formState.errors.root?.server?.message} />
      <div className="flex justify-end">
        <Button type="submit" variant="secondary" busy={form.formState.isSubmitting}>
          <UserPlus /> Add Resource
        </Button>
      </div>
    </form>
  );
}
