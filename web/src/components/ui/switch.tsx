import { cn } from '@web/lib/cn';
import type { ComponentProps } from 'react';

/** An on/off switch (role="switch"); label it with aria-labelledby or aria-label. */
export function Switch({
  checked,
  onCheckedChange,
  size = 'default',
  className,
  ...props
}: Omit<ComponentProps<'button'>, 'onChange' | 'role'> & {
  checked: boolean;
  onCheckedChange: (next: boolean) => void;
  size?: 'default' | 'sm';
}) {
  const small = size === 'sm';
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      onClick={() => onCheckedChange(!checked)}
      className={cn(
        'relative inline-flex shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:cursor-wait disabled:opacity-70',
        small ? 'h-5 w-9' : 'h-6 w-11',
        checked ? 'bg-primary' : 'bg-input',
        className,
      )}
      {...props}
    >
      <span
        aria-hidden="true"
        className={cn(
          'pointer-events-none block rounded-full bg-white shadow-sm ring-0 transition-transform',
          small ? 'size-4' : 'size-5',
          checked ? (small ? 'translate-x-4' : 'translate-x-5') : 'translate-x-0',
        )}
      />
    </button>
  );
}
