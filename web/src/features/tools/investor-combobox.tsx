import type { TInvestorOptions } from '@core/contracts/crawls';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, errorMessage } from '@web/lib/api';
import { cn } from '@web/lib/cn';
import { Check, ChevronsUpDown, Loader2, Search, X } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { filterOptions, highlightParts, isNavKey, moveActive, type Option } from './combobox-state';

export type InvestorOption = Option;

const LIMIT = 50;
const DEBOUNCE_MS = 200;

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** GET /api/admin/investor-options: the first 50 investors by name whose name matches `q`. */
function useInvestorOptions(q: string, enabled: boolean) {
  return useQuery({
    queryKey: ['admin', 'investor-options', q],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ limit: String(LIMIT) });
      if (q) params.set('q', q);
      return api<TInvestorOptions>(`/api/admin/investor-options?${params}`, { signal });
    },
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/**
 * A searchable investor picker (ARIA combobox with a listbox popup) over the 20K investors: the server searches
 * by name as you type (debounced); the previous answer is filtered at once meanwhile. Up/Down/Home/End move,
 * Enter picks, Escape closes (and a second Escape clears).
 */
export function InvestorCombobox({
  id,
  value,
  onChange,
  invalid = false,
  describedBy,
  disabled = false,
}: {
  id: string;
  value: InvestorOption | null;
  onChange: (investor: InvestorOption | null) => void;
  invalid?: boolean;
  describedBy?: string;
  disabled?: boolean;
}) {
  const listId = useId();
  const optionId = (i: number) => `${listId}-option-${i}`;
  const [query, setQuery] = useState(value?.name ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [touched, setTouched] = useState(false);

  // The parent may clear or set the value itself.
  useEffect(() => {
    if (value) setQuery(value.name);
  }, [value]);

  // With an investor chosen and its name in the box, the list shows everyone, not just that name.
  const search = value && query === value.name ? '' : query.trim();
  const debounced = useDebounced(search, DEBOUNCE_MS);
  const options = useInvestorOptions(debounced, open || touched);
  const fresh = debounced === search && !options.isPlaceholderData;
  const received = options.data?.investors ?? [];
  const shown = fresh ? received : filterOptions(received, search, LIMIT);
  const searching = options.isFetching || debounced !== search;

  // A new list starts with nothing active; the chosen investor is active when it is in the list.
  const shownKey = shown.map((o) => o.id).join(',');
  useEffect(() => {
    const ids = shownKey ? shownKey.split(',') : [];
    setActive(value ? ids.indexOf(value.id) : -1);
  }, [shownKey, value]);

  function openList() {
    setTouched(true);
    setOpen(true);
  }

  function choose(option: InvestorOption) {
    onChange(option);
    setQuery(option.name);
    setOpen(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (isNavKey(event.key)) {
      if ((event.key === 'Home' || event.key === 'End') && !open) return; // caret moves in the text
      event.preventDefault();
      if (!open) {
        openList();
        return;
      }
      setActive((i) => moveActive(i, shown.length, event.key as Parameters<typeof moveActive>[2]));
    } else if (event.key === 'Enter') {
      if (open && active >= 0 && shown[active]) {
        event.preventDefault();
        choose(shown[active]!);
      }
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        setOpen(false);
      } else if (query) {
        event.preventDefault();
        setQuery('');
        onChange(null);
      }
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  }

  const activeId = open && active >= 0 && shown[active] ? optionId(active) : undefined;

  // The active option stays in view inside the list as the keys move it.
  useEffect(() => {
    if (!activeId) return;
    const option = document.getElementById(activeId);
    const box = option?.parentElement;
    if (!option || !box) return;
    if (option.offsetTop < box.scrollTop) box.scrollTop = option.offsetTop;
    else if (option.offsetTop + option.offsetHeight > box.scrollTop + box.clientHeight)
      box.scrollTop = option.offsetTop + option.offsetHeight - box.clientHeight;
  }, [activeId]);

  return (
    <div className="relative">
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <input
          id={id}
          type="text"
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeId}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          autoComplete="off"
          spellCheck={false}
          disabled={disabled}
          placeholder="Search 20K+ investors by name…"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            if (value && event.target.value !== value.name) onChange(null);
            openList();
          }}
          onClick={openList}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          className="flex h-10 w-full rounded-md border border-input bg-card py-2 pl-9 pr-16 text-sm shadow-xs placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive"
        />
        <div className="absolute right-1.5 top-1/2 flex -translate-y-1/2 items-center gap-0.5 text-muted-foreground">
          {open && searching ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
          {query && !disabled ? (
            <button
              type="button"
              tabIndex={-1}
              aria-label="Clear investor"
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                setQuery('');
                onChange(null);
                document.getElementById(id)?.focus();
              }}
              className="flex size-7 cursor-pointer items-center justify-center rounded-sm hover:bg-accent hover:text-foreground"
            >
              <X className="size-4" />
            </button>
          ) : (
            <ChevronsUpDown aria-hidden="true" className="mr-1.5 size-4" />
          )}
        </div>
      </div>
      <div
        hidden={!open}
        className="absolute z-30 mt-1 w-full overflow-hidden rounded-md border bg-card text-sm shadow-lg"
      >
        <div
          id={listId}
          role="listbox"
          aria-label="Investors"
          className={cn('relative max-h-72 overflow-y-auto p-1', shown.length === 0 && 'hidden')}
        >
          {shown.map((option, i) => {
            const chosen = value?.id === option.id;
            return (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the input handles the keyboard (aria-activedescendant)
              <div
                key={option.id}
                id={optionId(i)}
                role="option"
                tabIndex={-1}
                aria-selected={i === active}
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => setActive(i)}
                onClick={() => choose(option)}
                className={cn(
                  'flex cursor-pointer items-center gap-2 rounded-sm px-2.5 py-2',
                  i === active && 'bg-accent text-accent-foreground',
                )}
              >
                <Check
                  aria-hidden="true"
                  className={cn('size-4 shrink-0 text-primary', chosen ? 'opacity-100' : 'opacity-0')}
                />
                <span className="min-w-0 truncate">
                  {highlightParts(option.name, search).map((part, j) =>
                    part.match ? (
                      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one name, in order
                      <mark key={j} className="bg-transparent font-semibold text-foreground">
                        {part.text}
                      </mark>
                    ) : (
                      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one name, in order
                      <span key={j}>{part.text}</span>
                    ),
                  )}
                </span>
              </div>
            );
          })}
        </div>
        {shown.length === 0 ? (
          <p role="status" className="px-3 py-6 text-center text-muted-foreground">
            {options.isError
              ? `Could not load investors: ${errorMessage(options.error)}`
              : searching
                ? 'Searching…'
                : search
                  ? `No investors match “${search}”`
                  : 'No investors yet. Import some first.'}
          </p>
        ) : null}
        {shown.length >= LIMIT ? (
          <p className="border-t px-3 py-2 text-xs text-muted-foreground">
            Showing the first {LIMIT}. Type to narrow the list.
          </p>
        ) : null}
      </div>
    </div>
  );
}
