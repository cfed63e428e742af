import { Page } from '@web/components/layout/page';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { Textarea } from '@web/components/ui/textarea';
import { useAuth } from '@web/lib/auth';
import { cn } from '@web/lib/cn';
import { CheckCircle2, ListChecks, Loader2, Play, XCircle } from 'lucide-react';
import { type ComponentProps, type FormEvent, type ReactNode, useId, useState } from 'react';
import { AdminOnly } from './admin-only';
import {
  buildConsoleRequest,
  CONSOLE_TABS,
  type ConsoleInputs,
  type ConsoleSummary,
  type ConsoleTab,
  type ConsoleTabId,
  countOutcome,
  EMPTY_INPUTS,
  EMPTY_SUMMARY,
} from './api-console';
import { ConsolePending, ConsoleResultView } from './console-result';
import { type ConsoleResult, runConsoleRequest } from './console-runner';
import type { RunSnapshot } from './crawl-run';
import { InvestorCombobox, type InvestorOption } from './investor-combobox';

type Errors = Partial<Record<keyof ConsoleInputs, string>>;
interface TabRun {
  running: boolean;
  live: RunSnapshot | null;
  result: ConsoleResult | null;
}

const RUNNER = {
  fetch: (input: RequestInfo | URL, init?: RequestInit) => fetch(input, init),
  sleep: (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
  now: () => performance.now(),
};

function SummaryTile({
  label,
  value,
  icon,
  className,
  testId,
}: {
  label: string;
  value: number;
  icon: ReactNode;
  className?: string;
  testId: string;
}) {
  return (
    <div className="flex items-center gap-3 rounded-lg border bg-card p-4 shadow-sm">
      <div className={cn('flex size-10 shrink-0 items-center justify-center rounded-full', className)}>
        {icon}
      </div>
      <div>
        <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{label}</dt>
        <dd className="text-2xl font-semibold tabular-nums" data-testid={testId}>
          {value}
        </dd>
      </div>
    </div>
  );
}

function Summary({ summary }: { summary: ConsoleSummary }) {
  return (
    <section aria-label="Test summary" className="mb-6">
      <dl className="grid grid-cols-3 gap-3 max-sm:[&>div]:flex-col max-sm:[&>div]:items-start max-sm:[&>div]:gap-2">
        <SummaryTile
          label="Successful"
          value={summary.successful}
          icon={<CheckCircle2 aria-hidden="true" className="size-5" />}
          className="bg-emerald-100 text-emerald-700"
          testId="summary-successful"
        />
        <SummaryTile
          label="Failed"
          value={summary.failed}
          icon={<XCircle aria-hidden="true" className="size-5" />}
          className="bg-destructive/10 text-destructive"
          testId="summary-failed"
        />
        <SummaryTile
          label="Total"
          value={summary.total}
          icon={<ListChecks aria-hidden="true" className="size-5" />}
          className="bg-secondary text-secondary-foreground"
          testId="summary-total"
        />
      </dl>
    </section>
  );
}

const SELECT_CLASS =
  'flex h-10 w-full cursor-pointer rounded-md border border-input bg-card px-3 py-2 text-sm shadow-xs focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive';

function ApiConsole() {
  const auth = useAuth();
  const id = useId();
  const [tab, setTab] = useState<ConsoleTabId>('analyze-idea');
  const [inputs, setInputs] = useState<ConsoleInputs>({ ...EMPTY_INPUTS, uid: auth.user?.id ?? '' });
  const [investor, setInvestor] = useState<InvestorOption | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [runs, setRuns] = useState<Partial<Record<ConsoleTabId, TabRun>>>({});
  const [summary, setSummary] = useState<ConsoleSummary>(EMPTY_SUMMARY);

  const fieldId = (field: keyof ConsoleInputs) => `${id}-${field}`;
  const set = (field: keyof ConsoleInputs) => (value: string) => {
    setInputs((prev) => ({ ...prev, [field]: value }));
    if (errors[field]) setErrors((prev) => ({ ...prev, [field]: undefined }));
  };
  /** The props that wire an input to its label and its error. */
  const wire = (field: keyof ConsoleInputs) => ({
    id: fieldId(field),
    'aria-invalid': Boolean(errors[field]) || undefined,
    'aria-describedby': errors[field] ? `${fieldId(field)}-error` : undefined,
  });
  const text = (field: keyof ConsoleInputs, props: ComponentProps<typeof Input> = {}) => (
    <Input
      {...wire(field)}
      value={inputs[field]}
      onChange={(event) => set(field)(event.target.value)}
      {...props}
    />
  );

  async function runTest(tabId: ConsoleTabId, event?: FormEvent) {
    event?.preventDefault();
    if (runs[tabId]?.running) return;
    const built = buildConsoleRequest(tabId, { ...inputs, investorId: investor?.id ?? '' });
    if (!built.ok) {
      setErrors({ [built.field]: built.message });
      document.getElementById(fieldId(built.field as keyof ConsoleInputs))?.focus();
      return;
    }
    setErrors({});
    setRuns((prev) => ({
      ...prev,
      [tabId]: { running: true, live: null, result: prev[tabId]?.result ?? null },
    }));
    const result = await runConsoleRequest(built.value, {
      ...RUNNER,
      onRun: (live) =>
        setRuns((prev) => ({
          ...prev,
          [tabId]: { running: true, live, result: prev[tabId]?.result ?? null },
        })),
    });
    setRuns((prev) => ({ ...prev, [tabId]: { running: false, live: null, result } }));
    setSummary((prev) => countOutcome(prev, result.ok));
  }

  function inputsOf(t: ConsoleTab): ReactNode {
    switch (t.id) {
      case 'analyze-idea':
        return (
          <Field id={fieldId('ideaId')} label="Idea id" error={errors.ideaId} hint="The UUID of an idea.">
            {text('ideaId', { placeholder: '00000000-0000-0000-0000-000000000000', className: 'font-mono' })}
          </Field>
        );
      case 'onboarding':
        return (
          <>
            <Field id={fieldId('background')} label="Background" error={errors.background}>
              <Textarea
                {...wire('background')}
                value={inputs.background}
                onChange={(event) => set('background')(event.target.value)}
                placeholder="Ex-Stripe engineer, two years in logistics software…"
                rows={3}
              />
            </Field>
            <Field id={fieldId('ideaDescription')} label="Idea description" error={errors.ideaDescription}>
              <Textarea
                {...wire('ideaDescription')}
                value={inputs.ideaDescription}
                onChange={(event) => set('ideaDescription')(event.target.value)}
                placeholder="AI assistant that quotes and books loads for freight brokers"
                rows={3}
              />
            </Field>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field id={fieldId('fundraisingGoal')} label="Fundraising goal" error={errors.fundraisingGoal}>
                {text('fundraisingGoal', { placeholder: 'Raise a $1.5M seed round' })}
              </Field>
              <Field id={fieldId('role')} label="Role" error={errors.role}>
                <select
                  {...wire('role')}
                  value={inputs.role}
                  onChange={(event) => set('role')(event.target.value)}
                  className={SELECT_CLASS}
                >
                  <option value="founder">Founder</option>
                  <option value="advisor">Advisor</option>
                  <option value="investor">Investor</option>
                </select>
              </Field>
            </div>
          </>
        );
      case 'embeddings':
        return (
          <div className="grid gap-4 sm:grid-cols-[12rem_minmax(0,1fr)]">
            <Field id={fieldId('embeddingType')} label="Type" error={errors.embeddingType}>
              <select
                {...wire('embeddingType')}
                value={inputs.embeddingType}
                onChange={(event) => set('embeddingType')(event.target.value)}
                className={SELECT_CLASS}
              >
                <option value="idea">Idea</option>
                <option value="profile">Profile</option>
              </select>
            </Field>
            <Field
              id={fieldId('embeddingId')}
              label={inputs.embeddingType === 'idea' ? 'Idea id' : 'Profile (user) id'}
              error={errors.embeddingId}
            >
              {text('embeddingId', { placeholder: 'The id to embed', className: 'font-mono' })}
            </Field>
          </div>
        );
      case 'linkedin':
        return (
          <Field id={fieldId('linkedinUrl')} label="LinkedIn URL" error={errors.linkedinUrl}>
            {text('linkedinUrl', { type: 'url', placeholder: 'https://www.linkedin.com/in/your-name' })}
          </Field>
        );
      case 'portfolio':
        return (
          <Field
            id={fieldId('investorId')}
            label="Investor"
            error={errors.investorId}
            hint="Type to search by name."
          >
            <InvestorCombobox
              id={fieldId('investorId')}
              value={investor}
              onChange={(next) => {
                setInvestor(next);
                if (next) setErrors((prev) => ({ ...prev, investorId: undefined }));
              }}
              invalid={Boolean(errors.investorId)}
              describedBy={errors.investorId ? `${fieldId('investorId')}-error` : undefined}
            />
          </Field>
        );
      case 'import-vcs':
        return (
          <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_10rem]">
            <Field
              id={fieldId('startUrl')}
              label="Start URL (optional)"
              error={errors.startUrl}
              hint="Leave empty for the OpenVC directory."
            >
              {text('startUrl', { type: 'url', placeholder: 'https://www.openvc.app/investors?page=1' })}
            </Field>
            <Field
              id={fieldId('maxPages')}
              label="Max pages (optional)"
              error={errors.maxPages}
              hint="1 to 1000."
            >
              {text('maxPages', { inputMode: 'numeric', placeholder: 'e.g. 5' })}
            </Field>
          </div>
        );
      case 'rpc':
        return (
          <Field id={fieldId('uid')} label="uid" error={errors.uid} hint="Prefilled with your own user id.">
            {text('uid', { className: 'font-mono' })}
          </Field>
        );
      case 'advisor':
        return <NoInput>Uses the signed-in user; it answers for advisors only.</NoInput>;
      case 'database':
        return <NoInput>Reads the row counts of the main tables.</NoInput>;
    }
  }

  return (
    <>
      <Summary summary={summary} />
      <Tabs value={tab} onValueChange={(v) => setTab(v as ConsoleTabId)}>
        <TabsList
          aria-label="Server functions"
          className="grid h-auto w-full grid-cols-3 gap-1 lg:grid-cols-9"
        >
          {CONSOLE_TABS.map((t) => {
            const last = runs[t.id];
            return (
              <TabsTrigger key={t.id} value={t.id} className="gap-1.5 px-2">
                {t.label}
                {last?.running ? (
                  <Loader2 aria-hidden="true" className="size-3 animate-spin text-primary" />
                ) : last?.result ? (
                  <span
                    aria-hidden="true"
                    className={cn(
                      'size-1.5 rounded-full',
                      last.result.ok ? 'bg-emerald-500' : 'bg-destructive',
                    )}
                  />
                ) : null}
              </TabsTrigger>
            );
          })}
        </TabsList>
        {CONSOLE_TABS.map((t) => {
          const current = runs[t.id];
          return (
            <TabsContent key={t.id} value={t.id}>
              <Card>
                <CardHeader>
                  <CardTitle className="text-base">{t.label}</CardTitle>
                  <CardDescription>{t.description}</CardDescription>
                  <p className="mt-1 flex min-w-0 items-center gap-2">
                    <Badge variant={t.method === 'GET' ? 'info' : 'secondary'} className="font-mono">
                      {t.method}
                    </Badge>
                    <code className="min-w-0 truncate font-mono text-xs text-muted-foreground">{t.path}</code>
                  </p>
                </CardHeader>
                <CardContent>
                  <form className="grid gap-4" onSubmit={(event) => void runTest(t.id, event)} noValidate>
                    {inputsOf(t)}
                    <div>
                      <Button type="submit" disabled={current?.running}>
                        {current?.running ? (
                          <Loader2 aria-hidden="true" className="animate-spin" />
                        ) : (
                          <Play aria-hidden="true" />
                        )}
                        {current?.running ? 'Running…' : 'Run Test'}
                      </Button>
                    </div>
                  </form>
                  <div className="mt-6 border-t pt-6">
                    <h4 className="mb-3 text-sm font-semibold">Result</h4>
                    {current?.running ? (
                      <ConsolePending live={current.live} />
                    ) : current?.result ? (
                      <ConsoleResultView result={current.result} />
                    ) : (
                      <p className="rounded-md border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">
                        Run the test to see the answer here.
                      </p>
                    )}
                  </div>
                </CardContent>
              </Card>
            </TabsContent>
          );
        })}
      </Tabs>
    </>
  );
}

function NoInput({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-md bg-muted/50 px-4 py-3 text-sm text-muted-foreground">No input. {children}</p>
  );
}

export function TestApiPage() {
  return (
    <AdminOnly>
      <Page title="API Testing Console" description="Run each server function and see its answer.">
        <ApiConsole />
      </Page>
    </AdminOnly>
  );
}
