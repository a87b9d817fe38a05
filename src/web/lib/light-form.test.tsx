// @vitest-environment jsdom
import { zodResolver } from '@hookform/resolvers/zod';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { emailSchema, passwordSchema } from '@/shared/schemas/auth';
import { FormAlert, FormInput } from '@/web/components/form-field';
import { FormPassword } from '@/web/components/password-field';
import { Button } from '@/web/components/ui/button';
import { ApiError } from './api';
import { submitHandler } from './form-submit';
import { type BoundForm, useLightForm, validateWith } from './light-form';

// The contract of useLightForm (docs/decisions/0008-first-page-forms.md): the same form, built on
// react-hook-form's useForm and on useLightForm, goes through the same steps and must show the
// same thing at each. When react-hook-form changes what its forms do, this fails: follow it.

vi.mock('@/web/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

// Trims, checks the email's shape and matches two fields, as the auth schemas do.
const schema = z
  .object({
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: z.string().min(1, 'Please confirm your password'),
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
type Values = z.input<typeof schema>;
const defaultValues: Values = { email: 'ada@', password: '', confirmPassword: '' };

type UseTheForm = () => BoundForm<Values, z.output<typeof schema>>;
const useReactHookForm: UseTheForm = () =>
  useForm({ resolver: zodResolver(schema), defaultValues });
const useTheLightForm: UseTheForm = () =>
  useLightForm({
    defaultValues,
    validate: (values) => validateWith(schema, values),
  });

function SignUpForm({
  useTheForm,
  action,
}: {
  useTheForm: UseTheForm;
  action: (values: z.output<typeof schema>) => Promise<unknown>;
}) {
  const form = useTheForm();
  const onSubmit = submitHandler(form, { action, success: 'Done', failure: 'Failed' });
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <FormInput form={form} name="email" id="email" label="Email" type="email" />
      <FormPassword form={form} name="password" id="password" label="Password" />
      <FormPassword form={form} name="confirmPassword" id="confirm" label="Confirm Password" />
      <FormAlert message={form.formState.errors.root?.server?.message} />
      <Button type="submit" busy={form.formState.isSubmitting}>
        Save
      </Button>
    </form>
  );
}

/** What a person sees of the form: each field's value and message, the focus, the button. */
function seen(): string {
  const fields = ['email', 'password', 'confirm'].map((id) => {
    const input = document.getElementById(id) as HTMLInputElement;
    const error = document.getElementById(`${id}-error`)?.textContent;
    return `${id}=${JSON.stringify(input.value)}${input.getAttribute('aria-invalid') ? ' invalid' : ''}${error ? ` (${error})` : ''}`;
  });
  const alerts = screen.queryAllByRole('alert').map((alert) => alert.textContent);
  const button = screen.getByRole('button', { name: /Save$/ }) as HTMLButtonElement;
  return [
    ...fields,
    `alerts: ${alerts.join(' | ')}`,
    `focus: ${document.activeElement?.id ?? ''}`,
    `button: ${button.disabled ? 'busy' : 'ready'}`,
  ].join('\n');
}

// Long enough for what react-hook-form defers to a timer (focusing the first invalid field again).
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
const type = async (id: string, value: string) => {
  fireEvent.change(document.getElementById(id)!, { target: { value } });
  await settle();
};
const submit = async () => {
  fireEvent.click(screen.getByRole('button', { name: /Save$/ }));
  await settle();
};

/** The steps of a sign-up, and what the form shows after each. */
async function journey(useTheForm: UseTheForm) {
  const calls: unknown[] = [];
  const answers: (() => Promise<unknown>)[] = [
    () =>
      Promise.reject(
        new ApiError(400, 'Email taken', [{ path: 'body.email', message: 'Email taken' }]),
      ),
    () => Promise.reject(new ApiError(409, 'Someone signed up with it meanwhile')),
    () => new Promise(() => undefined), // never answers: the button stays busy
  ];
  const action = async (values: unknown) => {
    calls.push(values);
    return answers[calls.length - 1]!();
  };
  const steps: Record<string, string> = {};
  render(<SignUpForm useTheForm={useTheForm} action={action} />);
  steps.painted = seen();
  await submit();
  steps['submitted empty'] = seen();
  await type('email', 'ada@example.com');
  steps['email mended'] = seen();
  await type('password', 'correct horse');
  await type('confirm', 'correct hose');
  steps['passwords differ'] = seen();
  await type('confirm', 'correct horse');
  steps['passwords match'] = seen();
  await submit();
  steps['server refused the email'] = seen();
  await submit();
  steps['server reported a conflict'] = seen();
  await submit();
  steps['waiting for the server'] = seen();
  cleanup();
  return { steps, calls };
}

describe('useLightForm', () => {
  afterEach(() => cleanup());

  it('shows at each step what the same form on react-hook-form shows', async () => {
    const expected = await journey(useReactHookForm);
    const actual = await journey(useTheLightForm);
    expect(actual.steps).toEqual(expected.steps);
    expect(actual.calls).toEqual(expected.calls);
  });

  it('goes through a sign-up as a person expects', async () => {
    const { steps, calls } = await journey(useTheLightForm);
    expect(steps.painted).toContain('email="ada@"\n');
    expect(steps['submitted empty']).toContain('email="ada@" invalid (Invalid email address)');
    expect(steps['submitted empty']).toContain('focus: email');
    expect(steps['submitted empty']).toContain('(Password must be at least 8 characters)');
    expect(steps['email mended']).toMatch(/^email="ada@example.com"\n/);
    expect(steps['passwords differ']).toContain(
      'confirm="correct hose" invalid (Passwords do not match)',
    );
    expect(steps['passwords match']).toBe(
      [
        'email="ada@example.com"',
        'password="correct horse"',
        'confirm="correct horse"',
        'alerts: ',
        'focus: email',
        'button: ready',
      ].join('\n'),
    );
    expect(steps['server refused the email']).toContain('(Email taken)');
    expect(steps['server reported a conflict']).toContain(
      'alerts: Someone signed up with it meanwhile',
    );
    expect(steps['waiting for the server']).toContain('alerts: \n');
    expect(steps['waiting for the server']).toContain('button: busy');
    // The schema's output is sent: the email trimmed.
    expect(calls).toEqual(
      Array(3).fill({
        email: 'ada@example.com',
        password: 'correct horse',
        confirmPassword: 'correct horse',
      }),
    );
  });
});
