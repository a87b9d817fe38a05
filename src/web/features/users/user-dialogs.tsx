import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useForm } from 'react-hook-form';
import { ROLE_LABELS, ROLES, type Role } from '@/shared/roles';
import { newPersonSchema, type Person, personUpdateSchema } from '@/shared/schemas/people';
import { FormDialog, recordDialogWords } from '@/web/components/form-dialog';
import { FormInput } from '@/web/components/form-field';
import { FormSelect } from '@/web/components/form-select';
import { toOptionalNumber } from '@/web/lib/optional-number';
import { departmentsQuery, teamsQuery } from '@/web/lib/organization-queries';
import { useAddPerson, useUpdatePerson } from './use-people-admin';

/** Every role but admin: Add User never makes an administrator (SPEC.md section 5). */
const ADDABLE_ROLES = ROLES.filter((role) => role !== 'admin').map((role) => ({
  value: role,
  label: ROLE_LABELS[role],
}));

type Placed = { departmentId?: string | null; teamId?: string | null };

/** Department and team from the organization's lists; the teams are the department's. */
function PlaceFields<T extends FieldValues & Placed>({
  form,
  idPrefix,
}: {
  form: UseFormReturn<T, unknown, unknown>;
  idPrefix: string;
}) {
  const departments = useQuery(departmentsQuery);
  const teams = useQuery(teamsQuery);
  const departmentId = form.watch('departmentId' as Path<T>) as string | null | undefined;
  const teamOptions = (teams.data ?? [])
    .filter((team) => !departmentId || team.departmentId === departmentId)
    .map((team) => ({ value: team.id, label: team.name }));
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormSelect
        form={form}
        name={'departmentId' as Path<T>}
        id={`${idPrefix}-department`}
        label="Department"
        placeholder="No department"
        noneLabel="No department"
        options={(departments.data ?? []).map((d) => ({ value: d.id, label: d.name }))}
        onValueChange={() => form.setValue('teamId' as Path<T>, null as T[Path<T>])}
      />
      <FormSelect
        form={form}
        name={'teamId' as Path<T>}
        id={`${idPrefix}-team`}
        label="Team"
        placeholder="No team"
        noneLabel="No team"
        options={teamOptions}
      />
    </div>
  );
}

interface AddUserDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** tracked_employee on Organization Users, user on Users (SPEC.md section 5). */
  defaultRole: Exclude<Role, 'admin'>;
}

/**
 * Add User: the person is mailed an invitation to set their own password; nobody types a
 * password for them.
 */
export function AddUserDialog({ open, onOpenChange, defaultRole }: AddUserDialogProps) {
  const add = useAddPerson();
  const form = useForm({ resolver: zodResolver(newPersonSchema) });
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add User"
      description="They get an email with a link to set their password and sign in."
      className="sm:max-w-xl"
      form={form}
      defaultValues={{
        fullName: '',
        email: '',
        role: defaultRole,
        jobTitle: '',
        departmentId: null,
        teamId: null,
        hourlyCost: null,
      }}
      submit={{
        action: (input) => add.mutateAsync(input),
        success: 'User created successfully and invitation email sent',
        failure: 'Failed to create user',
      }}
      submitLabel="Add User"
    >
      <FormInput form={form} name="fullName" id="user-name" label="Full Name" autoComplete="off" />
      <FormInput
        form={form}
        name="email"
        id="user-email"
        label="Email"
        type="email"
        autoComplete="off"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormSelect form={form} name="role" id="user-role" label="Role" options={ADDABLE_ROLES} />
        <FormInput form={form} name="jobTitle" id="user-job-title" label="Job Title" />
      </div>
      <PlaceFields form={form} idPrefix="user" />
      <FormInput
        form={form}
        name="hourlyCost"
        registerOptions={{ setValueAs: toOptionalNumber }}
        id="user-hourly-cost"
        label="Hourly Cost"
        type="number"
        step="0.01"
        min={0}
      />
    </FormDialog>
  );
}

interface EditUserDialogProps {
  person: Person | null;
  onOpenChange: (open: boolean) => void;
}

/** Edit User (admin): name, job title, department, team, hourly cost and roles. */
export function EditUserDialog({ person, onOpenChange }: EditUserDialogProps) {
  const update = useUpdatePerson();
  const form = useForm({ resolver: zodResolver(personUpdateSchema) });
  const words = recordDialogWords('User', true);
  return (
    <FormDialog
      open={person !== null}
      onOpenChange={onOpenChange}
      title={words.title}
      description={person?.email}
      className="sm:max-w-xl"
      form={form}
      defaultValues={{
        fullName: person?.fullName ?? '',
        jobTitle: person?.jobTitle ?? '',
        departmentId: person?.departmentId ?? null,
        teamId: person?.teamId ?? null,
        hourlyCost: person?.hourlyCost ?? null,
        roles: person?.roles ?? [],
      }}
      submit={{
        action: (body) => update.mutateAsync({ id: person!.id, body }),
        success: words.success,
        failure: words.failure,
      }}
      submitLabel={words.submitLabel}
    >
      <FormInput form={form} name="fullName" id="edit-user-name" label="Full Name" />
      <FormInput form={form} name="jobTitle" id="edit-user-job-title" label="Job Title" />
      <PlaceFields form={form} idPrefix="edit-user" />
      <FormInput
        form={form}
        name="hourlyCost"
        registerOptions={{ setValueAs: toOptionalNumber }}
        id="edit-user-hourly-cost"
        label="Hourly Cost"
        type="number"
        step="0.01"
        min={0}
      />
      <fieldset className="space-y-2">
        <legend className="font-medium text-sm">Roles</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {ROLES.map((role) => (
            <label key={role} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                value={role}
                className="size-4 accent-primary"
                {...form.register('roles')}
              />
              {ROLE_LABELS[role]}
            </label>
          ))}
        </div>
        {form.formState.errors.roles?.message ? (
          <p role="alert" className="text-destructive text-sm">
            {form.formState.errors.roles.message}
          </p>
        ) : null}
      </fieldset>
    </FormDialog>
  );
}
