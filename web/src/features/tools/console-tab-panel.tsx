import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Loader2, Play } from 'lucide-react';
import type { FormEvent } from 'react';
import type { ConsoleTab, ConsoleTabId } from './api-console';
import { ConsoleInputFields } from './console-inputs';
import { ConsolePending, ConsoleResultView } from './console-result';
import type { ConsoleForm, TabRun } from './use-api-console';

/** One server function: its method and path, its inputs, Run Test, and its last answer. */
export function ConsoleTabPanel({
  tab: t,
  form,
  run,
  onRun,
}: {
  tab: ConsoleTab;
  form: ConsoleForm;
  run: TabRun | undefined;
  onRun: (tabId: ConsoleTabId, event?: FormEvent) => Promise<void>;
}) {
  return (
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
        <form className="grid gap-4" onSubmit={(event) => void onRun(t.id, event)} noValidate>
          <ConsoleInputFields tab={t} form={form} />
          <div>
            <Button type="submit" disabled={run?.running}>
              {run?.running ? (
                <Loader2 aria-hidden="true" className="animate-spin" />
              ) : (
                <Play aria-hidden="true" />
              )}
              {run?.running ? 'Running…' : 'Run Test'}
            </Button>
          </div>
        </form>
        <div className="mt-6 border-t pt-6">
          <h4 className="mb-3 text-sm font-semibold">Result</h4>
          {run?.running ? (
            <ConsolePending live={run.live} />
          ) : run?.result ? (
            <ConsoleResultView result={run.result} />
          ) : (
            <p className="rounded-md border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">
              Run the test to see the answer here.
            </p>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
