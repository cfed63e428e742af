import { toast } from 'sonner';

/**
 * The spec's toasts have a title and a description; errors are "destructive".
 * One helper keeps every screen's messages in that shape.
 */
export function notify(title: string, description?: string): void {
  toast.success(title, { description });
}

/** Shows an error toast; returns its id, for a screen that takes its errors away once they no longer hold. */
export function notifyError(title: string, description?: string): string | number {
  return toast.error(title, { description });
}

/** Takes a toast away (one `notifyError` returned). */
export function dismissToast(id: string | number): void {
  toast.dismiss(id);
}
