import { Outlet, ScrollRestoration, useNavigation } from 'react-router';

/** Every page: a thin progress bar while a lazy page loads, and scroll restoration. */
export function RootLayout() {
  const navigation = useNavigation();
  return (
    <>
      {navigation.state === 'loading' ? (
        <div
          role="progressbar"
          aria-label="Loading page"
          className="fixed inset-x-0 top-0 z-[100] h-0.5 overflow-hidden bg-primary/20"
        >
          <div className="h-full w-1/3 animate-[route-progress_1s_ease-in-out_infinite] bg-primary" />
        </div>
      ) : null}
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
