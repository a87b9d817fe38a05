import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { FormField } from '@/web/components/form-field';
import { PasswordField } from '@/web/components/password-field';
import { Button } from '@/web/components/ui/button';
import { ME_QUERY_KEY } from '@/web/hooks/use-me';
import { AuthLayout, linkClass } from './auth-layout';
import { lazyAuthResolver, loadAuthClient, preloadAuthModules } from './lazy-auth';

export function SignupPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(preloadAuthModules, []);
  const form = useForm({
    resolver: lazyAuthResolver('signUpSchema'),
    defaultValues: { fullName: '', organizationName: '', email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ fullName, organizationName, email, password }) => {
    // organizationName is an extra body field the server reads to create the organization.
    const body = { name: fullName, email, password, organizationName };
    try {
      const { authClient, authErrorMessage } = await loadAuthClient();
      const { error } = await authClient.signUp.email(body);
      if (error) {
        toast.error(authErrorMessage(error, 'Failed to create account'));
        return;
      }
    } catch {
      toast.error('Failed to create account');
      return;
    }
    queryClient.removeQueries({ queryKey: ME_QUERY_KEY });
    toast.success('Account created successfully! Please check your email and sign in.');
    navigate('/login', { replace: true });
  });
  // Only a validation chunk that fails to download gets here.
  const onSubmit = (event: FormEvent) =>
    submit(event).catch(() => toast.error('Failed to create account'));

  return (
    <AuthLayout
      title="Create your account"
      description="Start your 14-day free trial. No credit card required."
      footer={
        <>
          Already have an account?{' '}
          <Link to="/login" className={linkClass}>
            Sign in
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <FormField
          id="signup-full-name"
          label="Full Name"
          autoComplete="name"
          placeholder="Ada Lovelace"
          error={errors.fullName?.message}
          {...form.register('fullName')}
        />
        <FormField
          id="signup-organization"
          label="Organization Name"
          autoComplete="organization"
          placeholder="Acme Consulting"
          error={errors.organizationName?.message}
          {...form.register('organizationName')}
        />
        <FormField
          id="signup-email"
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@company.com"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <PasswordField
          id="signup-password"
          label="Password"
          autoComplete="new-password"
          hint="At least 8 characters."
          error={errors.password?.message}
          {...form.register('password')}
        />
        <Button type="submit" className="w-full" busy={isSubmitting}>
          Create Account
        </Button>
      </form>
    </AuthLayout>
  );
}
