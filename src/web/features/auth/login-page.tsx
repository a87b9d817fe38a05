import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { FormInput } from '@/web/components/form-field';
import { FormPassword } from '@/web/components/password-field';
import { REDIRECT_PARAM, safeRedirectTarget } from '@/web/lib/redirect-target';
import { useLightForm } from '@/web/lib/light-form';
import { AuthForm } from './auth-form';
import { AuthLayout, linkClass } from './auth-layout';
import { callAuth, forgetCachedSession, lazyAuthValidation, preloadAuthModules } from './lazy-auth';

function fromState(state: unknown): string | null {
  if (state && typeof state === 'object' && 'from' in state && typeof state.from === 'string') {
    return state.from;
  }
  return null;
}

export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  useEffect(preloadAuthModules, []);
  const form = useLightForm({
    validate: lazyAuthValidation('signInSchema'),
    defaultValues: { email: '', password: '' },
  });
  const redirect = searchParams.get(REDIRECT_PARAM);

  const signupHref = redirect
    ? `/signup?${new URLSearchParams({ [REDIRECT_PARAM]: redirect })}`
    : '/signup';

  return (
    <AuthLayout
      title="Sign in to Stint"
      description="Welcome back. Enter your email and password to continue."
      footer={
        <>
          Don't have an account?{' '}
          <Link to={signupHref} className={linkClass}>
            Sign up
          </Link>
        </>
      }
    >
      <AuthForm
        form={form}
        submit={{
          action: async ({ email, password }) => {
            await callAuth((client) => client.signIn.email({ email, password }));
            await forgetCachedSession();
          },
          success: 'Logged in successfully',
          failure: 'Failed to login',
          onSuccess: () => {
            const target =
              safeRedirectTarget(redirect) ??
              safeRedirectTarget(fromState(location.state)) ??
              '/dashboard';
            navigate(target, { replace: true });
          },
        }}
        submitLabel="Sign In"
      >
        <FormInput
          form={form}
          name="email"
          id="login-email"
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@company.com"
        />
        <FormPassword
          form={form}
          name="password"
          id="login-password"
          label="Password"
          autoComplete="current-password"
          labelAction={
            <Link to="/forgot-password" className={`${linkClass} text-sm`}>
              Forgot password?
            </Link>
          }
        />
      </AuthForm>
    </AuthLayout>
  );
}
