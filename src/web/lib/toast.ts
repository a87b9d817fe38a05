import type * as Sonner from 'sonner';

// sonner (~9 KB gzipped) is not needed to paint any page, only to tell the user how something
// went, which always comes after a click or an answer from the server: it loads on the first
// toast (or when main.tsx mounts its Toaster after the first paint). Toasts keep their order:
// every call waits on the same import.
let sonner: Promise<typeof Sonner> | undefined;
const loadSonner = () =>
  (sonner ??= import('sonner').catch((error: unknown) => {
    sonner = undefined; // the next toast tries again
    throw error;
  }));

type Show = (message: string, options?: Sonner.ExternalToast) => void;

const show =
  (kind: 'message' | 'success' | 'error' | 'info' | 'warning'): Show =>
  (message, options) => {
    loadSonner().then(
      ({ toast: sonnerToast }) =>
        kind === 'message' ? sonnerToast(message, options) : sonnerToast[kind](message, options),
      // Without its module a toast cannot show; the action it reports has already happened.
      (error: unknown) => console.warn('Could not load the toasts', error),
    );
  };

/** sonner's `toast`, loaded on first use: `toast('...')`, `toast.success('...')`, and so on. */
export const toast = Object.assign(show('message'), {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warning: show('warning'),
});
