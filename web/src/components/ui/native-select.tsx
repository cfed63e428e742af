import { cn } from '@web/lib/cn';
import type { ComponentProps } from 'react';

/** The browser's own select, styled as the app's inputs: accessible and keyboard-friendly with no script. */
const selectClass =
  'h-10 w-full cursor-pointer rounded-md border border-input bg-card px-3 text-sm text-foreground shadow-xs focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-invalid:border-destructive';

export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn(selectClass, className)} {...props} />;
}
