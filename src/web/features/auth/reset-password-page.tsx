import { type FormEvent, useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { PasswordField } from '@/web/components/password-field';
import { Button } from '@/web/components/ui/button';
import { AuthLayout, linkClass } from './auth-layout';
import { lazyAuthResolver, loadAuthClient, preloadAuthModules } from './lazy-auth';

const INVALID_LINK = 'Invalid or expired reset link';

/** No token in the link (or better-auth's ?error=INVALID_TOKEN): say so and go to /login. */
function InvalidLink() {
  useEffect(() => {
    // A fixed id keeps StrictMode's double effect from showing the toast twice.
    toast.error(INVALID_LINK, { id: 'invalid-reset-link' });
  }, []);
  return <Navigate to="/login" replace />;
}

function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  useEffect(preloadAuthModules, []);
  const form = useForm({
    resolver: lazyAuthResolver('resetPasswordSchema'),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ password }) => {
    try {
      const { authClient, authErrorMessage } = await loadAuthClient();
      const { error } = await authClient.resetPassword({ newPassword: password, token });
      if (error?.code === 'INVALID_TOKEN') {
        // Used or expired link: same answer as a link without a token.
        toast.error(INVALID_LINK);
        navigate('/login', { replace: true });
        return;
      }
      if (error) {
        toast.error(authErrorMessage(error, 'Failed to reset password'));
        return;
      }
    } catch {
      toast.error('Failed to reset password');
      return;
    }
    toast.success('Password updated successfully!');
    navigate('/login', { replace: true });
  });
  // Only a validation chunk that fails to download gets here.
  const onSubmit = (event: FormEvent) =>
    submit(event).catch(() => toast.error('Failed to reset password'));

  return (
    <AuthLayout
      title="Set a new password"
      description="Choose a new password for your account."
      footer={
        <Link to="/login" className={linkClass}>
          Back to login
        </Link>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <PasswordField
          id="reset-password"
          label="New Password"
          autoComplete="new-password"
          hint="At least 8 characters."
          error={errors.password?.message}
          {...form.register('password')}
        />
        <PasswordField
          id="reset-confirm-password"
          label="Confirm Password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
        <Button type="submit" className="w-full" busy={isSubmitting}>
          Update Password
        </Button>
      </form>
    </AuthLayout>
  );
}

export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  if (!token || searchParams.has('error')) return <InvalidLink />;
  return <ResetPasswordForm token={token} />;
}
