import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { lazyNamed } from './lib/lazy-named';
import { preload } from './lib/preload';
import { createRouter } from './router';

// sonner arrives after the first paint; a toast raised before its Toaster mounts still shows
// (sonner hands a late Toaster the toasts already raised).
const Toaster = lazyNamed(() => import('./components/ui/toaster'), 'Toaster');

// A page behind a session asks for its data while its scripts download: the session at once,
// the page's own reads from preload-page-data.ts, which the public pages (/, /login) do not
// download.
if (/^\/(dashboard|setup|platform-admin)(\/|$)/.test(window.location.pathname)) {
  // A copy of the session's answer, taken before anyone reads it: the guard reads the answer.
  const me = preload('/api/v1/me').then(
    (answer) => answer.clone(),
    () => null,
  );
  // Only a head start: if it fails (a new release's chunks, say) the page reads as it would.
  import('./preload-page-data')
    .then(({ preloadPageData }) => preloadPageData(window.location, me))
    .catch(() => undefined);
}
const router = createRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
    <Toaster />
  </StrictMode>,
);
