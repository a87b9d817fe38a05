import { AlertTriangle } from 'lucide-react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button } from '@/web/components/ui/button';

function describe(error: unknown): string | null {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return null;
}

/** A route that fails to render (SPEC.md section 2): never a white screen. */
export function RouteError() {
  const error = useRouteError();
  const detail = describe(error);
  return (
    <main className="flex min-h-[60dvh] flex-col items-center justify-center gap-4 px-6 py-16 text-center">
      <title>Unexpected Application Error! · Stint</title>
      <span className="flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
        <AlertTriangle className="size-6" aria-hidden="true" />
      </span>
      <h1 className="font-semibold text-2xl tracking-tight">Unexpected Application Error!</h1>
      <p className="max-w-md text-muted-foreground text-sm">
        Something went wrong while showing this page. Reload to try again, or go back home.
      </p>
      {detail ? (
        <pre className="max-w-full overflow-x-auto rounded-md bg-muted px-3 py-2 text-left text-xs">
          {detail}
        </pre>
      ) : null}
      <div className="flex flex-wrap justify-center gap-2">
        <Button onClick={() => window.location.reload()}>Reload page</Button>
        <Button variant="outline" asChild>
          <Link to="/">Return to Home</Link>
        </Button>
      </div>
    </main>
  );
}
