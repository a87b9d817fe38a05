import { useEffect } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { FormPassword } from '@/web/components/password-field';
import { toast } from '@/web/lib/toast';
import { useLightForm } from '@/web/lib/light-form';
import { AuthForm } from './auth-form';
import { AuthLayout, BackToLoginLink } from './auth-layout';
import { AuthRefusal, callAuth, lazyAuthValidation, preloadAuthModules } from './lazy-auth';

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
  const form = useLightForm({
    validate: lazyAuthValidation('resetPasswordSchema'),
    defaultValues: { password: '', confirmPassword: '' },
  });

  return (
    <AuthLayout
      title="Set a new password"
      description="Choose a new password for your account."
      footer={<BackToLoginLink />}
    >
      <AuthForm
        form={form}
        submit={{
          action: ({ password }) =>
            // A used or expired link gets the same answer as a link without a token.
            callAuth((client) => client.resetPassword({ newPassword: password, token }), {
              INVALID_TOKEN: INVALID_LINK,
            }),
          success: 'Password updated successfully!',
          failure: 'Failed to reset password',
          onSuccess: () => navigate('/login', { replace: true }),
          onError: (error) => {
            if (error instanceof AuthRefusal && error.code === 'INVALID_TOKEN') {
              navigate('/login', { replace: true });
            }
          },
        }}
        submitLabel="Update Password"
      >
        <FormPassword
          form={form}
          name="password"
          id="reset-password"
          label="New Password"
          autoComplete="new-password"
          hint="At least 8 characters."
        />
        <FormPassword
          form={form}
          name="confirmPassword"
          id="reset-confirm-password"
          label="Confirm Password"
          autoComplete="new-password"
        />
      </AuthForm>
    </AuthLayout>
  );
}

export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  if (!token || searchParams.has('error')) return <InvalidLink />;
  return <ResetPasswordForm token={token} />;
}
