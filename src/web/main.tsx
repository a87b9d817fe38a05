import './styles.css';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createRouter } from './router';

// sonner arrives after the first paint; a toast raised before its Toaster mounts still shows
// (sonner hands a late Toaster the toasts already raised).
const Toaster = lazy(async () => ({ default: (await import('./components/ui/toaster')).Toaster }));

// A page behind a session asks for its data while its scripts download (preload-page-data.ts);
// the public pages (/, /login) do not download that code.
if (/^\/(dashboard|setup|platform-admin)(\/|$)/.test(window.location.pathname)) {
  void import('./preload-page-data').then(({ preloadPageData }) =>
    preloadPageData(window.location),
  );
}
const router = createRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  </StrictMode>,
);
