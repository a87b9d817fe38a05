import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { FormField } from '@/web/components/form-field';
import { PasswordField } from '@/web/components/password-field';
import { Button } from '@/web/components/ui/button';
import { ME_QUERY_KEY } from '@/web/hooks/use-me';
import { REDIRECT_PARAM, safeRedirectTarget } from '@/web/lib/redirect-target';
import { AuthLayout, linkClass } from './auth-layout';
import { lazyAuthResolver, loadAuthClient, preloadAuthModules } from './lazy-auth';

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
  const queryClient = useQueryClient();
  useEffect(preloadAuthModules, []);
  const form = useForm({
    resolver: lazyAuthResolver('signInSchema'),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const redirect = searchParams.get(REDIRECT_PARAM);

  const submit = form.handleSubmit(async ({ email, password }) => {
    try {
      const { authClient, authErrorMessage } = await loadAuthClient();
      const { error } = await authClient.signIn.email({ email, password });
      if (error) {
        toast.error(authErrorMessage(error, 'Failed to login'));
        return;
      }
    } catch {
      toast.error('Failed to login');
      return;
    }
    // The cached 'signed out' answer must not send the guard straight back here.
    queryClient.removeQueries({ queryKey: ME_QUERY_KEY });
    toast.success('Logged in successfully');
    const target =
      safeRedirectTarget(redirect) ?? safeRedirectTarget(fromState(location.state)) ?? '/dashboard';
    navigate(target, { replace: true });
  });
  // Only a validation chunk that fails to download gets here.
  const onSubmit = (event: FormEvent) => submit(event).catch(() => toast.error('Failed to login'));

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
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <FormField
          id="login-email"
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@company.com"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <PasswordField
          id="login-password"
          label="Password"
          autoComplete="current-password"
          error={errors.password?.message}
          labelAction={
            <Link to="/forgot-password" className={`${linkClass} text-sm`}>
              Forgot password?
            </Link>
          }
          {...form.register('password')}
        />
        <Button type="submit" className="w-full" busy={isSubmitting}>
          Sign In
        </Button>
      </form>
    </AuthLayout>
  );
}
