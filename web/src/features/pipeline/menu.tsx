import { cn } from '@web/lib/cn';
import {
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';

export type MenuItem =
  | {
      kind?: 'item';
      label: string;
      /** A fuller name for screen readers, e.g. 'Move to Meeting' under a 'Move to' heading. */
      ariaLabel?: string;
      icon?: ReactNode;
      onSelect: () => void;
      disabled?: boolean;
      hint?: string;
    }
  | { kind: 'separator'; id: string }
  | { kind: 'heading'; label: string };

const WIDTH = 224;

/**
 * A small menu button (WAI-ARIA menu pattern): the trigger opens a list of items in a layer above the board
 * (so a column's scrolling never clips it); arrows, Home and End move between items, Escape and Tab close it.
 */
export function Menu({
  label,
  trigger,
  items,
  className,
}: {
  /** The trigger's accessible name, e.g. 'Move Accel to…'. */
  label: string;
  trigger: ReactNode;
  items: MenuItem[];
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const [place, setPlace] = useState<{ top: number; left: number } | null>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const id = useId();

  const close = useCallback((refocus = true) => {
    setOpen(false);
    if (refocus) triggerRef.current?.focus();
  }, []);

  /** Under the trigger, its right edges aligned, above it when there is no room below; inside the window. */
  const position = useCallback(() => {
    if (!triggerRef.current) return;
    const rect = triggerRef.current.getBoundingClientRect();
    const height = menuRef.current?.offsetHeight ?? 0;
    const below = rect.bottom + 4;
    const top = below + height > window.innerHeight - 8 ? Math.max(8, rect.top - height - 4) : below;
    const left = Math.min(Math.max(8, rect.right - WIDTH), window.innerWidth - WIDTH - 8);
    setPlace({ top, left });
  }, []);

  useLayoutEffect(() => {
    if (open) position();
    else setPlace(null);
  }, [open, position]);

  // Focus goes to the first item once the menu is in place (focusing it off-screen could scroll the page).
  const placed = place !== null;
  useEffect(() => {
    if (open && placed)
      menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]:not([disabled])')?.focus();
  }, [open, placed]);

  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !triggerRef.current?.contains(target)) close(false);
    };
    // The menu follows its trigger when the page or the board scrolls.
    const follow = (event: Event) => {
      if (!menuRef.current?.contains(event.target as Node)) position();
    };
    document.addEventListener('pointerdown', outside);
    window.addEventListener('resize', position);
    window.addEventListener('scroll', follow, true);
    return () => {
      document.removeEventListener('pointerdown', outside);
      window.removeEventListener('resize', position);
      window.removeEventListener('scroll', follow, true);
    };
  }, [open, close, position]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const list = [
      ...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]:not([disabled])') ?? []),
    ];
    const at = list.indexOf(document.activeElement as HTMLElement);
    const go = (i: number) => {
      event.preventDefault();
      list[(i + list.length) % list.length]?.focus();
    };
    if (event.key === 'ArrowDown') go(at + 1);
    else if (event.key === 'ArrowUp') go(at - 1);
    else if (event.key === 'Home') go(0);
    else if (event.key === 'End') go(list.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') close();
    event.stopPropagation();
  }

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
        className={cn(
          'inline-flex size-7 shrink-0 cursor-pointer items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-accent hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-expanded:bg-accent aria-expanded:text-foreground [&_svg]:size-4',
          className,
        )}
      >
        {trigger}
      </button>
      {open
        ? createPortal(
            // Pointer and key events stay in the menu: the card under it must not start a drag.
            <div
              ref={menuRef}
              id={id}
              role="menu"
              aria-label={label}
              tabIndex={-1}
              onKeyDown={onKeyDown}
              onMouseDown={(e) => e.stopPropagation()}
              onTouchStart={(e) => e.stopPropagation()}
              style={{ top: place?.top ?? -9999, left: place?.left ?? -9999, width: WIDTH }}
              className="fixed z-50 grid max-h-[70vh] overflow-y-auto rounded-md border bg-card p-1 text-sm shadow-lg"
            >
              {items.map((item, i) =>
                item.kind === 'separator' ? (
                  <hr key={item.id} className="my-1 border-border" />
                ) : item.kind === 'heading' ? (
                  <p
                    key={`h-${item.label}`}
                    className="px-2 pt-1.5 pb-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground"
                  >
                    {item.label}
                  </p>
                ) : (
                  <button
                    // biome-ignore lint/suspicious/noArrayIndexKey: labels repeat between sections.
                    key={`${item.label}-${i}`}
                    type="button"
                    role="menuitem"
                    aria-label={item.ariaLabel}
                    tabIndex={-1}
                    disabled={item.disabled}
                    onClick={() => {
                      close();
                      item.onSelect();
                    }}
                    className="flex w-full cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-left outline-none hover:bg-accent focus:bg-accent focus-visible:outline-solid focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring disabled:cursor-default disabled:opacity-50 disabled:hover:bg-transparent [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-muted-foreground"
                  >
                    {item.icon}
                    <span className="min-w-0 flex-1 truncate">{item.label}</span>
                    {item.hint ? <span className="text-xs text-muted-foreground">{item.hint}</span> : null}
                  </button>
                ),
              )}
            </div>,
            document.body,
          )
        : null}
    </>
  );
}
