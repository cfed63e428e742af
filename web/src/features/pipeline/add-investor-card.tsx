import type { TInvestor, TSearchInvestorsResponse } from '@core/contracts/investors';
import { ZNewEntry } from '@core/contracts/pipeline';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { ApiError, api, errorMessage } from '@web/lib/api';
import { cn } from '@web/lib/cn';
import { notify, notifyError } from '@web/lib/toast';
import { ChevronUp, Database, Loader2, Plus, UserPlus, X } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useAddEntry } from './use-pipeline';

type Errors = Partial<Record<'name' | 'firm' | 'email', string>>;

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * Adds an investor by name. As the name is typed, investors of our database with that name are offered (picked,
 * they come with their data and the analysis' intro); anyone else is added by hand with a firm and an e-mail.
 */
export function AddInvestorCard({ ideaId }: { ideaId: string }) {
  const add = useAddEntry(ideaId);
  const [name, setName] = useState('');
  const [firm, setFirm] = useState('');
  const [email, setEmail] = useState('');
  const [picked, setPicked] = useState<{ id: string; name: string } | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [open, setOpen] = useState(false);
  const q = useDebounced(name.trim(), 250);
  const suggestions = useQuery<TInvestor[]>({
    queryKey: ['investors', 'pipeline-suggest', q],
    queryFn: ({ signal }) =>
      api<TSearchInvestorsResponse>(
        `/api/investors?${new URLSearchParams({ q, limit: '4', sort: 'relevance' })}`,
        {
          signal,
        },
      ).then((r) => r.investors),
    enabled: q.length >= 2 && !picked,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  const offers = !picked && q.length >= 2 ? (suggestions.data ?? []) : [];

  function reset() {
    setName('');
    setFirm('');
    setEmail('');
    setPicked(null);
    setErrors({});
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = picked
      ? { investor_id: picked.id, email: email.trim() || undefined, source: 'investors' as const }
      : {
          name,
          firm: firm.trim() || undefined,
          email: email.trim() || undefined,
          source: 'manual' as const,
        };
    const parsed = ZNewEntry.safeParse(body);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as keyof Errors] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      const entry = await add.mutateAsync(body);
      notify('Investor added', `${entry.name} is in Need to reach out.`);
      reset();
    } catch (err) {
      if (
        err instanceof ApiError &&
        (err.status === 409 || err.field === 'name' || err.field === 'investor_id')
      )
        setErrors({ name: err.message });
      else if (err instanceof ApiError && (err.field === 'email' || err.field === 'firm'))
        setErrors({ [err.field]: err.message });
      else notifyError('Could not add the investor', errorMessage(err));
    }
  }

  return (
    <Card className="p-5" data-testid="add-investor-card">
      <div className="flex items-center justify-between gap-2">
        <h2 className="flex items-center gap-2 text-base font-semibold">
          <UserPlus aria-hidden="true" className="size-4 text-primary" /> Add an investor
        </h2>
        {/* On narrow screens the form folds away so the board comes first. */}
        <Button
          variant="outline"
          size="sm"
          className="lg:hidden"
          aria-expanded={open}
          aria-controls="add-investor-form"
          onClick={() => setOpen((o) => !o)}
        >
          {open ? <ChevronUp /> : <Plus />} {open ? 'Hide' : 'Add'}
        </Button>
      </div>
      <p className={cn('mt-1 text-sm text-muted-foreground', !open && 'hidden lg:block')}>
        Pick one from our database as you type, or add anyone by hand.
      </p>
      <form
        id="add-investor-form"
        onSubmit={submit}
        noValidate
        className={cn('mt-4 grid gap-3', !open && 'hidden lg:grid')}
        aria-label="Add an investor"
      >
        <Field id="add-name" label="Name" error={errors.name}>
          {picked ? (
            <div className="flex h-10 items-center gap-2 rounded-md border border-input bg-secondary/60 px-3 text-sm">
              <Database aria-hidden="true" className="size-4 text-primary" />
              <span className="min-w-0 flex-1 truncate font-medium" id="add-name">
                {picked.name}
              </span>
              <Badge variant="info">In our database</Badge>
              <button
                type="button"
                aria-label="Choose another investor"
                onClick={() => setPicked(null)}
                className="cursor-pointer rounded-sm text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <X className="size-4" />
              </button>
            </div>
          ) : (
            <Input
              id="add-name"
              autoComplete="off"
              placeholder="Investor or firm name"
              maxLength={200}
              value={name}
              onChange={(e) => setName(e.target.value)}
              aria-invalid={!!errors.name}
              aria-describedby={errors.name ? 'add-name-error' : undefined}
            />
          )}
        </Field>
        {offers.length > 0 ? (
          <div className="-mt-1 rounded-md border bg-muted/40 p-2">
            <p id="add-suggestions" className="px-1 text-xs font-medium text-muted-foreground">
              From our database
            </p>
            <ul className="mt-1 grid gap-0.5" aria-labelledby="add-suggestions">
              {offers.map((investor) => (
                <li key={investor.id}>
                  <button
                    type="button"
                    onClick={() => {
                      setPicked({ id: investor.id, name: investor.name });
                      setErrors({});
                    }}
                    className="flex w-full cursor-pointer items-center justify-between gap-2 rounded-sm px-1.5 py-1 text-left text-sm hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    <span className="truncate">{investor.name}</span>
                    <span className="shrink-0 text-xs text-muted-foreground">{investor.location ?? ''}</span>
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <div className="grid gap-3 sm:grid-cols-2">
          <Field id="add-firm" label="Firm" error={errors.firm}>
            <Input
              id="add-firm"
              autoComplete="organization"
              maxLength={200}
              value={picked ? '' : firm}
              disabled={Boolean(picked)}
              placeholder={picked ? 'From our database' : 'Optional'}
              onChange={(e) => setFirm(e.target.value)}
              aria-invalid={!!errors.firm}
            />
          </Field>
          <Field id="add-email" label="E-mail" error={errors.email}>
            <Input
              id="add-email"
              type="email"
              autoComplete="email"
              maxLength={255}
              placeholder="Optional"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              aria-invalid={!!errors.email}
              aria-describedby={errors.email ? 'add-email-error' : undefined}
            />
          </Field>
        </div>
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? <Loader2 className="animate-spin" /> : <UserPlus />} Add to pipeline
        </Button>
      </form>
    </Card>
  );
}
