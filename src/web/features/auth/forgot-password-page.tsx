import { ArrowLeft, MailCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { FormInput } from '@/web/components/form-field';
import { Button } from '@/web/components/ui/button';
import { useLightForm } from '@/web/lib/light-form';
import { AuthForm } from './auth-form';
import { AuthLayout, BackToLoginLink, linkClass } from './auth-layout';
import { callAuth, lazyAuthValidation, preloadAuthModules } from './lazy-auth';

function SentConfirmation({ email, onRetry }: { email: string; onRetry: () => void }) {
  return (
    <AuthLayout
      title="Check your email"
      description={
        <>
          We've sent a password reset link to{' '}
          <strong className="font-medium text-foreground">{email}</strong>.
        </>
      }
    >
      <div className="space-y-6">
        <div className="flex items-start gap-3 rounded-lg border bg-muted/40 p-4 text-sm">
          <MailCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          <p className="text-muted-foreground">
            Open the link in the email to choose a new password. If it does not arrive within a few
            minutes, check your spam folder or{' '}
            <button type="button" onClick={onRetry} className={linkClass}>
              try another address
            </button>
            .
          </p>
        </div>
        <Button variant="outline" className="w-full" asChild>
          <Link to="/login">
            <ArrowLeft /> Back to login
          </Link>
        </Button>
      </div>
    </AuthLayout>
  );
}

export function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  useEffect(preloadAuthModules, []);
  const form = useLightForm({
    validate: lazyAuthValidation('forgotPasswordSchema'),
    defaultValues: { email: '' },
  });

  if (sentTo) return <SentConfirmation email={sentTo} onRetry={() => setSentTo(null)} />;

  return (
    <AuthLayout
      title="Forgot your password?"
      description="Enter your email and we'll send you a link to reset your password."
      footer={<BackToLoginLink />}
    >
      <AuthForm
        form={form}
        submit={{
          action: ({ email }) =>
            callAuth((client) =>
              client.requestPasswordReset({ email, redirectTo: '/reset-password' }),
            ),
          success: 'Password reset email sent! Check your inbox.',
          failure: 'Failed to send reset email',
          onSuccess: (_, { email }) => setSentTo(email),
        }}
        submitLabel="Send Reset Link"
      >
        <FormInput
          form={form}
          name="email"
          id="forgot-email"
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@company.com"
        />
      </AuthForm>
    </AuthLayout>
  );
}
