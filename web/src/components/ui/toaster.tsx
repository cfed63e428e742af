import { Toaster as Sonner } from 'sonner';

export function Toaster() {
  // Below the fixed 64px navigation bar, so a toast never hides the Sign Out button.
  return (
    <Sonner
      position="top-right"
      offset={{ top: 76 }}
      mobileOffset={{ top: 112 }}
      richColors
      closeButton
      toastOptions={{ duration: 5000 }}
    />
  );
}
