import { BarChart3, CheckCircle2, Clock, FolderKanban } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { StintLogo } from '@/web/components/stint-logo';

const HIGHLIGHTS = [
  { icon: FolderKanban, text: 'Customers, programs and projects in one hierarchy' },
  { icon: Clock, text: 'Time tracking with breaks and billable classification' },
  { icon: BarChart3, text: 'Utilization, budgets and portfolio analytics' },
] as const;

interface AuthLayoutProps {
  title: string;
  description: ReactNode;
  children: ReactNode;
  /** The line under the form ('Don't have an account? Sign up'). */
  footer?: ReactNode;
}

/** The frame of /login, /signup, /forgot-password and /reset-password. */
export function AuthLayout({ title, description, children, footer }: AuthLayoutProps) {
  return (
    <div className="grid min-h-dvh lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <title>{`${title} · Stint`}</title>
      <aside className="relative hidden overflow-hidden bg-primary p-10 text-primary-foreground lg:flex lg:flex-col">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-32 -right-32 size-96 rounded-full bg-white/10 blur-3xl"
        />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -bottom-40 -left-20 size-96 rounded-full bg-black/10 blur-3xl"
        />
        <Link
          to="/"
          className="relative w-fit rounded-md [&_rect]:fill-primary-foreground [&_path]:stroke-primary"
        >
          <StintLogo />
        </Link>
        <div className="relative mt-auto space-y-8">
          <p className="max-w-md font-semibold text-3xl leading-tight tracking-tight">
            Projects, people and time. One place, every organization.
          </p>
          <ul className="space-y-4">
            {HIGHLIGHTS.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-3 text-primary-foreground/90">
                <span className="flex size-9 items-center justify-center rounded-lg bg-white/15">
                  <Icon className="size-4" aria-hidden="true" />
                </span>
                {text}
              </li>
            ))}
          </ul>
          <p className="flex items-center gap-2 text-primary-foreground/80 text-sm">
            <CheckCircle2 className="size-4" aria-hidden="true" /> 14-day free trial. No credit card
            required.
          </p>
        </div>
      </aside>
      <main className="flex flex-col items-center justify-center px-4 py-10 sm:px-8">
        <div className="w-full max-w-sm space-y-8">
          <Link to="/" className="flex w-fit rounded-md lg:hidden">
            <StintLogo />
          </Link>
          <div className="space-y-2">
            <h1 className="font-semibold text-2xl tracking-tight">{title}</h1>
            <div className="text-muted-foreground text-sm">{description}</div>
          </div>
          {children}
          {footer ? (
            <div className="text-center text-muted-foreground text-sm">{footer}</div>
          ) : null}
        </div>
      </main>
    </div>
  );
}

export const linkClass =
  'font-medium text-primary underline-offset-4 hover:underline focus-visible:underline outline-none';

/** The footer link of the password pages. */
export function BackToLoginLink() {
  return (
    <Link to="/login" className={linkClass}>
      Back to login
    </Link>
  );
}
