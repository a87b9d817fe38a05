import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { FormInput } from '@/web/components/form-field';
import { FormPassword } from '@/web/components/password-field';
import { useLightForm } from '@/web/lib/light-form';
import { AuthForm } from './auth-form';
import { AuthLayout, linkClass } from './auth-layout';
import { callAuth, forgetCachedSession, lazyAuthValidation, preloadAuthModules } from './lazy-auth';

export function SignupPage() {
  const navigate = useNavigate();
  useEffect(preloadAuthModules, []);
  const form = useLightForm({
    validate: lazyAuthValidation('signUpSchema'),
    defaultValues: { fullName: '', organizationName: '', email: '', password: '' },
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
      <AuthForm
        form={form}
        submit={{
          action: async ({ fullName, organizationName, email, password }) => {
            // organizationName is an extra body field the server reads to create the organization.
            const body = { name: fullName, email, password, organizationName };
            await callAuth((client) => client.signUp.email(body));
            await forgetCachedSession();
          },
          success: 'Account created successfully! Please check your email and sign in.',
          failure: 'Failed to create account',
          onSuccess: () => {
            navigate('/login', { replace: true });
          },
        }}
        submitLabel="Create Account"
      >
        <FormInput
          form={form}
          name="fullName"
          id="signup-full-name"
          label="Full Name"
          autoComplete="name"
          placeholder="Ada Lovelace"
        />
        <FormInput
          form={form}
          name="organizationName"
          id="signup-organization"
          label="Organization Name"
          autoComplete="organization"
          placeholder="Acme Consulting"
        />
        <FormInput
          form={form}
          name="email"
          id="signup-email"
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@company.com"
        />
        <FormPassword
          form={form}
          name="password"
          id="signup-password"
          label="Password"
          autoComplete="new-password"
          hint="At least 8 characters."
        />
      </AuthForm>
    </AuthLayout>
  );
}
