import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { signUpSchema } from '@/shared/schemas/auth';
import { FormField } from '@/web/components/form-field';
import { PasswordField } from '@/web/components/password-field';
import { Button } from '@/web/components/ui/button';
import { ME_QUERY_KEY } from '@/web/hooks/use-me';
import { authClient, authErrorMessage } from '@/web/lib/auth-client';
import { AuthLayout, linkClass } from './auth-layout';

export function SignupPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm({
    resolver: zodResolver(signUpSchema),
    defaultValues: { fullName: '', organizationName: '', email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ fullName, organizationName, email, password }) => {
    // organizationName is an extra body field the server reads to create the organization.
    const body = { name: fullName, email, password, organizationName };
    try {
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
