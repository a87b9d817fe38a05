import { Link } from 'react-router';
import { StintLogo } from '@/web/components/stint-logo';
import { Button } from '@/web/components/ui/button';

export function NotFoundPage() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 px-6 text-center">
      <title>Page not found · Stint</title>
      <StintLogo />
      <p className="font-bold text-7xl text-primary tracking-tight">404</p>
      <h1 className="font-semibold text-2xl tracking-tight">Oops! Page not found</h1>
      <Button asChild>
        <Link to="/">Return to Home</Link>
      </Button>
    </main>
  );
}
