// @vitest-environment jsdom
import { zodResolver } from '@hookform/resolvers/zod';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '@/web/lib/api';
import { toast } from '@/web/lib/toast';
import { FormDialog } from './form-dialog';
import { FormInput } from './form-field';
import { Button } from './ui/button';

vi.mock('@/web/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const schema = z.object({ name: z.string().trim().min(2, 'Must be at least 2 characters') });

interface Harness {
  action: (values: { name: string }) => Promise<unknown>;
  start?: string;
}

/** A page with an Add Customer button and its dialog, open state kept by the page. */
function CustomerPage({ action, start = '' }: Harness) {
  const [open, setOpen] = useState(false);
  const form = useForm({ resolver: zodResolver(schema) });
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <p data-testid="state">{open ? 'open' : 'closed'}</p>
      <FormDialog
        title="Add Customer"
        description="A customer of yours."
        open={open}
        onOpenChange={setOpen}
        form={form}
        defaultValues={{ name: start }}
        submit={{
          action,
          success: 'Customer created successfully',
          failure: 'Failed to create customer',
        }}
        submitLabel="Add Customer"
      >
        <FormInput form={form} name="name" id="customer-name" label="Name" />
      </FormDialog>
    </>
  );
}

const nameInput = () => screen.getByLabelText('Name') as HTMLInputElement;
// While busy the button's name starts with its spinner's 'Loading'.
const submitButton = () => screen.getByRole('button', { name: /Add Customer$/ });

async function openAndType(name: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Open' }));
  await screen.findByRole('dialog', { name: 'Add Customer' });
  fireEvent.change(nameInput(), { target: { value: name } });
}

describe('FormDialog', () => {
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('sends the valid values, says so and closes', async () => {
    const action = vi.fn(async () => ({ id: 'c1' }));
    render(<CustomerPage action={action} />);
    await openAndType('Acme');
    fireEvent.click(submitButton());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(action).toHaveBeenCalledWith({ name: 'Acme' });
    expect(toast.success).toHaveBeenCalledWith('Customer created successfully');
    expect(toast.error).not.toHaveBeenCalled();
    expect(screen.getByTestId('state').textContent).toBe('closed');
  });

  it('shows what the schema refuses under the field, sends nothing and toasts nothing', async () => {
    const action = vi.fn(async () => undefined);
    render(<CustomerPage action={action} />);
    await openAndType('A');
    fireEvent.click(submitButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Must be at least 2 characters');
    expect(nameInput().getAttribute('aria-invalid')).toBe('true');
    expect(action).not.toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('puts the server field errors under the fields, toasts the detail and stays open', async () => {
    const refusal = new ApiError(400, 'A customer with this name already exists', [
      { path: 'body.name', message: 'A customer with this name already exists' },
    ]);
    render(<CustomerPage action={vi.fn(async () => Promise.reject(refusal))} />);
    await openAndType('Acme');
    fireEvent.click(submitButton());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'A customer with this name already exists',
    );
    expect(toast.error).toHaveBeenCalledWith('A customer with this name already exists');
    expect(toast.success).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('toasts the failure text of the spec when the server fails', async () => {
    const crash = new ApiError(500, 'Internal Server Error');
    render(<CustomerPage action={vi.fn(async () => Promise.reject(crash))} />);
    await openAndType('Acme');
    fireEvent.click(submitButton());
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to create customer'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a conflict above the buttons as well as in a toast', async () => {
    const conflict = new ApiError(409, 'This entry overlaps another session');
    render(<CustomerPage action={vi.fn(async () => Promise.reject(conflict))} />);
    await openAndType('Acme');
    fireEvent.click(submitButton());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This entry overlaps another session',
    );
    expect(toast.error).toHaveBeenCalledWith('This entry overlaps another session');
  });

  it('is busy while the call runs: the submit button spins, nothing closes it', async () => {
    let finish: (value: unknown) => void = () => undefined;
    const action = vi.fn(() => new Promise((resolve) => (finish = resolve)));
    render(<CustomerPage action={action} />);
    await openAndType('Acme');
    fireEvent.click(submitButton());
    await waitFor(() => expect(submitButton().hasAttribute('disabled')).toBe(true));
    expect(submitButton().getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(true);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeTruthy();
    await act(async () => finish({ id: 'c1' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('starts each opening from the given values, without the errors of the last one', async () => {
    render(<CustomerPage action={vi.fn(async () => undefined)} start="Acme" />);
    await openAndType('A');
    fireEvent.click(submitButton());
    await screen.findByRole('alert');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    await screen.findByRole('dialog', { name: 'Add Customer' });
    expect(nameInput().value).toBe('Acme');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('opens from its own trigger and keeps its open state', async () => {
    function WithTrigger() {
      const form = useForm({ resolver: zodResolver(schema) });
      return (
        <FormDialog
          title="Add Customer"
          trigger={<Button>New customer</Button>}
          form={form}
          defaultValues={{ name: '' }}
          submit={{ action: async () => undefined, success: 'Saved', failure: 'Failed' }}
          submitLabel="Add Customer"
        >
          <FormInput form={form} name="name" id="customer-name" label="Name" />
        </FormDialog>
      );
    }
    render(<WithTrigger />);
    fireEvent.click(screen.getByRole('button', { name: 'New customer' }));
    await screen.findByRole('dialog', { name: 'Add Customer' });
    fireEvent.change(nameInput(), { target: { value: 'Acme' } });
    fireEvent.click(submitButton());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toast.success).toHaveBeenCalledWith('Saved');
  });
});
