import { Toaster as Sonner } from 'sonner';

/**
 * One toaster, bottom right: away from the page's actions (the title row's buttons, the bar's Sign Out), with
 * colours of 4.5:1 or more (styles.css overrides sonner's rich colours, which are 4.2–4.4:1).
 */
export function Toaster() {
  return (
    <Sonner
      position="bottom-right"
      richColors
      closeButton
      visibleToasts={3}
      containerAriaLabel="Messages"
      toastOptions={{ duration: 6000 }}
    />
  );
}
