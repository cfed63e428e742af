import { toast } from 'sonner';

/**
 * The spec's toasts have a title and a description; errors are "destructive".
 * One helper keeps every screen's messages in that shape.
 */
export function notify(title: string, description?: string): void {
  toast.success(title, { description });
}

export function notifyError(title: string, description?: string): void {
  toast.error(title, { description });
}
