import { Toaster as Sonner } from 'sonner';

/** Toasts of SPEC.md section 9: bottom-right, 3 at a time, 4000 ms, following the system theme. */
export function Toaster() {
  return (
    <Sonner
      theme="system"
      position="bottom-right"
      visibleToasts={3}
      duration={4000}
      closeButton
      richColors
      containerAriaLabel="Notifications"
      toastOptions={{ closeButtonAriaLabel: 'Close toast' }}
    />
  );
}
